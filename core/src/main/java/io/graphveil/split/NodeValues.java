package io.graphveil.split;

import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Attribute values of the nodes while splitting, as dictionary codes per attribute (code 0 is
 * {@code *}), with room for the copies; dictionaries grow when a copy receives a label the data
 * never held (a nearest non-private ancestor).
 */
final class NodeValues {
    private final int[][] codes;
    private final List<List<String>> dictionaries = new ArrayList<>();
    private final List<Map<String, Integer>> lookups = new ArrayList<>();

    NodeValues(Table table, int capacity) {
        codes = new int[table.columnCount()][];
        for (int a = 0; a < codes.length; a++) {
            Column c = table.column(a);
            codes[a] = java.util.Arrays.copyOf(c.codes(), capacity);
            List<String> dict = new ArrayList<>(c.dictionarySize());
            for (int i = 0; i < c.dictionarySize(); i++) {
                dict.add(c.decode(i));
            }
            dictionaries.add(dict);
            lookups.add(null);
        }
    }

    int code(int node, int attribute) {
        return codes[attribute][node];
    }

    void set(int node, int attribute, int code) {
        codes[attribute][node] = code;
    }

    String decode(int attribute, int code) {
        return dictionaries.get(attribute).get(code);
    }

    /** The code of {@code label}, adding it to the attribute's dictionary when new. */
    int encode(int attribute, String label) {
        Map<String, Integer> lookup = lookups.get(attribute);
        List<String> dict = dictionaries.get(attribute);
        if (lookup == null) {
            lookup = new HashMap<>();
            for (int i = 0; i < dict.size(); i++) {
                lookup.put(dict.get(i), i);
            }
            lookups.set(attribute, lookup);
        }
        Integer c = lookup.get(label);
        if (c == null) {
            c = dict.size();
            dict.add(label);
            lookup.put(label, c);
        }
        return c;
    }

    /** The first {@code nodes} nodes as a table, with {@code ids} in the identifier column. */
    Table toTable(Schema schema, int nodes, int idColumn, String[] ids) {
        List<Column> columns = new ArrayList<>();
        for (int a = 0; a < codes.length; a++) {
            if (a == idColumn) {
                columns.add(Column.of(java.util.Arrays.copyOf(ids, nodes)));
            } else {
                columns.add(Column.fromCodes(java.util.Arrays.copyOf(codes[a], nodes),
                        dictionaries.get(a).toArray(new String[0])));
            }
        }
        return Table.of(schema, columns);
    }
}
