package io.graphveil.metrics;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.Networks;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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
    void overTheExactLimitClosenessIsNotComputedAndSaysSo() {
        GraphUtility u = GraphUtility.measure(STAR, 4);
        assertNull(u.closeness());
        ObjectNode o = u.toJson();
        assertTrue(o.get("closeness_centralization").isNull());
        assertTrue(o.get("closeness_scope").asText().startsWith("not computed"), o.toString());
    }
}
