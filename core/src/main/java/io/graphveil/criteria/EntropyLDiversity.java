package io.graphveil.criteria;

import io.graphveil.BadParameterException;

import java.util.Locale;

/**
 * Entropy l-diversity (Machanavajjhala, Kifer, Gehrke and Venkitasubramaniam 2007, "l-diversity:
 * privacy beyond k-anonymity", TKDD, definition 4.1): the entropy of every class's distribution of
 * known SENSITIVE values is at least {@code log l}, {@code −Σ p(s) log p(s) ≥ log l}. Stronger than
 * distinct l-diversity: l values must also be evenly spread. Monotone, since entropy is concave: a
 * merged class's entropy is at least the smaller of its parts'. Judged on per-class value counts
 * ({@link SensitiveHistograms}), which count persons in the graph pipeline. O(rows + classes · values).
 */
public final class EntropyLDiversity extends DistributionCriterion<Void> {
    private final double l;

    /** @throws BadParameterException unless {@code l > 1} */
    public EntropyLDiversity(double l) {
        if (!(l > 1) || Double.isInfinite(l)) {
            throw new BadParameterException("entropy l must be a number above 1, not " + l);
        }
        this.l = l;
    }

    public double l() {
        return l;
    }

    @Override
    public String name() {
        return "entropy l-diversity";
    }

    @Override
    public String describe() {
        return String.format(Locale.ROOT, "entropy %s-diversity", trim(l));
    }

    @Override
    Void whole(ClassAggregates classes) {
        return null;
    }

    @Override
    boolean passes(int[] counts, Void whole) {
        return entropy(counts) >= Math.log(l) - 1e-12;
    }

    @Override
    public String why(ClassAggregates classes, int cls) {
        return String.format(Locale.ROOT, "entropy %.4f of the sensitive values, below log %s = %.4f",
                entropy(classes.sensitiveHistogram(cls)), trim(l), Math.log(l));
    }

    /** Natural-log entropy of the counts; 0 for an empty histogram. */
    static double entropy(int[] counts) {
        long total = 0;
        for (int n : counts) {
            total += n;
        }
        double h = 0;
        for (int n : counts) {
            if (n > 0) {
                double p = n / (double) total;
                h -= p * Math.log(p);
            }
        }
        return h;
    }

    private static String trim(double x) {
        return x == Math.rint(x) ? String.valueOf((long) x) : String.valueOf(x);
    }
}
