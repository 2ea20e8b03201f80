package io.graphveil.anonymize;

import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Table;

/**
 * Writes a full-domain generalization out as a table: every quasi-identifier replaced by the labels
 * of its generalized hierarchy nodes, and the suppressed rows given {@code *} in every
 * quasi-identifier and in their private values (SPEC 1.5); other columns unchanged. What every
 * hierarchy-based algorithm publishes.
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
            out = out.withColumn(a, blankPrivate(out.column(a), table.schema().attribute(a), suppressed));
        }
        return out;
    }

    /** {@code *} instead of the private values of suppressed rows. */
    private static Column blankPrivate(Column column, Attribute attribute, boolean[] suppressed) {
        int[] codes = column.codes();
        String[] dictionary = new String[column.dictionarySize()];
        for (int c = 0; c < dictionary.length; c++) {
            dictionary[c] = column.decode(c);
        }
        for (int r = 0; r < codes.length; r++) {
            if (suppressed[r] && attribute.isPrivateValue(dictionary[codes[r]])) {
                codes[r] = Column.MISSING_CODE;
            }
        }
        return Column.fromCodes(codes, dictionary);
    }
}
