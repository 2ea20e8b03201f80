package io.graphveil.spark;

import io.graphveil.metrics.Clustering;
import io.graphveil.model.Hash64;
import org.apache.commons.math3.distribution.PoissonDistribution;
import org.apache.commons.math3.random.Well19937c;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

/**
 * Wedge sampling of the clustering coefficients on Spark (Seshadhri, Pinar and Kolda 2014, the
 * estimator of the single-machine {@code metrics.Clustering#sampled}): a wedge is a node and two
 * of its neighbours, closed when those two are friends. A uniform wedge is closed with probability
 * = transitivity; a wedge at a uniform node of degree ≥ 2 with probability = the mean local
 * coefficient over those nodes. Each estimate is a binomial share of its {@code S} draws, within
 * {@link Clustering#errorBound(int) 1.96·√(1/(4S))} (95 %) whatever the graph.
 *
 * <p>The single machine draws its {@code s} centres from cumulative wedge counts, a serial prefix
 * sum. Here each node draws on its own (Poissonization): a node of degree {@code d ≥ 2} makes
 * Poisson({@code s/E}) uniform-node draws and Poisson({@code s·w/W}) uniform-wedge draws
 * ({@code E} nodes of degree ≥ 2, {@code w = d(d−1)/2}, {@code W = Σ w}), from a random stream
 * keyed by the seed and its id. Given their total {@code S} (about {@code s ± √s}), the draws are
 * independent and distributed as the single machine's, so the same binomial bound holds with
 * {@code S} for {@code s}; and no draw depends on the order of the rows or the partitions. Means
 * below 30 are drawn by inversion, larger ones (hubs' wedge draws) by Commons Math's
 * {@link PoissonDistribution}. The two neighbours are positions in the centre's friends ordered by
 * id, found by one join of the drawn centres' friendships; a draw is closed when a join with the
 * friendships finds the pair. Cost: {@code O(n)} to draw, {@code O(Σ d)} over the drawn centres
 * and {@code O(m)} for the final look-up, in a handful of shuffles.
 */
final class SparkWedges {
    /**
     * @param uniformNodeDraws  draws at uniform nodes of degree ≥ 2
     * @param closedAtNodes     of which closed
     * @param uniformWedgeDraws uniform wedges drawn
     * @param closedWedges      of which closed
     */
    record Draws(long uniformNodeDraws, long closedAtNodes, long uniformWedgeDraws, long closedWedges) {
    }

    private static final StructType DRAW = new StructType().add("v", DataTypes.StringType)
            .add("kind", DataTypes.IntegerType).add("pa", DataTypes.IntegerType).add("pb", DataTypes.IntegerType);

    private SparkWedges() {
    }

    /**
     * @param degree   two columns, every node's id and degree
     * @param both     two columns, each friendship in both directions
     * @param eligible nodes of degree ≥ 2
     * @param triples  {@code Σ d(d−1)/2}
     * @param samples  the expected draws of each kind
     */
    static Draws draw(Dataset<Row> degree, Dataset<Row> both, long eligible, double triples, int samples, long seed) {
        if (eligible == 0) {
            return new Draws(0, 0, 0, 0);
        }
        double perNode = samples / (double) eligible;
        double perWedge = samples / triples;
        long salt = Hash64.combine(seed, 0x77656467L);
        Dataset<Row> draws = degree.toDF("v", "d").where(col("d").geq(2))
                .flatMap((FlatMapFunction<Row, Row>) r -> drawsAt(r.getString(0), (int) r.getLong(1), perNode, perWedge,
                        salt).iterator(), Encoders.row(DRAW))
                .cache();
        Dataset<Row> edges = both.toDF("v", "u");
        Dataset<Row> ranked = edges.join(draws.select("v").distinct(), Names.seq("v"), "left_semi")
                .withColumn("p", row_number().over(Window.partitionBy("v").orderBy("u")).minus(1));
        Dataset<Row> pairs = draws
                .join(ranked.toDF("v", "a", "pa"), Names.seq("v", "pa"))
                .join(ranked.toDF("v", "b", "pb"), Names.seq("v", "pb"));
        Dataset<Row> judged = pairs.join(edges.toDF("a", "b").withColumn("closed", lit(1L)), Names.seq("a", "b"), "left");
        long[] drawn = new long[2];
        long[] closed = new long[2];
        for (Row r : judged.groupBy("kind").agg(count(lit(1)), sum(when(col("closed").isNotNull(), 1L).otherwise(0L)))
                .collectAsList()) {
            drawn[r.getInt(0)] = r.getLong(1);
            closed[r.getInt(0)] = r.getLong(2);
        }
        draws.unpersist();
        return new Draws(drawn[0], closed[0], drawn[1], closed[1]);
    }

    private static List<Row> drawsAt(String v, int d, double perNode, double perWedge, long salt) {
        SplittableRandom random = new SplittableRandom(Hash64.combine(salt, Hash64.of(v)));
        int atNode = poisson(perNode, random);
        int ofWedges = poisson(perWedge * d * (d - 1) / 2.0, random);
        List<Row> out = new ArrayList<>(atNode + ofWedges);
        for (int i = 0; i < atNode + ofWedges; i++) {
            int a = random.nextInt(d);
            int b = random.nextInt(d - 1);
            out.add(RowFactory.create(v, i < atNode ? 0 : 1, a, b >= a ? b + 1 : b));
        }
        return out;
    }

    private static int poisson(double mean, SplittableRandom random) {
        if (mean >= 30) {
            return new PoissonDistribution(new Well19937c(random.nextLong()), mean,
                    PoissonDistribution.DEFAULT_EPSILON, PoissonDistribution.DEFAULT_MAX_ITERATIONS).sample();
        }
        double u = random.nextDouble();
        double p = Math.exp(-mean);
        double cumulative = p;
        int k = 0;
        while (u > cumulative && p > 0) {
            k++;
            p *= mean / k;
            cumulative += p;
        }
        return k;
    }
}
