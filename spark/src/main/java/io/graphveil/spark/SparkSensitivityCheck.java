package io.graphveil.spark;

import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import io.graphveil.verify.SensitivityCheck;
import io.graphveil.verify.SensitivityClaim;
import io.graphveil.verify.Violation;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import static org.apache.spark.sql.functions.aggregate;
import static org.apache.spark.sql.functions.array_sort;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.collect_list;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.element_at;
import static org.apache.spark.sql.functions.greatest;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.map_from_arrays;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

/**
 * The verifier's check of personalized {@code w} on Spark, weighing as {@link SensitivityCheck}
 * weighs ({@link SensitivityCheck.Formula}): the values' frequencies from one group-by (over the
 * persons through the mapping when the claim counts persons, a person's value the smallest known
 * value its rows show; over the rows otherwise), each distinct value and requirement cell weighed
 * on the driver, each row's weight a lookup in those small maps; then per group (and person: the
 * largest weight of its rows there) the records per distinct weight, and the group's mean added in
 * ascending weight inside Spark ({@code aggregate} over the sorted entries) — the single machine's
 * order, so the same bits. Only the failing groups and the largest mean reach the driver. A bad
 * requirement level is reported once per distinct cell (the value named, not a row) and weighs 1.
 */
final class SparkSensitivityCheck {
    private static final String W = "__gv_w";
    private static final String RECORDS = "__gv_c";
    private static final String ROWS = "__gv_rows";
    private static final String MEAN = "__gv_mean";

    private SparkSensitivityCheck() {
    }

    /**
     * @param rows    the rows with their group keys ({@code keys}) and, when {@code persons}, {@code __gv_person}
     * @param persons whether each person weighs once (the claim counts persons and the mapping is given)
     * @param where   a group's row (its keys, then {@code __gv_n}, its rows) → the class in words
     * @return the largest mean of a group, or −1 when the claim cannot be checked (the reason added to {@code out})
     */
    static double check(Schema schema, Dataset<Row> rows, String[] keys, SensitivityClaim claim, boolean persons,
                        List<Violation> out, Function<Row, String> where) {
        SensitivityCheck.Formula f = SensitivityCheck.Formula.of(schema, claim, out);
        if (f == null) {
            return -1;
        }
        Column value = col("`" + f.attribute().name() + "`");
        Column known = value.isNotNull().and(value.notEqual(Values.MISSING));
        Dataset<Row> valued = persons
                ? rows.groupBy(col("__gv_person")).agg(min(when(known, value)).as("__gv_v"))
                : rows.select(when(known, value).as("__gv_v"));
        long n = valued.count();
        Map<String, Long> frequency = new HashMap<>();
        for (Row r : valued.where(col("__gv_v").isNotNull()).groupBy("__gv_v").count().collectAsList()) {
            frequency.put(r.getString(0), r.getLong(1));
        }
        long most = frequency.values().stream().mapToLong(Long::longValue).max().orElse(1);
        List<String> values = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        for (Row r : rows.where(known).select(value).distinct().collectAsList()) {
            String v = r.getString(0);
            values.add(v);
            weights.add(f.valueWeight(v, frequency.getOrDefault(v, 0L), n, most));
        }
        Column weight = when(known, lookup(value, values, weights)).otherwise(lit(0.0));
        if (f.requirement() >= 0) {
            Column cell = col("`" + schema.attribute(f.requirement()).name() + "`");
            List<String> cells = new ArrayList<>();
            List<Double> levels = new ArrayList<>();
            for (Row r : rows.where(cell.isNotNull()).select(cell).distinct().collectAsList()) {
                String c = r.getString(0);
                double w = f.requirementWeight(c);
                if (Double.isNaN(w)) {
                    out.add(f.badLevel(c, "'" + schema.attribute(f.requirement()).name() + "' = '" + c + "'"));
                    w = 1;
                }
                cells.add(c);
                levels.add(w);
            }
            weight = greatest(weight, when(cell.isNull(), lit(0.0)).otherwise(lookup(cell, cells, levels)));
        }
        Column[] group = SparkVerifier.columns(keys);
        Dataset<Row> weighed = rows.withColumn(W, weight);
        Dataset<Row> records = persons
                ? weighed.groupBy(SparkVerifier.plus(group, col("__gv_person")))
                        .agg(max(W).as(W), count(lit(1)).as(ROWS))
                : weighed.select(SparkVerifier.plus(group, col(W), lit(1L).as(ROWS)));
        Column entry = struct(col(W), col(RECORDS));
        Dataset<Row> means = records.groupBy(SparkVerifier.plus(group, col(W)))
                .agg(count(lit(1)).as(RECORDS), sum(ROWS).as(ROWS))
                .groupBy(group).agg(
                        aggregate(array_sort(collect_list(entry)), lit(0.0),
                                (acc, x) -> acc.plus(x.getField(RECORDS).multiply(x.getField(W)))).as("__gv_sum"),
                        sum(RECORDS).as(RECORDS), sum(ROWS).as("__gv_n"))
                .select(SparkVerifier.plus(group, col("__gv_n"), col("__gv_sum").divide(col(RECORDS)).as(MEAN)))
                .cache();
        try {
            Row top = means.agg(max(MEAN)).first();
            for (Row g : means.where(col(MEAN).gt(SensitivityCheck.bound(claim))).collectAsList()) {
                out.add(SensitivityCheck.tooHigh(g.getDouble(g.fieldIndex(MEAN)), claim, where.apply(g)));
            }
            return top.isNullAt(0) ? -1 : top.getDouble(0);
        } finally {
            means.unpersist();
        }
    }

    /** {@code column} through a small value → weight map (every value it holds is a key). */
    private static Column lookup(Column column, List<String> keys, List<Double> weights) {
        if (keys.isEmpty()) {
            return lit(0.0);
        }
        TreeMap<String, Double> sorted = new TreeMap<>();
        for (int i = 0; i < keys.size(); i++) {
            sorted.put(keys.get(i), weights.get(i));
        }
        return element_at(map_from_arrays(lit(sorted.keySet().toArray(new String[0])),
                lit(sorted.values().stream().mapToDouble(Double::doubleValue).toArray())), column);
    }
}
