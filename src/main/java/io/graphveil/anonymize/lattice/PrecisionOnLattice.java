package io.graphveil.anonymize.lattice;

import io.graphveil.hierarchy.Hierarchy;

/**
 * Precision PM ({@link io.graphveil.quality.Precision}) of the table a lattice node publishes:
 * {@code 1 − Σ_cells (h / |DGH|) / cells}, {@code h} the levels a cell climbed, a suppressed cell
 * climbing to the root. Higher is better; monotone without suppression.
 */
final class PrecisionOnLattice extends BaseNodeMetric {
    private final CellCosts costs;

    PrecisionOnLattice(NodeChecker checker) {
        super("pm", false, checker.suppressionLimit() == 0);
        this.costs = new CellCosts(checker, new CellCosts.Cost() {
            @Override
            public double of(Hierarchy h, int original, int published) {
                return Math.max(0, h.level(published) - h.level(original)) / (double) h.height();
            }

            @Override
            public double suppressed(Hierarchy h, int original) {
                return Math.max(0, h.height() - h.level(original)) / (double) h.height();
            }
        });
    }

    @Override
    public double evaluate(NodeCheck node) {
        long cells = costs.cells();
        return cells == 0 ? 1 : 1 - costs.sum(node) / cells;
    }
}
