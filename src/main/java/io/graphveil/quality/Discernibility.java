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
            sum += (double) input.classes().size(c) * input.classes().size(c);
        }
        int n = input.classes().rowCount();
        return sum + (double) input.classes().excludedCount() * n;
    }
}
