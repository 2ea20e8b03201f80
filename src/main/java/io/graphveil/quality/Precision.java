package io.graphveil.quality;

/**
 * Precision PM (Sweeney 2002; SPEC 4): {@code PM = 1 − Σ_records Σ_QI (h / |DGH_A|) / (N · N_A)},
 * {@code h} the levels a cell climbed and {@code |DGH_A|} its hierarchy's height. A suppressed cell
 * climbed to the root; a value already missing climbed nothing. 1 is the original table.
 */
public final class Precision implements QualityMetric {
    @Override
    public String key() {
        return "pm";
    }

    @Override
    public double evaluate(QualityInput input) {
        double loss = HierarchyCells.mean(input, (h, before, after, suppressed) -> {
            int top = suppressed ? h.height() : h.level(after);
            return Math.max(0, top - h.level(before)) / (double) h.height();
        }, 0);
        return 1 - loss;
    }
}
