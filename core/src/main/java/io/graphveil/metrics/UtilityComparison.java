package io.graphveil.metrics;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.RealVector;
import io.graphveil.io.Json;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * A graph's utility before and after anonymization, side by side:
 * <ul>
 *   <li>for each scalar measure, {@code before}, {@code after}, the difference {@code after − before}
 *       and the relative change {@code (after − before)/|before|} (null when {@code before} is 0);</li>
 *   <li>the Kolmogorov–Smirnov distance of the degree distributions ({@link DegreeDistribution});</li>
 *   <li>the cosine similarity of per-node measure distributions, as SecGraph reports utility (Ji,
 *       Li, Srivatsa, Beyah 2015, "SecGraph: a uniform and open-source evaluation system for graph
 *       data anonymization and de-anonymization", USENIX Security): {@code a·b / (|a||b|)}. Node
 *       splitting changes the node set, so a measure's distribution is compared as the vector of its
 *       values in descending order, the shorter vector padded with zeros (a rank-by-rank
 *       comparison that needs no node correspondence): degree always, closeness and harmonic
 *       closeness when both graphs were measured exactly, betweenness when both have it.</li>
 * </ul>
 * Immutable.
 */
public final class UtilityComparison {
    private final Map<String, double[]> scalars;
    private final double degreeDistance;
    private final Map<String, Double> cosine;

    private UtilityComparison(Map<String, double[]> scalars, double degreeDistance, Map<String, Double> cosine) {
        this.scalars = scalars;
        this.degreeDistance = degreeDistance;
        this.cosine = cosine;
    }

    public static UtilityComparison of(GraphUtility before, GraphUtility after) {
        Map<String, double[]> scalars = new LinkedHashMap<>();
        scalar(scalars, "nodes", before, after, GraphUtility::nodes);
        scalar(scalars, "edges", before, after, u -> u.edges());
        scalar(scalars, "components", before, after, u -> u.components().count());
        scalar(scalars, "average_degree", before, after, u -> u.degrees().mean());
        scalar(scalars, "max_degree", before, after, u -> u.degrees().maxDegree());
        scalar(scalars, "average_clustering", before, after, u -> u.clustering().average());
        scalar(scalars, "transitivity", before, after, u -> u.clustering().transitivity());
        scalar(scalars, "closeness_centralization", before, after, u -> u.closeness().value());
        scalar(scalars, "harmonic_closeness_centralization", before, after,
                u -> u.closeness().harmonicCentralization());
        scalar(scalars, "average_shortest_path_length", before, after, u -> u.paths().average());
        scalar(scalars, "diameter", before, after, u -> u.paths().diameterExact() ? u.paths().diameter() : Double.NaN);
        if (before.betweenness() != null && after.betweenness() != null) {
            scalar(scalars, "betweenness_centralization", before, after, u -> u.betweenness().centralization());
        }
        Map<String, Double> cosine = new LinkedHashMap<>();
        cosine.put("degree", cosine(before.degrees().descending(), after.degrees().descending()));
        if (before.nodeCloseness() != null && after.nodeCloseness() != null) {
            cosine.put("closeness", cosine(before.nodeCloseness().closeness(), after.nodeCloseness().closeness()));
            cosine.put("harmonic_closeness", cosine(before.nodeCloseness().harmonic(),
                    after.nodeCloseness().harmonic()));
        }
        if (before.betweenness() != null && after.betweenness() != null) {
            cosine.put("betweenness", cosine(before.betweenness().normalized(), after.betweenness().normalized()));
        }
        return new UtilityComparison(scalars, before.degrees().distance(after.degrees()), cosine);
    }

    /**
     * The comparison an engine that holds no {@link GraphUtility} gives (the Spark engine's): the
     * scalar measures it has, by key in report order ({@code {before, after}}; NaN where unknown),
     * the degree distributions' distance and their cosine similarity. Cost {@code O(n log n)} in
     * the nodes, on one machine (the descending degree vectors).
     */
    public static UtilityComparison of(Map<String, double[]> scalars, DegreeDistribution before,
                                       DegreeDistribution after) {
        Map<String, double[]> copy = new LinkedHashMap<>();
        scalars.forEach((key, v) -> copy.put(key, v.clone()));
        Map<String, Double> cosine = new LinkedHashMap<>();
        cosine.put("degree", cosine(before.descending(), after.descending()));
        return new UtilityComparison(copy, before.distance(after), cosine);
    }

    private static void scalar(Map<String, double[]> scalars, String key, GraphUtility before, GraphUtility after,
                               ToDoubleFunction<GraphUtility> f) {
        scalars.put(key, new double[]{f.applyAsDouble(before), f.applyAsDouble(after)});
    }

    /**
     * Cosine similarity of two distributions of a per-node measure: both sorted descending, the
     * shorter padded with zeros. 1 when both are all zero, 0 when only one is.
     */
    public static double cosine(double[] a, double[] b) {
        int n = Math.max(a.length, b.length);
        RealVector x = new ArrayRealVector(Arrays.copyOf(descending(a), n), false);
        RealVector y = new ArrayRealVector(Arrays.copyOf(descending(b), n), false);
        double nx = x.getNorm();
        double ny = y.getNorm();
        if (nx == 0 || ny == 0) {
            return nx == ny ? 1 : 0;
        }
        return Math.min(1, x.cosine(y));
    }

    private static double[] descending(double[] values) {
        double[] s = values.clone();
        Arrays.sort(s);
        for (int i = 0, j = s.length - 1; i < j; i++, j--) {
            double t = s[i];
            s[i] = s[j];
            s[j] = t;
        }
        return s;
    }

    /** The measure's value before. */
    public double before(String key) {
        return value(key)[0];
    }

    public double after(String key) {
        return value(key)[1];
    }

    public double difference(String key) {
        return after(key) - before(key);
    }

    /** {@code (after − before)/|before|}; NaN when before is 0 or either is unknown. */
    public double relativeChange(String key) {
        double b = before(key);
        return b == 0 ? Double.NaN : (after(key) - b) / Math.abs(b);
    }

    private double[] value(String key) {
        double[] v = scalars.get(key);
        if (v == null) {
            throw new IllegalArgumentException("no measure " + key);
        }
        return v;
    }

    /** Kolmogorov–Smirnov distance of the degree distributions. */
    public double degreeDistributionDistance() {
        return degreeDistance;
    }

    /** Cosine similarity of the named per-node distribution, or NaN when it was not measured. */
    public double cosineSimilarity(String measure) {
        Double c = cosine.get(measure);
        return c == null ? Double.NaN : c;
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.MAPPER.createObjectNode();
        ObjectNode measures = o.putObject("measures");
        scalars.forEach((key, v) -> {
            ObjectNode m = measures.putObject(key);
            GraphUtility.putNumber(m, "before", v[0]);
            GraphUtility.putNumber(m, "after", v[1]);
            GraphUtility.putNumber(m, "difference", difference(key));
            GraphUtility.putNumber(m, "relative_change", relativeChange(key));
        });
        o.put("degree_distribution_distance", degreeDistance);
        ObjectNode c = o.putObject("cosine_similarity");
        cosine.forEach(c::put);
        return o;
    }
}
