package io.graphveil.quality;

import io.graphveil.hierarchy.Hierarchy;

/**
 * The loss metric LM (Iyengar 2002, "Transforming data to satisfy privacy constraints", KDD),
 * averaged over quasi-identifier cells as ARX reports it: a cell generalized to node {@code v*}
 * costs {@code (leaves(v*) − 1) / (leaves(root) − 1)}; a suppressed cell costs 1; a value that was
 * already missing costs 0 (nothing was lost). 0 is the original table, 1 everything suppressed.
 */
public final class LossMetric implements QualityMetric {
    @Override
    public String key() {
        return "lm";
    }

    @Override
    public double evaluate(QualityInput input) {
        return HierarchyCells.mean(input, LossMetric::cellCost, 0);
    }

    /**
     * The LM cost of one cell whose original node {@code original} is published as
     * {@code published} (or suppressed): shared with the loss metric on the lattice, which must
     * agree with this one.
     */
    public static double cellCost(Hierarchy h, int original, int published, boolean suppressed) {
        if (original == h.root()) {
            return 0;
        }
        int all = h.leafCount(h.root());
        return suppressed ? 1 : all <= 1 ? 0 : (h.leafCount(published) - 1) / (double) (all - 1);
    }
}
