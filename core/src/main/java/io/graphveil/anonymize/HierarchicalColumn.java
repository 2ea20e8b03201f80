package io.graphveil.anonymize;

import io.graphveil.BadInputException;
import io.graphveil.BadParameterException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;


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
    private final HierarchyLevels levels;

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
        this.levels = new HierarchyLevels(hierarchy);
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
        return levels.generalize(nodeOfRow[r], level);
    }

    /** Hierarchy node {@code node} generalized to {@code level} (itself when already at or above it). */
    public int generalize(int node, int level) {
        return levels.generalize(node, level);
    }

    /** Every row's node generalized to {@code level}. */
    public int[] nodesAt(int level) {
        int[] out = new int[nodeOfRow.length];
        for (int r = 0; r < out.length; r++) {
            out[r] = levels.generalize(nodeOfRow[r], level);
        }
        return out;
    }

    /** The hierarchy's generalization node by node. */
    public HierarchyLevels levels() {
        return levels;
    }

    /** The rows at each hierarchy node as read. */
    public int[] rowsPerNode() {
        int[] rows = new int[hierarchy.size()];
        for (int node : nodeOfRow) {
            rows[node]++;
        }
        return rows;
    }

    /** Every row's node through {@code target} (a node's destination, indexed by node: {@link HierarchyLevels}). */
    public int[] nodesThrough(int[] target) {
        int[] out = new int[nodeOfRow.length];
        for (int r = 0; r < out.length; r++) {
            out[r] = target[nodeOfRow[r]];
        }
        return out;
    }

    /** Number of distinct values in the column generalized to {@code level}. */
    public int distinctAt(int level) {
        boolean[] present = new boolean[hierarchy.size()];
        for (int node : nodeOfRow) {
            present[node] = true;
        }
        return levels.distinctAt(present, level);
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
