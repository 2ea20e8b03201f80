package io.graphveil.quality;

/**
 * A measure of what anonymization cost (ARX's quality metrics): knows nothing of the algorithm
 * or the privacy criteria. Values are reported under {@link #key()} in {@code report.json}.
 */
public interface QualityMetric {
    /** The snake_case name of ALGORITHMS.md §7's {@code metrics} object, e.g. {@code pm}. */
    String key();

    double evaluate(QualityInput input);

    /** Whether the metric means something for tables of {@code schema} (reports leave it out otherwise). */
    default boolean appliesTo(io.graphveil.model.Schema schema) {
        return true;
    }
}
