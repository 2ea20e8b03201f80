package io.graphveil.quality;

/**
 * The discernibility metric (Bayardo and Agrawal 2005, "Data privacy through optimal
 * k-anonymization", ICDE): {@code Σ_EC |EC|² + |suppressed| · N}, each record charged the size of
 * the class it hides in, a suppressed one the whole table.
 */
public final class Discernibility implements QualityMetric {
    @Override
    public String key() {
        return "discernibility";
    }

    @Override
    public double evaluate(QualityInput input) {
        double sum = 0;
        for (int c = 0; c < input.classes().classCount(); c++) {
            sum += classTerm(input.classSize(c));
        }
        return total(sum, input.suppressedRows(), input.rows());
    }

    /** A class's term {@code |EC|²}. Shared with discernibility on the lattice, as is {@link #total}. */
    public static double classTerm(long size) {
        return (double) size * size;
    }

    /** The metric from the sum of the class terms: {@code classTerms + |suppressed| · N}. */
    public static double total(double classTerms, long suppressed, long rows) {
        return classTerms + (double) suppressed * rows;
    }
}
