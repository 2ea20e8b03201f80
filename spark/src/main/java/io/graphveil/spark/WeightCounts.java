package io.graphveil.spark;

import io.graphveil.criteria.AverageSensitivity;
import io.graphveil.criteria.ClassAggregates;
import io.graphveil.criteria.GeneralSensitivity;
import io.graphveil.criteria.PrivacyCriterion;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

/**
 * The rows per base class, SENSITIVE value and requirement cell, from one group-by of the
 * quasi-identifiers as read, the value and the requirement column: what personalized {@code w}
 * ({@link AverageSensitivity}) judges. The driver weighs each (value, requirement) pair as the
 * single machine weighs a row ({@link GeneralSensitivity#valueWeight}, {@link
 * GeneralSensitivity#requirementWeight}), the frequencies counted over the rows given, and hands
 * the search each entry's weight ({@link ClassAggregates.Builder#weights}), which counts a class's
 * rows per distinct weight and sums them in the single machine's one order: the same bits on both
 * engines. Driver memory: one
 * entry per (base class, value, requirement level).
 */
final class WeightCounts {
    private final AverageSensitivity criterion;
    private final Attribute attribute;
    private final String requirement;
    private final int[] cls;
    private final String[] value;
    private final String[] level;
    private final int[] count;

    private WeightCounts(AverageSensitivity criterion, Attribute attribute, String requirement, int[] cls,
                         String[] value, String[] level, int[] count) {
        this.criterion = criterion;
        this.attribute = attribute;
        this.requirement = requirement;
        this.cls = cls;
        this.value = value;
        this.level = level;
        this.count = count;
    }

    /** {@code model}'s average-sensitivity criterion, or null when it has none. */
    static AverageSensitivity criterion(PrivacyModel model) {
        for (PrivacyCriterion c : model.criteria()) {
            if (c instanceof AverageSensitivity a) {
                return a;
            }
        }
        return null;
    }

    /**
     * Groups {@code rows} by {@code by} (the class's columns), the SENSITIVE value and the requirement
     * cell, and keeps the counts; null when {@code model} has no average-sensitivity criterion.
     *
     * @param classOf the class of a group-by row, read from its first {@code by.length} columns
     */
    static WeightCounts of(Dataset<Row> rows, Column[] by, Schema schema, PrivacyModel model,
                           java.util.function.ToIntFunction<Row> classOf) {
        AverageSensitivity criterion = criterion(model);
        if (criterion == null) {
            return null;
        }
        Attribute attribute = schema.attribute(schema.indexesOf(AttributeRole.SENSITIVE)[0]);
        String requirement = attribute.requirement().orElse(null);
        Column[] all = Arrays.copyOf(by, by.length + 2);
        all[by.length] = col("`" + attribute.name() + "`");
        all[by.length + 1] = requirement == null ? lit(Values.MISSING) : col("`" + requirement + "`");
        List<Row> entries = rows.groupBy(all).count().collectAsList();
        int n = entries.size();
        int[] cls = new int[n];
        String[] value = new String[n];
        String[] level = new String[n];
        int[] count = new int[n];
        for (int e = 0; e < n; e++) {
            Row r = entries.get(e);
            cls[e] = classOf.applyAsInt(r);
            value[e] = r.getString(by.length);
            level[e] = r.getString(by.length + 1);
            count[e] = Math.toIntExact(r.getLong(by.length + 2));
        }
        return new WeightCounts(criterion, attribute, requirement, cls, value, level, count);
    }

    /**
     * The weights, the SENSITIVE values of the {@code blanked} classes' rows published as {@code *}
     * (their requirement cells kept: a suppressed row keeps the columns beside its private ones).
     *
     * @param blankRows  rows beyond these, blank (weighing 0), counted in the frequencies' denominator
     * @param blankClass the class they belong to, or −1 when they are in none judged
     */
    void addTo(ClassAggregates.Builder builder, boolean[] blanked, long blankRows, int blankClass) {
        Map<String, Integer> frequency = new HashMap<>();
        long rows = blankRows;
        for (int e = 0; e < cls.length; e++) {
            rows += count[e];
            String v = shown(e, blanked);
            if (!Values.isMissing(v)) {
                frequency.merge(v, count[e], Integer::sum);
            }
        }
        int max = frequency.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        int n = Math.toIntExact(rows);
        int height = criterion.requirementHeight();
        // each requirement cell weighed once, in text order: a cell that is no level is named the
        // same way whatever order the group-by returned its entries in
        Map<String, Double> wapl = new java.util.TreeMap<>();
        if (requirement != null) {
            for (String cell : new java.util.TreeSet<>(Arrays.asList(level))) {
                wapl.put(cell, GeneralSensitivity.requirementWeight(requirement, cell, height, criterion.weights()));
            }
        }
        double[] weight = new double[cls.length];
        for (int e = 0; e < cls.length; e++) {
            String v = shown(e, blanked);
            double w = Values.isMissing(v) ? 0
                    : GeneralSensitivity.valueWeight(v, frequency.get(v), n, max, attribute, criterion.weights());
            weight[e] = requirement == null ? w : Math.max(w, wapl.get(level[e]));
        }
        if (blankClass >= 0 && blankRows > 0) {
            builder.weights(append(cls, blankClass), Arrays.copyOf(weight, weight.length + 1),
                    append(count, Math.toIntExact(blankRows)));
        } else {
            builder.weights(cls, weight, count);
        }
    }

    private static int[] append(int[] values, int last) {
        int[] out = Arrays.copyOf(values, values.length + 1);
        out[values.length] = last;
        return out;
    }

    private String shown(int e, boolean[] blanked) {
        return blanked != null && blanked[cls[e]] ? Values.MISSING : value[e];
    }
}
