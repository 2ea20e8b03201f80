package io.graphveil.verify;

import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Counts of the known values of a published table's SENSITIVE attribute, read as published. */
final class SensitiveDistribution {
    private SensitiveDistribution() {
    }

    /** The SENSITIVE attribute's column, or −1 when the schema has none. */
    static int column(Schema schema) {
        int[] s = schema.indexesOf(AttributeRole.SENSITIVE);
        return s.length == 1 ? s[0] : -1;
    }

    /** Value → rows showing it, over {@code rows} (all rows when null), missing values left out. */
    static Map<String, Integer> counts(PublishedTable table, int column, List<Integer> rows) {
        Map<String, Integer> out = new TreeMap<>();
        int n = rows == null ? table.rowCount() : rows.size();
        for (int i = 0; i < n; i++) {
            String v = table.value(rows == null ? i : rows.get(i), column);
            if (!Values.isMissing(v)) {
                out.merge(v, 1, Integer::sum);
            }
        }
        return out;
    }
}
