package io.graphveil.quality;

/**
 * The normalized average equivalence class size AECS (LeFevre, DeWitt and Ramakrishnan 2006,
 * "Mondrian multidimensional k-anonymity"; SPEC 4): {@code (|T| / #EC) / k} over the records that
 * are not suppressed. 1 is the ideal: every class exactly {@code k}.
 */
public final class AverageClassSize implements QualityMetric {
    @Override
    public String key() {
        return "aecs";
    }

    @Override
    public double evaluate(QualityInput input) {
        int classes = input.classes().classCount();
        int rows = input.classes().rowCount() - input.classes().excludedCount();
        return classes == 0 || input.k() <= 0 ? 0 : (rows / (double) classes) / input.k();
    }
}
