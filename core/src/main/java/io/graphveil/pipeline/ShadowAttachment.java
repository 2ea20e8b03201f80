package io.graphveil.pipeline;

import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.group.Partition;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.split.SplitResult;

import java.util.ArrayList;
import java.util.List;

/**
 * How the safe rules hand a split graph's table to a table algorithm: only the rows that carry a
 * person's values (unsplit persons and primary copies: one row per person) are anonymized, and
 * each shadow copy then takes its primary's published quasi-identifiers and class. A shadow shows
 * the same quasi-identifiers as its primary, so it costs no generalization; anonymizing it as a
 * row of its own would make every algorithm size its classes in rows and then merge classes that
 * hold too few persons (on MovieLens with Last.fm, L-clustering's loss grew thirty-fold that way).
 * So a class of k value rows is a class of k persons, and every criterion counts persons as it
 * counts rows. Cost {@code O(rows · columns)}.
 */
final class ShadowAttachment {
    private final int[] valueRows;
    private final int[] primaryOf;

    private ShadowAttachment(int[] valueRows, int[] primaryOf) {
        this.valueRows = valueRows;
        this.primaryOf = primaryOf;
    }

    /** The attachment of a split made by the safe rules. */
    static ShadowAttachment of(SplitResult split) {
        int n = split.network().nodeCount();
        int[] primaryOf = new int[n];
        java.util.Arrays.fill(primaryOf, -1);
        for (int i = 0; i < split.splits(); i++) {
            int a = split.splitOriginal(i);
            int b = split.secondCopy(i);
            if (split.isShadow(a)) {
                primaryOf[a] = b;
            } else if (split.isShadow(b)) {
                primaryOf[b] = a;
            }
        }
        List<Integer> rows = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (primaryOf[v] < 0) {
                rows.add(v);
            }
        }
        return new ShadowAttachment(rows.stream().mapToInt(Integer::intValue).toArray(), primaryOf);
    }

    /** The split graph's node of each value row. */
    int[] valueNodes() {
        return valueRows.clone();
    }

    /** The split graph's node of each value row's shadow, or −1 for an unsplit person. */
    int[] shadowNodes() {
        int[] indexOf = new int[primaryOf.length];
        java.util.Arrays.fill(indexOf, -1);
        for (int i = 0; i < valueRows.length; i++) {
            indexOf[valueRows[i]] = i;
        }
        int[] out = new int[valueRows.length];
        java.util.Arrays.fill(out, -1);
        for (int v = 0; v < primaryOf.length; v++) {
            if (primaryOf[v] >= 0) {
                out[indexOf[primaryOf[v]]] = v;
            }
        }
        return out;
    }

    /** The rows to anonymize: one per person. */
    Table valueRows(Table table) {
        return table.select(valueRows);
    }

    /**
     * The anonymization of the whole split table: each value row as the algorithm published it,
     * each shadow with its primary's quasi-identifiers and class (suppressed with it), the rest of
     * its cells as they are (nothing but {@code *}, or not-nullable labels).
     *
     * @param table  the whole split table
     * @param result the algorithm's result on {@link #valueRows}
     */
    AnonymizationResult expand(Table table, AnonymizationResult result) {
        int n = table.rowCount();
        int[] source = new int[n];
        int[] indexOfValueRow = new int[n];
        for (int i = 0; i < valueRows.length; i++) {
            indexOfValueRow[valueRows[i]] = i;
        }
        for (int v = 0; v < n; v++) {
            int primary = primaryOf[v] < 0 ? v : primaryOf[v];
            source[v] = indexOfValueRow[primary];
        }
        Table published = result.table();
        Schema schema = table.schema();
        List<Column> columns = new ArrayList<>();
        for (int a = 0; a < schema.size(); a++) {
            boolean qi = schema.attribute(a).role() == AttributeRole.QUASI_IDENTIFIER;
            Column from = published.column(a);
            Column own = table.column(a);
            String[] values = new String[n];
            for (int v = 0; v < n; v++) {
                boolean shadow = primaryOf[v] >= 0;
                values[v] = !shadow ? from.value(source[v]) : qi ? from.value(source[v]) : own.value(v);
            }
            columns.add(Column.of(values));
        }
        Table full = Table.of(schema, columns);
        Partition classes = result.classes();
        boolean[] chosen = result.suppressedByAlgorithm();
        int[] classOf = new int[n];
        boolean[] suppressed = new boolean[n];
        for (int v = 0; v < n; v++) {
            classOf[v] = classes.classOf(source[v]);
            suppressed[v] = chosen[source[v]];
        }
        return new AnonymizationResult(full, Partition.of(classOf, classes.classCount()), suppressed,
                result.details());
    }
}
