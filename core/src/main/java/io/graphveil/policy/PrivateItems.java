package io.graphveil.policy;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The private values at stake, as ids: one per (PRIVACY attribute, value of its private-value set),
 * the set closed upward as the run applies it. A person <em>holds</em> an item when its value is
 * that private value or lies under that private label in the attribute's hierarchy (a doctor holds
 * {@code 6} and, when it is private, {@code professional}); <em>holder status</em> is holding any.
 * Immutable.
 */
public final class PrivateItems {
    private final String[] attribute;
    private final String[] value;

    private PrivateItems(String[] attribute, String[] value) {
        this.attribute = attribute;
        this.value = value;
    }

    /** The items of {@code schema}'s PRIVACY attributes, in schema order, each set in its own order. */
    public static PrivateItems of(Schema schema) {
        List<String> a = new ArrayList<>();
        List<String> v = new ArrayList<>();
        for (int i : schema.indexesOf(AttributeRole.PRIVACY)) {
            Attribute attr = schema.attribute(i);
            for (String p : attr.privateValues()) {
                a.add(attr.name());
                v.add(p);
            }
        }
        return new PrivateItems(a.toArray(new String[0]), v.toArray(new String[0]));
    }

    public int size() {
        return value.length;
    }

    public String attribute(int item) {
        return attribute[item];
    }

    public String value(int item) {
        return value[item];
    }

    /** {@code attribute=value}, e.g. {@code occupation=19}. */
    public String describe(int item) {
        return attribute[item] + "=" + value[item];
    }

    /**
     * For each row of {@code table}, the ids of the items it holds, ascending: its value is the
     * private value, or lies under it in the hierarchy. Cost {@code O(rows · attributes)} after one
     * pass over each column's dictionary.
     */
    public int[][] held(Table table, Hierarchies hierarchies) {
        Schema schema = table.schema();
        List<int[][]> perColumn = new ArrayList<>();
        List<Column> columns = new ArrayList<>();
        for (int a = 0; a < schema.size(); a++) {
            String name = schema.attribute(a).name();
            if (schema.attribute(a).role() != AttributeRole.PRIVACY || !hasItems(name)) {
                continue;
            }
            Column column = table.column(a);
            Hierarchy h = hierarchies.get(name).orElse(null);
            int[][] itemsOfCode = new int[column.dictionarySize()][];
            for (int code = 0; code < itemsOfCode.length; code++) {
                itemsOfCode[code] = code == Column.MISSING_CODE ? new int[0]
                        : itemsOf(name, column.decode(code), h);
            }
            perColumn.add(itemsOfCode);
            columns.add(column);
        }
        int[][] out = new int[table.rowCount()][];
        int[] scratch = new int[value.length];
        for (int r = 0; r < out.length; r++) {
            int k = 0;
            for (int c = 0; c < columns.size(); c++) {
                for (int id : perColumn.get(c)[columns.get(c).code(r)]) {
                    scratch[k++] = id;
                }
            }
            out[r] = Arrays.copyOf(scratch, k);
            Arrays.sort(out[r]);
        }
        return out;
    }

    /** The items a value of {@code attributeName} holds: itself if private, and its private ancestors. */
    public int[] itemsOf(String attributeName, String shown, Hierarchy h) {
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < value.length; i++) {
            if (!attribute[i].equals(attributeName)) {
                continue;
            }
            if (value[i].equals(shown)) {
                ids.add(i);
            } else if (h != null) {
                int node = h.node(shown);
                int label = h.node(value[i]);
                if (node >= 0 && label >= 0 && h.covers(label, node)) {
                    ids.add(i);
                }
            }
        }
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }

    private boolean hasItems(String attributeName) {
        for (String a : attribute) {
            if (a.equals(attributeName)) {
                return true;
            }
        }
        return false;
    }

    /** Whether each row holds some item. */
    public static boolean[] holders(int[][] held) {
        boolean[] out = new boolean[held.length];
        for (int r = 0; r < out.length; r++) {
            out[r] = held[r].length > 0;
        }
        return out;
    }
}
