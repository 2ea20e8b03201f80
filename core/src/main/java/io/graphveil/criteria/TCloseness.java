package io.graphveil.criteria;

import io.graphveil.BadParameterException;

import java.util.Locale;

/**
 * t-closeness (Li, Li and Venkatasubramanian 2007, "t-Closeness: Privacy Beyond k-Anonymity and
 * l-Diversity", ICDE): the Earth Mover's Distance between every class's distribution of known
 * SENSITIVE values and the whole table's is at most {@code t}. With the paper's ground distances:
 * equal distance for NOMINAL values, {@code EMD = ½ Σ |p_i − q_i|}; ordered distance for ORDINAL
 * (the schema's order) and CONTINUOUS (numeric order) values,
 * {@code EMD = (1/(m−1)) Σ_i |Σ_{j≤i} (p_j − q_j)|} over the m values the table holds, in order. Both are norms of
 * {@code p − q}, so a merged class is no farther than the farther of its parts: monotone. Judged on
 * per-class value counts ({@link SensitiveHistograms}), which count persons in the graph pipeline.
 * O(rows + classes · values).
 */
public final class TCloseness extends DistributionCriterion<TCloseness.Reference> {
    private final double t;

    /** @throws BadParameterException unless {@code 0 < t <= 1} */
    public TCloseness(double t) {
        if (!(t > 0 && t <= 1)) {
            throw new BadParameterException("t must be in (0,1], not " + t);
        }
        this.t = t;
    }

    public double t() {
        return t;
    }

    @Override
    public String name() {
        return "t-closeness";
    }

    @Override
    public String describe() {
        return t + "-closeness";
    }

    /** The table's value counts and the order of its values (null for NOMINAL). */
    record Reference(int[] counts, int[] ranks) {
    }

    @Override
    Reference whole(ClassAggregates classes) {
        return new Reference(classes.sensitiveOverall(), classes.sensitiveRanks());
    }

    @Override
    boolean passes(int[] counts, Reference whole) {
        return distance(counts, whole.counts(), whole.ranks()) <= t + 1e-12;
    }

    @Override
    public String why(ClassAggregates classes, int cls) {
        return String.format(Locale.ROOT, "distance %.4f from the table's distribution of sensitive values, above "
                + "t = %s", distance(classes.sensitiveHistogram(cls), classes.sensitiveOverall(),
                classes.sensitiveRanks()), t);
    }

    /**
     * The EMD between two histograms over the same codes; {@code rank} orders the codes (null: equal
     * distance). An empty class is as far as it gets, 1.
     */
    static double distance(int[] p, int[] q, int[] rank) {
        double np = 0;
        double nq = 0;
        for (int i = 1; i < p.length; i++) {
            np += p[i];
            nq += q[i];
        }
        if (np == 0 || nq == 0) {
            return np == nq ? 0 : 1;
        }
        if (rank == null) {
            double sum = 0;
            for (int i = 1; i < p.length; i++) {
                sum += Math.abs(p[i] / np - q[i] / nq);
            }
            return sum / 2;
        }
        // the values the table holds, in order: the verifier measures along the same ones
        java.util.List<Integer> present = new java.util.ArrayList<>();
        for (int i = 1; i < p.length; i++) {
            if (p[i] > 0 || q[i] > 0) {
                present.add(i);
            }
        }
        present.sort(java.util.Comparator.comparingInt(i -> rank[i]));
        int m = present.size();
        if (m < 2) {
            return 0;
        }
        double running = 0;
        double sum = 0;
        for (int i : present) {
            running += p[i] / np - q[i] / nq;
            sum += Math.abs(running);
        }
        return sum / (m - 1);
    }
}
