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
        long[] packed = new long[n];
        for (int i = 0; i < n; i++) {
            packed[i] = pack(key.applyAsLong(i), i);
        }
        sortPacked(packed, key, tie);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = (int) packed[i];
        }
        return out;
    }

    /**
     * The high half's sign orders the packed values as it orders the keys (signed, as a
     * distributed engine's sort of a long column does); the low half is the index.
     */
    private static long pack(long key, int item) {
        return ((key >>> 32) << 32) | Integer.toUnsignedLong(item);
    }

    /**
     * {@link #sorted}'s order as the low halves of packed entries (the high halves what was left of
     * each key), in pieces of at most about {@link Pieces#TARGET} entries, for the
     * largest orders (the edges): one array of a hundred million longs needs that many contiguous
     * bytes free, which a heap holding other large arrays may not have although it has the room (the
     * 1 M-node run failed so, now and then, in 800 MB). The items are dealt to buckets by the top
     * bits of their keys, in key order, each bucket sorted alone (the buckets in parallel, so
     * {@code key} and {@code tie} must be safe to call from several threads), then copied into pieces of a
     * power-of-two size (so that an index is a shift away from its piece), each bucket released
     * once copied. Same order; the key is computed twice per item (once to count the buckets: a
     * caller that computes the keys anyway counts them itself with {@link #buckets}).
     */
    public static Pieces sortedPieces(int n, IntToLongFunction key, Tie tie) {
        return sortedPieces(n, key, tie, Pieces.TARGET);
    }

    /** {@link #sortedPieces} with pieces of about {@code target} entries (tests use small ones). */
    static Pieces sortedPieces(int n, IntToLongFunction key, Tie tie, int target) {
        Buckets buckets = new Buckets(n, target);
        for (int i = 0; i < n; i++) {
            buckets.count(key.applyAsLong(i));
        }
        return buckets.sort(key, tie);
    }

    /**
     * The first pass of {@link #sortedPieces}, for a caller that reads each item once before the
     * sort (the publication turns each edge where it computes its key): {@link Buckets#count} every
     * item's key, in any order, then {@link Buckets#sort}.
     */
    public static Buckets buckets(int n) {
        return new Buckets(n, Pieces.TARGET);
    }

    /** How many of the keys fall in each bucket of {@link #sortedPieces}; mutable, for one sort. */
    public static final class Buckets {
        private final int n;
        private final int bits;
        private final int target;
        private final int[] count;

        Buckets(int n, int target) {
            int b = 0;
            while (b < 12 && ((long) n >> b) > target) {
                b++;
            }
            this.n = n;
            this.bits = b;
            this.target = target;
            this.count = new int[1 << b];
        }

        /** Counts one item's key. */
        public void count(long key) {
            count[bucket(key, bits)]++;
        }

        /**
         * The order of the {@code n} items, whose keys must be those counted ({@link #sortedPieces});
         * the key is computed once more per item.
         */
        public Pieces sort(IntToLongFunction key, Tie tie) {
            long[][] parts = new long[count.length][];
            for (int b = 0; b < count.length; b++) {
                parts[b] = new long[count[b]];
                count[b] = 0;
            }
            for (int i = 0; i < n; i++) {
                long k = key.applyAsLong(i);
                int b = bucket(k, bits);
                parts[b][count[b]++] = pack(k, i);
            }
            // a run of equal high halves never straddles two buckets (they share their top bits), so the
            // buckets sort alone, on every core; each in place, so the order is the same on any number
            java.util.stream.IntStream.range(0, count.length).parallel().forEach(b -> sortPacked(parts[b], key, tie));
            return Pieces.of(parts, n, target);
        }
    }

    /** The bucket of {@code key} among {@code 2^bits}, in signed key order. */
    private static int bucket(long key, int bits) {
        return bits == 0 ? 0 : (int) ((key ^ Long.MIN_VALUE) >>> (64 - bits));
    }

    /**
     * A long array held in pieces of {@code 2^shift} entries (the last shorter), indexed as one
     * ({@link #sortedPieces}): an index is a shift and a mask away from its entry. Mutable.
     */
    public static final class Pieces {
        /**
         * 256 KiB a piece: under half of G1's smallest region (1 MiB), so that a piece is an
         * ordinary object, not a "humongous" one that needs contiguous regions of its own.
         */
        static final int TARGET = 1 << 15;
        private final long[][] pieces;
        private final int shift;
        private final int size;

        private Pieces(long[][] pieces, int shift, int size) {
            this.pieces = pieces;
            this.shift = shift;
            this.size = size;
        }

        /** The concatenation of {@code parts} (released one by one as copied: little more than their room). */
        static Pieces of(long[][] parts, int size, int target) {
            int shift = 31 - Integer.numberOfLeadingZeros(Math.max(1, target));
            int length = 1 << shift;
            long[][] pieces = new long[(int) (((long) size + length - 1) >>> shift)][];
            int at = 0;
            for (int b = 0; b < parts.length; b++) {
                long[] part = parts[b];
                parts[b] = null;
                for (int i = 0; i < part.length; ) {
                    int piece = at >>> shift;
                    if (pieces[piece] == null) {
                        pieces[piece] = new long[Math.min(length, size - (piece << shift))];
                    }
                    int offset = at & (length - 1);
                    int copied = Math.min(part.length - i, length - offset);
                    System.arraycopy(part, i, pieces[piece], offset, copied);
                    i += copied;
                    at += copied;
                }
            }
            return new Pieces(pieces, shift, size);
        }

        public int size() {
            return size;
        }

        public long get(int i) {
            return pieces[i >>> shift][i & ((1 << shift) - 1)];
        }

        public void set(int i, long value) {
            pieces[i >>> shift][i & ((1 << shift) - 1)] = value;
        }
    }

    /** Sorts packed entries in place, then orders each run of equal high halves by the whole key and {@code tie}. */
    private static void sortPacked(long[] packed, IntToLongFunction key, Tie tie) {
        int n = packed.length;
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
