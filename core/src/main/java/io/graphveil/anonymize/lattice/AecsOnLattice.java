package io.graphveil.anonymize.lattice;

import io.graphveil.group.Partition;
import io.graphveil.quality.AverageClassSize;

/**
 * The normalized average class size AECS ({@link io.graphveil.quality.AverageClassSize}) of the
 * table a lattice node publishes: {@code (rows / #EC) / k} over the rows not suppressed. Lower is
 * better; a node that leaves no class (everything suppressed) reports 0, as the table metric does,
 * but scores worst. Monotone without suppression as long as no row can become all {@code *} below
 * the top (rows with missing quasi-identifiers can, and leave the classes, which can lower AECS).
 */
final class AecsOnLattice extends BaseNodeMetric {
    private final int k;

    AecsOnLattice(NodeChecker checker, int k) {
        super("aecs", true, checker.suppressionLimit() == 0 && !checker.hasMissingQuasiIdentifiers());
        this.k = k;
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
        return AverageClassSize.normalized(rows, kept, k);
    }

    @Override
    public double score(NodeCheck node) {
        double v = evaluate(node);
        return v == 0 ? Double.POSITIVE_INFINITY : v;
    }
}
