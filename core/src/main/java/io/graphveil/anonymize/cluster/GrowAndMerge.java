package io.graphveil.anonymize.cluster;

import io.graphveil.Progress;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;

/**
 * The grow-or-merge loop of L-clustering (ALGORITHMS.md §3) and MAA-SAE (ALGORITHMS.md §5). While the remaining
 * records number at least {@code minRemaining} and hold {@code diversity} distinct sensitive
 * values: a cluster {@code G} starts from a random remaining record; while {@code |G| < diversity},
 * the best remaining record whose sensitive value is new to {@code G} competes with the best
 * finished cluster, and either the record joins or the cluster is merged whole into {@code G}
 * (the record when no cluster is finished, the cluster when no such record remains); then, while
 * {@code |G| < k}, the same without the new-value condition; {@code G} is filed. The records left
 * over are placed by the {@link Ranking}. What "best" means, and who wins, is the ranking's:
 * L-clustering's distances or MAA's entropy-to-loss ratio. A missing sensitive value is no value:
 * it is never new.
 */
public final class GrowAndMerge {
    /** How the loop ranks its candidates. */
    public interface Ranking {
        /** The best remaining record to join {@code g}, among the profiles {@code eligible} accepts (null: all). */
        Scan.Best record(int g, RecordPool pool, IntPredicate eligible);

        /**
         * The best finished cluster (ids {@code finished[0..count)}) to merge into {@code g}; it
         * may leave out clusters that cannot win against {@code record} (which may be
         * {@link Scan.Best#NONE}).
         */
        Scan.Best cluster(int g, int[] finished, int count, Scan.Best record);

        /** Whether {@code record} joins rather than {@code cluster} merging (both found). */
        boolean recordWins(Scan.Best record, Scan.Best cluster);

        /** Places every record left in {@code pool} into a cluster. */
        void leftovers(RecordPool pool, Clusters clusters, SplittableRandom random);
    }

    private final ClusteringAnonymizer.Run run;
    private final Ranking ranking;
    private final RecordPool pool;
    private final ValueSets sensitive;
    private final int diversity;
    private final int k;
    private final int minRemaining;
    private int[] finished = new int[64];
    private int finishedCount;
    private int merges;

    /**
     * @param pool         the records to cluster; it counts the sensitive profile column when
     *                     {@code sensitive} is given
     * @param sensitive    the clusters' sensitive values, or null (then {@code diversity} is unused)
     * @param diversity    the distinct sensitive values a cluster first grows to ({@code l} or {@code p})
     * @param k            the records a cluster then grows to
     * @param minRemaining clusters are started while at least this many records remain
     */
    private GrowAndMerge(ClusteringAnonymizer.Run run, Ranking ranking, RecordPool pool, ValueSets sensitive,
                         int diversity, int k, int minRemaining) {
        this.run = run;
        this.ranking = ranking;
        this.pool = pool;
        this.sensitive = sensitive;
        this.diversity = diversity;
        this.k = k;
        this.minRemaining = Math.max(1, minRemaining);
    }

    /**
     * Clusters every record of {@code pool} (see the class comment); puts {@code leftovers} and
     * {@code merges} into the run's details.
     */
    public static void run(ClusteringAnonymizer.Run run, Ranking ranking, RecordPool pool, ValueSets sensitive,
                           int diversity, int k, int minRemaining, String label) {
        if (sensitive != null && pool.countedColumn() < 0) {
            throw new IllegalArgumentException("the pool must count the sensitive column");
        }
        new GrowAndMerge(run, ranking, pool, sensitive, diversity, k, minRemaining).loop(label);
    }

    private boolean more() {
        return pool.size() >= minRemaining && (sensitive == null || pool.distinctRemaining() >= diversity);
    }

    private void loop(String label) {
        Clusters clusters = run.clusters();
        Progress progress = Progress.start(label, pool.size());
        int n = pool.size();
        while (more()) {
            int seed = pool.randomRecord(run.random());
            pool.remove(seed);
            int g = clusters.open(seed);
            while (sensitive != null && clusters.size(g) < diversity && grow(g, true)) {
                // grows by one record or one merged cluster per step
            }
            while (clusters.size(g) < k && grow(g, false)) {
                // the second phase: k records
            }
            file(g);
            progress.update(n - pool.size());
        }
        run.details().put("leftovers", pool.size());
        ranking.leftovers(pool, clusters, run.random());
        run.details().put("merges", merges);
        progress.finish();
    }

    /** One step; false when neither a record nor a cluster can join. */
    private boolean grow(int g, boolean newValueOnly) {
        Clusters clusters = run.clusters();
        IntPredicate eligible = newValueOnly ? pool.newValueFilter(sensitive, g) : null;
        Scan.Best record = pool.isEmpty() ? Scan.Best.NONE : ranking.record(g, pool, eligible);
        Scan.Best cluster = ranking.cluster(g, finished, finishedCount, record);
        if (!record.found() && !cluster.found()) {
            return false;
        }
        if (record.found() && (!cluster.found() || ranking.recordWins(record, cluster))) {
            pool.remove(record.index());
            clusters.add(g, record.index());
        } else {
            unfile(cluster.index());
            clusters.merge(g, cluster.index());
            merges++;
        }
        return true;
    }

    private void file(int g) {
        if (finishedCount == finished.length) {
            finished = Arrays.copyOf(finished, finishedCount * 2);
        }
        finished[finishedCount++] = g;
    }

    private void unfile(int g) {
        for (int i = 0; i < finishedCount; i++) {
            if (finished[i] == g) {
                finished[i] = finished[--finishedCount];
                return;
            }
        }
        throw new IllegalStateException("cluster " + g + " was not finished");
    }
}
