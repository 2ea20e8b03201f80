package io.graphveil.anonymize.cluster;

import io.graphveil.model.Permutations;
import io.graphveil.Progress;

import java.util.SplittableRandom;

/**
 * The greedy k-member loop (Byun, Kamra, Bertino and Li 2007, "Efficient k-anonymization using
 * clustering techniques", DASFAA) that KAIM modifies (ALGORITHMS.md §2): {@code ⌊n/k⌋} clusters, each
 * started from a seed record and grown by the nearest remaining record until it holds {@code k};
 * then the {@code n mod k} leftovers, one at a time in seeded random order, each join their
 * nearest cluster. Every representative is updated after each join (the {@link Clusters}
 * listeners). Ties go to the lowest record index or cluster id. With {@link Diversity} it is
 * Campan and Truta's greedy p-sensitive k-anonymity clustering (GPKC, {@code Gpkc}).
 */
public final class GreedyClustering {
    /** How each cluster's first record is chosen. */
    public enum Seeds {
        /** A uniformly random remaining record (KAIM). */
        RANDOM,
        /**
         * The remaining record furthest from the previous cluster's first record; the first
         * cluster starts from the record furthest from a random one (k-member, as ALGORITHMS.md §2 reads it).
         */
        FURTHEST_FROM_PREVIOUS
    }

    /**
     * p-sensitivity asked of every cluster (Campan and Truta's greedy p-sensitive k-anonymity
     * clustering): {@code values} are the clusters' sensitive values, the pool counts the sensitive
     * profile column.
     */
    public record Diversity(int p, ValueSets values) {
    }

    /** A score of a record joining a cluster (lower is better); must be thread-safe. */
    @FunctionalInterface
    public interface JoinScore {
        double score(int cluster, int record);
    }

    private GreedyClustering() {
    }

    /**
     * Clusters every record of {@code pool} into {@code clusters} (whose listeners feed
     * {@code distance}); {@code pool} ends empty. With p-sensitivity ({@code diversity}, null:
     * none): clusters are started while
     * {@code k} records remain and they hold {@code p} distinct sensitive values; a cluster grows
     * until it holds {@code k} records and {@code p} distinct values, and while it holds fewer than
     * {@code p} only records whose sensitive value is new to it may join. The remaining records are
     * leftovers. Without {@code diversity} this is the k-member loop: {@code ⌊n/k⌋} clusters of
     * {@code k}.
     */
    public static void run(RecordPool pool, Clusters clusters, GroupDistance distance, int k, Seeds seeds,
                           Diversity diversity, SplittableRandom random, Progress progress) {
        int n = pool.size();
        int previous = seeds == Seeds.FURTHEST_FROM_PREVIOUS && n > 0 ? pool.randomRecord(random) : -1;
        while (pool.size() >= k && (diversity == null || pool.distinctRemaining() >= diversity.p())) {
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
            while (true) {
                boolean diverse = diversity == null || diversity.values().distinct(cluster) >= diversity.p();
                if (diverse && clusters.size(cluster) >= k) {
                    break;
                }
                java.util.function.IntPredicate eligible = diverse ? null
                        : pool.newValueFilter(diversity.values(), cluster);
                Scan.Best best = Scan.nearestRecord(pool, distance.toGroup(cluster), null, eligible);
                if (!best.found()) {
                    break;
                }
                pool.remove(best.index());
                clusters.add(cluster, best.index());
            }
            progress.update(n - pool.size());
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
        assignLeftovers(pool, clusters, random, distance::cost, null);
    }

    /**
     * The remaining records, in an order shuffled with {@code random}, each join the live cluster
     * with the least {@code score} (ties by {@code tieBreak}, null: none, then the lowest id); with
     * no cluster at all they form one.
     */
    public static void assignLeftovers(RecordPool pool, Clusters clusters, SplittableRandom random, JoinScore score,
                                       JoinScore tieBreak) {
        int[] order = pool.remainingRecords();
        shuffle(order, random);
        for (int r : order) {
            pool.remove(r);
            if (clusters.aliveCount() == 0) {
                clusters.open(r);
                continue;
            }
            int[] alive = clusters.aliveIds();
            int best = Scan.nearest(alive, alive.length, c -> score.score(c, r),
                    tieBreak == null ? null : c -> tieBreak.score(c, r), null).index();
            clusters.add(best, r);
        }
    }

    /** Fisher–Yates with {@code random}. */
    public static void shuffle(int[] a, SplittableRandom random) {
        Permutations.shuffle(a, a.length, random);
    }
}
