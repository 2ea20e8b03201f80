package io.graphveil.spark;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import io.graphveil.split.DecoyPlan;
import io.graphveil.split.ShadowForm;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.when;

/**
 * Who is split under the safe rules, on Spark: the single-machine {@code split.DecoyPlan} from one
 * group-by. A person's stratum depends only on its dealt columns (their labels, or whether they
 * are missing), its class, whether it holds a private value and whether it has two friends, so the
 * persons are grouped by those and the driver, holding only the distinct combinations and their
 * counts, climbs the shadow form and sizes every stratum with the single-machine arithmetic
 * ({@link DecoyPlan#climbed}, {@link DecoyPlan#stratum}). The decoys are then each stratum's
 * candidates with the smallest keys (then ids): a broadcast join of the strata's quotas and one
 * window ranking. Targets: holders with two friends or more, and the decoys.
 */
final class SparkDecoyPlan {
    /**
     * @param targets one row per target: {@code id}, {@code key} (its keyed hash), {@code degree}
     * @param plan    the owner's figures, as the single-machine plan describes itself
     * @param form    the shadow form after the climbing
     * @param holders persons holding a private value
     */
    record Result(Dataset<Row> targets, Map<String, Object> plan, ShadowForm form, long holders) {
    }

    private SparkDecoyPlan() {
    }

    /**
     * @param persons the schema's columns, {@code __gv_key} (long), {@code __gv_deg} (long),
     *                {@code __gv_holder} (boolean) and {@code __gv_class} (string, each person's class label)
     * @param share   the largest share of holders among a stratum's carriers
     * @param withinClasses whether strata are within the classes of {@code __gv_class}
     */
    static Result of(Schema schema, Hierarchies hierarchies, Dataset<Row> persons, double share,
                     boolean withinClasses) {
        Grouped g = Grouped.of(schema, hierarchies, persons);
        ShadowForm form = g.form;
        int[] dealt = g.dealt;
        List<String> keys = g.keys;
        List<Row> combos = g.combos;
        Dataset<Row> shown = g.shown;
        int width = dealt.length;
        DecoyPlan.climbed(form, f -> strata(combos, dealt, f, share, false, null));
        Map<String, String> comboStratum = new TreeMap<>();
        List<DecoyPlan.Stratum> strata = strata(combos, dealt, form, share, withinClasses, comboStratum);
        long holdersSplit = 0;
        long holdersUnsplit = 0;
        for (Row r : combos) {
            if (r.getBoolean(width + 1)) {
                if (r.getBoolean(width + 2)) {
                    holdersSplit += r.getLong(width + 3);
                } else {
                    holdersUnsplit += r.getLong(width + 3);
                }
            }
        }
        Map<String, Object> plan = DecoyPlan.describe(strata, (int) holdersSplit, (int) holdersUnsplit, form,
                withinClasses);

        // the candidates' combinations with their stratum's quota of decoys
        Map<String, Integer> quota = new TreeMap<>();
        for (DecoyPlan.Stratum s : strata) {
            quota.put(s.key(), s.decoys());
        }
        List<Row> quotas = new ArrayList<>();
        for (Row r : combos) {
            String stratum = comboStratum.get(comboKey(r, width));
            boolean candidate = !r.getBoolean(width + 1) && r.getBoolean(width + 2);
            if (candidate && stratum != null && quota.get(stratum) > 0) {
                Object[] out = new Object[width + 3];
                for (int i = 0; i <= width; i++) {
                    out[i] = r.get(i);
                }
                out[width + 1] = stratum;
                out[width + 2] = quota.get(stratum);
                quotas.add(RowFactory.create(out));
            }
        }
        StructType quotaType = new StructType();
        for (int i = 0; i <= width; i++) {
            quotaType = quotaType.add(keys.get(i), DataTypes.StringType, false);
        }
        quotaType = quotaType.add("__gv_stratum", DataTypes.StringType, false).add("__gv_quota", DataTypes.IntegerType, false);
        String id = "`" + schema.attribute(schema.identifierIndex()).name() + "`";
        Dataset<Row> candidates = shown.where(col("__gv_holder").equalTo(false).and(col("__gv_two")))
                .join(broadcast(persons.sparkSession().createDataFrame(quotas, quotaType)),
                        Names.seq(keys.subList(0, width + 1).toArray(String[]::new)));
        Dataset<Row> decoys = candidates
                .withColumn("__gv_rank", row_number().over(Window.partitionBy("__gv_stratum")
                        .orderBy(col("__gv_key"), col(id))))
                .where(col("__gv_rank").leq(col("__gv_quota")))
                .select(col(id).as("id"), col("__gv_key").as("key"), col("__gv_deg").as("degree"));
        Dataset<Row> holders = shown.where(col("__gv_holder").and(col("__gv_two")))
                .select(col(id).as("id"), col("__gv_key").as("key"), col("__gv_deg").as("degree"));
        return new Result(holders.union(decoys), plan, form, holdersSplit + holdersUnsplit);
    }

    /**
     * The persons grouped by what sets their stratum: each dealt column's value as the shadow form
     * reads it ({@code __gv_s<a>}: the label, or whether it is missing), their class, whether they
     * hold a private value and whether they have two friends; the distinct combinations, counted,
     * on the driver.
     */
    private record Grouped(ShadowForm form, int[] dealt, Dataset<Row> shown, List<String> keys, List<Row> combos) {
        static Grouped of(Schema schema, Hierarchies hierarchies, Dataset<Row> persons) {
            ShadowForm form = ShadowForm.of(schema, hierarchies, a -> distinct(persons, schema.attribute(a).name()));
            int[] dealt = form.dealt();
            Dataset<Row> shown = persons.withColumn("__gv_two", col("__gv_deg").geq(2));
            List<String> keys = new ArrayList<>();
            for (int a : dealt) {
                Column value = col("`" + schema.attribute(a).name() + "`");
                shown = shown.withColumn("__gv_s" + a, form.kind(a) == ShadowForm.Kind.LABEL ? value
                        : when(value.equalTo(Values.MISSING), Values.MISSING).otherwise("+"));
                keys.add("__gv_s" + a);
            }
            keys.add("__gv_class");
            keys.add("__gv_holder");
            keys.add("__gv_two");
            List<Row> combos = shown.groupBy(keys.stream().map(k -> col(k)).toArray(Column[]::new)).count()
                    .collectAsList();
            return new Grouped(form, dealt, shown, keys, combos);
        }
    }

    /**
     * Each person's shadow-carrier category before any class is known
     * ({@code split.NodeSplitter#carriers}, {@link io.graphveil.criteria.ShadowHolderShare#category}):
     * its stratum over the whole table, after the climbing, when it is a holder, has two friends or
     * more, or shows the shadows' pattern as it is; −1 otherwise. Patterns are numbered in the
     * order of their stratum keys (the single machine numbers them in order of first appearance:
     * the criterion's verdicts do not depend on the numbering).
     *
     * @param persons as for {@link #of}, without {@code __gv_class}
     * @return {@code persons} with {@link SparkDatafly#CATEGORY} (an int) added
     */
    static Dataset<Row> carriers(Schema schema, Hierarchies hierarchies, Dataset<Row> persons, double share) {
        Grouped g = Grouped.of(schema, hierarchies, persons.withColumn("__gv_class", lit("")));
        int width = g.dealt.length;
        DecoyPlan.climbed(g.form, f -> strata(g.combos, g.dealt, f, share, false, null));
        Map<String, Integer> patterns = new TreeMap<>();
        for (Row r : g.combos) {
            patterns.put(g.form.stratum(a -> r.getString(indexOf(g.dealt, a))), 0);
        }
        int next = 0;
        for (Map.Entry<String, Integer> e : patterns.entrySet()) {
            e.setValue(next++);
        }
        StructType type = new StructType();
        for (int i = 0; i < width; i++) {
            type = type.add(g.keys.get(i), DataTypes.StringType, false);
        }
        type = type.add("__gv_holder", DataTypes.BooleanType, false).add("__gv_two", DataTypes.BooleanType, false)
                .add(SparkDatafly.CATEGORY, DataTypes.IntegerType, false);
        List<Row> categories = new ArrayList<>();
        for (Row r : g.combos) {
            java.util.function.IntFunction<String> value = a -> r.getString(indexOf(g.dealt, a));
            boolean holder = r.getBoolean(width + 1);
            boolean two = r.getBoolean(width + 2);
            boolean carries = holder || two || g.form.showsShadowPattern(value);
            Object[] out = new Object[width + 3];
            for (int i = 0; i < width; i++) {
                out[i] = r.getString(i);
            }
            out[width] = holder;
            out[width + 1] = two;
            out[width + 2] = carries ? io.graphveil.criteria.ShadowHolderShare.category(
                    patterns.get(g.form.stratum(value)), holder) : -1;
            categories.add(RowFactory.create(out));
        }
        List<String> on = new ArrayList<>(g.keys.subList(0, width));
        on.add("__gv_holder");
        on.add("__gv_two");
        Dataset<Row> joined = g.shown.join(broadcast(persons.sparkSession().createDataFrame(categories, type)),
                Names.seq(on.toArray(String[]::new)));
        List<Column> out = new ArrayList<>();
        for (String name : persons.columns()) {
            out.add(col("`" + name + "`"));
        }
        out.add(col(SparkDatafly.CATEGORY));
        return joined.select(out.toArray(new Column[0]));
    }

    /**
     * The strata of the persons grouped in {@code combos} under {@code form}, sorted by key; when
     * {@code candidates} is given, each candidate combination's stratum is put in it.
     */
    private static List<DecoyPlan.Stratum> strata(List<Row> combos, int[] dealt, ShadowForm form, double share,
                                                  boolean withinClasses, Map<String, String> candidates) {
        int width = dealt.length;
        Map<String, long[]> counts = new TreeMap<>(); // holders, native carriers, candidates
        for (Row r : combos) {
            java.util.function.IntFunction<String> value = a -> r.getString(indexOf(dealt, a));
            String key = DecoyPlan.stratumKey(withinClasses ? r.getString(width) : null, form.stratum(value));
            long[] c = counts.computeIfAbsent(key, k -> new long[3]);
            long n = r.getLong(width + 3);
            if (r.getBoolean(width + 1)) {
                c[0] += n;
            } else if (form.showsShadowPattern(value)) {
                c[1] += n;
            } else if (r.getBoolean(width + 2)) {
                c[2] += n;
                if (candidates != null) {
                    candidates.put(comboKey(r, width), key);
                }
            }
        }
        List<DecoyPlan.Stratum> out = new ArrayList<>();
        for (Map.Entry<String, long[]> e : counts.entrySet()) {
            long[] c = e.getValue();
            out.add(DecoyPlan.stratum(e.getKey(), (int) c[0], (int) c[1], (int) c[2], share));
        }
        return out;
    }

    /** A combination's dealt columns and class, as one string. */
    private static String comboKey(Row r, int width) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i <= width; i++) {
            sb.append(r.getString(i)).append('\u0000');
        }
        return sb.toString();
    }

    private static int indexOf(int[] dealt, int a) {
        for (int i = 0; i < dealt.length; i++) {
            if (dealt[i] == a) {
                return i;
            }
        }
        throw new IllegalArgumentException("column " + a + " is not dealt");
    }

    /** The distinct known values of a column, in no fixed order. */
    static List<String> distinct(Dataset<Row> persons, String column) {
        List<String> out = new ArrayList<>();
        for (Row r : persons.select(col("`" + column + "`")).distinct().collectAsList()) {
            out.add(r.getString(0));
        }
        out.removeIf(Values::isMissing);
        return out;
    }

    /** Whether each person holds a private value: a PRIVACY column's value among its private ones. */
    static Column holder(Schema schema, Dataset<Row> persons) {
        Column any = lit(false);
        for (int a : schema.indexesOf(AttributeRole.PRIVACY)) {
            Attribute attribute = schema.attribute(a);
            List<String> values = distinct(persons, attribute.name());
            values.removeIf(v -> !attribute.isPrivateValue(v));
            if (!values.isEmpty()) {
                any = any.or(col("`" + attribute.name() + "`").isin(values.toArray()));
            }
        }
        return any;
    }
}
