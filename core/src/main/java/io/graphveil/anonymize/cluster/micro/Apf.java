package io.graphveil.anonymize.cluster.micro;

/**
 * MAA-SAE's attribute priority function (ALGORITHMS.md §5; Yang, Wang and Zhang 2014): joining {@code G}
 * into {@code G'} gains entropy {@code EA = Ent(G') − Ent(G)} and costs information loss
 * {@code ILA = IL(G') − IL(G)}; {@code APF(G,G') = EA/ILA}, and the loop takes the candidate with
 * the greatest APF. The ratio needs a rule where {@code ILA ≤ 0} (a candidate identical to the
 * cluster costs nothing; a loss can even shrink, the centroids not being the best centres):
 * <ul>
 *   <li>{@code ILA > 0}: the ratio {@code EA/ILA};</li>
 *   <li>{@code ILA ≤ 0, EA > 0}: above every finite APF (entropy for free);</li>
 *   <li>{@code ILA ≤ 0, EA = 0}: 0 (nothing gained, nothing lost);</li>
 *   <li>{@code ILA ≤ 0, EA < 0}: below every finite APF (a loss of entropy the ratio would
 *       otherwise reward with a positive value).</li>
 * </ul>
 * And where a candidate gains no entropy ({@code EA ≤ 0 < ILA}) the ratio is no guide: it is 0
 * for a whole finished cluster that keeps the entropy whatever its loss, and for a candidate that
 * costs entropy it is closest to 0 for the largest loss. On a binary sensitive attribute, once a
 * cluster holds both values every record costs entropy while merging the biggest balanced cluster
 * keeps it, and the loop merged that cluster again and again until one class held every record (all
 * 48,842 of Adult with its salary). Candidates that gain no entropy therefore rank after every one
 * that does, and among themselves by the least {@code ILA}, then the larger {@code EA}
 * (GraphVeil's reading; the paper is silent on a gain of 0 or less).
 * Ties, including within the two unbounded classes, go to the larger {@code EA}. As a scan
 * minimizes, {@link #score} is {@code −APF} ({@code −∞} and {@code +∞} for the unbounded
 * classes) and {@link #tieBreak} {@code −EA}. Values within {@link #EPSILON} of 0 count as 0, so
 * that rounding cannot turn a zero loss into a huge ratio.
 */
public final class Apf {
    /** Below this magnitude an EA or ILA is 0. */
    public static final double EPSILON = 1e-12;

    private Apf() {
    }

    /** {@code x} with rounding noise around 0 removed. */
    public static double clean(double x) {
        return Math.abs(x) < EPSILON ? 0.0 : x;
    }

    /** {@code APF(G,G') = EA/ILA} with the cases of the class comment (±∞ for the unbounded ones). */
    public static double apf(double ea, double ila) {
        double e = clean(ea);
        double l = clean(ila);
        if (l > 0) {
            return e / l + 0.0;
        }
        if (e > 0) {
            return Double.POSITIVE_INFINITY;
        }
        return e == 0 ? 0.0 : Double.NEGATIVE_INFINITY;
    }

    /** Scores of candidates that lose entropy start here, above every {@code −APF} of one that does not. */
    static final double LOSING = 1e12;

    /**
     * The scan score of a candidate (lower is better): {@code −APF} when it gains entropy,
     * {@link #LOSING} {@code + ILA} when it gains none and loses information (or nothing), and
     * {@code +∞} when it loses entropy for no loss (ALGORITHMS.md §5's rule).
     */
    public static double score(double ea, double ila) {
        double e = clean(ea);
        double l = clean(ila);
        if (e > 0) {
            return 0.0 - apf(ea, ila);
        }
        if (l > 0) {
            return LOSING + l;
        }
        return e == 0 ? LOSING : Double.POSITIVE_INFINITY;
    }

    /**
     * A score no better than a candidate with gain {@code ea} and a loss of at least
     * {@code lowerIla} can have (for skipping candidates by a bound).
     */
    public static double lowestScore(double ea, double lowerIla) {
        double e = clean(ea);
        double bound = Math.max(0, lowerIla);
        if (e > 0) {
            return bound > EPSILON ? -e / bound : Double.NEGATIVE_INFINITY;
        }
        return LOSING + (bound > EPSILON ? bound : 0);
    }

    /** The tie-break of a candidate: {@code −EA} (the larger gain first). */
    public static double tieBreak(double ea) {
        return 0.0 - clean(ea);
    }
}
