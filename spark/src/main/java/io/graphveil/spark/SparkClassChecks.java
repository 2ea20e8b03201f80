package io.graphveil.spark;

import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import io.graphveil.verify.ClassCheck;
import io.graphveil.verify.HistogramCheck;
import io.graphveil.verify.Violation;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;

/**
 * The verifier's class checks that read a class's SENSITIVE histogram ({@link HistogramCheck}:
 * entropy l-diversity, t-closeness) on Spark: one group-by of the rows by their group and known
 * value gives every histogram; the driver runs the verifier's own checks on each. Driver memory:
 * one entry per (group, value) and one per group.
 */
final class SparkClassChecks {
    private SparkClassChecks() {
    }

    /** Whether every check of {@code checks} reads histograms only. */
    static boolean distributable(List<ClassCheck> checks) {
        return checks.stream().allMatch(c -> c instanceof HistogramCheck);
    }

    /**
     * @param rows   the rows with their group keys ({@code keys}: {@code __gv_sup} and one column per quasi-identifier)
     * @param groups the groups: the keys, then {@code __gv_n}
     * @param where  a group's row → the class in words
     */
    static List<Violation> check(Schema schema, int sensitive, List<ClassCheck> checks, Dataset<Row> rows,
                                 Dataset<Row> groups, String[] keys, java.util.function.Function<Row, String> where) {
        if (checks.isEmpty()) {
            return List.of();
        }
        Map<List<Object>, Map<String, Integer>> histograms = new HashMap<>();
        Map<String, Integer> table = new TreeMap<>();
        if (sensitive >= 0) {
            Column value = col("`" + schema.attribute(sensitive).name() + "`");
            Column[] by = new Column[keys.length + 1];
            for (int i = 0; i < keys.length; i++) {
                by[i] = col(keys[i]);
            }
            by[keys.length] = value.as("__gv_v");
            for (Row r : rows.where(value.isNotNull().and(value.notEqual(Values.MISSING))).groupBy(by)
                    .agg(count(lit(1))).collectAsList()) {
                String v = r.getString(keys.length);
                int n = Math.toIntExact(r.getLong(keys.length + 1));
                histograms.computeIfAbsent(key(r, keys.length), k -> new TreeMap<>()).put(v, n);
                table.merge(v, n, Integer::sum);
            }
        }
        List<Violation> out = new ArrayList<>();
        for (Row g : groups.collectAsList()) {
            boolean suppressedGroup = g.getBoolean(g.fieldIndex("__gv_sup"));
            Map<String, Integer> counts = histograms.getOrDefault(key(g, keys.length), Map.of());
            String at = where.apply(g);
            for (ClassCheck c : checks) {
                out.addAll(((HistogramCheck) c).check(schema, counts, table, at, suppressedGroup));
            }
        }
        return out;
    }

    private static List<Object> key(Row r, int width) {
        List<Object> k = new ArrayList<>(width);
        for (int i = 0; i < width; i++) {
            k.add(r.get(i));
        }
        return k;
    }
}
