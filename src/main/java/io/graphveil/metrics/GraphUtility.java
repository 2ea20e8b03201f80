package io.graphveil.metrics;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.io.Json;
import io.graphveil.model.IndexedGraph;

/**
 * The utility checks of SPEC 1.6 on one graph, as reported before and after anonymization:
 * counts, components, average clustering (degree &lt; 2 counting 0, and over degree ≥ 2),
 * transitivity, Freeman closeness centralization with its scope and the harmonic variant.
 * Exact closeness needs a BFS from every node; above {@code exactClosenessLimit} nodes it is not
 * computed here and the result says so. Immutable.
 */
public final class GraphUtility {
    /** Largest graph on which closeness is computed exactly by default. */
    public static final int DEFAULT_EXACT_CLOSENESS_LIMIT = 100_000;

    private final int nodes;
    private final long edges;
    private final Components components;
    private final Clustering clustering;
    private final ClosenessCentralization closeness;
    private final long clusteringMs;
    private final long closenessMs;

    private GraphUtility(int nodes, long edges, Components components, Clustering clustering,
                         ClosenessCentralization closeness, long clusteringMs, long closenessMs) {
        this.nodes = nodes;
        this.edges = edges;
        this.components = components;
        this.clustering = clustering;
        this.closeness = closeness;
        this.clusteringMs = clusteringMs;
        this.closenessMs = closenessMs;
    }

    public static GraphUtility measure(IndexedGraph g, int exactClosenessLimit) {
        Components components = Components.of(g);
        long t0 = System.nanoTime();
        Clustering clustering = Clustering.of(g);
        long t1 = System.nanoTime();
        ClosenessCentralization closeness = g.nodeCount() <= exactClosenessLimit ? ClosenessCentralization.of(g) : null;
        long t2 = System.nanoTime();
        return new GraphUtility(g.nodeCount(), g.edgeCount(), components, clustering, closeness,
                (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000);
    }

    public Clustering clustering() {
        return clustering;
    }

    /** Closeness, or null when the graph was over the exact limit. */
    public ClosenessCentralization closeness() {
        return closeness;
    }

    public Components components() {
        return components;
    }

    /** SPEC 7's before/after object (and the keys of {@code graphveil measure}). */
    public ObjectNode toJson() {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("nodes", nodes);
        o.put("edges", edges);
        o.put("components", components.count());
        o.put("isolated_nodes", components.isolated());
        o.put("average_clustering", clustering.average());
        o.put("average_clustering_deg2", clustering.averageDegree2());
        o.put("transitivity", clustering.transitivity());
        if (closeness != null) {
            o.put("closeness_centralization", closeness.value());
            o.put("closeness_scope", closeness.scope() == ClosenessCentralization.Scope.WHOLE_GRAPH ? "whole graph"
                    : "largest component");
            o.put("closeness_scope_nodes", closeness.scopeSize());
            o.put("harmonic_closeness_centralization", closeness.harmonicCentralization());
            o.put("mean_harmonic_closeness", closeness.meanHarmonic());
        } else {
            o.putNull("closeness_centralization");
            o.put("closeness_scope", "not computed: over " + DEFAULT_EXACT_CLOSENESS_LIMIT
                    + " nodes exact closeness is too slow (a sampled estimate is issue #4's)");
        }
        ObjectNode t = o.putObject("timings_ms");
        t.put("clustering", clusteringMs);
        t.put("closeness", closenessMs);
        return o;
    }
}
