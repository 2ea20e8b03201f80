package io.graphveil.quality;

/**
 * The normalized certainty penalty (Xu, Wang, Pei et al. 2006, "Utility-based anonymization using
 * local recoding", KDD), the information loss of k-member as published tools report it: a cell
 * generalized to {@code [lo,hi]} on a CONTINUOUS attribute costs {@code (hi − lo)/(max − min)}
 * over the table's known values; on any other attribute a value covering {@code u > 1} leaves
 * costs {@code u/leaves(root)}, one leaf 0; {@code *} costs 1 for a value that was known, 0 for one
 * already missing; an unchanged value 0. {@code NCP} is the sum over all quasi-identifier cells
 * (Byun's total {@code Σ_e |e|·NCP(e)}, suppressed rows included at 1 per known cell), and
 * {@code GCP} (Ghinita et al. 2007) that sum over {@code n·m}, in [0,1].
 */
public final class CertaintyPenalty extends CellLoss {
    private CertaintyPenalty(boolean global) {
        super(global ? "gcp" : "ncp", global);
    }

    /** Key {@code ncp}: the sum over cells. */
    public static CertaintyPenalty total() {
        return new CertaintyPenalty(false);
    }

    /** Key {@code gcp}: the mean over cells. */
    public static CertaintyPenalty global() {
        return new CertaintyPenalty(true);
    }

    @Override
    double cell(Coverage c, int r) {
        if (c.originalMissing(r) || c.unchanged(r)) {
            return 0;
        }
        if (c.star(r)) {
            return 1;
        }
        if (c.numeric) {
            double range = c.dataMax - c.dataMin;
            return range > 0 ? Math.min(1, (c.high(r) - c.low(r)) / range) : 0;
        }
        int u = c.covered(r);
        return u > 1 ? u / (double) c.leaves : 0;
    }
}
