package io.graphveil.spark;

import io.graphveil.Progress;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Hash64;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import io.graphveil.split.NodeSplitter;
import io.graphveil.split.SafeSplit;
import io.graphveil.split.ShadowForm;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.collect_list;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.greatest;
import static org.apache.spark.sql.functions.least;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.udf;

/**
 * Node splitting under the safe rules on Spark: the same split graph as the single-machine
 * {@link NodeSplitter} for the same rows, friendships and seed, whatever order Spark holds them in
 * (SparkSplitTest). Every choice there is a function of the seed, the input's digest and the ids,
 * so here it is computed where the rows lie:
 * <ol>
 *   <li>keys: the input's digest ({@link SparkDigest}) and each person's keyed hash;</li>
 *   <li>targets: holders with two friends or more and the decoys ({@link SparkDecoyPlan});</li>
 *   <li>order and rounds: targets sorted by degree (descending), key and id; a target's round is
 *       one more than the latest round of its friends before it ({@link SparkSplitRounds}, conflict
 *       radius 1: targets of one round are never friends, so their splits do not interfere);</li>
 *   <li>each round: every target's friends as read and the friendships among them, gathered once
 *       for all rounds ({@code Σ_{u ∈ N(v)} deg(u)} rows per target, what the single machine
 *       reads), joined with the choices of the rounds before — which copy of a friend split
 *       earlier holds each friendship — and dealt by {@link SafeSplit#of}, the single machine's
 *       own rule; a round reads its targets' rows and the choices made, never the whole graph;</li>
 *   <li>the friendships renamed once, at the end, to the copies that got them;</li>
 *   <li>values: the shadow copy, chosen by the node's first coin ({@link SafeSplit#shadowCopy(long)}),
 *       shows what {@link ShadowForm} says, the other the person's row.</li>
 * </ol>
 * Copies are named {@code id + separator + 1 or 2} ({@link NodeSplitter#separator}). The choices
 * are checkpointed each round ({@link Checkpoint}), so that the plan does not grow with the
 * rounds. Spark runs a few jobs per round (about 1.5 s each round in {@code local[2]} on small
 * graphs): the rounds, not the rows, set the time of small inputs. The paper's rules (whose queue
 * can re-rank after each split) run on one machine only.
 */
public final class SparkSplit {
    /** The column of the people's rows holding each person's published class, when the plan balances within classes. */
    public static final String CLASS = "__class";
    /** The column of the split rows holding each node's person (the original id). */
    public static final String PERSON = "__person";
    /** The column of the split rows telling a shadow copy (true) from a row carrying its person's values. */
    public static final String SHADOW = "__shadow";

    /**
     * @param nodes    the split graph's rows: the schema's columns (copies under their ids), then {@link #PERSON}
     *                 and {@link #SHADOW}
     * @param edges    its friendships, two string columns {@code a, b} (ids), each once
     * @param targets  the nodes split
     * @param holders  persons holding a private value
     * @param rounds   the rounds the splits ran in
     * @param plan     the decoy plan's figures, as the single-machine split reports them
     */
    public record Result(Dataset<Row> nodes, Dataset<Row> edges, long targets, long holders, int rounds,
                         Map<String, Object> plan) {
    }

    private SparkSplit() {
    }

    /**
     * @param people        the schema's columns as {@link SparkInput} reads them, and {@link #CLASS} when {@code withinClasses}
     * @param links         two string columns, the ids of each friendship's ends, each friendship once
     * @param seed          the run's seed
     * @param holderShare   the largest share of holders among a stratum's carriers ({@code NodeSplitter.Options.safe(α)})
     * @param withinClasses balance holders within the classes of {@link #CLASS} as well
     * @param progress      told the rounds done (null: silent)
     */
    public static Result of(Schema schema, Hierarchies hierarchies, Dataset<Row> people, Dataset<Row> links,
                            long seed, double holderShare, boolean withinClasses, Progress progress) {
        String[] names = schema.names().toArray(String[]::new);
        int idColumn = schema.identifierIndex();
        if (idColumn < 0) {
            throw new IllegalArgumentException("the Spark split needs an IDENTIFIER column");
        }
        String id = "`" + names[idColumn] + "`";
        org.apache.spark.sql.Column[] columns = new org.apache.spark.sql.Column[names.length + 1];
        for (int c = 0; c < names.length; c++) {
            columns[c] = col("`" + names[c] + "`");
        }
        columns[names.length] = (withinClasses ? col(CLASS) : lit("")).as("__gv_class");
        Dataset<Row> rows = people.select(columns);
        Dataset<Row> ends = links.toDF("a", "b");
        SparkDigest digest = SparkDigest.of(names, idColumn, rows, ends);
        long splitKey = Hash64.combine(seed, digest.digest());
        Dataset<Row> degrees = degrees(ends).cache(); // read here and again by the rounds' triangle listing
        Dataset<Row> read = digest.rows()
                .withColumn("__gv_key", udf((UDF1<Long, Long>) h -> Hash64.combine(splitKey, h), DataTypes.LongType)
                        .apply(col("__gv_idh")))
                .join(degrees.toDF(names[idColumn], "__gv_deg"), Names.seq(names[idColumn]), "left")
                .withColumn("__gv_deg", coalesce(col("__gv_deg"), lit(0L)));
        Dataset<Row> persons = read.withColumn("__gv_holder", SparkDecoyPlan.holder(schema, read)).cache();

        SparkDecoyPlan.Result plan = SparkDecoyPlan.of(schema, hierarchies, persons, holderShare, withinClasses);
        Dataset<Row> targets = plan.targets().cache();
        long targetCount = targets.count();
        Dataset<Row> ordered = targets.orderBy(col("degree").desc(), col("key"), col("id"));
        StructType positioned = new StructType().add("id", DataTypes.StringType, false)
                .add("position", DataTypes.LongType, false);
        Dataset<Row> positions = people.sparkSession().createDataFrame(ordered.select("id").javaRDD().zipWithIndex()
                .map(t -> RowFactory.create(t._1().getString(0), t._2())), positioned);
        SparkSplitRounds.Result rounds = SparkSplitRounds.of(positions, ends);

        String separator = NodeSplitter.separator(s -> !persons.where(col(id).contains(s)).isEmpty());
        Dataset<Row> owners = rounds(persons.select(col(id).as("w"), col("__gv_key").as("kw")), ends, degrees, rounds,
                progress == null ? Progress.silent() : progress);
        Dataset<Row> nodes = values(schema, persons, targets, plan.form(), separator);
        return new Result(nodes, renamed(ends, owners, separator), targetCount, plan.holders(), rounds.rounds(),
                plan.plan());
    }

    /** Each node's degree in {@code ends} (two columns {@code a, b}, each friendship once): {@code _id, count}. */
    static Dataset<Row> degrees(Dataset<Row> ends) {
        return ends.select(col("a").as("_id")).union(ends.select(col("b").as("_id"))).groupBy("_id").count();
    }

    /**
     * Runs the rounds; returns each split target's friends with the copy (0 or 1) each joined:
     * {@code s, u, o}. A target's friends are its friends as read, each now the copy that holds
     * their friendship: a friend split in an earlier round is the copy its split gave that
     * friendship ({@code o}), with the key derived for that copy; and a friendship between two
     * friends is still in the ball when each end's copy holding it is the copy holding its friendship
     * with the target. So each round reads only the friendships of its targets and of their friends
     * as read, with the choices of the rounds before — never the whole graph again.
     */
    private static Dataset<Row> rounds(Dataset<Row> keys, Dataset<Row> ends, Dataset<Row> degrees,
                                       SparkSplitRounds.Result rounds,
                                       Progress progress) {
        Dataset<Row> byTarget = rounds.byTarget().toDF("v", "rv");
        Dataset<Row> both = SparkGraphMeasures.bothWays(ends.select("a", "b")).toDF("x", "y");
        Dataset<Row> incident = both.join(byTarget, col("x").equalTo(col("v"))).select(col("v"), col("rv"),
                col("y").as("w"));
        // each target's friends as read, with its round and key and their keys; whether a friend was
        // split before is read from the choices made, so its round is not needed
        Dataset<Row> friends = Checkpoint.cut(incident
                .join(keys, "w")
                .join(keys.toDF("v", "kv"), "v")
                .select(col("v"), col("rv"), col("kv"), col("w"), col("kw")));
        // the friendships among them, each once: the graph's triangles, each listed once by the
        // degree-ordered join, then named at each corner that is a target. Walking from every
        // target through each friend's friends instead made d(x) rows per target beside a hub x,
        // most of the split's time on a heavy-tailed graph
        Dataset<Row> listed = SparkGraphMeasures.triangles(ends, both.toDF("a", "b"), degrees.toDF("v", "d"));
        Dataset<Row> corners = listed.select(explode(array(
                struct(col("u").as("v"), col("v").as("x"), col("w").as("y")),
                struct(col("v").as("v"), col("u").as("x"), col("w").as("y")),
                struct(col("w").as("v"), col("u").as("x"), col("v").as("y")))).as("t"))
                .select(col("t.v").as("v"), col("t.x").as("x"), col("t.y").as("y"));
        Dataset<Row> triangles = Checkpoint.cut(corners.join(byTarget, "v")
                .select(col("v"), col("rv"), least(col("x"), col("y")).as("x"), greatest(col("x"), col("y")).as("y")));
        StructType type = new StructType().add("s", DataTypes.StringType, false)
                .add("u", DataTypes.StringType, false).add("o", DataTypes.IntegerType, false);
        Dataset<Row> owners = keys.sparkSession().createDataFrame(List.of(), type);
        progress.setTotal(rounds.rounds());
        for (int r = 1; r <= rounds.rounds(); r++) {
            Dataset<Row> held = friends.where(col("rv").equalTo(r))
                    .join(owners.toDF("w", "v", "ow"), Names.seq("w", "v"), "left")
                    .groupBy("v").agg(org.apache.spark.sql.functions.first(col("kv")).as("kv"),
                            collect_list(struct(col("w"), col("kw"), col("ow"))).as("friends"));
            Dataset<Row> among = triangles.where(col("rv").equalTo(r))
                    .join(owners.toDF("x", "y", "oxy"), Names.seq("x", "y"), "left")
                    .join(owners.toDF("y", "x", "oyx"), Names.seq("x", "y"), "left")
                    .groupBy("v").agg(collect_list(struct(col("x"), col("y"), col("oxy"), col("oyx"))).as("among"));
            Dataset<Row> dealt = held.join(among, Names.seq("v"), "left").select("v", "kv", "friends", "among")
                    .flatMap((FlatMapFunction<Row, Row>) SparkSplit::split, Encoders.row(type));
            owners = Checkpoint.cut(owners.union(dealt));
            progress.update(r);
        }
        progress.finish();
        return owners;
    }

    /**
     * One target's split ({@link SafeSplit#of}) from its key, its friends ({@code w, kw, ow}: id as
     * read, key as read, the copy holding the friendship or null) and the friendships among them
     * ({@code x, y, oxy, oyx}: the copy of each end holding it, or null); rows {@code s, u, o}.
     */
    private static java.util.Iterator<Row> split(Row g) {
        String v = g.getString(0);
        List<Row> list = g.getList(2);
        int d = list.size();
        long[] key = new long[d];
        String[] person = new String[d];
        Integer[] holds = new Integer[d + 1];
        Map<String, Integer> local = new HashMap<>();
        for (int i = 0; i < d; i++) {
            Row f = list.get(i);
            holds[i + 1] = f.isNullAt(2) ? null : f.getInt(2);
            key[i] = holds[i + 1] == null ? f.getLong(1) : SafeSplit.copyKey(f.getLong(1), holds[i + 1]);
            person[i] = f.getString(0);
            local.put(person[i], i + 1);
        }
        List<Row> pairs = g.isNullAt(3) ? List.of() : g.getList(3);
        int[] us = new int[pairs.size()];
        int[] ws = new int[pairs.size()];
        int m = 0;
        for (Row p : pairs) {
            int x = local.get(p.getString(0));
            int y = local.get(p.getString(1));
            Integer oxy = p.isNullAt(2) ? null : p.getInt(2);
            Integer oyx = p.isNullAt(3) ? null : p.getInt(3);
            if (java.util.Objects.equals(oxy, holds[x]) && java.util.Objects.equals(oyx, holds[y])) {
                us[m] = x;
                ws[m++] = y;
            }
        }
        int[] owner = SafeSplit.of(g.getLong(1), key, person, IndexedGraph.fromSimpleEdges(d + 1, us, ws, m)).owner();
        List<Row> out = new ArrayList<>(d);
        for (int i = 0; i < d; i++) {
            out.add(RowFactory.create(v, person[i], owner[i + 1]));
        }
        return out.iterator();
    }

    /** The friendships with each split end renamed to the copy that got it ({@code id + separator + 1 or 2}). */
    private static Dataset<Row> renamed(Dataset<Row> ends, Dataset<Row> owners, String separator) {
        Dataset<Row> named = owners.select(col("s"), col("u"),
                org.apache.spark.sql.functions.concat(col("s"), lit(separator),
                        col("o").plus(1).cast(DataTypes.StringType)).as("copy"));
        return ends.join(named.toDF("a", "b", "ca"), Names.seq("a", "b"), "left")
                .join(named.toDF("b", "a", "cb"), Names.seq("a", "b"), "left")
                .select(coalesce(col("ca"), col("a")).as("a"), coalesce(col("cb"), col("b")).as("b"));
    }

    /** The split graph's rows: each target's two copies, the shadow showing {@code form}'s values; the others as they are. */
    private static Dataset<Row> values(Schema schema, Dataset<Row> persons, Dataset<Row> targets, ShadowForm form,
                                       String separator) {
        String[] names = schema.names().toArray(String[]::new);
        int idColumn = schema.identifierIndex();
        int[] dealt = form.dealt();
        ShadowForm.Kind[] kind = new ShadowForm.Kind[names.length];
        List<Map<String, String>> labels = new ArrayList<>();
        for (int a = 0; a < names.length; a++) {
            labels.add(null);
        }
        for (int a : dealt) {
            kind[a] = form.kind(a);
            if (kind[a] == ShadowForm.Kind.LABEL) {
                Map<String, String> shown = new HashMap<>();
                for (Row r : persons.select(col("`" + names[a] + "`")).distinct().collectAsList()) {
                    shown.put(r.getString(0), form.shadowValue(a, r.getString(0)));
                }
                labels.set(a, shown);
            }
        }
        StructType type = new StructType();
        org.apache.spark.sql.Column[] columns = new org.apache.spark.sql.Column[names.length + 1];
        for (int c = 0; c < names.length; c++) {
            type = type.add(names[c], DataTypes.StringType, false);
            columns[c] = col("`" + names[c] + "`");
        }
        type = type.add(PERSON, DataTypes.StringType, false).add(SHADOW, DataTypes.BooleanType, false);
        Dataset<Row> marked = persons.join(targets.select(col("id").as(names[idColumn]), col("key").as("__gv_t")),
                Names.seq(names[idColumn]), "left");
        columns[names.length] = col("__gv_t");
        return marked.select(columns).flatMap((FlatMapFunction<Row, Row>) r -> {
            Object[] row = new Object[names.length + 2];
            for (int c = 0; c < names.length; c++) {
                row[c] = r.getString(c);
            }
            String person = r.getString(idColumn);
            row[names.length] = person;
            row[names.length + 1] = false;
            if (r.isNullAt(names.length)) {
                return List.of(RowFactory.create(row)).iterator();
            }
            int shadow = SafeSplit.shadowCopy(r.getLong(names.length));
            Row[] copies = new Row[2];
            for (int copy = 0; copy < 2; copy++) {
                Object[] out = row.clone();
                out[idColumn] = person + separator + (copy + 1);
                if (copy == shadow) {
                    out[names.length + 1] = true;
                    for (int a : dealt) {
                        out[a] = switch (kind[a]) {
                            case MISSING -> Values.MISSING;
                            case KEEP -> out[a];
                            case LABEL -> labels.get(a).get((String) out[a]);
                        };
                    }
                }
                copies[copy] = RowFactory.create(out);
            }
            return List.of(copies).iterator();
        }, Encoders.row(type));
    }
}
