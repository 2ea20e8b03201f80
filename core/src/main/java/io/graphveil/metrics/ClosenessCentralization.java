package io.graphveil.metrics;

import io.graphveil.model.IndexedGraph;

/**
 * Freeman closeness centralization (Freeman 1979, "Centrality in social networks: conceptual
 * clarification", Social Networks 1(3)), as UCINET and igraph report it (ALGORITHMS.md §1.6):
 * {@code C = Σ_i (C* − C(i)) / ((n−1)(n−2)/(2n−3))} with {@code C(i) = (n−1)/Σ_j d(i,j)} and
 * {@code C*} the largest {@code C(i)}; the denominator is the value of a star, the most
 * centralized graph. A disconnected graph (splitting can isolate copies) is measured on its
 * largest component, and {@link #scope()} says so. Beside it, on the whole graph, the harmonic
 * variant {@code C_h(i) = Σ_{j≠i} 1/d(i,j) / (n−1)} (unreachable pairs count 0; Marchiori and
 * Latora 2000), centralized the same way with a star's value {@code (n−2)/2} as denominator.
 *
 * <p>From an exact {@link DistanceProfile} the values are exact. From a sampled one,
 * {@code Σ_i C(i)} is the stratified estimate: the exact values of the take-all stratum plus
 * {@code N_h · mean_h} for each sampled stratum; {@code C*} is the largest exact closeness found
 * (take-all, sample, candidates) — a lower bound of the true maximum, exact whenever the most
 * central node is among them. {@link #errorBound()} is the half-width of a 95 % normal confidence
 * interval for the sampling error of the sum, {@code 1.96 · √(Σ_h N_h² s_h²/k_h · (1 − k_h/N_h))}
 * over the denominator ({@code s_h} the stratum sample's standard deviation); it does not cover a
 * missed maximum. Immutable.
 */
public final class ClosenessCentralization {
    /** Where the Freeman value was measured. */
    public enum Scope { WHOLE_GRAPH, LARGEST_COMPONENT }

    /** The normal quantile of a two-sided 95 % interval. */
    static final double Z95 = 1.959963984540054;

    private final double centralization;
    private final Scope scope;
    private final int scopeSize;
    private final double harmonicCentralization;
    private final double meanHarmonic;
    private final boolean exact;
    private final int samples;
    private final double errorBound;
    private final double harmonicErrorBound;

    private ClosenessCentralization(double centralization, Scope scope, int scopeSize, double harmonicCentralization,
                                    double meanHarmonic, boolean exact, int samples, double errorBound,
                                    double harmonicErrorBound) {
        this.centralization = centralization;
        this.scope = scope;
        this.scopeSize = scopeSize;
        this.harmonicCentralization = harmonicCentralization;
        this.meanHarmonic = meanHarmonic;
        this.exact = exact;
        this.samples = samples;
        this.errorBound = errorBound;
        this.harmonicErrorBound = harmonicErrorBound;
    }

    /** Exact, from every node. */
    public static ClosenessCentralization of(IndexedGraph g) {
        return of(DistanceProfile.exact(g));
    }

    public static ClosenessCentralization of(DistanceProfile profile) {
        return profile.isExact() ? exact(profile) : sampled(profile);
    }

    private static Scope scopeOf(Components components) {
        return components.count() <= 1 ? Scope.WHOLE_GRAPH : Scope.LARGEST_COMPONENT;
    }

    private static double freemanDenominator(int size) {
        return (size - 1.0) * (size - 2.0) / (2.0 * size - 3.0);
    }

    private static ClosenessCentralization exact(DistanceProfile profile) {
        Components components = profile.components();
        DistanceSums sums = profile.sums();
        int n = profile.graph().nodeCount();
        int largest = components.largest();
        int size = components.largestSize();

        double freeman = 0;
        if (size >= 3) {
            double[] c = new double[size]; // the largest component's nodes, in node order
            int k = 0;
            for (int v = 0; v < n; v++) {
                if (components.componentOf(v) == largest) {
                    c[k++] = (size - 1) / (double) sums.distanceSum(v);
                }
            }
            freeman = Centralization.shortfall(c) / freemanDenominator(size);
        }

        double harmonic = 0;
        double mean = 0;
        if (n >= 3) {
            double[] h = new double[n];
            for (int v = 0; v < n; v++) {
                h[v] = sums.harmonicSum(v) / (n - 1);
                mean += h[v];
            }
            harmonic = Centralization.shortfall(h) / ((n - 2) / 2.0);
            mean /= n;
        }
        return new ClosenessCentralization(freeman, scopeOf(components), size, harmonic, mean, true, n, 0, 0);
    }

    private static ClosenessCentralization sampled(DistanceProfile profile) {
        Components components = profile.components();
        DistanceSums sums = profile.sums();
        DistanceSums candidates = profile.candidates();
        int n = profile.graph().nodeCount();
        int size = components.largestSize();
        int kIn = profile.largestSampled();
        int kOut = profile.outsideSampled();
        int takeAll = sums.sourceCount() - profile.takeAllStart();

        // Three strata: the take-all nodes (exact), the sample of the rest of the largest
        // component, the sample of the other nodes. C* and H* are the largest values found.
        Moments inside = new Moments();
        Moments hIn = new Moments();
        Moments hOut = new Moments();
        double knownC = 0;
        double knownH = 0;
        double max = 0;
        double hMax = 0;
        for (int i = 0; i < sums.sourceCount(); i++) {
            double h = sums.harmonicSum(i) / (n - 1);
            hMax = Math.max(hMax, h);
            if (i < kOut + kIn && i >= kIn) {
                hOut.add(h);
                continue;
            }
            double c = (size - 1) / (double) sums.distanceSum(i);
            max = Math.max(max, c);
            if (i < kIn) {
                inside.add(c);
                hIn.add(h);
            } else {
                knownC += c;
                knownH += h;
            }
        }
        for (int i = 0; i < candidates.sourceCount(); i++) {
            hMax = Math.max(hMax, candidates.harmonicSum(i) / (n - 1));
            if (components.componentOf(candidates.source(i)) == components.largest()) {
                max = Math.max(max, (size - 1) / (double) candidates.distanceSum(i));
            }
        }
        int restInside = size - takeAll;
        double freeman = 0;
        double freemanError = 0;
        if (size >= 3) {
            double d = freemanDenominator(size);
            freeman = Math.max(0, size * max - knownC - restInside * inside.mean()) / d;
            freemanError = Z95 * inside.totalStandardError(restInside) / d;
        }
        double total = knownH + restInside * hIn.mean() + (n - size) * hOut.mean();
        double harmonic = 0;
        double harmonicError = 0;
        if (n >= 3) {
            double d = (n - 2) / 2.0;
            harmonic = Math.max(0, n * hMax - total) / d;
            double se2 = Math.pow(hIn.totalStandardError(restInside), 2)
                    + Math.pow(hOut.totalStandardError(n - size), 2);
            harmonicError = Z95 * Math.sqrt(se2) / d;
        }
        return new ClosenessCentralization(freeman, scopeOf(components), size, harmonic, n == 0 ? 0 : total / n,
                false, profile.searchCount(), freemanError, harmonicError);
    }

    /** Freeman closeness centralization on {@link #scope()}. */
    public double value() {
        return centralization;
    }

    public Scope scope() {
        return scope;
    }

    /** Nodes in the scope: all of them, or the largest component's. */
    public int scopeSize() {
        return scopeSize;
    }

    /** Harmonic closeness centralization on the whole graph. */
    public double harmonicCentralization() {
        return harmonicCentralization;
    }

    /** Mean harmonic closeness on the whole graph. */
    public double meanHarmonic() {
        return meanHarmonic;
    }

    /** Whether every node was a source (no sampling error). */
    public boolean isExact() {
        return exact;
    }

    /** Breadth-first searches run: every node when exact; strata and candidates when sampled. */
    public int sources() {
        return samples;
    }

    /** Half-width of the 95 % interval of {@link #value()} for the sampling error; 0 when exact. */
    public double errorBound() {
        return errorBound;
    }

    /** Half-width of the 95 % interval of {@link #harmonicCentralization()}; 0 when exact. */
    public double harmonicErrorBound() {
        return harmonicErrorBound;
    }
}
