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
     * Each row's class as a reader sees it, with the suppressed rows (every quasi-identifier
     * missing) apart as −1.
     *
     * @param published a published table
     * @param classes   its classes ({@link #of})
     * @return each row's class, or −1
     */
    public static int[] withSuppressedApart(Table published, Partition.Ids classes) {
        int[] qis = published.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int[] classOf = classes.classOf().clone();
        for (int r = 0; r < classOf.length; r++) {
            boolean suppressed = qis.length > 0;
            for (int j = 0; j < qis.length && suppressed; j++) {
                suppressed = published.code(r, qis[j]) == Column.MISSING_CODE;
            }
            if (suppressed) {
                classOf[r] = -1;
            }
        }
        return classOf;
    }
}
