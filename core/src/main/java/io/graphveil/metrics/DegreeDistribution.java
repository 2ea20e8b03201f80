package io.graphveil.metrics;

import io.graphveil.model.IndexedGraph;
import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;

/**
 * The degree distribution of a graph: how many nodes have each degree, with its mean and maximum,
 * and the distance between two distributions used to compare a graph before and after
 * anonymization: the Kolmogorov–Smirnov statistic {@code max_d |F1(d) − F2(d)|} of the two
 * cumulative distributions (0 for identical shares, 1 for disjoint supports; meaningful for graphs
 * of different sizes, as node splitting makes them). Immutable.
 */
public final class DegreeDistribution {
    private final long[] counts;
    private final int nodes;

    private DegreeDistribution(long[] counts, int nodes) {
        this.counts = counts;
        this.nodes = nodes;
    }

    public static DegreeDistribution of(IndexedGraph g) {
        long[] counts = new long[g.maxDegree() + 1];
        for (int v = 0; v < g.nodeCount(); v++) {
            counts[g.degree(v)]++;
        }
        return new DegreeDistribution(counts, g.nodeCount());
    }

    /**
     * The distribution of {@code counts[d]} nodes of degree {@code d}, as a distributed engine
     * counts it (one group-by of the degrees).
     *
     * @throws ArithmeticException past {@code Integer.MAX_VALUE} nodes
     */
    public static DegreeDistribution ofCounts(long[] counts) {
        long nodes = 0;
        for (long c : counts) {
            nodes += c;
        }
        return new DegreeDistribution(counts.clone(), Math.toIntExact(nodes));
    }

    public int nodes() {
        return nodes;
    }

    public int maxDegree() {
        return counts.length - 1;
    }

    /** Nodes of degree {@code d}. */
    public long count(int d) {
        return d < counts.length ? counts[d] : 0;
    }

    /** Share of nodes of degree {@code d}. */
    public double share(int d) {
        return nodes == 0 ? 0 : count(d) / (double) nodes;
    }

    public double mean() {
        double sum = 0;
        for (int d = 0; d < counts.length; d++) {
            sum += (double) d * counts[d];
        }
        return nodes == 0 ? 0 : sum / nodes;
    }

    /** Every node's degree, descending (the distribution as a vector, for cosine similarity). */
    public double[] descending() {
        double[] out = new double[nodes];
        int k = 0;
        for (int d = counts.length - 1; d >= 0; d--) {
            for (long i = 0; i < counts[d]; i++) {
                out[k++] = d;
            }
        }
        return out;
    }

    /**
     * The Kolmogorov–Smirnov distance to {@code other}: Commons Math's two-sample statistic over the
     * nodes' degrees, O(n log n).
     */
    public double distance(DegreeDistribution other) {
        if (nodes == 0 || other.nodes == 0) {
            return nodes == other.nodes ? 0 : 1;
        }
        return new KolmogorovSmirnovTest().kolmogorovSmirnovStatistic(atLeastTwo(descending()),
                atLeastTwo(other.descending()));
    }

    /** Commons Math wants two values; a single node's distribution is the same with its degree twice. */
    private static double[] atLeastTwo(double[] x) {
        return x.length >= 2 ? x : new double[]{x[0], x[0]};
    }
}
