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
    /** Nodes above which the job's measures draw {@link #LARGE_GRAPH_SAMPLES} sources ({@link #samplesFor}). */
    public static final int LARGE_GRAPH_NODES = 4_000_000;
    /**
     * Sampled sources on graphs above {@link #LARGE_GRAPH_NODES}: each is a breadth-first search of the
     * whole graph (about a second at a hundred million edges), and 64 keep closeness centralization
     * within about ±0.01 (95 %), which the report states.
     */
    public static final int LARGE_GRAPH_SAMPLES = 64;
    /**
     * Largest graph, in edges, whose clustering coefficients are counted exactly by default (about
     * 1.5 s at five million edges on two cores, growing as {@code m^1.5}); above, they are estimated
     * from wedges in a fraction of a second.
     */
    public static final long DEFAULT_EXACT_CLUSTERING_EDGES = 5_000_000;
    /** Wedges drawn per clustering estimate: each within ±0.0022 (95 %), in well under a second. */
    public static final int CLUSTERING_SAMPLES = 200_000;

    /**
     * How to measure.
     *
     * @param exactLimit       largest graph whose distance measures are exact
     * @param samples          sampled sources above it
     * @param seed             seed of the sample
     * @param betweennessLimit largest graph whose betweenness is computed (0: never)
     * @param clusteringExactEdges largest graph, in edges, whose clustering is counted exactly
     */
    public record Options(int exactLimit, int samples, long seed, int betweennessLimit, long clusteringExactEdges) {
        /** With the default clustering limit. */
        public Options(int exactLimit, int samples, long seed, int betweennessLimit) {
            this(exactLimit, samples, seed, betweennessLimit, DEFAULT_EXACT_CLUSTERING_EDGES);
        }

        public static Options defaults() {
            return new Options(DEFAULT_EXACT_CLOSENESS_LIMIT, DEFAULT_SAMPLES, 1, 0);
        }

        public Options withSeed(long newSeed) {
            return new Options(exactLimit, samples, newSeed, betweennessLimit, clusteringExactEdges);
        }

        public Options withExactLimit(int limit) {
            return new Options(limit, samples, seed, betweennessLimit, clusteringExactEdges);
        }

        public Options withSamples(int count) {
            return new Options(exactLimit, count, seed, betweennessLimit, clusteringExactEdges);
        }

        public Options withBetweennessLimit(int limit) {
            return new Options(exactLimit, samples, seed, limit, clusteringExactEdges);
        }

        public Options withClusteringExactEdges(long edges) {
            return new Options(exactLimit, samples, seed, betweennessLimit, edges);
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

    /**
     * The sources the anonymize job samples on a graph of {@code nodes} nodes: {@link #DEFAULT_SAMPLES},
     * or {@link #LARGE_GRAPH_SAMPLES} above {@link #LARGE_GRAPH_NODES}, so that measuring before and
     * after stays a fraction of a ten-million-node run.
     */
    public static int samplesFor(int nodes) {
        return nodes > LARGE_GRAPH_NODES ? LARGE_GRAPH_SAMPLES : DEFAULT_SAMPLES;
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
        Clustering clustering = g.edgeCount() <= options.clusteringExactEdges() ? Clustering.of(g)
                : Clustering.sampled(g, CLUSTERING_SAMPLES, options.seed());
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
        o.put("clustering_method", clustering.isExact() ? "exact" : "sampled wedges");
        o.put("clustering_samples", clustering.samples());
        o.put("average_clustering_error_bound", clustering.averageError());
        o.put("transitivity_error_bound", clustering.transitivityError());
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
    public static void putNumber(ObjectNode o, String key, double value) {
        if (Double.isNaN(value)) {
            o.putNull(key);
        } else {
            o.put(key, value);
        }
    }
}
