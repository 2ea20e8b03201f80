package io.graphveil.spark;

import io.graphveil.attack.PairLinkage;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;

/**
 * The structural linker of {@link SparkPairLinkage}: the predictors in ascending
 * {@link PairLinkage#orderKey}, a thousand at a time (an ordered take each, as the single machine
 * takes them); for those, the paths {@code a–x–y} (y neither a nor a friend of a) by two joins of
 * the friendships give a lower bound of each predictor's steps (Σ deg y), which says how far the
 * walk can reach; for the predictors within reach, the paths on to b (b after a by (hash of the id,
 * id), not a friend of a, of a's class) give the bridges of each pair and the rest of the steps
 * (deg b per row reached); the driver walks the predictors in order until the budget is spent, as
 * the single machine does, and the pairs of the predictors walked without a common friend are
 * ranked by an ordered take of the best {@code max(50, pairs)}. Driver memory: a batch's steps and
 * the best pairs.
 */
final class SparkStructureLinker {
    private static final String HASH = "__gv_lh";
    private static final String A = "__gv_la";
    private static final String B = "__gv_lb";
    private static final String X = "__gv_lx";
    private static final String Y = "__gv_ly";
    private static final String N = "__gv_ln";
    private static final String KEY = "__gv_lk";
    private static final String BRIDGES = "__gv_lbr";
    private static final String CLASS_A = "__gv_lca";
    private static final String CLASS_B = "__gv_lcb";
    private static final String DEGREE_A = "__gv_lda";
    private static final String DEGREE_B = "__gv_ldb";
    private static final String DEGREE_Y = "__gv_ldy";
    private static final String HASH_A = "__gv_lha";
    private static final String HASH_B = "__gv_lhb";
    private static final String ID_A = "__gv_lia";
    private static final String ID_B = "__gv_lib";
    private static final String PERSON_A = "__gv_lpa";
    private static final String PERSON_B = "__gv_lpb";
    private static final String SCORE = "__gv_lsc";
    /** As the single machine's. */
    private static final int BATCH = 1024;

    private SparkStructureLinker() {
    }

    /**
     * {top 50 right, top N right, ranked, complete}, as the single machine's; {@code rows} as
     * {@link SparkPairLinkage#measure} reads them.
     */
    static int[] measure(Dataset<Row> rows, Dataset<Row> friendships, int pairs, long seed, long maxSteps) {
        SparkSession spark = rows.sparkSession();
        Dataset<Row> both = Checkpoint.cut(SparkGraphMeasures.bothWays(friendships).toDF(X, Y));
        StructType nodeSchema = new StructType().add(SparkAudit.ROW, DataTypes.IntegerType)
                .add(SparkAudit.DEGREE, DataTypes.IntegerType).add(SparkAudit.CLASS, DataTypes.IntegerType)
                .add(SparkAudit.PERSON, DataTypes.IntegerType).add(SparkPairLinkage.ID, DataTypes.StringType)
                .add(HASH, DataTypes.LongType).add(KEY, DataTypes.LongType);
        Dataset<Row> nodes = rows.select(col(SparkAudit.ROW), col(SparkAudit.DEGREE), col(SparkAudit.CLASS),
                        col(SparkAudit.PERSON), col(SparkPairLinkage.ID))
                .map((MapFunction<Row, Row>) r -> {
                    long hash = PairLinkage.idHash(r.getString(4));
                    return RowFactory.create(r.getInt(0), r.getInt(1), r.getInt(2), r.getInt(3), r.getString(4), hash,
                            PairLinkage.orderKey(seed, hash));
                }, Encoders.row(nodeSchema)).cache();
        long steps = 0;
        boolean complete = true;
        Row last = null;
        List<Row> walked = new ArrayList<>();
        List<Dataset<Row>> found = new ArrayList<>();
        Map<Integer, Long> rankedOf = new HashMap<>();
        walk:
        while (true) {
            Dataset<Row> next = last == null ? nodes : nodes.where(col(KEY).gt(last.getLong(0))
                    .or(col(KEY).equalTo(last.getLong(0)).and(col(SparkPairLinkage.ID).gt(last.getString(1)))));
            List<Row> keys = next.orderBy(col(KEY), col(SparkPairLinkage.ID)).limit(BATCH)
                    .select(col(KEY), col(SparkPairLinkage.ID), col(SparkAudit.ROW)).collectAsList();
            if (keys.isEmpty()) {
                break;
            }
            last = keys.get(keys.size() - 1);
            List<Row> numbers = new ArrayList<>();
            keys.forEach(k -> numbers.add(RowFactory.create(k.getInt(2))));
            Dataset<Row> predictors = nodes.join(broadcast(spark.createDataFrame(numbers,
                            new StructType().add(SparkAudit.ROW, DataTypes.IntegerType))), Names.seq(SparkAudit.ROW))
                    .select(col(SparkAudit.ROW).as(A), col(SparkAudit.CLASS).as(CLASS_A),
                            col(SparkAudit.DEGREE).as(DEGREE_A), col(HASH).as(HASH_A),
                            col(SparkPairLinkage.ID).as(ID_A), col(SparkAudit.PERSON).as(PERSON_A));
            // a–x–y with y neither a nor a friend of a: each such path costs deg y steps, a lower
            // bound of a predictor's steps, which says how far the walk can go before the paths to b
            Dataset<Row> friends = both.join(broadcast(predictors.select(col(A))), col(A).equalTo(col(X)))
                    .select(col(A), col(Y).as(N)).cache();
            Dataset<Row> second = both.join(broadcast(friends.toDF(A, X)), X).select(col(A), col(Y))
                    .where(col(Y).notEqual(col(A)))
                    .join(broadcast(friends.toDF(A, Y)), Names.seq(A, Y), "left_anti")
                    .join(nodes.select(col(SparkAudit.ROW).as(Y), col(SparkAudit.DEGREE).as(DEGREE_Y)), Y).cache();
            Map<Integer, Long> stepsOf = new HashMap<>();
            for (Row r : second.groupBy(A).agg(sum(col(DEGREE_Y))).collectAsList()) {
                stepsOf.put(r.getInt(0), r.getLong(1));
            }
            long bound = steps;
            List<Row> reachable = new ArrayList<>();
            for (Row k : keys) {
                if (bound > maxSteps) {
                    break;
                }
                bound += stepsOf.getOrDefault(k.getInt(2), 0L);
                reachable.add(RowFactory.create(k.getInt(2)));
            }
            Dataset<Row> within = broadcast(spark.createDataFrame(reachable,
                    new StructType().add(A, DataTypes.IntegerType)));
            found.add(pairs(predictors.join(within, A), friends.join(within, A), second.join(within, A), both, nodes,
                    stepsOf, rankedOf));
            friends.unpersist();
            second.unpersist();
            // the single machine's walk: a predictor is taken while the steps spent do not exceed the budget
            for (Row k : keys.subList(0, reachable.size())) {
                if (steps > maxSteps) {
                    complete = false;
                    break walk;
                }
                steps += stepsOf.getOrDefault(k.getInt(2), 0L);
                walked.add(RowFactory.create(k.getInt(2)));
            }
            if (reachable.size() < keys.size()) {
                // the lower bounds passed the budget before the batch's end, so the steps do
                complete = false;
                break;
            }
            if (keys.size() < BATCH) {
                break;
            }
        }
        int rankedCount = 0;
        int top50 = 0;
        int topN = 0;
        for (Row w : walked) {
            rankedCount += Math.toIntExact(rankedOf.getOrDefault(w.getInt(0), 0L));
        }
        if (!found.isEmpty()) {
            Dataset<Row> all = found.get(0);
            for (int i = 1; i < found.size(); i++) {
                all = all.union(found.get(i));
            }
            int keep = Math.max(50, pairs);
            List<Row> best = new ArrayList<>(all.join(broadcast(spark.createDataFrame(walked,
                            new StructType().add(A, DataTypes.IntegerType))), A)
                    .withColumn(SCORE, col(BRIDGES).cast(DataTypes.DoubleType)
                            .divide(col(DEGREE_A).cast(DataTypes.DoubleType)
                                    .multiply(col(DEGREE_B).cast(DataTypes.DoubleType))))
                    .orderBy(col(SCORE).desc(), col(HASH_A), col(ID_A), col(HASH_B), col(ID_B)).limit(keep)
                    .select(col(BRIDGES), col(DEGREE_A), col(DEGREE_B), col(HASH_A), col(ID_A), col(HASH_B),
                            col(ID_B), col(PERSON_A), col(PERSON_B))
                    .collectAsList());
            // the single machine's ranking, each score computed as it computes it
            best.sort(Comparator.comparingDouble((Row p) -> -score(p)).thenComparingLong(p -> p.getLong(3))
                    .thenComparing(p -> p.getString(4)).thenComparingLong(p -> p.getLong(5))
                    .thenComparing(p -> p.getString(6)));
            for (int i = 0; i < best.size(); i++) {
                boolean right = best.get(i).getInt(7) == best.get(i).getInt(8);
                top50 += right && i < 50 ? 1 : 0;
                topN += right && i < pairs ? 1 : 0;
            }
            found.forEach(Dataset::unpersist);
        }
        nodes.unpersist();
        return new int[]{top50, topN, rankedCount, complete ? 1 : 0};
    }

    private static double score(Row pair) {
        return PairLinkage.score(Math.toIntExact(pair.getLong(0)), pair.getInt(1), pair.getInt(2));
    }

    /**
     * The pairs of {@code predictors} without a common friend ({@link #A}, {@link #B},
     * {@link #BRIDGES} (a long), the two ends' degrees, hashes, ids and persons), cached; adds to
     * {@code steps} what reaching each row b costs (deg b, whether or not the pair is ranked), and
     * to {@code ranked} each predictor's pairs.
     *
     * @param predictors {@link #A} with its class, degree, hash, id and person
     * @param friends    their friends ({@link #A}, {@link #N})
     * @param second     their paths a–x–y ({@link #A}, {@link #Y}, {@link #DEGREE_Y})
     * @param both       the friendships both ways ({@link #X}, {@link #Y})
     * @param nodes      every row's number, degree, class, person, id and hash
     */
    private static Dataset<Row> pairs(Dataset<Row> predictors, Dataset<Row> friends, Dataset<Row> second,
                                      Dataset<Row> both, Dataset<Row> nodes, Map<Integer, Long> steps,
                                      Map<Integer, Long> ranked) {
        // a–x–y–b with b after a, not a friend of a, in a's class: the bridges of (a, b)
        Dataset<Row> reached = second.select(col(A), col(Y)).join(both.toDF(Y, B), Y)
                .join(broadcast(friends.toDF(A, B)), Names.seq(A, B), "left_anti")
                .join(broadcast(predictors), A)
                .join(nodes.select(col(SparkAudit.ROW).as(B), col(SparkAudit.CLASS).as(CLASS_B),
                        col(SparkAudit.DEGREE).as(DEGREE_B), col(HASH).as(HASH_B), col(SparkPairLinkage.ID).as(ID_B),
                        col(SparkAudit.PERSON).as(PERSON_B)), B)
                .where(col(CLASS_A).equalTo(col(CLASS_B)).and(col(HASH_B).gt(col(HASH_A))
                        .or(col(HASH_B).equalTo(col(HASH_A)).and(col(ID_B).gt(col(ID_A))))))
                .groupBy(col(A), col(B), col(DEGREE_A), col(DEGREE_B), col(HASH_A), col(ID_A), col(HASH_B),
                        col(ID_B), col(PERSON_A), col(PERSON_B)).agg(count(lit(1)).as(BRIDGES)).cache();
        for (Row r : reached.groupBy(A).agg(sum(col(DEGREE_B))).collectAsList()) {
            steps.merge(r.getInt(0), r.getLong(1), Long::sum);
        }
        // a common friend: a friend of b that is a friend of a
        Dataset<Row> common = reached.select(col(A), col(B)).join(both.toDF(B, N), B)
                .join(broadcast(friends), Names.seq(A, N), "left_semi").select(col(A), col(B)).distinct();
        Dataset<Row> pairs = reached.join(common, Names.seq(A, B), "left_anti").cache();
        for (Row r : pairs.groupBy(A).count().collectAsList()) {
            ranked.put(r.getInt(0), r.getLong(1));
        }
        reached.unpersist();
        return pairs;
    }
}
