package io.graphveil.quality;

import io.graphveil.hierarchy.Hierarchy;

/**
 * Precision PM (Sweeney 2002; ALGORITHMS.md §4): {@code PM = 1 − Σ_records Σ_QI (h / |DGH_A|) / (N · N_A)},
 * {@code h} the levels a cell climbed and {@code |DGH_A|} its hierarchy's height. A suppressed cell
 * climbed to the root; a value already missing climbed nothing. 1 is the original table.
 */
public final class Precision implements QualityMetric {
    @Override
    public String key() {
        return "precision";
    }

    @Override
    public double evaluate(QualityInput input) {
        double loss = HierarchyCells.mean(input, Precision::cellCost, 0);
        return 1 - loss;
    }

    /**
     * {@code h / |DGH|} for one cell whose original node {@code original} is published as
     * {@code published} (or suppressed): shared with precision on the lattice, which must agree
     * with this one.
     */
    public static double cellCost(Hierarchy h, int original, int published, boolean suppressed) {
        int top = suppressed ? h.height() : h.level(published);
        return Math.max(0, top - h.level(original)) / (double) h.height();
    }
}
