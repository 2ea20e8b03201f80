package io.graphveil.quality;

import io.graphveil.group.Partition;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Table;

/**
 * What a quality metric may look at: the original and anonymized tables (same rows, same order),
 * the hierarchies, the equivalence classes (suppressed rows in none) and the {@code k} asked for.
 */
public record QualityInput(Table original, Table anonymized, Hierarchies hierarchies, Partition classes, int k) {
    public QualityInput {
        if (original.rowCount() != anonymized.rowCount()) {
            throw new IllegalArgumentException("original and anonymized tables differ in length");
        }
    }

    public boolean isSuppressed(int row) {
        return classes.classOf(row) < 0;
    }
}
