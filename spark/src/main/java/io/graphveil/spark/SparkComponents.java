package io.graphveil.spark;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.min;

/**
 * The connected components of a graph held as Spark Datasets (the single machine's
 * {@code metrics.Components}: their number and the largest one's size), exactly, from what the
 * closeness searches ({@link SparkCloseness#search}) already found and a label propagation over
 * what they left.
 *
 * <p>Each source's node carries, after the searches, the bits of every source that reached it —
 * the sources of its component — so each component a source lies in is counted once, at its lowest
 * source, with the size that source reached plus one. The nodes no source reached form the other components: the friendships among them
 * (both ends of a friendship lie in one component, so its first end decides) carry each node's
 * smallest id to its neighbours, one join per step, from the nodes whose label fell in the last
 * step only, until none falls; each component is then the nodes of one label, an isolated node its
 * own. On a social graph the searches reach the giant component and what is left is small; at
 * worst it is the whole graph and the steps are its components' largest eccentricity from their
 * smallest id.
 *
 * <p>The same pass bounds the diameter (the longest finite shortest path) from above, whether or
 * not a source reaches every node: a component's diameter is at most {@code 2·ecc(v)} for any node
 * {@code v} in it (two nodes are each within {@code ecc(v)} of {@code v}) and at most its size
 * less one (a shortest path visits each node once), so the bound is the largest over the
 * components of {@code min(2·min ecc of its sources, size − 1)}, a component no source reached
 * counting {@code size − 1}. On a social graph the giant component, which the sources reach, gives
 * it; the single machine's {@code PathLengths} bounds its sample the same way (twice the smallest
 * eccentricity in the largest component, or the second largest component's size less one).
 */
final class SparkComponents {
    /**
     * @param count         the connected components (an isolated node is one)
     * @param largest       the nodes of the largest
     * @param diameterUpper the diameter is at most this (see the class comment)
     */
    record Result(long count, long largest, long diameterUpper) {
    }

    private SparkComponents() {
    }

    /**
     * @param nodes  one column, every node's id
     * @param links  two columns, the ends' ids of each friendship, each friendship once
     * @param search the closeness searches on the same graph
     */
    static Result of(Dataset<Row> nodes, Dataset<Row> links, SparkCloseness.Search search) {
        List<String> sources = search.sources();
        int s = sources.size();
        Map<String, Integer> index = new HashMap<>();
        List<Row> names = new ArrayList<>();
        for (int i = 0; i < s; i++) {
            index.put(sources.get(i), i);
            names.add(RowFactory.create(sources.get(i)));
        }
        // a source's node holds the bits of exactly the sources of its component (a search from j
        // reaches i when one from i reaches j); the lowest of them stands for the component
        long components = 0;
        long largest = 0;
        long diameterUpper = 0;
        int[] ecc = search.eccentricity();
        Dataset<Row> seen = search.seen();
        for (Row r : seen.join(broadcast(nodes.sparkSession().createDataFrame(names,
                new StructType().add("node", DataTypes.StringType))), "node").collectAsList()) {
            int i = index.get(r.getString(r.fieldIndex("node")));
            int lowest = -1;
            int smallestEcc = Integer.MAX_VALUE;
            for (int j = 0; j < s; j++) {
                if ((r.getLong(r.fieldIndex("w" + (j / 64))) >>> (j % 64) & 1L) != 0) {
                    lowest = lowest < 0 ? j : lowest;
                    smallestEcc = Math.min(smallestEcc, ecc[j]);
                }
            }
            if (lowest == i) {
                components++;
                largest = Math.max(largest, search.reached()[i] + 1);
                diameterUpper = Math.max(diameterUpper, Math.min(2L * smallestEcc, search.reached()[i]));
            }
        }

        // what the searches left
        Dataset<Row> rest = nodes.toDF("node").join(seen.select("node"), Names.seq("node"), "left_anti").cache();
        if (!rest.isEmpty()) {
            Dataset<Row> e = links.toDF("a", "b").join(rest.toDF("a"), Names.seq("a"), "left_semi");
            Dataset<Row> both = SparkGraphMeasures.bothWays(e).cache();
            Dataset<Row> label = rest.select(col("node"), col("node").as("label")).localCheckpoint();
            Dataset<Row> fell = label;
            for (int step = 0; ; step++) {
                Dataset<Row> offered = fell.toDF("a", "l").join(both, "a").groupBy(col("b").as("node"))
                        .agg(min(col("l")).as("l"));
                fell = offered.join(label, "node").where(col("l").lt(col("label")))
                        .select(col("node"), col("l").as("label")).localCheckpoint();
                if (fell.isEmpty()) {
                    break;
                }
                label = Checkpoint.pass(label.join(fell.toDF("node", "lower"), Names.seq("node"), "left")
                        .select(col("node"), coalesce(col("lower"), col("label")).as("label")), step);
            }
            both.unpersist();
            Row r = label.groupBy("label").agg(count(lit(1)).as("n")).agg(count(lit(1)), max(col("n"))).first();
            components += r.getLong(0);
            largest = Math.max(largest, r.getLong(1));
            diameterUpper = Math.max(diameterUpper, r.getLong(1) - 1);
        }
        rest.unpersist();
        return new Result(components, largest, diameterUpper);
    }
}
