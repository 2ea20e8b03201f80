package io.graphveil.metrics;

import io.graphveil.Networks;
import io.graphveil.SharedData;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BetweennessTest {
    @Test
    void pathAndStarHandComputed() {
        // Path 0-1-2-3: node 1 lies on (0,2) and (0,3), node 2 on (1,3) and (0,3).
        Betweenness p = Betweenness.of(Networks.graph(4, new int[][]{{0, 1}, {1, 2}, {2, 3}}));
        assertEquals(0, p.value(0), 1e-12);
        assertEquals(2, p.value(1), 1e-12);
        assertEquals(2, p.value(2), 1e-12);
        assertEquals(2 / 3.0, p.normalized(1), 1e-12);
        // Star: the centre is on all 6 leaf pairs; normalized 1; centralization 1.
        Betweenness s = Betweenness.of(GraphUtilityTest.STAR);
        assertEquals(6, s.value(0), 1e-12);
        assertEquals(1, s.normalized(0), 1e-12);
        assertEquals(1, s.centralization(), 1e-12);
    }

    @Test
    void splitsPathsByTheirCount() {
        // A 4-cycle 0-1-2-3-0: the pair (0,2) has two shortest paths, through 1 and through 3.
        Betweenness c = Betweenness.of(Networks.graph(4, new int[][]{{0, 1}, {1, 2}, {2, 3}, {3, 0}}));
        for (int v = 0; v < 4; v++) {
            assertEquals(0.5, c.value(v), 1e-12);
        }
    }

    @Test
    void agreesWithNetworkx() {
        IndexedGraph twitch = ReferenceGraphs.numbered(SharedData.require("twitch-ptbr/PTBR_edges.csv"), 1912);
        Betweenness b = Betweenness.of(twitch);
        assertEquals(0.0992613670254655, b.normalized(127), 1e-9);
        assertEquals(0.054894872658417665, b.normalized(1476), 1e-9);
        double sum = 0;
        for (double x : b.normalized()) {
            sum += x;
        }
        assertEquals(1.5339837425102976, sum, 1e-9);
        NodeCloseness c = NodeCloseness.of(DistanceProfile.exact(twitch));
        assertEquals(0.6009433962264151, c.closeness(127), 1e-12);
        assertEquals(0.5684116597263533, c.closeness(1297), 1e-12);
    }

    @Test
    void nodeClosenessOnADisconnectedGraph() {
        // Star of 5, an isolated node and a pair (n = 8): centre (4/7)(4/4); leaf (4/7)(4/7); pair (1/7)(1/1).
        IndexedGraph g = Networks.graph(8, new int[][]{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {6, 7}});
        NodeCloseness c = NodeCloseness.of(DistanceProfile.exact(g));
        assertEquals(4 / 7.0, c.closeness(0), 1e-12);
        assertEquals(4 / 7.0 * 4 / 7.0, c.closeness(1), 1e-12);
        assertEquals(0, c.closeness(5), 1e-12);
        assertEquals(1 / 7.0, c.closeness(6), 1e-12);
        assertEquals((1 + 1.5) / 7, c.harmonic(1), 1e-12);
    }
}
