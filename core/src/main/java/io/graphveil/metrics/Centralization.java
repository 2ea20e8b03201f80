package io.graphveil.metrics;

/** The numerator of a Freeman (1979) centralization, shared by closeness and betweenness. */
final class Centralization {
    private Centralization() {
    }

    /**
     * {@code Σ_v (max − x_v)} with {@code max} the largest value (at least 0: the values are
     * centralities, never negative), summed in array order.
     */
    static double shortfall(double[] values) {
        double max = 0;
        for (double x : values) {
            max = Math.max(max, x);
        }
        double sum = 0;
        for (double x : values) {
            sum += max - x;
        }
        return sum;
    }
}
