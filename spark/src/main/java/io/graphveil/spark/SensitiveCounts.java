package io.graphveil.spark;

import io.graphveil.criteria.ClassAggregates;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.apache.spark.sql.functions.col;

/**
 * The SENSITIVE attribute's rows per base class and value, from one group-by of the quasi-identifiers
 * as read and the value: the histograms l-diversity, p-sensitivity, entropy l-diversity and
 * t-closeness judge ({@link io.graphveil.criteria.Needs#SENSITIVE_VALUES}), rolled up by the search
 * like every other aggregate. Driver memory: one entry per (base class, value).
 */
final class SensitiveCounts {
    private final Attribute attribute;
    private final String[] dictionary;
    private final int[] cls;
    private final int[] code;
    private final int[] count;

    /**
     * @param entries the group-by's rows: the {@code width} quasi-identifiers, the value, the count
     * @param baseOf  each quasi-identifier tuple's base class
     */
    SensitiveCounts(Attribute attribute, List<Row> entries, Map<List<String>, Integer> baseOf, int width) {
        this.attribute = attribute;
        TreeSet<String> known = new TreeSet<>();
        for (Row r : entries) {
            known.add(r.getString(width));
        }
        known.remove(Values.MISSING);
        String[] values = new String[known.size() + 1];
        values[0] = Values.MISSING; // a dictionary's code 0, never counted
        int v = 1;
        for (String value : known) {
            values[v++] = value;
        }
        this.dictionary = values;
        Map<String, Integer> codeOf = new java.util.HashMap<>();
        for (int d = 0; d < values.length; d++) {
            codeOf.put(values[d], d);
        }
        cls = new int[entries.size()];
        code = new int[entries.size()];
        count = new int[entries.size()];
        for (int e = 0; e < entries.size(); e++) {
            Row r = entries.get(e);
            cls[e] = baseOf.get(SparkDatafly.key(r, width));
            code[e] = codeOf.get(r.getString(width));
            count[e] = Math.toIntExact(r.getLong(width + 1));
        }
    }

    /**
     * The persons' known values of the policy's SENSITIVE attribute, counted by one group-by: the
     * distribution t-closeness measures against ({@link io.graphveil.criteria.CriterionSpec.Context#sensitiveCounts}).
     */
    static Map<String, Integer> ofPersons(Dataset<Row> people, Schema policy) {
        String name = policy.attribute(policy.indexesOf(AttributeRole.SENSITIVE)[0]).name();
        Map<String, Integer> out = new java.util.TreeMap<>();
        for (Row r : people.where(col("`" + name + "`").notEqual(Values.MISSING))
                .groupBy(col("`" + name + "`")).count().collectAsList()) {
            out.put(r.getString(0), Math.toIntExact(r.getLong(1)));
        }
        return out;
    }

    /** The histograms, none in the {@code blanked} classes (a suppressed row publishes {@code *}). */
    void addTo(ClassAggregates.Builder builder, boolean[] blanked) {
        int[] shown = code.clone();
        for (int e = 0; e < shown.length; e++) {
            shown[e] = blanked[cls[e]] ? 0 : code[e];
        }
        builder.sensitiveValues(attribute, dictionary, cls, shown, count);
    }
}
