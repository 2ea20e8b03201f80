package io.graphveil.criteria;

import io.graphveil.BadParameterException;

import java.util.Locale;
import java.util.Map;

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
 *
 * <p>The paper's reference is the distribution of the table as the data owner holds it. Given one
 * ({@link #TCloseness(double, Map)}: the values the search started from), every judgement compares
 * with it, also on the table as published, where suppression has blanked some values: otherwise
 * the check an algorithm ends with would measure against another distribution than its search
 * and the verifier do, and refuse what they accept. Without one, the judged table's own known
 * values are the reference (a table read back from files, whose original is not at hand).
 */
public final class TCloseness extends DistributionCriterion<TCloseness.Reference> {
    private final double t;
    private final Map<String, Integer> reference;

    /**
     * Against the judged table's own distribution.
     *
     * @throws BadParameterException unless {@code 0 < t <= 1}
     */
    public TCloseness(double t) {
        this(t, null);
    }

    /**
     * Against a fixed distribution.
     *
     * @param reference count of each known SENSITIVE value, or null for the judged table's own
     * @throws BadParameterException unless {@code 0 < t <= 1}
     */
    public TCloseness(double t, Map<String, Integer> reference) {
        if (!(t > 0 && t <= 1)) {
            throw new BadParameterException("t must be in (0,1], not " + t);
        }
        this.t = t;
        this.reference = reference == null ? null : Map.copyOf(reference);
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

    /**
     * The reference in the judged table's codes: the fixed one when given, else the table's own. A
     * value of the fixed reference that the judged column does not know (every row holding it was
     * suppressed, or the column was rebuilt from the rows left) gets a code past the column's, which
     * no class holds, ranked with the others by the attribute's order.
     */
    @Override
    Reference whole(ClassAggregates classes) {
        int[] overall = classes.sensitiveOverall();
        if (reference == null) {
            return new Reference(overall, classes.sensitiveRanks());
        }
        String[] dictionary = classes.sensitiveDictionary();
        java.util.Map<String, Integer> codeOf = new java.util.HashMap<>();
        for (int code = 1; code < dictionary.length; code++) {
            codeOf.put(dictionary[code], code);
        }
        java.util.List<String> values = new java.util.ArrayList<>(java.util.Arrays.asList(dictionary));
        new java.util.TreeSet<>(reference.keySet()).forEach(v -> {
            if (!codeOf.containsKey(v)) {
                codeOf.put(v, values.size());
                values.add(v);
            }
        });
        int[] counts = new int[values.size()];
        reference.forEach((v, n) -> counts[codeOf.get(v)] += n);
        int[] ranks = values.size() == dictionary.length ? classes.sensitiveRanks()
                : SensitiveHistograms.ranks(classes.sensitiveAttribute(), values.toArray(new String[0]));
        return new Reference(counts, ranks);
    }

    @Override
    boolean passes(int[] counts, Reference whole) {
        return distance(padded(counts, whole), whole.counts(), whole.ranks()) <= t + 1e-12;
    }

    /** A class's counts over the reference's codes (those past the column's: none). */
    private static int[] padded(int[] counts, Reference whole) {
        return counts.length == whole.counts().length ? counts : java.util.Arrays.copyOf(counts, whole.counts().length);
    }

    @Override
    public String why(ClassAggregates classes, int cls) {
        Reference whole = whole(classes);
        return String.format(Locale.ROOT, "distance %.4f from the %s distribution of sensitive values, above "
                + "t = %s", distance(padded(classes.sensitiveHistogram(cls), whole), whole.counts(), whole.ranks()),
                reference == null ? "table's" : "original", t);
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
