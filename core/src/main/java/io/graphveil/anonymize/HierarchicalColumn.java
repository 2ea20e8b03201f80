package io.graphveil.anonymize;

import io.graphveil.BadInputException;
import io.graphveil.BadParameterException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.function.Predicate;

/**
 * A column seen through its hierarchy: the hierarchy node of every row, and the column
 * generalized to any level (full-domain generalization: every value climbs to the level, values
 * already above it stay). A missing value is the root. The generalization all hierarchy-based
 * algorithms share. Immutable.
 */
public final class HierarchicalColumn {
    private final String attribute;
    private final Hierarchy hierarchy;
    private final int[] nodeOfRow;
    private final int[][] ancestorAt;

    public HierarchicalColumn(String attribute, Column column, Hierarchy hierarchy) {
        this.attribute = attribute;
        this.hierarchy = hierarchy;
        int[] nodeOfCode = new int[column.dictionarySize()];
        for (int code = 0; code < nodeOfCode.length; code++) {
            nodeOfCode[code] = hierarchy.node(column.decode(code));
        }
        this.nodeOfRow = new int[column.size()];
        for (int r = 0; r < nodeOfRow.length; r++) {
            int node = nodeOfCode[column.code(r)];
            if (node < 0) {
                throw new BadInputException("attribute '" + attribute + "': value '" + column.value(r)
                        + "' is not in its hierarchy");
            }
            nodeOfRow[r] = node;
        }
        this.ancestorAt = new int[hierarchy.height() + 1][hierarchy.size()];
        for (int level = 0; level <= hierarchy.height(); level++) {
            for (int x = 0; x < hierarchy.size(); x++) {
                ancestorAt[level][x] = hierarchy.level(x) >= level ? x : hierarchy.ancestor(x, level);
            }
        }
    }

    /**
     * The table's QUASI_IDENTIFIER columns in schema order, each through its hierarchy or a flat
     * one: what a full-domain algorithm generalizes.
     *
     * @throws BadParameterException when the schema has no quasi-identifier
     */
    public static HierarchicalColumn[] ofQuasiIdentifiers(Table table, Hierarchies hierarchies) {
        Schema schema = table.schema();
        int[] qi = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        if (qi.length == 0) {
            throw new BadParameterException("the schema has no QUASI_IDENTIFIER attribute to generalize");
        }
        HierarchicalColumn[] columns = new HierarchicalColumn[qi.length];
        for (int j = 0; j < qi.length; j++) {
            String name = schema.attribute(qi[j]).name();
            columns[j] = new HierarchicalColumn(name, table.column(qi[j]), hierarchies.orFlat(table, name));
        }
        return columns;
    }

    public String attribute() {
        return attribute;
    }

    public Hierarchy hierarchy() {
        return hierarchy;
    }

    public int height() {
        return hierarchy.height();
    }

    public int rowCount() {
        return nodeOfRow.length;
    }

    /** The node of row {@code r} as read. */
    public int node(int r) {
        return nodeOfRow[r];
    }

    /** Row {@code r}'s node generalized to {@code level} (a node already above it stays). */
    public int nodeAt(int r, int level) {
        return ancestorAt[level][nodeOfRow[r]];
    }

    /** Hierarchy node {@code node} generalized to {@code level} (itself when already at or above it). */
    public int generalize(int node, int level) {
        return ancestorAt[level][node];
    }

    /** Every row's node generalized to {@code level}. */
    public int[] nodesAt(int level) {
        int[] anc = ancestorAt[level];
        int[] out = new int[nodeOfRow.length];
        for (int r = 0; r < out.length; r++) {
            out[r] = anc[nodeOfRow[r]];
        }
        return out;
    }

    /**
     * Every row's node generalized to {@code level}, and then, from level 1 up, further to the
     * nearest ancestor that is not private (ALGORITHMS.md §1.5: private values climb to their nearest
     * non-private ancestor first), so that a generalized value is never private.
     */
    public int[] nodesAtSkippingPrivate(int level, Predicate<String> isPrivate) {
        int[] out = nodesAt(level);
        if (level == 0) {
            return out;
        }
        int[] lifted = new int[hierarchy.size()];
        for (int x = 0; x < lifted.length; x++) {
            int y = x;
            while (hierarchy.parent(y) >= 0 && isPrivate.test(hierarchy.label(y))) {
                y = hierarchy.parent(y);
            }
            lifted[x] = y;
        }
        for (int r = 0; r < out.length; r++) {
            out[r] = lifted[out[r]];
        }
        return out;
    }

    /**
     * The safe rules' generalization of a PRIVACY column to {@code level}: no published label is
     * carried mostly by holders. Every row's node climbs to {@code level}; a private node climbs on
     * to its nearest non-private ancestor {@code N}, and so does every row whose node lies under
     * {@code N} (the published nodes form a cut of the hierarchy, so no label is worn only by the
     * holders that were lifted to it); a published node other than the root whose rows are more than
     * {@code maxShare} holders climbs to its parent, with everything under it. Repeats until stable;
     * cost {@code O(rounds · (rows + size · height))}.
     *
     * @param holderRow whether each row holds a private value (its own value, before generalizing)
     * @param maxShare  the largest share of holders a published label may have (α), or 1 for none
     */
    public int[] nodesAtAsCut(int level, Predicate<String> isPrivate, boolean[] holderRow, double maxShare) {
        int size = hierarchy.size();
        int[] target = new int[size];
        for (int x = 0; x < size; x++) {
            target[x] = ancestorAt[level][x];
        }
        boolean[] present = new boolean[size];
        for (int node : nodeOfRow) {
            present[node] = true;
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int x = 0; x < size; x++) {
                int y = target[x];
                while (hierarchy.parent(y) >= 0 && isPrivate.test(hierarchy.label(y))) {
                    y = hierarchy.parent(y);
                }
                changed |= y != target[x];
                target[x] = y;
            }
            boolean[] published = new boolean[size];
            for (int x = 0; x < size; x++) {
                if (present[x]) {
                    published[target[x]] = true;
                }
            }
            for (int x = 0; x < size; x++) {
                int highest = target[x];
                for (int y = hierarchy.parent(target[x]); y >= 0; y = hierarchy.parent(y)) {
                    if (published[y]) {
                        highest = y;
                    }
                }
                changed |= highest != target[x];
                target[x] = highest;
            }
            if (maxShare < 1) {
                int[] rows = new int[size];
                int[] holders = new int[size];
                for (int r = 0; r < nodeOfRow.length; r++) {
                    int t = target[nodeOfRow[r]];
                    rows[t]++;
                    holders[t] += holderRow[r] ? 1 : 0;
                }
                for (int x = 0; x < size; x++) {
                    int t = target[x];
                    if (t != hierarchy.root() && holders[t] > maxShare * rows[t] + 1e-9) {
                        target[x] = hierarchy.parent(t);
                        changed = true;
                    }
                }
            }
        }
        int[] out = new int[nodeOfRow.length];
        for (int r = 0; r < out.length; r++) {
            out[r] = target[nodeOfRow[r]];
        }
        return out;
    }

    /** Number of distinct values in the column generalized to {@code level}. */
    public int distinctAt(int level) {
        boolean[] seen = new boolean[hierarchy.size()];
        int n = 0;
        for (int node : nodeOfRow) {
            int a = ancestorAt[level][node];
            if (!seen[a]) {
                seen[a] = true;
                n++;
            }
        }
        return n;
    }

    /** The column holding the labels of {@code nodes} (one per row); rows in {@code blank} become {@code *}. */
    public Column labels(int[] nodes, boolean[] blank) {
        int[] codeOfNode = new int[hierarchy.size()];
        java.util.Arrays.fill(codeOfNode, -1);
        String[] dictionary = new String[hierarchy.size() + 1];
        dictionary[0] = io.graphveil.model.Values.MISSING;
        int size = 1;
        codeOfNode[hierarchy.root()] = 0;
        int[] codes = new int[nodes.length];
        for (int r = 0; r < nodes.length; r++) {
            if (blank != null && blank[r]) {
                codes[r] = 0;
                continue;
            }
            int x = nodes[r];
            if (codeOfNode[x] < 0) {
                codeOfNode[x] = size;
                dictionary[size++] = hierarchy.label(x);
            }
            codes[r] = codeOfNode[x];
        }
        return Column.fromCodes(codes, java.util.Arrays.copyOf(dictionary, size));
    }
}
