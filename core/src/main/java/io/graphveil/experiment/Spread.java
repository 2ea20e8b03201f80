package io.graphveil.experiment;

/**
 * The spread of one measure over repeated runs: count, mean, sample standard deviation (0 for
 * one run), minimum and maximum.
 */
public record Spread(int runs, double mean, double sd, double min, double max) {

    public static Spread of(double[] values) {
        int n = values.length;
        if (n == 0) {
            return new Spread(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double sum = 0;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            sum += v;
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        double mean = sum / n;
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        return new Spread(n, mean, n > 1 ? Math.sqrt(squares / (n - 1)) : 0, min, max);
    }
}
