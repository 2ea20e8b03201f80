package io.graphveil.quality;

/**
 * KAIM's information loss (ALGORITHMS.md §2; Gong, Yang and Luo 2013). A cell generalized to {@code v*}
 * loses {@code (max − min + 1)/(QImax − QImin + 1)} on a CONTINUOUS attribute ({@code [min,max]}
 * the range {@code v*} claims, {@code QImin..QImax} the table's known values), and
 * {@code leaves(v*)/leaves(root)} on any other; an unchanged value (including one already
 * missing) loses 0, a known value published as {@code *} loses 1.
 * {@code ILoss = Σ_records Σ_QI ILoss}; {@code ILossRate = ILoss/(n·m) + n_r/n} with {@code n_r}
 * the deleted records. A published table keeps every record (a suppressed one publishes {@code *}
 * and pays 1 per known cell), so this measure's {@code n_r} is 0, as it is for KAIM; a baseline
 * that deletes records before anonymizing (k-member on complete records, {@code --complete-rows})
 * adds {@code n_r/n} with {@link #rate(double, long, int, long)} (the experiment does).
 */
public final class InformationLoss extends CellLoss {
    private InformationLoss(boolean rate) {
        super(rate ? "iloss_rate" : "iloss", rate);
    }

    /** {@code ILoss(T*)}, key {@code iloss}. */
    public static InformationLoss total() {
        return new InformationLoss(false);
    }

    /** {@code ILossRate} of a published table ({@code n_r = 0}), key {@code iloss_rate}. */
    public static InformationLoss rate() {
        return new InformationLoss(true);
    }

    /** {@code ILossRate = loss/(n·m) + deleted/n}. */
    public static double rate(double loss, long n, int m, long deleted) {
        return n == 0 || m == 0 ? 0 : loss / ((double) n * m) + deleted / (double) n;
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
            return (c.high(r) - c.low(r) + 1) / (c.dataMax - c.dataMin + 1);
        }
        return c.covered(r) / (double) c.leaves;
    }
}
