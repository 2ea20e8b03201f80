package io.graphveil.anonymize.cluster;

import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Column;

/**
 * KAIM's per-attribute information tables (ALGORITHMS.md §2; Gong, Yang and Luo 2013, "Data anonymization
 * approach for incomplete microdata", J. Software 24(12)), by hierarchy node:
 * <ul>
 * <li>{@code p(l)}: the share of leaf {@code l} among the attribute's known values in the table
 * (global shares; missing values not counted);</li>
 * <li>{@code Info(x) = −Σ_{l∈cover(x)} p(l) ln p(l)} for an inner node, 0 for a leaf (the
 * logarithm's base cancels in every rate);</li>
 * <li>{@code P(x) = Σ_{l∈cover(x)} p(l)} and {@code c(x) = |P(x) ln P(x)|};</li>
 * <li>the generalization rate {@code GR(x,y) = (Info(y) − Info(x)) / (Info(x) + c(x))} of
 * {@code x} to its ancestor {@code y} — for a leaf exactly the paper's eq. 9,
 * {@code Info(y)/|p ln p|}, and 0 for {@code y = x} — or, as an option, the literal eq. 9 for every
 * node, {@code Info(y)/c(x)}. {@code GR} of a missing value ({@code x = *}) is 0. A rate
 * {@code 0/0} is 0 (a leaf holding every known value generalizes to nothing new); a positive
 * numerator over 0 (a node that covers no known value) is +∞.</li>
 * </ul>
 * Computed once per attribute in O(nodes) with prefix sums over the hierarchy's depth-first leaf
 * order. Immutable.
 */
public final class KaimInformation {
    /** Which generalization rate to use. */
    public enum Rate {
        /** {@code (Info(y) − Info(x)) / (Info(x) + c(x))}: eq. 9 for leaves, 0 for {@code x = y}. */
        EXTENDED,
        /** The paper's eq. 9 as printed, for every node: {@code Info(y) / (Info(x) + c(x))}. */
        LITERAL,
        /**
         * Not the paper: {@code (Info(y) − Info(x)) / (Info(x) + H(A))}, the attribute's entropy as the
         * normaliser, so that a step costs in proportion to the information it removes across
         * attributes, as ILoss charges it (issue #14.3).
         */
        ENTROPY
    }

    private final double[] info;
    private final double[] c;
    private final int root;
    private final Rate rate;

    public KaimInformation(CodedHierarchy coded, Column column, Rate rate) {
        Hierarchy h = coded.hierarchy();
        this.root = h.root();
        this.rate = rate;
        long[] count = new long[h.size()];
        long known = 0;
        for (int r = 0; r < column.size(); r++) {
            int code = column.code(r);
            if (code != Column.MISSING_CODE) {
                count[coded.node(code)]++;
                known++;
            }
        }
        int leaves = h.leafCount();
        double[] entropyPrefix = new double[leaves + 1];
        double[] massPrefix = new double[leaves + 1];
        for (int i = 0; i < leaves; i++) {
            double p = known == 0 ? 0 : count[h.leafAt(i)] / (double) known;
            entropyPrefix[i + 1] = entropyPrefix[i] + (p > 0 ? -p * Math.log(p) : 0);
            massPrefix[i + 1] = massPrefix[i] + p;
        }
        this.info = new double[h.size()];
        this.c = new double[h.size()];
        for (int x = 0; x < h.size(); x++) {
            int from = h.firstLeaf(x);
            int to = from + h.leafCount(x);
            info[x] = h.isLeaf(x) ? 0 : entropyPrefix[to] - entropyPrefix[from];
            double mass = Math.min(1.0, massPrefix[to] - massPrefix[from]);
            c[x] = mass > 0 ? Math.abs(mass * Math.log(mass)) : 0;
        }
    }

    /** {@code Info(x)}. */
    public double info(int node) {
        return info[node];
    }

    /** {@code c(x) = |P(x) ln P(x)|}. */
    public double c(int node) {
        return c[node];
    }

    /** {@code GR(x,y)} for {@code y} an ancestor of {@code x} (or {@code x} itself). */
    public double rate(int x, int y) {
        if (x == root) {
            return 0;
        }
        double numerator = rate == Rate.LITERAL ? info[y] : info[y] - info[x];
        double denominator = info[x] + (rate == Rate.ENTROPY ? info[root] : c[x]);
        if (!(numerator > 0)) {
            return 0;
        }
        return denominator > 0 ? numerator / denominator : Double.POSITIVE_INFINITY;
    }
}
