package io.graphveil.anonymize.lattice;

/**
 * A utility metric evaluated on a lattice node without building the anonymized table: it gives
 * the value the matching table-level {@link io.graphveil.quality.QualityMetric} gives for the
 * table the node publishes (records of failing classes suppressed, rows all {@code *} counted as
 * suppressed). Searches keep the node with the lowest {@link #score}.
 */
public interface NodeMetric {
    /** The key of the matching quality metric in {@code report.json}, e.g. {@code lm}. */
    String key();

    /** The value at an anonymous node. */
    double evaluate(NodeCheck node);

    boolean lowerIsBetter();

    /**
     * Whether the metric never improves from a node to a node that generalizes it (given the
     * checker's table and budget), so that a search may skip the successors of an anonymous node.
     */
    boolean isMonotone();

    /** What searches minimize: the value, negated when higher is better. */
    default double score(NodeCheck node) {
        double v = evaluate(node);
        return lowerIsBetter() ? v : -v;
    }
}
