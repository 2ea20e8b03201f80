package io.graphveil.metrics;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.io.Json;
import io.graphveil.model.IndexedGraph;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The utility measures of one graph, as reported before and after anonymization (ALGORITHMS.md §1.6) and by
 * {@code graphveil measure} (ALGORITHMS.md §7): counts, components, degree distribution, average clustering
 * (degree &lt; 2 counting 0, and over degree ≥ 2), transitivity, Freeman closeness centralization
 * with its scope and the harmonic variant, average shortest path length and diameter, and on small
 * graphs per-node closeness (and betweenness when asked) for {@link UtilityComparison}. All
 * distance measures share one {@link DistanceProfile}: exact up to {@link Options#exactLimit()}
 * nodes, above it sampled, with the error bounds the report states. Immutable.
 */
public final class GraphUtility {
    /** Largest graph on which distance measures are computed exactly by default. */
    public static final int DEFAULT_EXACT_CLOSENESS_LIMIT = 100_000;
    /**
     * Sampled sources above the exact limit: 256 give closeness centralization within about ±0.005
     * (95 %) on a million-node graph, in a quarter of the time 1,024 took (docs/DECISIONS.md).
     */
    public static final int DEFAULT_SAMPLES = 256;

    /**
     * How to measure.
     *
     * @param exactLimit       largest graph whose distance measures are exact
     * @param samples          sampled sources above it
     * @param seed             seed of the sample
     * @param betweennessLimit largest graph whose betweenness is computed (0: never)
     */
    public record Options(int exactLimit, int samples, long seed, int betweennessLimit) {
        public static Options defaults() {
            return new Options(DEFAULT_EXACT_CLOSENESS_LIMIT, DEFAULT_SAMPLES, 1, 0);
        }

        public Options withSeed(long newSeed) {
            return new Options(exactLimit, samples, newSeed, betweennessLimit);
        }

        public Options withExactLimit(int limit) {
            return new Options(limit, samples, seed, betweennessLimit);
        }

        public Options withSamples(int count) {
            return new Options(exactLimit, count, seed, betweennessLimit);
        }

        public Options withBetweennessLimit(int limit) {
            return new Options(exactLimit, samples, seed, limit);
        }
    }

    private final int nodes;
    private final long edges;
    private final Components components;
    private final DegreeDistribution degrees;
    private final Clustering clustering;
    private final ClosenessCentralization closeness;
    private final PathLengths paths;
    private final NodeCloseness nodeCloseness;
    private final Betweenness betweenness;
    private final Map<String, Long> timings;

    private GraphUtility(IndexedGraph g, Components components, DegreeDistribution degrees, Clustering clustering,
                         ClosenessCentralization closeness, PathLengths paths, NodeCloseness nodeCloseness,
                         Betweenness betweenness, Map<String, Long> timings) {
        this.nodes = g.nodeCount();
        this.edges = g.edgeCount();
        this.components = components;
        this.degrees = degrees;
        this.clustering = clustering;
        this.closeness = closeness;
        this.paths = paths;
        this.nodeCloseness = nodeCloseness;
        this.betweenness = betweenness;
        this.timings = timings;
    }

    /** With the default options and the given exact limit. */
    public static GraphUtility measure(IndexedGraph g, int exactClosenessLimit) {
        return measure(g, Options.defaults().withExactLimit(exactClosenessLimit));
    }

    public static GraphUtility measure(IndexedGraph g, Options options) {
        Map<String, Long> timings = new LinkedHashMap<>();
        long t0 = System.nanoTime();
        DegreeDistribution degrees = DegreeDistribution.of(g);
        long t1 = System.nanoTime();
        timings.put("degrees", (t1 - t0) / 1_000_000);
        Clustering clustering = Clustering.of(g);
        long t2 = System.nanoTime();
        timings.put("clustering", (t2 - t1) / 1_000_000);
        DistanceProfile profile = DistanceProfile.of(g, options.exactLimit(), options.samples(), options.seed());
        ClosenessCentralization closeness = ClosenessCentralization.of(profile);
        PathLengths paths = PathLengths.of(profile);
        NodeCloseness perNode = profile.isExact() ? NodeCloseness.of(profile) : null;
        long t3 = System.nanoTime();
        timings.put("closeness", (t3 - t2) / 1_000_000);
        Betweenness betweenness = null;
        if (g.nodeCount() <= options.betweennessLimit()) {
            betweenness = Betweenness.of(g);
            timings.put("betweenness", (System.nanoTime() - t3) / 1_000_000);
        }
        return new GraphUtility(g, profile.components(), degrees, clustering, closeness, paths, perNode, betweenness,
                timings);
    }

    public int nodes() {
        return nodes;
    }

    public long edges() {
        return edges;
    }

    public Clustering clustering() {
        return clustering;
    }

    /** Closeness centralization: exact, or sampled with its error bound. */
    public ClosenessCentralization closeness() {
        return closeness;
    }

    public Components components() {
        return components;
    }

    public DegreeDistribution degrees() {
        return degrees;
    }

    public PathLengths paths() {
        return paths;
    }

    /** Per-node closeness when the distances were exact, else null. */
    public NodeCloseness nodeCloseness() {
        return nodeCloseness;
    }

    /** Betweenness when the graph was within the betweenness limit, else null. */
    public Betweenness betweenness() {
        return betweenness;
    }

    /** ALGORITHMS.md §7's before/after object (and the keys of {@code graphveil measure}). */
    public ObjectNode toJson() {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("nodes", nodes);
        o.put("edges", edges);
        o.put("components", components.count());
        o.put("isolated_nodes", components.isolated());
        o.put("largest_component_nodes", components.largestSize());
        o.put("average_degree", degrees.mean());
        o.put("max_degree", degrees.maxDegree());
        o.put("average_clustering", clustering.average());
        o.put("average_clustering_deg2", clustering.averageDegree2());
        o.put("transitivity", clustering.transitivity());
        o.put("closeness_centralization", closeness.value());
        o.put("closeness_scope", closeness.scope() == ClosenessCentralization.Scope.WHOLE_GRAPH ? "whole graph"
                : "largest component");
        o.put("closeness_scope_nodes", closeness.scopeSize());
        o.put("closeness_method", closeness.isExact() ? "exact" : "sampled");
        o.put("closeness_sources", closeness.sources());
        o.put("closeness_error_bound", closeness.errorBound());
        o.put("harmonic_closeness_centralization", closeness.harmonicCentralization());
        o.put("harmonic_closeness_error_bound", closeness.harmonicErrorBound());
        o.put("mean_harmonic_closeness", closeness.meanHarmonic());
        putNumber(o, "average_shortest_path_length", paths.average());
        o.put("average_shortest_path_length_error_bound", paths.averageErrorBound());
        if (paths.diameterExact()) {
            o.put("diameter", paths.diameter());
        } else {
            o.putNull("diameter");
        }
        o.put("diameter_lower", paths.diameterLower());
        o.put("diameter_upper", paths.diameterUpper());
        if (betweenness != null) {
            o.put("betweenness_centralization", betweenness.centralization());
        }
        ObjectNode t = o.putObject("timings_ms");
        timings.forEach(t::put);
        return o;
    }

    /** A double, or null for NaN (JSON has no NaN). */
    static void putNumber(ObjectNode o, String key, double value) {
        if (Double.isNaN(value)) {
            o.putNull(key);
        } else {
            o.put(key, value);
        }
    }
}
