package io.graphveil.metrics;

import io.graphveil.SharedData;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Agreement with networkx and igraph to 1e-9 on connected graphs (SPEC 1.6), with the
 * full-precision references of ../shared/data/README.md.
 */
class ReferenceValuesTest {
    private static void check(IndexedGraph g, double clustering, double transitivity, double closeness) {
        Clustering c = Clustering.of(g);
        assertEquals(clustering, c.average(), 1e-9, "average clustering");
        assertEquals(transitivity, c.transitivity(), 1e-9, "transitivity");
        ClosenessCentralization cc = ClosenessCentralization.of(g);
        assertEquals(ClosenessCentralization.Scope.WHOLE_GRAPH, cc.scope());
        assertEquals(closeness, cc.value(), 1e-9, "closeness centralization");
    }

    @Test
    void twitchPtBr() {
        IndexedGraph g = ReferenceGraphs.numbered(SharedData.require("twitch-ptbr/PTBR_edges.csv"), 1912);
        assertEquals(31299, g.edgeCount());
        check(g, 0.3198952746693515, 0.1309809619261169, 0.3984861214031656);
    }

    @Test
    void lastFmAsia() {
        IndexedGraph g = ReferenceGraphs.numbered(SharedData.require("lastfm-asia/lastfm_asia_edges.csv"), 7624);
        assertEquals(27806, g.edgeCount());
        check(g, 0.2194184243270858, 0.178622548153384, 0.19268676064911455);
    }

    @Test
    void egoFacebookCombined() {
        IndexedGraph g = ReferenceGraphs.numbered(SharedData.require("ego-facebook/facebook_combined.txt"), 4039);
        assertEquals(88234, g.edgeCount());
        check(g, 0.6055467186200876, 0.5191742775433075, 0.3671997558975235);
    }
}
