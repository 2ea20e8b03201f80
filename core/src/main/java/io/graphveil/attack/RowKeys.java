package io.graphveil.attack;

import io.graphveil.model.Hash64;
import io.graphveil.model.Table;

import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * Each row's id — its identifier, or its number in a table without one — and the hash of it, which
 * the pair linkers ({@link PairLinkage}) draw and order by: two engines that number the rows of
 * one publication differently (the split's order, a distributed engine's) hold the same ids, so
 * they draw the same rows. Rows are ordered by (hash, id): a tie of two 64-bit hashes falls back
 * on the ids.
 */
final class RowKeys {
    private final String[] ids;
    private final long[] hashes;

    private RowKeys(String[] ids) {
        this.ids = ids;
        this.hashes = new long[ids.length];
        for (int r = 0; r < ids.length; r++) {
            hashes[r] = hash(ids[r]);
        }
    }

    static RowKeys of(Table table) {
        int id = table.schema().identifierIndex();
        String[] ids = new String[table.rowCount()];
        for (int r = 0; r < ids.length; r++) {
            ids[r] = id < 0 ? String.valueOf(r) : table.value(r, id);
        }
        return new RowKeys(ids);
    }

    /** The hash of a row's id, which every key of the linkers is made from. */
    static long hash(String id) {
        return Hash64.of(id);
    }

    String id(int row) {
        return ids[row];
    }

    /** Rows by (hash, id). */
    int compare(int a, int b) {
        int c = Long.compare(hashes[a], hashes[b]);
        return c != 0 ? c : ids[a].compareTo(ids[b]);
    }

    /** Whether row {@code a} comes before row {@code b} ({@link #compare}). */
    boolean before(int a, int b) {
        return compare(a, b) < 0;
    }

    /** The key of an id of hash {@code hash} under {@code salted} (a seed combined with a linker's salt). */
    static long key(long salted, long hash) {
        return Hash64.combine(salted, hash);
    }

    /** Row {@code r}'s key under {@code salted} ({@link #key(long, long)}). */
    long key(long salted, int r) {
        return key(salted, hashes[r]);
    }

    /**
     * The {@code k} rows of the smallest ({@link #key}, id) under {@code salted} after row
     * {@code after}'s (−1: from the first), ascending. {@code O(n log k)}, no array of keys.
     */
    int[] smallest(long salted, int k, int after) {
        java.util.Comparator<Integer> byKey = (a, b) -> {
            int c = Long.compare(key(salted, a), key(salted, b));
            return c != 0 ? c : ids[a].compareTo(ids[b]);
        };
        PriorityQueue<Integer> kept = new PriorityQueue<>(Math.max(1, k), byKey.reversed());
        for (int r = 0; r < ids.length; r++) {
            if (after >= 0 && byKey.compare(r, after) <= 0) {
                continue;
            }
            if (kept.size() < k) {
                kept.add(r);
            } else if (k > 0 && byKey.compare(r, kept.peek()) < 0) {
                kept.poll();
                kept.add(r);
            }
        }
        Integer[] out = kept.toArray(new Integer[0]);
        Arrays.sort(out, byKey);
        return Arrays.stream(out).mapToInt(Integer::intValue).toArray();
    }
}
