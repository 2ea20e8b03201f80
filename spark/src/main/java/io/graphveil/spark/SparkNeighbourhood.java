package io.graphveil.spark;

import io.graphveil.attack.Attacker;
import io.graphveil.attack.DegreeGroups;
import io.graphveil.attack.Exposure;
import io.graphveil.attack.ExposureTally;
import io.graphveil.attack.TargetSample;
import io.graphveil.model.Permutations;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.collect_list;
import static org.apache.spark.sql.functions.countDistinct;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.sort_array;

/**
 * The neighbourhood attackers on Spark ({@code qi+neighbourhood exact} and {@code tolerant};
 * docs/THREAT-MODEL.md, the single machine's {@code attack.Disclosure}): a target knows a person's
 * quasi-identifiers, degree and its friends' degrees; it keeps the rows of the classes covering the
 * person whose published degree is the person's and whose friends' degrees, descending, are the
 * same (exact), or whose degree is at most the person's and whose friends' degrees are entry by
 * entry at most the person's (tolerant: splitting only removes friendships).
 *
 * <p>As on one machine, a seeded sample of persons is attacked when there are more than the
 * effort's number ({@link TargetSample}: keyed by the seed and the ids, so the same persons). The targets, with their
 * covering classes and friends' degrees, are a small table broadcast against the rows of those
 * classes; the rows they keep are compared with Spark's array functions ({@code zip_with},
 * {@code forall}), and per target the distinct candidate persons and, per item, the distinct
 * persons with a candidate row revealing it are two group-bys the driver judges with the single
 * machine's {@link ExposureTally}. Cost: the friends' degrees of the sampled persons and of the
 * rows of their classes (joins with the friendships), then {@code Σ_t} (rows of t's classes) pairs.
 */
final class SparkNeighbourhood {
    private static final String T = "__gv_t";
    private static final String D = "__gv_d";
    private static final String KNOWN = "__gv_known";
    private static final String SEQ = "__gv_seq";

    private final List<SparkTargets.Target> targets;
    private final boolean sampled;
    private final Dataset<Row> pairs;

    private SparkNeighbourhood(List<SparkTargets.Target> targets, boolean sampled, Dataset<Row> pairs) {
        this.targets = targets;
        this.sampled = sampled;
        this.pairs = pairs;
    }

    /**
     * @param classified the rows' numbers, persons, degrees, classes and revealed items
     */
    static SparkNeighbourhood of(SparkTargets all, Dataset<Row> classified, Dataset<Row> ids,
                                 SparkAudit.Friendships f) {
        SparkSession spark = classified.sparkSession();
        int n = Math.toIntExact(f.persons());
        boolean sampled = n > f.sample();
        int[] chosen = sampled ? sample(ids, f.sample(), f.seed()) : Permutations.identity(n);
        List<SparkTargets.Target> targets = all.targets(chosen);

        // the sampled persons' friends' known degrees
        List<Row> numbers = new ArrayList<>();
        for (int p : chosen) {
            numbers.add(RowFactory.create(p));
        }
        Dataset<Row> sample = broadcast(spark.createDataFrame(numbers, new StructType().add("a",
                DataTypes.IntegerType)));
        Map<Integer, int[]> known = new HashMap<>();
        for (Row r : SparkGraphMeasures.bothWays(f.known()).join(sample, "a")
                .join(all.knownDegrees().toDF("b", "d"), "b")
                .groupBy("a").agg(sort_array(collect_list(col("d")), false)).collectAsList()) {
            known.put(r.getInt(0), ints(r.getList(1)));
        }
        StructType type = new StructType().add(T, DataTypes.IntegerType).add(SparkAudit.CLASS, DataTypes.IntegerType)
                .add(D, DataTypes.IntegerType).add(KNOWN, DataTypes.createArrayType(DataTypes.IntegerType));
        List<Row> table = new ArrayList<>();
        for (SparkTargets.Target t : targets) {
            List<Integer> sequence = new ArrayList<>();
            for (int d : known.getOrDefault(t.person(), new int[0])) {
                sequence.add(d);
            }
            for (int c : t.classes()) {
                table.add(RowFactory.create(t.person(), c, t.degree(), sequence));
            }
        }
        // each target beside the rows of its classes no wider than it: both attackers keep only those
        Dataset<Row> near = broadcast(spark.createDataFrame(table, type)).join(classified, SparkAudit.CLASS)
                .where(col(SparkAudit.DEGREE).leq(col(D)));
        Dataset<Row> rows = near.select(SparkAudit.ROW).distinct();
        Dataset<Row> degrees = classified.select(col(SparkAudit.ROW).as("b"), col(SparkAudit.DEGREE).as("d"));
        Dataset<Row> sequences = SparkGraphMeasures.bothWays(f.published()).join(rows.toDF("a"), "a").join(degrees, "b")
                .groupBy("a").agg(sort_array(collect_list(col("d")), false).as(SEQ))
                .withColumnRenamed("a", SparkAudit.ROW);
        Dataset<Row> pairs = near.join(sequences, Names.seq(SparkAudit.ROW), "left")
                .select(col(T), col(SparkAudit.PERSON), col(SparkAudit.DEGREE), col(D), col(SparkTells.REVEALS),
                        col(KNOWN), coalesce(col(SEQ), array().cast("array<int>")).as(SEQ))
                .cache();
        return new SparkNeighbourhood(targets, sampled, pairs);
    }

    /** What {@code attacker}, a neighbourhood attacker, achieves against the targets. */
    Exposure exposure(Attacker attacker, String[] names, double alpha) {
        Dataset<Row> kept = attacker == Attacker.NEIGHBOURHOOD_EXACT
                ? pairs.where(col(SparkAudit.DEGREE).equalTo(col(D)).and(col(SEQ).equalTo(col(KNOWN))))
                : pairs.where(expr("forall(zip_with(" + SEQ + ", slice(" + KNOWN + ", 1, size(" + SEQ + ")), "
                        + "(x, y) -> x <= y), v -> v)"));
        kept = kept.cache();
        Map<Integer, Long> persons = new HashMap<>();
        for (Row r : kept.groupBy(T).agg(countDistinct(col(SparkAudit.PERSON))).collectAsList()) {
            persons.put(r.getInt(0), r.getLong(1));
        }
        Map<Integer, TreeMap<Integer, Long>> revealing = new HashMap<>();
        for (Row r : kept.select(col(T), col(SparkAudit.PERSON), explode(col(SparkTells.REVEALS)).as(SparkTells.ITEM))
                .distinct().groupBy(T, SparkTells.ITEM).count().collectAsList()) {
            revealing.computeIfAbsent(r.getInt(0), k -> new TreeMap<>()).put(r.getInt(1), r.getLong(2));
        }
        kept.unpersist();
        ExposureTally tally = new ExposureTally(names.length);
        List<Integer> exposed = new ArrayList<>();
        for (SparkTargets.Target t : targets) {
            TreeMap<Integer, Long> items = revealing.getOrDefault(t.person(), new TreeMap<>());
            int[] ids = new int[items.size()];
            int[] counts = new int[items.size()];
            int j = 0;
            for (Map.Entry<Integer, Long> e : items.entrySet()) {
                ids[j] = e.getKey();
                counts[j++] = Math.toIntExact(e.getValue());
            }
            DegreeGroups.Candidates c = new DegreeGroups.Candidates(Math.toIntExact(persons.getOrDefault(t.person(),
                    0L)), ids, counts);
            if (tally.add(c, 1, t.held(), null, alpha).length > 0) {
                exposed.add(t.person());
            }
        }
        return tally.exposure(attacker, names, exposed.stream().mapToInt(Integer::intValue).toArray(), sampled,
                new int[0]);
    }

    void release() {
        pairs.unpersist();
    }

    /**
     * The single machine's sample ({@link TargetSample}): the {@code k} persons of the smallest
     * (key, id), their numbers ascending. One ordered take.
     *
     * @param ids each person's number ({@link SparkAudit#PERSON}) and id, as the first two columns
     */
    private static int[] sample(Dataset<Row> ids, int k, long seed) {
        StructType keyed = new StructType().add("p", DataTypes.IntegerType).add("id", DataTypes.StringType)
                .add("k", DataTypes.LongType);
        int[] out = ids.map((MapFunction<Row, Row>) r -> RowFactory.create(r.getInt(0), r.getString(1),
                        TargetSample.key(seed, r.getString(1))), Encoders.row(keyed))
                .orderBy(col("k"), col("id")).limit(k).collectAsList().stream().mapToInt(r -> r.getInt(0)).toArray();
        java.util.Arrays.sort(out);
        return out;
    }

    private static int[] ints(List<Object> values) {
        int[] out = new int[values.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ((Number) values.get(i)).intValue();
        }
        return out;
    }
}
