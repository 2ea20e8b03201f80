package io.graphveil.anonymize.cluster;

import io.graphveil.model.Permutations;
import io.graphveil.Progress;

import java.util.SplittableRandom;

/**
 * The greedy k-member loop (Byun, Kamra, Bertino and Li 2007, "Efficient k-anonymization using
 * clustering techniques", DASFAA) that KAIM modifies (SPEC 2): {@code ⌊n/k⌋} clusters, each
 * started from a seed record and grown by the nearest remaining record until it holds {@code k};
 * then the {@code n mod k} leftovers, one at a time in seeded random order, each join their
 * nearest cluster. Every representative is updated after each join (the {@link Clusters}
 * listeners). Ties go to the lowest record index or cluster id.
 */
public final class GreedyClustering {
    /** How each cluster's first record is chosen. */
    public enum Seeds {
        /** A uniformly random remaining record (KAIM). */
        RANDOM,
        /**
         * The remaining record furthest from the previous cluster's first record; the first
         * cluster starts from the record furthest from a random one (k-member, as SPEC 2 reads it).
         */
        FURTHEST_FROM_PREVIOUS
    }

    private GreedyClustering() {
    }

    /**
     * Clusters every record of {@code pool} into {@code clusters} (whose listeners feed
     * {@code distance}); {@code pool} ends empty.
     */
    public static void run(RecordPool pool, Clusters clusters, GroupDistance distance, int k, Seeds seeds,
                           SplittableRandom random, Progress progress) {
        int n = pool.size();
        int groups = n / k;
        int previous = seeds == Seeds.FURTHEST_FROM_PREVIOUS && n > 0 ? pool.randomRecord(random) : -1;
        int done = 0;
        for (int g = 0; g < groups; g++) {
            int seed;
            if (seeds == Seeds.RANDOM) {
                seed = pool.randomRecord(random);
            } else {
                ProfileScore near = distance.toRecord(previous);
                seed = Scan.nearestRecord(pool, p -> -near.score(p)).index();
                previous = seed;
            }
            pool.remove(seed);
            int cluster = clusters.open(seed);
            while (clusters.size(cluster) < k) {
                int r = Scan.nearestRecord(pool, distance.toGroup(cluster)).index();
                pool.remove(r);
                clusters.add(cluster, r);
            }
            done += k;
            progress.update(done);
        }
        assignLeftovers(pool, clusters, distance, random);
        progress.update(n);
    }

    /**
     * The remaining records, in an order shuffled with {@code random}, each join the live cluster
     * nearest to it (by {@link GroupDistance#cost}); with no cluster at all they form one.
     */
    public static void assignLeftovers(RecordPool pool, Clusters clusters, GroupDistance distance,
                                       SplittableRandom random) {
        int[] order = pool.remainingRecords();
        shuffle(order, random);
        for (int r : order) {
            pool.remove(r);
            if (clusters.aliveCount() == 0) {
                clusters.open(r);
                continue;
            }
            int[] alive = clusters.aliveIds();
            int best = Scan.nearest(alive, alive.length, c -> distance.cost(c, r), null).index();
            clusters.add(best, r);
        }
    }

    /** Fisher–Yates with {@code random}. */
    public static void shuffle(int[] a, SplittableRandom random) {
        Permutations.shuffle(a, a.length, random);
    }
}
