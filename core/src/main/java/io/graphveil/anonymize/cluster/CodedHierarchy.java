package io.graphveil.anonymize.cluster;

import io.graphveil.BadInputException;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Column;

/**
 * A column's dictionary codes placed in its hierarchy, with the per-attribute tables the hot
 * paths read: the node of every code ({@code *}, code 0, is the root) and, for hierarchies of up
 * to {@value #LCA_TABLE_LIMIT} nodes, the lowest common ancestor of every pair of nodes. Immutable.
 */
public final class CodedHierarchy {
    /** Hierarchies with at most this many nodes get a full LCA table (4 MB at the limit). */
    static final int LCA_TABLE_LIMIT = 1024;

    private final Hierarchy hierarchy;
    private final int[] nodeOfCode;
    private final int[] lcaTable;
    private final int size;

    public CodedHierarchy(String attribute, Column column, Hierarchy hierarchy) {
        this.hierarchy = hierarchy;
        this.size = hierarchy.size();
        this.nodeOfCode = new int[column.dictionarySize()];
        boolean[] used = column.usedCodes();
        for (int code = 0; code < nodeOfCode.length; code++) {
            int node = hierarchy.node(column.decode(code));
            if (node < 0 && used[code]) {
                throw new BadInputException("attribute '" + attribute + "': value '" + column.decode(code)
                        + "' is not in its hierarchy");
            }
            nodeOfCode[code] = node < 0 ? hierarchy.root() : node;
        }
        if (size <= LCA_TABLE_LIMIT) {
            lcaTable = new int[size * size];
            for (int a = 0; a < size; a++) {
                for (int b = a; b < size; b++) {
                    int x = hierarchy.lca(a, b);
                    lcaTable[a * size + b] = x;
                    lcaTable[b * size + a] = x;
                }
            }
        } else {
            lcaTable = null;
        }
    }

    public Hierarchy hierarchy() {
        return hierarchy;
    }

    /** Number of codes of the column (rows of a cost table). */
    public int codeCount() {
        return nodeOfCode.length;
    }

    /** The hierarchy node of dictionary code {@code code} (the root for {@code *}). */
    public int node(int code) {
        return nodeOfCode[code];
    }

    /** The lowest common ancestor of two nodes. */
    public int lca(int a, int b) {
        return lcaTable != null ? lcaTable[a * size + b] : hierarchy.lca(a, b);
    }
}
