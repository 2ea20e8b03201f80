package io.graphveil.attack;

import io.graphveil.model.Hash64;

import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * The persons an attacker that judges rows one by one (the neighbourhood attackers) attacks when
 * there are more than it may: the {@code k} whose keys {@code Hash64.combine(salt(seed),
 * Hash64.of(id))} are smallest, ties broken by id. A function of the seed and the persons' ids,
 * not of the order they were read in, so that an engine that reads rows in no fixed order (the
 * Spark engine's {@code SparkNeighbourhood}) attacks the same persons. Cost {@code O(n log k)}.
 */
public final class TargetSample {
    private static final long SALT = 0x6E65696768626FL;

    private TargetSample() {
    }

    /** The key of person {@code id} under {@code seed}: the sample is the {@code k} smallest. */
    public static long key(long seed, String id) {
        return Hash64.combine(Hash64.combine(seed, SALT), Hash64.of(id));
    }

    /**
     * @param ids each person's id, by person number
     * @return the sampled persons' numbers, ascending (every person when {@code ids.length <= k})
     */
    public static int[] of(String[] ids, int k, long seed) {
        int n = ids.length;
        if (n <= k) {
            return io.graphveil.model.Permutations.identity(n);
        }
        long[] keys = new long[n];
        for (int p = 0; p < n; p++) {
            keys[p] = key(seed, ids[p]);
        }
        // the k smallest (key, id), the largest of them on top
        PriorityQueue<Integer> kept = new PriorityQueue<>(k, (a, b) -> -compare(keys, ids, a, b));
        for (int p = 0; p < n; p++) {
            if (kept.size() < k) {
                kept.add(p);
            } else if (compare(keys, ids, p, kept.peek()) < 0) {
                kept.poll();
                kept.add(p);
            }
        }
        int[] out = kept.stream().mapToInt(Integer::intValue).toArray();
        Arrays.sort(out);
        return out;
    }

    private static int compare(long[] keys, String[] ids, int a, int b) {
        int c = Long.compare(keys[a], keys[b]);
        return c != 0 ? c : ids[a].compareTo(ids[b]);
    }
}
