package io.graphveil.attack;

import io.graphveil.model.AttributeRole;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.model.Values;

import java.util.Arrays;

/**
 * A publication as the disclosure attackers read it: every published row with its equivalence
 * class (the rows showing one quasi-identifier tuple), its degree in the published graph, and,
 * when the owner's mapping is known, its person and the other copy of that person. Immutable.
 */
final class Rows {
    final Table table;
    final IndexedGraph graph;
    final int[] qiColumns;
    final int[] classOf;
    /** Rows of each class, ascending. */
    final int[][] members;
    /** The published quasi-identifier labels of each class. */
    final String[][] labels;
    final int[] degree;
    /** Person of each row; without a mapping every row is its own person. */
    final int[] personOf;
    /** The other row of the same person, or −1. */
    final int[] partner;
    final int persons;

    /**
     * @param graph    the published friendships, or null for a table
     * @param personOf each row's person, or null when unknown (each row its own)
     */
    Rows(Table table, IndexedGraph graph, int[] personOf) {
        this.table = table;
        this.graph = graph;
        Schema schema = table.schema();
        this.qiColumns = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int n = table.rowCount();
        TupleIds tuples = TupleIds.of(n, qiColumns.length, (r, j) -> table.code(r, qiColumns[j]));
        this.classOf = tuples.idOf;
        int[] firstRow = tuples.firstRows();
        this.labels = new String[tuples.count][];
        for (int c = 0; c < labels.length; c++) {
            String[] t = new String[qiColumns.length];
            for (int j = 0; j < t.length; j++) {
                t[j] = table.value(firstRow[c], qiColumns[j]);
            }
            labels[c] = t;
        }
        int[] size = new int[tuples.count];
        for (int c : classOf) {
            size[c]++;
        }
        this.members = new int[tuples.count][];
        for (int c = 0; c < members.length; c++) {
            members[c] = new int[size[c]];
            size[c] = 0;
        }
        for (int r = 0; r < n; r++) {
            members[classOf[r]][size[classOf[r]]++] = r;
        }
        this.degree = new int[n];
        if (graph != null) {
            for (int r = 0; r < n; r++) {
                degree[r] = graph.degree(r);
            }
        }
        int[] persons = personOf != null ? personOf.clone() : io.graphveil.model.Permutations.identity(n);
        this.personOf = persons;
        int max = -1;
        for (int p : persons) {
            max = Math.max(max, p);
        }
        this.persons = max + 1;
        this.partner = new int[n];
        Arrays.fill(partner, -1);
        int[] first = new int[this.persons];
        Arrays.fill(first, -1);
        for (int r = 0; r < n; r++) {
            int p = persons[r];
            if (first[p] < 0) {
                first[p] = r;
            } else {
                partner[r] = first[p];
                partner[first[p]] = r;
            }
        }
    }

    private Rows(Rows same, Table table) {
        this.table = table;
        this.graph = same.graph;
        this.qiColumns = same.qiColumns;
        this.classOf = same.classOf;
        this.members = same.members;
        this.labels = same.labels;
        this.degree = same.degree;
        this.personOf = same.personOf;
        this.partner = same.partner;
        this.persons = same.persons;
    }

    /** The same rows, classes and persons with other values beside the quasi-identifiers. */
    Rows withTable(Table other) {
        if (other == table) {
            return this;
        }
        if (other.rowCount() != table.rowCount()) {
            throw new IllegalArgumentException("the rows must stay the same");
        }
        return new Rows(this, other);
    }

    int rowCount() {
        return classOf.length;
    }

    int classCount() {
        return members.length;
    }

    /** Whether every quasi-identifier of row {@code r} is {@code *} (a suppressed row). */
    boolean suppressed(int r) {
        for (int q : qiColumns) {
            if (!Values.isMissing(table.value(r, q))) {
                return false;
            }
        }
        return qiColumns.length > 0;
    }
}
