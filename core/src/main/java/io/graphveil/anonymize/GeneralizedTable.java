package io.graphveil.anonymize;

import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Table;

/**
 * Writes a full-domain generalization out as a table: every quasi-identifier replaced by the labels
 * of its generalized hierarchy nodes, and the suppressed rows given {@code *} in every
 * quasi-identifier, in their private values (ALGORITHMS.md §1.5) and in the SENSITIVE attribute; other
 * columns unchanged. What every hierarchy-based algorithm publishes, and the one place an
 * algorithm's suppression is written (the clustering algorithms never suppress). The sensitive
 * value is blanked because the verifier judges the suppressed rows together as one group: a
 * suppressed row that kept it would disclose it to whoever knows its person is suppressed.
 */
public final class GeneralizedTable {
    private GeneralizedTable() {
    }

    /**
     * @param qiIndex    the quasi-identifier columns of {@code table}
     * @param qi         their hierarchical views
     * @param nodes      {@code nodes[i][r]}: row {@code r}'s generalized node of quasi-identifier {@code i}
     * @param suppressed the rows to suppress
     */
    public static Table build(Table table, int[] qiIndex, HierarchicalColumn[] qi, int[][] nodes, boolean[] suppressed) {
        Table out = table;
        for (int i = 0; i < qi.length; i++) {
            out = out.withColumn(qiIndex[i], qi[i].labels(nodes[i], suppressed));
        }
        for (int a : table.schema().indexesOf(AttributeRole.PRIVACY)) {
            Attribute attribute = table.schema().attribute(a);
            out = out.withColumn(a, blank(out.column(a), attribute::isPrivateValue, suppressed));
        }
        for (int a : table.schema().indexesOf(AttributeRole.SENSITIVE)) {
            out = out.withColumn(a, blank(out.column(a), v -> true, suppressed));
        }
        return out;
    }

    /**
     * {@code table} with {@code *} in every column but the identifiers in {@code rows}: how the safe
     * rules publish a suppressed row, so that which of its cells went blank tells nothing.
     */
    public static Table blankRows(Table table, boolean[] rows) {
        return blankRows(table, rows, role -> role != AttributeRole.IDENTIFIER);
    }

    /** {@code table} with {@code *} in the columns whose role {@code roles} accepts, in {@code rows}. */
    public static Table blankRows(Table table, boolean[] rows, java.util.function.Predicate<AttributeRole> roles) {
        Table out = table;
        for (int a = 0; a < table.columnCount(); a++) {
            if (roles.test(table.schema().attribute(a).role())) {
                out = out.withColumn(a, blank(out.column(a), v -> true, rows));
            }
        }
        return out;
    }

    /** {@code *} instead of the values {@code which} selects in the suppressed rows. */
    private static Column blank(Column column, java.util.function.Predicate<String> which, boolean[] suppressed) {
        int[] codes = column.codes();
        String[] dictionary = new String[column.dictionarySize()];
        for (int c = 0; c < dictionary.length; c++) {
            dictionary[c] = column.decode(c);
        }
        for (int r = 0; r < codes.length; r++) {
            if (suppressed[r] && which.test(dictionary[codes[r]])) {
                codes[r] = Column.MISSING_CODE;
            }
        }
        return Column.fromCodes(codes, dictionary);
    }
}
