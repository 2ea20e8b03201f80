package io.graphveil.spark;

import io.graphveil.model.Hash64;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.List;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

/**
 * The mean harmonic closeness of a graph held as Spark Datasets, {@code (1/n) Σ_i H(i)} with
 * {@code H(i) = Σ_{j≠i} 1/d(i,j) / (n−1)} (unreachable pairs count 0; Marchiori and Latora 2000;
 * the single-machine {@code metrics.ClosenessCentralization#meanHarmonic}), estimated from
 * {@code s} sources drawn without replacement: the ones with the smallest keyed hashes of the seed
 * and their ids, so that the draw does not depend on the order of the rows. One breadth-first
 * search from all sources at once, a join of the frontier with the friendships per level (as many
 * levels as the largest eccentricity among the sources). The estimate is the sources' mean; its
 * stated error is the half-width of a 95 % normal interval, {@code 1.96 · s_H / √s · √(1 − s/n)}
 * ({@code s_H} the sample's standard deviation; 0 when every node is a source, and then the value
 * is exact). Cost {@code O(s · (n + m))} work.
 */
public final class SparkCloseness {
    /**
     * @param meanHarmonic the estimate (exact when {@code sources == nodes})
     * @param errorBound   half-width of its 95 % interval
     * @param sources      the number of sources searched
     * @param nodes        the number of nodes
     * @param levels       the breadth-first levels it took
     */
    public record Result(double meanHarmonic, double errorBound, int sources, long nodes, int levels) {
    }

    private SparkCloseness() {
    }

    /**
     * @param nodes   one column, every node's id
     * @param links   two columns, the ends' ids of each friendship
     * @param samples the number of sources (all nodes when larger)
     * @param seed    the draw's seed
     */
    public static Result of(Dataset<Row> nodes, Dataset<Row> links, int samples, long seed) {
        Dataset<Row> ids = nodes.toDF("id");
        long n = ids.count();
        long salt = Hash64.combine(seed, 0x636C6F73L);
        StructType keyed = new StructType().add("id", DataTypes.StringType).add("k", DataTypes.LongType);
        List<Row> drawn = ids.map((MapFunction<Row, Row>) r -> RowFactory.create(r.getString(0),
                        Hash64.combine(salt, Hash64.of(r.getString(0)))), Encoders.row(keyed))
                .orderBy(col("k"), col("id")).limit(samples).select("id").collectAsList();
        int s = drawn.size();
        Dataset<Row> e = links.toDF("a", "b");
        Dataset<Row> both = e.union(e.select(col("b"), col("a")).toDF("a", "b")).cache();
        Dataset<Row> start = ids.sparkSession().createDataFrame(drawn, new StructType().add("node", DataTypes.StringType))
                .select(col("node").as("src"), col("node"));
        Dataset<Row> frontier = start.localCheckpoint();
        Dataset<Row> seen = start.withColumn("d", lit(0)).localCheckpoint();
        int level = 0;
        while (true) {
            int d = level + 1;
            Dataset<Row> next = frontier.join(both.toDF("node", "next"), "node")
                    .select(col("src"), col("next").as("node")).distinct()
                    .join(seen, Names.seq("src", "node"), "left_anti")
                    .localCheckpoint();
            if (next.isEmpty()) {
                break;
            }
            level = d;
            seen = seen.union(next.withColumn("d", lit(d))).localCheckpoint();
            frontier = next;
        }
        both.unpersist();
        // counts per (source, distance) are exact; the sums are made here in one fixed order, so the
        // estimate is the same to the bit whatever order Spark's partitions come back in
        java.util.TreeMap<String, java.util.TreeMap<Integer, Long>> counts = new java.util.TreeMap<>();
        for (Row r : seen.where(col("d").gt(0)).groupBy("src", "d").count().collectAsList()) {
            counts.computeIfAbsent(r.getString(0), x -> new java.util.TreeMap<>()).put(r.getInt(1), r.getLong(2));
        }
        double[] h = new double[s];
        int i = 0;
        for (var bySource : counts.values()) {
            double sum = 0;
            for (var c : bySource.entrySet()) {
                sum += c.getValue() / (double) c.getKey();
            }
            h[i++] = n > 1 ? sum / (n - 1) : 0; // sources that reach nobody keep 0
        }
        double mean = 0;
        for (double x : h) {
            mean += x;
        }
        mean = s == 0 ? 0 : mean / s;
        double bound = 0;
        if (s > 1 && s < n) {
            double var = 0;
            for (double x : h) {
                var += (x - mean) * (x - mean);
            }
            var /= s - 1;
            bound = 1.959963984540054 * Math.sqrt(var / s) * Math.sqrt(1 - s / (double) n);
        }
        return new Result(mean, bound, s, n, level);
    }
}
