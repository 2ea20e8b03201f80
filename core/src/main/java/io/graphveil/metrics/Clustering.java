package io.graphveil.metrics;

import io.graphveil.model.IndexedGraph;

/**
 * Clustering coefficients of a graph (ALGORITHMS.md §1.6), from {@link Triangles}:
 * <ul>
 *   <li>average clustering (Watts and Strogatz 1998): the mean over all nodes of
 *       {@code C(v) = 2·T(v) / (d(v)·(d(v)−1))}, where a node of degree &lt; 2 counts 0, as
 *       networkx's {@code average_clustering} does;</li>
 *   <li>the same mean over nodes of degree ≥ 2 only (igraph's {@code transitivity_avglocal_undirected}
 *       with {@code mode="nan"});</li>
 *   <li>transitivity: {@code 3 × triangles / connected triples}, triples {@code Σ d(v)(d(v)−1)/2}.</li>
 * </ul>
 * Immutable.
 */
public final class Clustering {
    private final double average;
    private final double averageDegree2;
    private final double transitivity;
    private final long triangles;

    private Clustering(double average, double averageDegree2, double transitivity, long triangles) {
        this.average = average;
        this.averageDegree2 = averageDegree2;
        this.transitivity = transitivity;
        this.triangles = triangles;
    }

    public static Clustering of(IndexedGraph g) {
        Triangles t = Triangles.of(g);
        int n = g.nodeCount();
        double sum = 0;
        long eligible = 0;
        double triples = 0;
        for (int v = 0; v < n; v++) {
            long d = g.degree(v);
            if (d >= 2) {
                double pairs = d * (d - 1) / 2.0;
                sum += t.at(v) / pairs;
                eligible++;
                triples += pairs;
            }
        }
        double average = n == 0 ? 0 : sum / n;
        double average2 = eligible == 0 ? 0 : sum / eligible;
        double transitivity = triples == 0 ? 0 : 3.0 * t.total() / triples;
        return new Clustering(average, average2, transitivity, t.total());
    }

    /** Mean local clustering over all nodes, degree &lt; 2 counting 0. */
    public double average() {
        return average;
    }

    /** Mean local clustering over the nodes of degree ≥ 2. */
    public double averageDegree2() {
        return averageDegree2;
    }

    /** Global clustering: 3 × triangles / connected triples. */
    public double transitivity() {
        return transitivity;
    }

    public long triangles() {
        return triangles;
    }
}
