package io.graphveil.quality;


/**
 * L-clustering's loss (ALGORITHMS.md §3; Wang et al. 2010): {@code L(D,D*) = Σ_t Σ_QI w·L(x,x*)} with
 * {@code L} of {@link Loss} — an ordered value (CONTINUOUS, ORDINAL by rank) published as
 * {@code [a*,b*]} loses its width {@code b*−a*+1}, an unordered one published as a set of
 * {@code s} values loses {@code s}, an unchanged value (or one already missing) 0, and {@code *}
 * stands for the data's whole domain. Hierarchy labels read as their leaves (see
 * {@link Coverage}), so full-domain generalizations (L-Incognito) are measured alike.
 * {@code RL = L(D,D*)/L(D,Dc)}, {@code Dc} the table generalized to one class (every known value
 * to the whole domain).
 */
public final class ClusteringLoss implements QualityMetric {
    private final boolean relative;

    private ClusteringLoss(boolean relative) {
        this.relative = relative;
    }

    /** Key {@code l}: {@code L(D,D*)}. */
    public static ClusteringLoss total() {
        return new ClusteringLoss(false);
    }

    /** Key {@code rl}: {@code L(D,D*)/L(D,Dc)}. */
    public static ClusteringLoss relative() {
        return new ClusteringLoss(true);
    }

    @Override
    public String key() {
        return relative ? "clustering_loss_rate" : "clustering_loss";
    }

    @Override
    public double evaluate(QualityInput input) {
        input.requireRows(key());
        Coverage[] cells = QuasiIdentifierCells.of(input);
        int n = input.original().rowCount();
        double loss = 0;
        double oneClass = 0;
        for (Coverage c : cells) {
            for (int r = 0; r < n; r++) {
                if (c.originalMissing(r)) {
                    continue;
                }
                if (!c.unchanged(r)) {
                    loss += c.weight * cell(c, r);
                }
                oneClass += c.weight * (c.ordered ? Loss.ordered(c.originalPosition(r), c.originalPosition(r), c.dataMin,
                        c.dataMax) : Loss.unordered(1, c.dataDomain));
            }
        }
        if (!relative) {
            return loss;
        }
        return oneClass == 0 ? 0 : loss / oneClass;
    }

    private static double cell(Coverage c, int r) {
        if (c.ordered) {
            double x = c.originalPosition(r);
            return Loss.ordered(x, x, Math.min(x, c.low(r)), Math.max(x, c.high(r)));
        }
        return Loss.unordered(1, Math.max(1, c.covered(r)));
    }
}
