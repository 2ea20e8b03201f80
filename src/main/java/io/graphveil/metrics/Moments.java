package io.graphveil.metrics;

/**
 * Running mean and variance of a uniform sample without replacement (Welford's update), and the
 * standard error of the population total it estimates. Package use by the sampled measures.
 */
final class Moments {
    private int count;
    private double mean;
    private double m2;
    private double sum;

    void add(double x) {
        count++;
        sum += x;
        double delta = x - mean;
        mean += delta / count;
        m2 += delta * (x - mean);
    }

    int count() {
        return count;
    }

    double sum() {
        return sum;
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
        return unknownStandardError(population, population);
    }

    /**
     * The total of a population of {@code population} values of which the sample's and
     * {@code known − sample} others are known exactly: the known sum plus {@code unknown · mean}.
     */
    double total(double knownOutsideSample, int unknown) {
        return sum + knownOutsideSample + unknown * mean;
    }

    /** Standard error of {@link #total}'s estimated part: {@code unknown · s/√k · √(1 − k/N)}. */
    double unknownStandardError(int unknown, int population) {
        if (count == 0 || count >= population || unknown <= 0) {
            return 0;
        }
        return unknown * Math.sqrt(variance() / count * (1.0 - (double) count / population));
    }
}
