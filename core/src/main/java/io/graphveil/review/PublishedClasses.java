package io.graphveil.review;

import io.graphveil.group.Partition;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Table;

/**
 * The equivalence classes of a published table as its reader sees them: rows with the same
 * quasi-identifier values, read from the table itself (so the same whichever algorithm made it,
 * and the same from files as in memory). Rows whose quasi-identifiers are all missing (suppressed)
 * form one class of their own. O(rows · quasi-identifiers).
 */
public final class PublishedClasses {
    private PublishedClasses() {
    }

    /**
     * @param published a published table
     * @return each row's class, {@code 0..count-1} (the {@link Partition.Ids})
     */
    public static Partition.Ids of(Table published) {
        int[] qis = published.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int[][] keys = new int[qis.length][];
        for (int j = 0; j < qis.length; j++) {
            keys[j] = published.column(qis[j]).codes();
        }
        return Partition.ids(keys, published.rowCount());
    }

    /**
     * Whether every quasi-identifier of row {@code r} is missing.
     *
     * @param published a published table
     * @param r         a row
     * @return true for a suppressed row
     */
    public static boolean suppressed(Table published, int r) {
        int[] qis = published.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        for (int a : qis) {
            if (published.code(r, a) != Column.MISSING_CODE) {
                return false;
            }
        }
        return qis.length > 0;
    }
}
