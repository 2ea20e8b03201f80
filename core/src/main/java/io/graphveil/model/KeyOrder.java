package io.graphveil.model;

import java.util.Arrays;
import java.util.function.IntToLongFunction;

/**
 * Orders items by a 64-bit keyed hash, so that an order drawn at random is a function of the seed
 * and the items' ids, not of the order in which they were read: what a distributed engine can
 * compute with one sort, and what makes both engines publish the same files. One primitive sort
 * of the high 32 bits of each key packed above its index; runs whose high bits tie (about
 * {@code n²/2^33} pairs: over a million among 100 M edges) are put in order by the whole key, and
 * whole keys that tie (a 64-bit collision) by {@code tie}, which compares the items' ids. The
 * index never decides. Cost {@code O(n log n)}; 8 bytes per item while sorting (in place), 4 more
 * for the order {@link #sorted} returns.
 */
public final class KeyOrder {
    /** Compares two items whose whole keys are equal, by something that tells them apart (their ids). */
    @FunctionalInterface
    public interface Tie {
        int compare(int a, int b);
    }

    private KeyOrder() {
    }

    /**
     * The indexes {@code 0..n-1} in ascending (signed) order of {@code key}, then of {@code tie}.
     *
     * @param n   the number of items, at most {@code 2^31 − 1}
     * @param key each item's key
     * @param tie the order of two items with equal keys
     */
    public static int[] sorted(int n, IntToLongFunction key, Tie tie) {
        long[] packed = sortedPacked(n, key, tie);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = (int) packed[i];
        }
        return out;
    }

    /**
     * {@link #sorted} without the array of ints: the low 32 bits of entry {@code i} are the
     * {@code i}-th item ({@code (int) packed[i]}), the high bits what was left of its key. For
     * callers that cannot afford the second array (a hundred million edges).
     */
    public static long[] sortedPacked(int n, IntToLongFunction key, Tie tie) {
        long[] packed = new long[n];
        for (int i = 0; i < n; i++) {
            // the high half's sign orders the packed values as it orders the keys (signed, as a
            // distributed engine's sort of a long column does); the low half is the index
            packed[i] = ((key.applyAsLong(i) >>> 32) << 32) | Integer.toUnsignedLong(i);
        }
        // in place: a parallel sort's buffer of another n longs broke the 1 M-node run in 800 MB
        Arrays.sort(packed);
        int[] run = new int[16];
        for (int start = 0; start < n; ) {
            int end = start + 1;
            while (end < n && packed[end] >>> 32 == packed[start] >>> 32) {
                end++;
            }
            if (end - start > 1) {
                if (run.length < end - start) {
                    run = new int[end - start];
                }
                for (int i = start; i < end; i++) {
                    run[i - start] = (int) packed[i];
                }
                orderRun(run, 0, end - start, key, tie);
                for (int i = start; i < end; i++) {
                    packed[i] = (packed[i] & 0xFFFF_FFFF_0000_0000L) | Integer.toUnsignedLong(run[i - start]);
                }
            }
            start = end;
        }
        return packed;
    }

    /**
     * Orders a run by the whole key, then by {@code tie}: by insertion when short (the usual run
     * is two items), else by a merge sort of the run — a table without identifiers hashes equal
     * rows alike, and a run can then be as long as the table.
     */
    private static void orderRun(int[] out, int from, int to, IntToLongFunction key, Tie tie) {
        if (to - from > 16) {
            Integer[] run = new Integer[to - from];
            for (int i = from; i < to; i++) {
                run[i - from] = out[i];
            }
            Arrays.sort(run, (a, b) -> {
                int d = Long.compare(key.applyAsLong(a), key.applyAsLong(b));
                return d != 0 ? d : tie.compare(a, b);
            });
            for (int i = from; i < to; i++) {
                out[i] = run[i - from];
            }
            return;
        }
        for (int i = from + 1; i < to; i++) {
            int item = out[i];
            long k = key.applyAsLong(item);
            int j = i - 1;
            while (j >= from && after(out[j], key.applyAsLong(out[j]), item, k, tie)) {
                out[j + 1] = out[j];
                j--;
            }
            out[j + 1] = item;
        }
    }

    private static boolean after(int a, long ka, int b, long kb, Tie tie) {
        return ka != kb ? ka > kb : tie.compare(a, b) > 0;
    }
}
