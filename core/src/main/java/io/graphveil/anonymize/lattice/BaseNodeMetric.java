package io.graphveil.anonymize.lattice;

/** What the lattice metrics share: their report key, direction and monotonicity, fixed at construction. */
abstract class BaseNodeMetric implements NodeMetric {
    private final String key;
    private final boolean lowerIsBetter;
    private final boolean monotone;

    BaseNodeMetric(String key, boolean lowerIsBetter, boolean monotone) {
        this.key = key;
        this.lowerIsBetter = lowerIsBetter;
        this.monotone = monotone;
    }

    @Override
    public final String key() {
        return key;
    }

    @Override
    public final boolean lowerIsBetter() {
        return lowerIsBetter;
    }

    @Override
    public final boolean isMonotone() {
        return monotone;
    }
}
