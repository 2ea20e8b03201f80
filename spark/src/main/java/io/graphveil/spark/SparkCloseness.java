package io.graphveil.spark;

import io.graphveil.model.Hash64;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.List;

import static org.apache.spark.sql.functions.bit_or;
import static org.apache.spark.sql.functions.bitwise_not;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.shiftright;
import static org.apache.spark.sql.functions.sum;

/**
 * The mean harmonic closeness of a graph held as Spark Datasets, {@code (1/n) Σ_i H(i)} with
 * {@code H(i) = Σ_{j≠i} 1/d(i,j) / (n−1)} (unreachable pairs count 0; Marchiori and Latora 2000;
 * the single-machine {@code metrics.ClosenessCentralization#meanHarmonic}), estimated from
 * {@code s} sources drawn without replacement: the ones with the smallest keyed hashes of the seed
 * and their ids, so that the draw does not depend on the order of the rows.
 *
 * <p>All sources are searched at once, bit-parallel (the multi-source search of Then et al., "The
 * more the merrier: efficient multi-source graph traversal", VLDB 2014): each node carries one bit
 * per source in {@code ⌈s/64⌉} longs, a level is one join of the nodes reached last level with the
 * friendships, an OR of the bits per neighbour ({@code bit_or}) and an AND-NOT with the bits the
 * neighbour already had; the new bits' counts per source are one aggregate. So a level costs one
 * pass over the friendships for up to 64 sources, as many levels as the largest eccentricity among
 * the sources; rows per source and node, which an earlier version joined, never exist.
 *
 * <p>The estimate is the sources' mean; its stated error is the half-width of a 95 % normal
 * interval, {@code 1.96 · s_H / √s · √(1 − s/n)} ({@code s_H} the sample's standard deviation; 0
 * when every node is a source, and then the value is exact). With sources taken whole beside the
 * sample ({@link #search}'s candidates), their values are added exactly and the sample stands for
 * the other {@code N_s} nodes: {@code (Σ_taken + N_s·mean)/n}, error {@code 1.96·N_s·s_H/√s·√(1 −
 * s/N_s)/n}. The counts per (source, distance) are
 * exact and summed on the driver in one fixed order (sources by id, distances ascending), so the
 * value is the same to the bit whatever order Spark's partitions come back in. Cost
 * {@code O(⌈s/64⌉ · (n + m))} per level.
 */
public final class SparkCloseness {
    /**
     * The same searches give the shortest-path figures of {@code metrics.PathLengths}: each source's
     * distances to the nodes it reaches. The mean shortest-path length over connected ordered pairs,
     * {@code Σ_i Σ_j d(i,j) / Σ_i reached(i)}, is estimated by the ratio of the sources' sums, with
     * the half-width of its 95 % interval {@code 1.96 · √((1 − s/n)/s · S²) / x̄}, {@code S²} the
     * sample variance of {@code y_i − R·x_i} ({@code y} a source's distance sum, {@code x} the nodes
     * it reaches, {@code x̄} their mean; Cochran 1977, "Sampling techniques", 6.9). The diameter is at
     * least the largest eccentricity among the sources; when a source reaches every node the graph
     * is connected, and it is at most twice the smallest eccentricity among them (any two nodes are
     * within that of the source). From every node all of it is exact.
     *
     * @param meanHarmonic       the estimate (exact when {@code sources == nodes})
     * @param errorBound         half-width of its 95 % interval
     * @param sources            the number of sources searched
     * @param nodes              the number of nodes
     * @param levels             the breadth-first levels it took
     * @param averagePath        the mean shortest-path length over connected ordered pairs; NaN when
     *                           no source reaches another node
     * @param averagePathError   half-width of its 95 % interval (0 when exact)
     * @param diameterLower      the largest eccentricity among the sources
     * @param diameterUpper      twice the smallest eccentricity when some source reaches every node
     *                           (the diameter itself when exact); −1 when unknown
     * @param connected          some source reaches every node
     */
    public record Result(double meanHarmonic, double errorBound, int sources, long nodes, int levels,
                         double averagePath, double averagePathError, int diameterLower, int diameterUpper,
                         boolean connected) {
        /** Whether the diameter is known (its bounds meet). */
        public boolean diameterExact() {
            return diameterUpper == diameterLower;
        }
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
        return search(nodes, links, samples, 0, seed).result();
    }

    /**
     * The searches' figures and what they reached: for each node any source reached, the bits of
     * the sources that reached it ({@code node}, then {@code w0…}, one long per 64 sources), which
     * tell the sources' components ({@link SparkComponents}).
     *
     * @param sources  the sources, in bit order: the sample first, then the candidates
     * @param sampled  how many of them are the sample
     * @param reached  how many other nodes each source reached
     * @param harmonic each source's harmonic closeness {@code Σ_j 1/d(i,j) / (n−1)}
     * @param distance each source's distance sum to the nodes it reached
     * @param eccentricity each source's eccentricity within its component
     */
    record Search(Result result, Dataset<Row> seen, List<String> sources, int sampled, long[] reached,
                  double[] harmonic, double[] distance, int[] eccentricity) {
    }

    /**
     * {@link #of}, keeping what the searches reached, with {@code candidates} more sources taken
     * whole: the nodes of highest degree (ties by id), searched beside the sample, which is then
     * drawn from the other nodes. The estimates take them as a stratum known exactly and the sample
     * as a uniform one of the rest; the maxima the centralizations need are most often theirs
     * ({@link SparkCentralization}). With no candidates, or when the sample covers every node,
     * the sample alone.
     */
    static Search search(Dataset<Row> nodes, Dataset<Row> links, int samples, int candidates, long seed) {
        Dataset<Row> ids = nodes.toDF("id");
        long n = ids.count();
        long salt = Hash64.combine(seed, 0x636C6F73L);
        List<String> top = new ArrayList<>();
        Dataset<Row> pool = ids;
        if (candidates > 0 && n > samples) {
            for (Row r : SparkSplit.degrees(links.toDF("a", "b")).toDF("id", "d")
                    .orderBy(col("d").desc(), col("id")).limit(candidates).collectAsList()) {
                top.add(r.getString(0));
            }
            top.sort(null);
            List<Row> named = new ArrayList<>();
            top.forEach(t -> named.add(RowFactory.create(t)));
            pool = ids.join(org.apache.spark.sql.functions.broadcast(ids.sparkSession().createDataFrame(named,
                    new StructType().add("id", DataTypes.StringType))), Names.seq("id"), "left_anti");
        }
        StructType keyed = new StructType().add("id", DataTypes.StringType).add("k", DataTypes.LongType);
        List<String> sources = new ArrayList<>();
        for (Row r : pool.map((MapFunction<Row, Row>) r -> RowFactory.create(r.getString(0),
                        Hash64.combine(salt, Hash64.of(r.getString(0)))), Encoders.row(keyed))
                .orderBy(col("k"), col("id")).limit(samples).select("id").collectAsList()) {
            sources.add(r.getString(0));
        }
        sources.sort(null);
        int sampled = sources.size();
        sources.addAll(top);
        int s = sources.size();
        int words = Math.max(1, (s + 63) / 64);

        StructType bits = new StructType().add("node", DataTypes.StringType);
        for (int w = 0; w < words; w++) {
            bits = bits.add(word(w), DataTypes.LongType);
        }
        List<Row> start = new ArrayList<>();
        for (int i = 0; i < s; i++) {
            Object[] row = new Object[words + 1];
            row[0] = sources.get(i);
            for (int w = 0; w < words; w++) {
                row[w + 1] = w == i / 64 ? 1L << (i % 64) : 0L;
            }
            start.add(RowFactory.create(row));
        }
        // partitioned by node once and cached with that partitioning, so that each level's join
        // shuffles only the frontier, not the friendships twice over
        Dataset<Row> both = SparkGraphMeasures.bothWays(links).toDF("node", "next").repartition(col("node")).cache();
        Dataset<Row> frontier = ids.sparkSession().createDataFrame(start, bits).localCheckpoint();
        Dataset<Row> seen = frontier;
        List<long[]> perLevel = new ArrayList<>();
        while (true) {
            Column[] or = orOfWords(words);
            Dataset<Row> spread = frontier.join(both, "node").groupBy(col("next").as("node")).agg(or[0], tail(or));
            Column[] fresh = new Column[words + 1];
            Column any = lit(false);
            fresh[0] = col("f.node").as("node");
            for (int w = 0; w < words; w++) {
                Column c = col("f." + word(w)).bitwiseAND(bitwise_not(coalesce(col("s." + word(w)), lit(0L))));
                fresh[w + 1] = c.as(word(w));
                any = any.or(col(word(w)).notEqual(0L));
            }
            Dataset<Row> next = spread.as("f").join(seen.as("s"), col("f.node").equalTo(col("s.node")), "left")
                    .select(fresh).where(any).localCheckpoint();
            Row counted = next.agg(count(lit(1)), countsPerSource(s)).first();
            if (counted.getLong(0) == 0) {
                break;
            }
            long[] c = new long[s];
            for (int i = 0; i < s; i++) {
                c[i] = counted.getLong(i + 1);
            }
            perLevel.add(c);
            Column[] merged = new Column[words + 1];
            merged[0] = coalesce(col("s.node"), col("f.node")).as("node");
            for (int w = 0; w < words; w++) {
                merged[w + 1] = coalesce(col("s." + word(w)), lit(0L)).bitwiseOR(coalesce(col("f." + word(w)), lit(0L)))
                        .as(word(w));
            }
            // joined with its own last version every level: cut loose from that version's size
            // estimate now and then, which Spark would multiply level after level (Checkpoint)
            seen = Checkpoint.pass(seen.as("s").join(next.as("f"), col("s.node").equalTo(col("f.node")), "full")
                    .select(merged), perLevel.size() - 1);
            frontier = next;
        }
        both.unpersist();
        long[] reached = new long[s];
        double[] h = new double[s];
        double[] y = new double[s];
        int[] ecc = new int[s];
        for (int i = 0; i < s; i++) {
            double sum = 0;
            for (int d = 0; d < perLevel.size(); d++) {
                long c = perLevel.get(d)[i];
                reached[i] += c;
                sum += c / (double) (d + 1);
                y[i] += (d + 1) * (double) c;
                ecc[i] = c > 0 ? d + 1 : ecc[i];
            }
            h[i] = n > 1 ? sum / (n - 1) : 0;
        }
        return new Search(estimate(sampled, n, h, reached, y, ecc, perLevel.size()), seen, sources, sampled, reached,
                h, y, ecc);
    }

    /**
     * The estimates from a sample of {@code k} sources (the first) and {@code s − k} taken whole: a
     * total is the whole ones' sum plus {@code N_s} times the sample's mean, {@code N_s = n − (s − k)}
     * the nodes the sample stands for, with the sampling error of that product.
     */
    private static Result estimate(int k, long n, double[] h, long[] reached, double[] y, int[] ecc, int levels) {
        int s = h.length;
        double[] x = java.util.Arrays.stream(reached).asDoubleStream().toArray();
        double ns = n - (s - k);
        double mean = (taken(h, k) + ns * mean(h, k)) / n;
        double bound = 0;
        if (k > 1 && k < ns) {
            bound = 1.959963984540054 * ns * Math.sqrt(variance(h, k, null) / k * (1 - k / ns)) / n;
        }
        int eccMax = 0;
        int eccMinConnected = Integer.MAX_VALUE;
        for (int i = 0; i < s; i++) {
            eccMax = Math.max(eccMax, ecc[i]);
            if (reached[i] == n - 1) {
                eccMinConnected = Math.min(eccMinConnected, ecc[i]);
            }
        }
        double totalX = taken(x, k) + ns * mean(x, k);
        double ratio = totalX == 0 ? Double.NaN : (taken(y, k) + ns * mean(y, k)) / totalX;
        double ratioBound = 0;
        if (k > 1 && k < ns && totalX > 0) {
            double[] residual = new double[k];
            for (int i = 0; i < k; i++) {
                residual[i] = y[i] - ratio * x[i];
            }
            ratioBound = 1.959963984540054 * ns * Math.sqrt(variance(residual, k, null) / k * (1 - k / ns))
                    / totalX;
        }
        boolean connected = eccMinConnected != Integer.MAX_VALUE;
        int upper = s == n ? eccMax : connected ? Math.max(eccMax, Math.min(2 * eccMinConnected, (int) Math.min(
                Integer.MAX_VALUE, n - 1))) : -1;
        return new Result(mean, bound, s, n, levels, ratio, ratioBound, eccMax, upper, connected);
    }

    /** The sum of {@code v[k..]}: the sources taken whole. */
    static double taken(double[] v, int k) {
        return StatUtils.sum(v, k, v.length - k);
    }

    /** The mean of {@code v[0..k)}: the sample; 0 when empty. */
    static double mean(double[] v, int k) {
        return k == 0 ? 0 : StatUtils.mean(v, 0, k);
    }

    /**
     * The sample variance (divisor {@code m − 1}) of the {@code m} entries of {@code v[0..k)} that
     * {@code keep} keeps (all when null); 0 below two.
     */
    static double variance(double[] v, int k, boolean[] keep) {
        double[] kept = keep == null ? java.util.Arrays.copyOf(v, k)
                : java.util.stream.IntStream.range(0, k).filter(i -> keep[i]).mapToDouble(i -> v[i]).toArray();
        return kept.length < 2 ? 0 : StatUtils.variance(kept);
    }

    private static String word(int w) {
        return "w" + w;
    }

    private static Column[] orOfWords(int words) {
        Column[] c = new Column[words];
        for (int w = 0; w < words; w++) {
            c[w] = bit_or(col(word(w))).as(word(w));
        }
        return c;
    }

    /** Per source {@code i}: how many nodes got its bit this level. */
    private static Column[] countsPerSource(int s) {
        Column[] c = new Column[s];
        for (int i = 0; i < s; i++) {
            c[i] = sum(shiftright(col(word(i / 64)), i % 64).bitwiseAND(1L));
        }
        return c;
    }

    private static Column[] tail(Column[] c) {
        Column[] t = new Column[c.length - 1];
        System.arraycopy(c, 1, t, 0, t.length);
        return t;
    }
}
