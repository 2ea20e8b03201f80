package io.graphveil.anonymize.cluster.micro;

import io.graphveil.anonymize.cluster.ClusteringAnonymizer;
import io.graphveil.anonymize.cluster.Clusters;
import io.graphveil.anonymize.cluster.GreedyClustering;
import io.graphveil.anonymize.cluster.GrowAndMerge;
import io.graphveil.anonymize.cluster.ProfileScore;
import io.graphveil.anonymize.cluster.Profiles;
import io.graphveil.anonymize.cluster.RecordPool;
import io.graphveil.anonymize.cluster.Scan;

import java.util.SplittableRandom;
import java.util.function.IntPredicate;

/**
 * MAA-SAE's and MAA-MINIL's choices in the grow-or-merge loop (ALGORITHMS.md §5). MAA-SAE takes the
 * candidate (a remaining record, or a finished cluster merged whole) with the greatest
 * {@link Apf APF}; MAA-MINIL the one with the least {@code ILA}; both break ties by the larger
 * {@code EA}, then the lowest index. The record joins only if it ranks strictly before the
 * cluster. Leftovers: MAA-SAE puts each into the cluster maximizing
 * {@code APF({t}, {t} ∪ G) = Ent(G ∪ {t}) / IL(G ∪ {t})}, MAA-MINIL into the one with the least
 * {@code ILA(G, G ∪ {t})}.
 *
 * <p>Speed: a record's {@code ILA} is a sum of per-attribute cost rows ({@link CentroidCost},
 * O(|QI|) per profile) and its {@code EA} one lookup by sensitive code. A finished cluster is
 * first bounded in O(|QI|): {@code EA} exactly from the two histograms, {@code ILA} from below by
 * {@code Σ_A w_A (bound_A(H) + bound_A(G) − IL_A(G))} ({@link Centroid#lowerBound}); only a
 * cluster whose bound does not lose to the best record is evaluated exactly.
 */
final class EntropyRanking implements GrowAndMerge.Ranking {
    /** What the loop optimizes. */
    enum Goal {
        /** Greatest APF (MAA-SAE). */
        APF,
        /** Least ILA (MAA-MINIL). */
        LOSS
    }

    private final ClusteringAnonymizer.Run run;
    private final Goal goal;
    private final Centroid[] centroids;
    private final double[] weights;
    private final ClusterCounts sensitive;
    private final int sensitiveColumn;
    private final double[] gain;
    private final double[] lossOfG;
    private final double[] boundOfG;
    private final boolean[] missingInG;
    private final int[] knownInG;
    private final boolean bounded;
    private double entropyOfG;
    /**
     * {@code EA} of merging each finished cluster (by id) into the growing one, for MAA-SAE: the
     * bound filter computes it once and the score and tie-break read it. Each id is one candidate
     * of one scan chunk, so parallel chunks write disjoint slots.
     */
    private double[] mergeGain;

    /** @param bounded whether to skip clusters by their bound (false: evaluate every one, for tests) */
    EntropyRanking(ClusteringAnonymizer.Run run, Goal goal, Centroid[] centroids, ClusterCounts sensitive,
                   boolean bounded) {
        this.run = run;
        this.bounded = bounded;
        this.goal = goal;
        this.centroids = centroids;
        this.weights = run.weights();
        this.sensitive = sensitive;
        this.sensitiveColumn = run.sensitiveColumn();
        this.gain = new double[run.table().column(run.profiles().column(sensitiveColumn)).dictionarySize()];
        this.lossOfG = new double[centroids.length];
        this.boundOfG = new double[centroids.length];
        this.missingInG = new boolean[centroids.length];
        this.knownInG = new int[centroids.length];
        this.mergeGain = new double[0];
    }

    private double score(double ea, double ila) {
        return goal == Goal.APF ? Apf.score(ea, ila) : Apf.clean(ila);
    }

    @Override
    public Scan.Best record(int g, RecordPool pool, IntPredicate eligible) {
        ProfileScore loss = run.distance().toGroup(g);
        double entropy = sensitive.entropy(g);
        for (int s = 1; s < gain.length; s++) {
            gain[s] = sensitive.entropyWith(g, sensitive.keyOf(s)) - entropy;
        }
        Profiles profiles = run.profiles();
        int sc = sensitiveColumn;
        return Scan.nearestRecord(pool, p -> score(gain[profiles.code(p, sc)], loss.score(p)),
                p -> Apf.tieBreak(gain[profiles.code(p, sc)]), eligible);
    }

    @Override
    public Scan.Best cluster(int g, int[] finished, int count, Scan.Best record) {
        if (count == 0) {
            return Scan.Best.NONE;
        }
        entropyOfG = sensitive.entropy(g);
        for (int j = 0; j < centroids.length; j++) {
            Centroid c = centroids[j];
            lossOfG[j] = c.il(g);
            boundOfG[j] = c.lowerBound(g);
            missingInG[j] = c.hasMissing(g);
            knownInG[j] = c.known(g);
        }
        boolean skip = bounded && record.found();
        if (goal == Goal.LOSS) {
            IntPredicate mayWin = skip ? h -> !(record.score() < lowestLoss(h)) : null;
            return Scan.nearest(finished, count, h -> Apf.clean(lossOfMerge(g, h)),
                    h -> Apf.tieBreak(gainOfMerge(g, h)), mayWin);
        }
        if (mergeGain.length < run.clusters().count()) {
            mergeGain = new double[Math.max(run.clusters().count(), 2 * mergeGain.length)];
        }
        double[] ea = mergeGain;
        // Always a filter (accepting all when not skipping): it is the one place EA is computed.
        IntPredicate gainFirst = h -> {
            ea[h] = gainOfMerge(g, h);
            return !skip || !(record.score() < lowestApf(h, ea[h]));
        };
        return Scan.nearest(finished, count, h -> Apf.score(ea[h], lossOfMerge(g, h)), h -> Apf.tieBreak(ea[h]),
                gainFirst);
    }

    private double gainOfMerge(int g, int h) {
        return sensitive.entropyMerged(g, h) - entropyOfG;
    }

    private double lossOfMerge(int g, int h) {
        double s = 0;
        for (int j = 0; j < centroids.length; j++) {
            s += weights[j] * (centroids[j].ilMerged(g, h) - lossOfG[j]);
        }
        return s;
    }

    /** A lower bound of {@code ILA(G, G ∪ H)} (see the class comment), slightly lowered against rounding. */
    private double lowerLoss(int h) {
        double bound = 0;
        for (int j = 0; j < centroids.length; j++) {
            Centroid c = centroids[j];
            double merged = missingInG[j] || c.hasMissing(h) ? knownInG[j] + c.known(h)
                    : boundOfG[j] + c.lowerBound(h);
            bound += weights[j] * (merged - lossOfG[j]);
        }
        return bound - 1e-9 * (1 + Math.abs(bound));
    }

    /** A MINIL score no better than merging {@code h} into the growing cluster can have. */
    private double lowestLoss(int h) {
        return Apf.clean(lowerLoss(h));
    }

    /** An APF score no better than merging {@code h} (with {@code EA = gain}) can have. */
    private double lowestApf(int h, double gain) {
        return Apf.lowestScore(gain, lowerLoss(h));
    }

    @Override
    public boolean recordWins(Scan.Best record, Scan.Best cluster) {
        return record.ranksBefore(cluster);
    }

    @Override
    public void leftovers(RecordPool pool, Clusters clusters, SplittableRandom random) {
        Profiles profiles = run.profiles();
        int sc = sensitiveColumn;
        if (goal == Goal.APF) {
            GreedyClustering.assignLeftovers(pool, clusters, random, (c, r) -> Apf.score(
                    sensitive.entropyWith(c, sensitive.keyOf(profiles.recordCode(r, sc))), lossWith(c, r)),
                    (c, r) -> Apf.tieBreak(sensitive.entropyWith(c, sensitive.keyOf(profiles.recordCode(r, sc)))));
        } else {
            GreedyClustering.assignLeftovers(pool, clusters, random, (c, r) -> Apf.clean(run.distance().cost(c, r)),
                    (c, r) -> Apf.tieBreak(sensitive.entropyWith(c, sensitive.keyOf(profiles.recordCode(r, sc)))
                            - sensitive.entropy(c)));
        }
    }

    /** {@code IL(G ∪ {t})}, weighted over the quasi-identifiers. */
    private double lossWith(int cluster, int record) {
        double s = 0;
        for (int j = 0; j < centroids.length; j++) {
            s += weights[j] * centroids[j].ilWith(cluster, run.profiles().recordCode(record, j));
        }
        return s;
    }
}
