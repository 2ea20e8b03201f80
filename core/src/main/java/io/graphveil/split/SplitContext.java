package io.graphveil.split;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

/**
 * What both sets of {@link SplitRules} read while a graph is split: the schema, the original
 * table, the growing graph and values, which codes are private, and each PRIVACY attribute's
 * hierarchy. Mutable with the split; confined to one {@link NodeSplitter#split} call.
 */
final class SplitContext {
    final Schema schema;
    final AttributeSocialNetwork network;
    final Table table;
    /** The growing graph and values, once {@link #allocate} has sized them. */
    SplitGraph graph;
    NodeValues values;
    final int[] privacy;
    /** {@code privateCode[a][code]}: null for an attribute that is not PRIVACY. */
    final boolean[][] privateCode;
    final Hierarchy[] hierarchyOf;
    /** Private values held by each original node. */
    final int[] privateCount;
    /** Each node's keyed hash and person. */
    final NodeKeys keys;

    SplitContext(AttributeSocialNetwork network, Hierarchies hierarchies, long seed) {
        this.network = network;
        this.keys = new NodeKeys(network, seed);
        this.schema = network.schema();
        this.table = network.table();
        this.privacy = schema.indexesOf(AttributeRole.PRIVACY);
        this.privateCode = new boolean[schema.size()][];
        this.hierarchyOf = new Hierarchy[schema.size()];
        for (int a : privacy) {
            Attribute attribute = schema.attribute(a);
            privateCode[a] = table.column(a).codesWhere(attribute::isPrivateValue);
            hierarchyOf[a] = hierarchies.get(attribute.name()).orElse(null);
        }
        this.privateCount = privateCounts(table, privacy, privateCode);
    }

    /** Whether each person of {@code table} holds a private value. */
    static boolean[] holders(Table table) {
        Schema schema = table.schema();
        int[] privacy = schema.indexesOf(AttributeRole.PRIVACY);
        boolean[][] privateCode = new boolean[schema.size()][];
        for (int a : privacy) {
            privateCode[a] = table.column(a).codesWhere(schema.attribute(a)::isPrivateValue);
        }
        int[] counts = privateCounts(table, privacy, privateCode);
        boolean[] out = new boolean[counts.length];
        for (int v = 0; v < out.length; v++) {
            out[v] = counts[v] > 0;
        }
        return out;
    }

    private static int[] privateCounts(Table table, int[] privacy, boolean[][] privateCode) {
        int[] out = new int[table.rowCount()];
        for (int v = 0; v < out.length; v++) {
            for (int a : privacy) {
                out[v] += privateCode[a][table.code(v, a)] ? 1 : 0;
            }
        }
        return out;
    }

    /** Makes room for the original nodes and {@code capacity − n} copies. */
    void allocate(int capacity) {
        keys.grow(capacity);
        graph = new SplitGraph(network.structure(), capacity);
        values = new NodeValues(table, capacity);
    }

    /**
     * Whether {@code code} of attribute {@code a} is a private value: codes past the original
     * dictionary are labels the split added (nearest non-private ancestors), never private.
     */
    boolean isPrivate(int a, int code) {
        return privateCode[a] != null && code < privateCode[a].length && privateCode[a][code];
    }

    /** Private values among a copy's codes. */
    int privateValues(int[] copy) {
        int n = 0;
        for (int a : privacy) {
            n += isPrivate(a, copy[a]) ? 1 : 0;
        }
        return n;
    }

    static boolean known(int code) {
        return code != Column.MISSING_CODE;
    }
}
