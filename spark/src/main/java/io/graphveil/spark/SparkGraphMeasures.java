package io.graphveil.spark;

import io.graphveil.metrics.Clustering;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

import java.util.List;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

/**
 * The degree distribution and the exact clustering coefficients of a graph held as Spark
 * Datasets, as the single-machine {@code metrics.DegreeDistribution} and {@code metrics.Clustering}
 * define them (average clustering over all nodes, counting 0 below degree 2; the same over nodes
 * of degree ≥ 2; transitivity {@code 3·triangles / Σ d(d−1)/2}).
 *
 * <p>Triangles by the degree-ordered join (Schank and Wagner 2005; Suri and Vassilvitskii,
 * "Counting triangles and the curse of the last reducer", WWW 2011): each edge points from the end
 * of smaller (degree, id) to the other, every node's pairs of out-neighbours are wedges, and a
 * wedge whose ends are friends is a triangle, found once, at its lowest vertex. A node's
 * out-degree is at most {@code √(2m)}, so hubs, which would produce {@code d²} wedges each when
 * every pair of neighbours is tried, produce few: {@code O(m^1.5)} wedges in all, spread over the
 * cluster by their centre. Sums of doubles are added in Spark's order, so the coefficients equal
 * the single-machine ones up to rounding (relative 10⁻¹²); the counts are exact.
 *
 * <p>{@link #sampled} estimates the coefficients from wedges instead ({@link SparkWedges}), as the
 * single machine does above {@code GraphUtility.DEFAULT_EXACT_CLUSTERING_EDGES}: the triangle join
 * grows as {@code m^1.5} and was most of the Spark job's measuring time at ten million edges.
 */
public final class SparkGraphMeasures {
    /**
     * @param degreeCounts {@code degreeCounts[d]}: nodes of degree {@code d}
     * @param triangles    the number of triangles
     * @param average      the mean local clustering over all nodes
     * @param averageDegree2 the mean local clustering over nodes of degree ≥ 2
     * @param transitivity three triangles per connected triple
     * @param samples      wedges drawn for the transitivity when sampled (about as many for the
     *                     means), 0 when counted exactly
     * @param averageError      95 % half-width of {@code average} (0 when exact)
     * @param averageDegree2Error 95 % half-width of {@code averageDegree2}
     * @param transitivityError 95 % half-width of {@code transitivity}; {@code triangles} is then
     *                          {@code transitivity × triples / 3}
     */
    public record Result(long[] degreeCounts, long triangles, double average, double averageDegree2,
                         double transitivity, long samples, double averageError, double averageDegree2Error,
                         double transitivityError) {
        public Result {
            degreeCounts = degreeCounts.clone();
        }

        @Override
        public long[] degreeCounts() {
            return degreeCounts.clone();
        }

        /** Whether the coefficients were counted (else estimated within the error bounds). */
        public boolean isExact() {
            return samples == 0;
        }
    }

    private SparkGraphMeasures() {
    }

    /**
     * @param nodes one column, the ids of every node (isolated ones included)
     * @param links two columns, the ends' ids of each friendship, each friendship once
     */
    public static Result of(Dataset<Row> nodes, Dataset<Row> links) {
        Dataset<Row> e = links.toDF("a", "b");
        Dataset<Row> both = both(e);
        Dataset<Row> degree = degree(nodes, both);
        long[] counts = histogram(degree);
        Dataset<Row> closed = triangles(e, both, degree);
        Dataset<Row> perNode = closed.select(explode(array(col("u"), col("v"), col("w"))).as("v"))
                .groupBy("v").agg(count(lit(1)).as("t"));
        Row totals = degree.join(perNode, Names.seq("v"), "left")
                .select(col("d"), coalesce(col("t"), lit(0L)).as("t"))
                .where(col("d").geq(2))
                .agg(sum(col("t")), sum(col("t").divide(col("d").multiply(col("d").minus(1)).divide(2))),
                        count(lit(1)), sum(col("d").multiply(col("d").minus(1)).divide(2)))
                .first();
        both.unpersist();
        degree.unpersist();
        long cornerSum = totals.isNullAt(0) ? 0 : totals.getLong(0);
        double local = totals.isNullAt(1) ? 0 : totals.getDouble(1);
        long eligible = totals.getLong(2);
        double triples = totals.isNullAt(3) ? 0 : totals.getDouble(3);
        long n = 0;
        for (long c : counts) {
            n += c;
        }
        long triangles = cornerSum / 3;
        return new Result(counts, triangles, n == 0 ? 0 : local / n, eligible == 0 ? 0 : local / eligible,
                triples == 0 ? 0 : 3.0 * triangles / triples, 0, 0, 0, 0);
    }

    /**
     * The degrees exactly, the coefficients from about {@code samples} wedges of each kind drawn
     * with {@code seed} ({@link SparkWedges}).
     */
    public static Result sampled(Dataset<Row> nodes, Dataset<Row> links, int samples, long seed) {
        Dataset<Row> both = both(links.toDF("a", "b"));
        Dataset<Row> degree = degree(nodes, both);
        long[] counts = histogram(degree);
        long n = 0;
        long eligible = 0;
        double triples = 0;
        for (int d = 0; d < counts.length; d++) {
            n += counts[d];
            if (d >= 2) {
                eligible += counts[d];
                triples += counts[d] * (d * (d - 1.0) / 2);
            }
        }
        SparkWedges.Draws w = SparkWedges.draw(degree, both, eligible, triples, samples, seed);
        both.unpersist();
        degree.unpersist();
        double share = n == 0 ? 0 : eligible / (double) n;
        double average2 = w.uniformNodeDraws() == 0 ? 0 : w.closedAtNodes() / (double) w.uniformNodeDraws();
        double transitivity = w.uniformWedgeDraws() == 0 ? 0 : w.closedWedges() / (double) w.uniformWedgeDraws();
        double nodeError = error(w.uniformNodeDraws());
        return new Result(counts, Math.round(transitivity * triples / 3.0), average2 * share, average2, transitivity,
                w.uniformWedgeDraws(), nodeError * share, nodeError, error(w.uniformWedgeDraws()));
    }

    /**
     * Every triangle once, as columns {@code u, v, w}: found at its lowest corner {@code u} in
     * (degree, id) order, {@code v < w} by id (the degree-ordered join of the class comment).
     *
     * @param e      two columns {@code a, b}, each friendship once
     * @param both   two columns {@code a, b}, each friendship in both directions
     * @param degree two columns, each node's id and degree (nodes without friends may be missing)
     */
    static Dataset<Row> triangles(Dataset<Row> e, Dataset<Row> both, Dataset<Row> degree) {
        Dataset<Row> ranked = e.toDF("a", "b").join(degree.toDF("a", "da"), "a").join(degree.toDF("b", "db"), "b");
        Column aFirst = col("da").lt(col("db")).or(col("da").equalTo(col("db")).and(col("a").lt(col("b"))));
        Dataset<Row> out = ranked.select(when(aFirst, col("a")).otherwise(col("b")).as("u"),
                when(aFirst, col("b")).otherwise(col("a")).as("w"));
        Dataset<Row> wedges = out.toDF("u", "v").join(out.toDF("u", "w"), "u").where(col("v").lt(col("w")));
        return wedges.join(both.toDF("v", "w"), Names.seq("v", "w"), "left_semi").select("u", "v", "w");
    }

    /** The binomial bound of {@code draws} draws; with none, nothing is known (1). */
    private static double error(long draws) {
        return draws == 0 ? 1 : Clustering.errorBound((int) Math.min(Integer.MAX_VALUE, draws));
    }

    private static Dataset<Row> both(Dataset<Row> e) {
        return bothWays(e).cache();
    }

    /** Each friendship of {@code e} (two columns, each friendship once) in both directions, as {@code a, b}. */
    static Dataset<Row> bothWays(Dataset<Row> e) {
        Dataset<Row> ab = e.toDF("a", "b");
        return ab.union(ab.select(col("b"), col("a")).toDF("a", "b"));
    }

    private static Dataset<Row> degree(Dataset<Row> nodes, Dataset<Row> both) {
        return nodes.toDF("v")
                .join(both.groupBy("a").agg(count(lit(1)).as("d")).toDF("v", "d"), Names.seq("v"), "left")
                .select(col("v"), coalesce(col("d"), lit(0L)).as("d"))
                .cache();
    }

    private static long[] histogram(Dataset<Row> degree) {
        List<Row> histogram = degree.groupBy("d").agg(count(lit(1)).as("nodes")).collectAsList();
        int max = 0;
        for (Row r : histogram) {
            max = Math.max(max, (int) r.getLong(0));
        }
        long[] counts = new long[max + 1];
        for (Row r : histogram) {
            counts[(int) r.getLong(0)] = r.getLong(1);
        }
        return counts;
    }
}
