package io.graphveil.metrics;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.Networks;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GraphUtilityTest {
    static final IndexedGraph STAR = Networks.graph(5, new int[][]{{0, 1}, {0, 2}, {0, 3}, {0, 4}});

    @Test
    void reportsTheKeysOfSpec7() {
        ObjectNode o = GraphUtility.measure(STAR, 100).toJson();
        for (String key : new String[]{"nodes", "edges", "components", "average_clustering", "average_clustering_deg2",
                "transitivity", "closeness_centralization", "closeness_scope", "harmonic_closeness_centralization"}) {
            assertTrue(o.has(key), key);
        }
        assertEquals(1.0, o.get("closeness_centralization").asDouble(), 1e-12);
        assertEquals("whole graph", o.get("closeness_scope").asText());
    }

    @Test
    void overTheExactLimitClosenessIsSampledWithAnErrorBound() {
        GraphUtility u = GraphUtility.measure(STAR, GraphUtility.Options.defaults().withExactLimit(4).withSamples(3));
        assertFalse(u.closeness().isExact());
        ObjectNode o = u.toJson();
        assertEquals("sampled", o.get("closeness_method").asText());
        // The take-all stratum (64 highest degrees) holds all five nodes: nothing left to estimate.
        assertEquals(5, o.get("closeness_sources").asInt());
        assertEquals(0, o.get("closeness_error_bound").asDouble(), 0);
        assertEquals(1.0, o.get("closeness_centralization").asDouble(), 1e-12);
        assertEquals(2, o.get("diameter_lower").asInt());
    }

    @Test
    void withinTheExactLimitEverythingIsExact() {
        ObjectNode o = GraphUtility.measure(STAR, 5).toJson();
        assertEquals("exact", o.get("closeness_method").asText());
        assertEquals(0, o.get("closeness_error_bound").asDouble(), 0);
        assertEquals(2, o.get("diameter").asInt());
        assertEquals((4 + 4 * 7) / 20.0, o.get("average_shortest_path_length").asDouble(), 1e-12);
        assertEquals(1.6, o.get("average_degree").asDouble(), 1e-12);
    }
}
