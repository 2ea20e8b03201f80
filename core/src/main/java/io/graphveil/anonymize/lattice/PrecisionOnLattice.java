package io.graphveil.anonymize.lattice;

import io.graphveil.quality.Precision;

/**
 * Precision PM ({@link io.graphveil.quality.Precision}) of the table a lattice node publishes:
 * {@code 1 − Σ_cells (h / |DGH|) / cells}, {@code h} the levels a cell climbed, a suppressed cell
 * climbing to the root. Higher is better; monotone without suppression.
 */
final class PrecisionOnLattice extends BaseNodeMetric {
    private final CellCosts costs;

    PrecisionOnLattice(NodeChecker checker) {
        super("precision", false, checker.suppressionLimit() == 0);
        this.costs = new CellCosts(checker, Precision::cellCost);
    }

    @Override
    public double evaluate(NodeCheck node) {
        long cells = costs.cells();
        return cells == 0 ? 1 : 1 - costs.sum(node) / cells;
    }
}
