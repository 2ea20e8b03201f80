package io.graphveil.metrics;

import io.graphveil.model.IndexedGraph;

import java.util.SplittableRandom;

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
 * {@link #of} counts every triangle ({@code O(m^1.5)}); {@link #sampled} estimates the three by
 * wedge sampling (Seshadhri, Pinar and Kolda 2014, "Wedge sampling for computing clustering
 * coefficients and triangle counts on large graphs"): a wedge is a node and two of its neighbours,
 * closed when those two are friends. A wedge drawn uniformly over all wedges is closed with
 * probability = transitivity; a wedge drawn at a uniform node of degree ≥ 2 is closed with
 * probability = that mean of local coefficients. With {@code s} draws each estimate is a binomial
 * share, within {@code 1.96·√(1/(4s))} of the true value with 95 % confidence whatever the graph
 * ({@link #errorBound}; scaled by the share of nodes of degree ≥ 2 for the mean over all nodes).
 * {@code O(n + s·log d)} time. Immutable.
 */
public final class Clustering {
    private final double average;
    private final double averageDegree2;
    private final double transitivity;
    private final long triangles;
    private final int samples;
    private final double averageError;
    private final double averageDegree2Error;
    private final double transitivityError;

    private Clustering(double average, double averageDegree2, double transitivity, long triangles, int samples,
                       double averageError, double averageDegree2Error, double transitivityError) {
        this.average = average;
        this.averageDegree2 = averageDegree2;
        this.transitivity = transitivity;
        this.triangles = triangles;
        this.samples = samples;
        this.averageError = averageError;
        this.averageDegree2Error = averageDegree2Error;
        this.transitivityError = transitivityError;
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
        return new Clustering(average, average2, transitivity, t.total(), 0, 0, 0, 0);
    }

    /**
     * The wedge-sampling estimates from {@code samples} wedges for each coefficient, drawn with
     * {@code seed}; the triangle count estimated as {@code transitivity × triples / 3}.
     */
    public static Clustering sampled(IndexedGraph g, int samples, long seed) {
        if (samples < 1) {
            throw new IllegalArgumentException("at least one wedge, not " + samples);
        }
        int n = g.nodeCount();
        int eligible = 0;
        for (int v = 0; v < n; v++) {
            eligible += g.degree(v) >= 2 ? 1 : 0;
        }
        if (eligible == 0) {
            return new Clustering(0, 0, 0, 0, samples, 0, 0, 0);
        }
        int[] centres = new int[eligible];
        long[] wedgesBefore = new long[eligible + 1]; // wedges at centres[0..i)
        for (int v = 0, i = 0; v < n; v++) {
            long d = g.degree(v);
            if (d >= 2) {
                centres[i] = v;
                wedgesBefore[i + 1] = wedgesBefore[i] + d * (d - 1) / 2;
                i++;
            }
        }
        long triples = wedgesBefore[eligible];
        SplittableRandom random = new SplittableRandom(seed ^ 0x5851F42D4C957F2DL);
        int closedAtNodes = 0;
        int closedWedges = 0;
        for (int s = 0; s < samples; s++) {
            closedAtNodes += closedWedgeAt(g, centres[random.nextInt(eligible)], random) ? 1 : 0;
            int i = java.util.Arrays.binarySearch(wedgesBefore, random.nextLong(triples));
            int centre = centres[i >= 0 ? i : -i - 2];
            closedWedges += closedWedgeAt(g, centre, random) ? 1 : 0;
        }
        double share = eligible / (double) n;
        double average2 = closedAtNodes / (double) samples;
        double transitivity = closedWedges / (double) samples;
        double error = errorBound(samples);
        return new Clustering(average2 * share, average2, transitivity, Math.round(transitivity * triples / 3.0),
                samples, error * share, error, error);
    }

    /** Half-width of the 95 % interval of a share estimated from {@code samples} draws, at its widest (p = ½). */
    public static double errorBound(int samples) {
        return 1.96 * Math.sqrt(0.25 / samples);
    }

    private static boolean closedWedgeAt(IndexedGraph g, int v, SplittableRandom random) {
        int d = g.degree(v);
        int a = random.nextInt(d);
        int b = random.nextInt(d - 1);
        if (b >= a) {
            b++;
        }
        return g.hasEdge(g.neighbor(v, a), g.neighbor(v, b));
    }

    /** Whether the coefficients were counted exactly (else sampled, within the error bounds). */
    public boolean isExact() {
        return samples == 0;
    }

    /** Wedges drawn for each estimate; 0 when exact. */
    public int samples() {
        return samples;
    }

    /** 95 % half-width of {@link #average()}; 0 when exact. */
    public double averageError() {
        return averageError;
    }

    /** 95 % half-width of {@link #averageDegree2()}; 0 when exact. */
    public double averageDegree2Error() {
        return averageDegree2Error;
    }

    /** 95 % half-width of {@link #transitivity()}; 0 when exact. */
    public double transitivityError() {
        return transitivityError;
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

    /** Triangles: counted, or estimated when sampled. */
    public long triangles() {
        return triangles;
    }
}
