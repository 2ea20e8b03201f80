package io.graphveil.anonymize.cluster.micro;

/**
 * The entropy of a cluster's sensitive values (ALGORITHMS.md §5; Yang, Wang and Zhang 2014):
 * {@code Ent(G) = −Σ_i p_i log2 p_i}, {@code p_i} the share of value {@code i} among the cluster's
 * known sensitive values ({@code *} is no value, as in l-diversity and p-sensitivity). A cluster
 * with one value (or none) has entropy 0; {@code p} equally frequent values give {@code log2 p}.
 */
public final class Entropy {
    private static final double LN2 = Math.log(2);

    private Entropy() {
    }

    /** {@code −(c/n)·log2(c/n)}, 0 when {@code c} is 0 or {@code n}. */
    public static double term(int c, int n) {
        if (c <= 0 || c >= n) {
            return 0;
        }
        double p = (double) c / n;
        return -p * Math.log(p) / LN2;
    }

    /** The entropy of the counts {@code counts[0..length)} summing to {@code total}. */
    public static double bits(int[] counts, int length, int total) {
        double h = 0;
        for (int i = 0; i < length; i++) {
            h += term(counts[i], total);
        }
        return h;
    }
}
