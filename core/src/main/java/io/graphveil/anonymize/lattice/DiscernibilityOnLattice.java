package io.graphveil.anonymize.lattice;

import io.graphveil.group.Partition;
import io.graphveil.quality.Discernibility;

/**
 * The discernibility metric ({@link io.graphveil.quality.Discernibility}) of the table a lattice
 * node publishes: {@code Σ_EC |EC|² + |suppressed| · N}. Monotone without suppression: merging
 * classes only raises the sum of squares, and a row left all {@code *} is charged {@code N}, at
 * least the size of any class it was in.
 */
final class DiscernibilityOnLattice extends BaseNodeMetric {
    DiscernibilityOnLattice(NodeChecker checker) {
        super("discernibility", true, checker.suppressionLimit() == 0);
    }

    @Override
    public double evaluate(NodeCheck node) {
        Partition classes = node.classes();
        double sum = 0;
        long suppressed = 0;
        for (int c = 0; c < classes.classCount(); c++) {
            long size = classes.size(c);
            if (node.suppressedClass(c)) {
                suppressed += size;
            } else {
                sum += Discernibility.classTerm(size);
            }
        }
        return Discernibility.total(sum, suppressed, classes.rowCount());
    }
}
