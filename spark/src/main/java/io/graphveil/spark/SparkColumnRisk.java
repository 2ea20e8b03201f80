package io.graphveil.spark;

import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import io.graphveil.policy.ColumnRisk;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.countDistinct;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

/**
 * {@link ColumnRisk} of the persons' columns published as they are, on Spark: per such column one
 * group-by of its known values, each with its rows and, per quasi-identifier, the rows where that
 * is known too and its distinct known values there; then one aggregate over the values gives the
 * singletons, whether a value is shared, and per quasi-identifier the most values one value goes
 * with and the values seen in two rows. Only one row per column reaches the driver; the verdict is
 * {@link ColumnRisk}'s own. Cost: one group-by per NON_PRIVACY or SENSITIVE column, one for the
 * unique rows.
 */
final class SparkColumnRisk {
    private SparkColumnRisk() {
    }

    static ColumnRisk of(Schema schema, Dataset<Row> people) {
        int[] published = ColumnRisk.publishedAsTheyAre(schema);
        if (published.length == 0) {
            return ColumnRisk.of(schema, new Counted(Map.of(), 0, new int[0]), SparkQuality.uniqueRowShare(schema,
                    people));
        }
        int[] qi = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        long rows = people.count();
        Map<Integer, Row> figures = new HashMap<>();
        for (int a : published) {
            Column value = name(schema, a);
            List<Column> perValue = new ArrayList<>();
            perValue.add(count(lit(1)).as("n"));
            for (int j = 0; j < qi.length; j++) {
                Column q = name(schema, qi[j]);
                Column known = q.notEqual(Values.MISSING);
                perValue.add(count(when(known, lit(1))).as("n" + j));
                perValue.add(countDistinct(when(known, q)).as("d" + j));
            }
            Dataset<Row> values = people.where(value.notEqual(Values.MISSING)).groupBy(value)
                    .agg(perValue.get(0), perValue.subList(1, perValue.size()).toArray(Column[]::new));
            List<Column> overValues = new ArrayList<>();
            overValues.add(sum(when(col("n").equalTo(1L), 1L).otherwise(0L)));
            overValues.add(sum(when(col("n").geq(2L), 1L).otherwise(0L)));
            for (int j = 0; j < qi.length; j++) {
                overValues.add(max(col("d" + j)));
                overValues.add(sum(when(col("n" + j).geq(2L), 1L).otherwise(0L)));
            }
            figures.put(a, values.agg(overValues.get(0), overValues.subList(1, overValues.size())
                    .toArray(Column[]::new)).first());
        }
        return ColumnRisk.of(schema, new Counted(figures, rows, qi), SparkQuality.uniqueRowShare(schema, people));
    }

    /** The figures as the one aggregate row per column holds them. */
    private record Counted(Map<Integer, Row> figures, long rows, int[] qi) implements ColumnRisk.Figures {
        @Override
        public double singletonShare(int a) {
            return rows == 0 ? 0 : longAt(figures.get(a), 0) / (double) rows;
        }

        @Override
        public boolean hasSharedValue(int a) {
            return longAt(figures.get(a), 1) > 0;
        }

        @Override
        public boolean determines(int a, int q) {
            int j = 0;
            while (qi[j] != q) {
                j++;
            }
            Row r = figures.get(a);
            return longAt(r, 2 + 2 * j) <= 1 && longAt(r, 3 + 2 * j) >= ColumnRisk.MIN_GROUPS;
        }

        private static long longAt(Row r, int i) {
            return r.isNullAt(i) ? 0 : r.getLong(i);
        }
    }

    private static Column name(Schema schema, int a) {
        return col("`" + schema.attribute(a).name() + "`");
    }
}
