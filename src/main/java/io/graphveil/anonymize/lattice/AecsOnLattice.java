package io.graphveil.anonymize.lattice;

import io.graphveil.anonymize.Partition;

/**
 * The normalized average class size AECS ({@link io.graphveil.quality.AverageClassSize}) of the
 * table a lattice node publishes: {@code (rows / #EC) / k} over the rows not suppressed. Lower is
 * better; a node that leaves no class (everything suppressed) reports 0, as the table metric does,
 * but scores worst. Monotone without suppression as long as no row can become all {@code *} below
 * the top (rows with missing quasi-identifiers can, and leave the classes, which can lower AECS).
 */
final class AecsOnLattice implements NodeMetric {
    private final int k;
    private final boolean monotone;

    AecsOnLattice(NodeChecker checker, int k) {
        this.k = k;
        this.monotone = checker.suppressionLimit() == 0 && !checker.hasMissingQuasiIdentifiers();
    }

    @Override
    public String key() {
        return "aecs";
    }

    @Override
    public double evaluate(NodeCheck node) {
        Partition classes = node.classes();
        long rows = 0;
        int kept = 0;
        for (int c = 0; c < classes.classCount(); c++) {
            if (!node.suppressedClass(c)) {
                rows += classes.size(c);
                kept++;
            }
        }
        return kept == 0 || k <= 0 ? 0 : (rows / (double) kept) / k;
    }

    @Override
    public double score(NodeCheck node) {
        double v = evaluate(node);
        return v == 0 ? Double.POSITIVE_INFINITY : v;
    }

    @Override
    public boolean lowerIsBetter() {
        return true;
    }

    @Override
    public boolean isMonotone() {
        return monotone;
    }
}
