package io.graphveil.spark;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;


import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.greatest;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;

/**
 * The rounds of a split order on Spark, as {@code split.SplitRounds} defines them (conflict radius
 * 1: a target's round is one more than the latest round of its friends that come before it, 1
 * with none). Computed by relaxing that rule over the friendships between targets until nothing
 * changes: each pass is one join and one group-by of those friendships, and there are as many
 * passes as rounds (pass {@code i} settles round {@code i + 1}; the last changes nothing) — a hub's
 * neighbours wait one round for it, a chain of friends in decreasing priority one round each. The Dataset of each pass is checkpointed ({@link Checkpoint}), so that
 * neither the plan nor its size estimate grows with the passes.
 */
public final class SparkSplitRounds {
    /**
     * @param rounds  the number of rounds (0 without targets)
     * @param passes  the relaxation passes it took
     * @param byTarget one row per target: {@code id}, {@code round}
     */
    public record Result(int rounds, int passes, Dataset<Row> byTarget) {
    }

    private SparkSplitRounds() {
    }

    /**
     * @param targets two columns: each target's id and its position in the split order (smaller first)
     * @param links   two columns: the ends' ids of each friendship of the original graph
     */
    public static Result of(Dataset<Row> targets, Dataset<Row> links) {
        Dataset<Row> t = targets.toDF("id", "position");
        Dataset<Row> e = links.toDF("a", "b");
        // friendships between targets, from the earlier to the later
        Dataset<Row> before = Checkpoint.cut(e.join(t.toDF("a", "pa"), "a").join(t.toDF("b", "pb"), "b")
                .select(org.apache.spark.sql.functions.when(col("pa").lt(col("pb")), col("a")).otherwise(col("b"))
                                .as("earlier"),
                        org.apache.spark.sql.functions.when(col("pa").lt(col("pb")), col("b")).otherwise(col("a"))
                                .as("later")));
        Dataset<Row> round = Checkpoint.cut(t.select(col("id"), lit(1).as("round")));
        int passes = 0;
        while (true) {
            passes++;
            Dataset<Row> pushed = before.join(round.toDF("earlier", "r"), "earlier")
                    .groupBy("later").agg(max(col("r")).plus(1).as("pushed"));
            // a round only rises, so the pass changed it where the push exceeds it: counted from the
            // checkpoint, without joining the old rounds again
            Dataset<Row> next = Checkpoint.cut(round.join(pushed.toDF("id", "pushed"), Names.seq("id"), "left")
                    .select(col("id"), greatest(col("round"), coalesce(col("pushed"), lit(1))).as("round"),
                            coalesce(col("pushed"), lit(1)).gt(col("round")).as("raised")));
            long changed = next.where(col("raised")).count();
            round = next.select("id", "round");
            if (changed == 0) {
                break;
            }
        }
        Row top = round.agg(max(col("round"))).first();
        int rounds = top.isNullAt(0) ? 0 : top.getInt(0);
        return new Result(rounds, passes, round);
    }
}
