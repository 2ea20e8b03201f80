package io.graphveil.metrics;

import io.graphveil.model.IndexedGraph;

/**
 * Freeman closeness centralization (Freeman 1979, "Centrality in social networks: conceptual
 * clarification", Social Networks 1(3)), as UCINET and igraph report it (SPEC 1.6):
 * {@code C = Σ_i (C* − C(i)) / ((n−1)(n−2)/(2n−3))} with {@code C(i) = (n−1)/Σ_j d(i,j)} and
 * {@code C*} the largest {@code C(i)}; the denominator is the value of a star, the most
 * centralized graph. A disconnected graph (splitting can isolate copies) is measured on its
 * largest component, and {@link #scope()} says so. Beside it, on the whole graph, the harmonic
 * variant {@code C_h(i) = Σ_{j≠i} 1/d(i,j) / (n−1)} (unreachable pairs count 0; Marchiori and
 * Latora 2000), centralized the same way with a star's value {@code (n−2)/2} as denominator.
 * Computed exactly by {@link DistanceSums}. Immutable.
 */
public final class ClosenessCentralization {
    /** Where the Freeman value was measured. */
    public enum Scope { WHOLE_GRAPH, LARGEST_COMPONENT }

    private final double centralization;
    private final Scope scope;
    private final int scopeSize;
    private final double harmonicCentralization;
    private final double meanHarmonic;

    private ClosenessCentralization(double centralization, Scope scope, int scopeSize, double harmonicCentralization,
                                    double meanHarmonic) {
        this.centralization = centralization;
        this.scope = scope;
        this.scopeSize = scopeSize;
        this.harmonicCentralization = harmonicCentralization;
        this.meanHarmonic = meanHarmonic;
    }

    public static ClosenessCentralization of(IndexedGraph g) {
        int n = g.nodeCount();
        DistanceSums sums = DistanceSums.of(g);
        Components components = Components.of(g);
        int largest = components.largest();
        int size = components.largestSize();
        Scope scope = components.count() <= 1 ? Scope.WHOLE_GRAPH : Scope.LARGEST_COMPONENT;

        double freeman = 0;
        if (size >= 3) {
            double[] c = new double[n];
            double max = 0;
            for (int v = 0; v < n; v++) {
                if (components.componentOf(v) == largest) {
                    c[v] = (size - 1) / (double) sums.distanceSum(v);
                    max = Math.max(max, c[v]);
                }
            }
            double sum = 0;
            for (int v = 0; v < n; v++) {
                if (components.componentOf(v) == largest) {
                    sum += max - c[v];
                }
            }
            freeman = sum / ((size - 1.0) * (size - 2.0) / (2.0 * size - 3.0));
        }

        double harmonic = 0;
        double mean = 0;
        if (n >= 3) {
            double[] h = new double[n];
            double max = 0;
            for (int v = 0; v < n; v++) {
                h[v] = sums.harmonicSum(v) / (n - 1);
                max = Math.max(max, h[v]);
                mean += h[v];
            }
            double sum = 0;
            for (int v = 0; v < n; v++) {
                sum += max - h[v];
            }
            harmonic = sum / ((n - 2) / 2.0);
            mean /= n;
        }
        return new ClosenessCentralization(freeman, scope, size, harmonic, mean);
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
}
