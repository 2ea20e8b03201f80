package io.graphveil.quality;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What happened to each quasi-identifier, in one line each: published as it was, generalized to
 * {@code *} in every row, or how many distinct values are left of how many and in what share of the
 * rows it reads {@code *}. It compares the original with the published table, so it is the owner's.
 * O(rows · quasi-identifiers).
 */
public final class AttributeSummary {
    /** One quasi-identifier's fate. */
    public record Entry(String attribute, int originalValues, int publishedValues, double starShare) {
        /** The line a summary prints, e.g. {@code zip: generalized to * in all rows}. */
        public String describe() {
            if (starShare >= 1) {
                return attribute + ": generalized to * in all rows";
            }
            if (starShare == 0 && publishedValues == originalValues) {
                return attribute + ": published as it is (" + originalValues + " values)";
            }
            return String.format(Locale.ROOT, "%s: %d distinct published values (of %d)%s", attribute,
                    publishedValues, originalValues, starShare > 0
                            ? String.format(Locale.ROOT, ", * in %.1f%% of the rows", 100 * starShare) : "");
        }
    }

    private AttributeSummary() {
    }

    /** The entries of every quasi-identifier, in schema order. */
    public static List<Entry> of(QualityInput in) {
        Schema schema = in.anonymized().schema();
        List<Entry> out = new ArrayList<>();
        for (int a : schema.indexesOf(AttributeRole.QUASI_IDENTIFIER)) {
            String name = schema.attribute(a).name();
            int o = in.original().schema().indexOf(name);
            Column published = in.anonymized().column(a);
            long stars = 0;
            for (int r = 0; r < published.size(); r++) {
                stars += published.code(r) == Column.MISSING_CODE ? in.weight(r) : 0;
            }
            long rows = in.rows();
            out.add(new Entry(name, o < 0 ? 0 : present(in.original().column(o)), present(published),
                    rows == 0 ? 0 : stars / (double) rows));
        }
        return out;
    }

    /** {@code [{attribute, original_values, published_values, star_share, summary}]}. */
    public static ArrayNode toJson(List<Entry> entries, ArrayNode into) {
        for (Entry e : entries) {
            ObjectNode o = into.addObject();
            o.put("attribute", e.attribute());
            o.put("original_values", e.originalValues());
            o.put("published_values", e.publishedValues());
            o.put("star_share", e.starShare());
            o.put("summary", e.describe());
        }
        return into;
    }

    private static int present(Column c) {
        boolean[] seen = new boolean[c.dictionarySize()];
        int n = 0;
        for (int r = 0; r < c.size(); r++) {
            int code = c.code(r);
            if (code != Column.MISSING_CODE && !seen[code]) {
                seen[code] = true;
                n++;
            }
        }
        return n;
    }
}
