package io.graphveil.anonymize.cluster;

import io.graphveil.group.Partition;
import io.graphveil.model.Table;

/**
 * The records of a table as a clustering algorithm reads them: the codes of a few columns (the
 * quasi-identifiers, and the sensitive attribute when the algorithm needs it), with identical
 * code vectors collapsed into one <em>profile</em>. Every distance the clustering algorithms use
 * depends on a record only through these codes, so a scan evaluates each profile once instead of
 * each record; on Adult with few quasi-identifiers this turns tens of thousands of records into a
 * few hundred profiles. Profiles are numbered in order of first appearance (grouping by
 * {@link Partition#byKeys}), and a profile's records are ascending. Immutable.
 */
public final class Profiles {
    private final int width;
    private final int[] columns;
    private final int[] codes;
    private final Partition partition;

    private Profiles(int[] columns, int[] codes, Partition partition) {
        this.width = columns.length;
        this.columns = columns;
        this.codes = codes;
        this.partition = partition;
    }

    /** The profiles of {@code table}'s rows over {@code columns} (table column indexes, in the order given). */
    public static Profiles of(Table table, int[] columns) {
        int n = table.rowCount();
        int[][] keys = new int[columns.length][];
        for (int j = 0; j < columns.length; j++) {
            keys[j] = table.column(columns[j]).codes();
        }
        Partition p = Partition.byKeys(keys, n);
        int[] codes = new int[p.classCount() * columns.length];
        for (int c = 0; c < p.classCount(); c++) {
            int r = p.member(p.start(c));
            for (int j = 0; j < columns.length; j++) {
                codes[c * columns.length + j] = keys[j][r];
            }
        }
        return new Profiles(columns.clone(), codes, p);
    }

    /** Number of columns per profile. */
    public int width() {
        return width;
    }

    /** The table column behind profile column {@code j}. */
    public int column(int j) {
        return columns[j];
    }

    public int recordCount() {
        return partition.rowCount();
    }

    public int profileCount() {
        return partition.classCount();
    }

    public int profileOf(int record) {
        return partition.classOf(record);
    }

    /** The code of profile {@code p} in profile column {@code j}. */
    public int code(int p, int j) {
        return codes[p * width + j];
    }

    /** The code of {@code record} in profile column {@code j}. */
    public int recordCode(int record, int j) {
        return codes[partition.classOf(record) * width + j];
    }

    /** Records of profile {@code p}: {@code member(start(p)) … member(end(p)−1)}, ascending. */
    public int start(int p) {
        return partition.start(p);
    }

    public int end(int p) {
        return partition.end(p);
    }

    public int member(int index) {
        return partition.member(index);
    }
}
