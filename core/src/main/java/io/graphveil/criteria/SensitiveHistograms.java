package io.graphveil.criteria;

import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeType;
import io.graphveil.model.Column;
import io.graphveil.model.Table;

/**
 * What t-closeness needs of the whole table besides the classes' histograms: the counts of each
 * known value of the SENSITIVE attribute over the table, and the order of its values. Missing
 * values are not counted, so a split person's shadow (which shows no SENSITIVE value) never counts
 * twice: the histograms count persons in the graph pipeline.
 */
final class SensitiveHistograms {
    private SensitiveHistograms() {
    }

    /** Known rows of each code over the whole table. */
    static int[] overall(Table table) {
        Column column = table.column(SensitiveValues.attribute(table.schema()));
        int[] counts = new int[column.dictionarySize()];
        for (int r = 0; r < column.size(); r++) {
            int code = column.code(r);
            if (code != Column.MISSING_CODE) {
                counts[code]++;
            }
        }
        return counts;
    }

    /** Ranks renumbered 0..m−1 over the codes present, keeping their order. */
    private static int[] compact(int[] rank) {
        Integer[] codes = new Integer[rank.length - 1];
        for (int code = 1; code < rank.length; code++) {
            codes[code - 1] = code;
        }
        java.util.Arrays.sort(codes, java.util.Comparator.comparingInt(c -> rank[c]));
        int[] out = new int[rank.length];
        for (int i = 0; i < codes.length; i++) {
            out[codes[i]] = i;
        }
        return out;
    }

    /**
     * The rank of each code in the attribute's order (ORDINAL: the schema's order; CONTINUOUS: by
     * number), or null for a NOMINAL attribute, whose values are all equally far apart.
     */
    static int[] ranks(Table table) {
        int s = SensitiveValues.attribute(table.schema());
        Column column = table.column(s);
        String[] dictionary = new String[column.dictionarySize()];
        for (int code = 1; code < dictionary.length; code++) {
            dictionary[code] = column.decode(code);
        }
        return ranks(table.schema().attribute(s), dictionary);
    }

    /**
     * {@link #ranks(Table)} for values coded by {@code dictionary} (code 0, missing, unranked): what
     * an engine that holds the rows elsewhere hands over.
     */
    static int[] ranks(Attribute a, String[] dictionary) {
        int n = dictionary.length;
        if (a.type() == AttributeType.ORDINAL && !a.order().isEmpty()) {
            int[] rank = new int[n];
            for (int code = 1; code < n; code++) {
                rank[code] = a.order().indexOf(dictionary[code]);
                if (rank[code] < 0) {
                    return null; // a value outside the order: no order to measure along
                }
            }
            return compact(rank);
        }
        if (a.type() == AttributeType.CONTINUOUS) {
            Integer[] codes = new Integer[n - 1];
            for (int code = 1; code < n; code++) {
                codes[code - 1] = code;
            }
            java.util.Arrays.sort(codes, java.util.Comparator.comparingDouble(c -> Double.parseDouble(dictionary[c])));
            int[] rank = new int[n];
            for (int i = 0; i < codes.length; i++) {
                rank[codes[i]] = i;
            }
            return rank;
        }
        return null;
    }
}
