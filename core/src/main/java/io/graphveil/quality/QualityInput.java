package io.graphveil.quality;

import io.graphveil.group.Partition;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Table;

/**
 * What a quality metric may look at: the original and anonymized tables (same rows, same order),
 * the hierarchies, the equivalence classes (suppressed rows in none) and the {@code k} asked for.
 *
 * <p>With {@code weights}, each row stands for that many rows of the table measured: a table given as
 * its distinct (original, anonymized) rows, as an engine that cannot hold every row on one machine
 * gathers it (the Spark engine's quality, {@code SparkQuality}). The measures that charge cells or
 * classes ({@link LossMetric}, {@link Precision}, {@link CertaintyPenalty}, {@link Discernibility},
 * {@link AverageClassSize}, {@link AttributeSummary}) count a row {@code weights[r]} times, which
 * gives the value the expanded table gives; the others need every row and refuse weights
 * ({@link #requireRows}). Without weights ({@code null}) each row counts once.
 */
public record QualityInput(Table original, Table anonymized, Hierarchies hierarchies, Partition classes, int k,
                           long[] weights) {
    public QualityInput {
        if (original.rowCount() != anonymized.rowCount()) {
            throw new IllegalArgumentException("original and anonymized tables differ in length");
        }
        if (weights != null) {
            if (weights.length != original.rowCount()) {
                throw new IllegalArgumentException("one weight per row: " + weights.length + " for "
                        + original.rowCount() + " rows");
            }
            weights = weights.clone();
        }
    }

    /** Each row once. */
    public QualityInput(Table original, Table anonymized, Hierarchies hierarchies, Partition classes, int k) {
        this(original, anonymized, hierarchies, classes, k, null);
    }

    @Override
    public long[] weights() {
        return weights == null ? null : weights.clone();
    }

    public boolean isSuppressed(int row) {
        return classes.classOf(row) < 0;
    }

    /** How many rows of the measured table row {@code r} stands for. */
    public long weight(int row) {
        return weights == null ? 1 : weights[row];
    }

    /** The rows of the measured table. */
    public long rows() {
        if (weights == null) {
            return original.rowCount();
        }
        long n = 0;
        for (long w : weights) {
            n += w;
        }
        return n;
    }

    /** The rows of the measured table in class {@code c}. */
    public long classSize(int c) {
        if (weights == null) {
            return classes.size(c);
        }
        long n = 0;
        for (int r : classes.rows(c)) {
            n += weights[r];
        }
        return n;
    }

    /** The rows of the measured table in no class (suppressed). */
    public long suppressedRows() {
        if (weights == null) {
            return classes.excludedCount();
        }
        long n = 0;
        for (int r = 0; r < weights.length; r++) {
            n += classes.classOf(r) < 0 ? weights[r] : 0;
        }
        return n;
    }

    /**
     * For a measure that reads every row (a row's neighbours, a class's members one by one).
     *
     * @throws IllegalArgumentException when the input is weighted
     */
    public void requireRows(String measure) {
        if (weights != null) {
            throw new IllegalArgumentException(measure + " reads every row; this input gives distinct rows with "
                    + "weights");
        }
    }
}
