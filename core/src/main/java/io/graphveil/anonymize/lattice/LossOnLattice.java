package io.graphveil.anonymize.lattice;

import io.graphveil.quality.LossMetric;

/**
 * The loss metric LM ({@link io.graphveil.quality.LossMetric}) of the table a lattice node
 * publishes: the mean over quasi-identifier cells of {@code (leaves(v*) − 1) / (leaves(root) − 1)},
 * a suppressed cell 1, a value already missing 0. Monotone without suppression (a generalized cell
 * covers at least the leaves it covered); with suppression a more general node may suppress fewer
 * records and lose less.
 */
final class LossOnLattice extends BaseNodeMetric {
    private final CellCosts costs;

    LossOnLattice(NodeChecker checker) {
        super("lm", true, checker.suppressionLimit() == 0);
        this.costs = new CellCosts(checker, LossMetric::cellCost);
    }

    @Override
    public double evaluate(NodeCheck node) {
        long cells = costs.cells();
        return cells == 0 ? 0 : costs.sum(node) / cells;
    }
}
