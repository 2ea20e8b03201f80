package io.graphveil.metrics;

import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;

/**
 * Running mean and variance of a uniform sample without replacement (Commons Math's storeless
 * {@link Mean} and {@link Variance}, Welford-style updates), and the standard error of the population
 * total it estimates. Package use by the sampled measures.
 */
final class Moments {
    private final Mean mean = new Mean();
    private final Variance variance = new Variance();

    void add(double x) {
        mean.increment(x);
        variance.increment(x);
    }

    /** Sample mean; 0 for an empty sample. */
    double mean() {
        return mean.getN() == 0 ? 0 : mean.getResult();
    }

    /** Unbiased sample variance; 0 below two values. */
    double variance() {
        return variance.getN() < 2 ? 0 : variance.getResult();
    }

    /**
     * Standard error of {@code N · mean} as an estimate of the total of a population of {@code N}
     * from which this sample was drawn: {@code N · s/√k · √(1 − k/N)} (finite population correction).
     */
    double totalStandardError(int population) {
        long count = mean.getN();
        if (count == 0 || count >= population) {
            return 0;
        }
        return population * Math.sqrt(variance() / count * (1.0 - (double) count / population));
    }
}
