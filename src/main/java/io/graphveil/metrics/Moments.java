package io.graphveil.metrics;

/**
 * Running mean and variance of a uniform sample without replacement (Welford's update), and the
 * standard error of the population total it estimates. Package use by the sampled measures.
 */
final class Moments {
    private int count;
    private double mean;
    private double m2;

    void add(double x) {
        count++;
        double delta = x - mean;
        mean += delta / count;
        m2 += delta * (x - mean);
    }

    /** Sample mean; 0 for an empty sample. */
    double mean() {
        return mean;
    }

    /** Unbiased sample variance; 0 below two values. */
    double variance() {
        return count < 2 ? 0 : m2 / (count - 1);
    }

    /**
     * Standard error of {@code N · mean} as an estimate of the total of a population of {@code N}
     * from which this sample was drawn: {@code N · s/√k · √(1 − k/N)} (finite population correction).
     */
    double totalStandardError(int population) {
        if (count == 0 || count >= population) {
            return 0;
        }
        return population * Math.sqrt(variance() / count * (1.0 - (double) count / population));
    }
}
