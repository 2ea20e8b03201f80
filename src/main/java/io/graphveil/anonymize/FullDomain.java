package io.graphveil.anonymize;

import io.graphveil.criteria.PrivacyModel;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Table;

/**
 * Publishing a full-domain generalization (Datafly, Incognito): the records of the classes that
 * fail the model are suppressed ({@code *} in every quasi-identifier and in their private values),
 * every other quasi-identifier value takes the label of its node.
 */
final class FullDomain {
    private FullDomain() {
    }

    /** The rows of the classes that fail. */
    static boolean[] failingRows(PrivacyModel.Verdict verdict, Partition classes) {
        boolean[] rows = new boolean[classes.rowCount()];
        for (int c = 0; c < classes.classCount(); c++) {
            if (!verdict.satisfied(c)) {
                for (int i = classes.start(c); i < classes.end(c); i++) {
                    rows[classes.member(i)] = true;
                }
            }
        }
        return rows;
    }

    /**
     * {@code table} with quasi-identifier {@code qiIndex[i]} published as the labels of
     * {@code nodes[i]}, and the {@code suppressed} rows blanked.
     */
    static Table publish(Table table, HierarchicalColumn[] qi, int[] qiIndex, int[][] nodes, boolean[] suppressed) {
        Table out = table;
        for (int i = 0; i < qi.length; i++) {
            out = out.withColumn(qiIndex[i], qi[i].labels(nodes[i], suppressed));
        }
        for (int a : table.schema().indexesOf(AttributeRole.PRIVACY)) {
            out = out.withColumn(a, Datafly.blankPrivate(out.column(a), table.schema().attribute(a), suppressed));
        }
        return out;
    }
}
