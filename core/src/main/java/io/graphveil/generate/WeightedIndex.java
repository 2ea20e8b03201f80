package io.graphveil.generate;

/** Inverse-transform sampling of a discrete distribution, shared by the seeded generators. */
final class WeightedIndex {
    private WeightedIndex() {
    }

    /**
     * The index {@code u}, uniform on {@code [0, Σ weights)}, falls on: the first {@code i} with
     * {@code u − weights[0] − … − weights[i] < 0}, subtracting in index order; the last index when
     * rounding leaves {@code u} at or above the total.
     */
    static int of(double u, double[] weights) {
        for (int i = 0; i < weights.length; i++) {
            u -= weights[i];
            if (u < 0) {
                return i;
            }
        }
        return weights.length - 1;
    }
}
