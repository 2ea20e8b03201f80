package io.graphveil.metrics;

import io.graphveil.Networks;
import io.graphveil.SharedData;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PathLengthsTest {
    @Test
    void aPathHandComputed() {
        // Path 0-1-2-3: ordered distance sums 6 + 4 + 4 + 6 = 20 over 12 ordered pairs.
        PathLengths p = PathLengths.of(DistanceProfile.exact(Networks.graph(4, new int[][]{{0, 1}, {1, 2}, {2, 3}})));
        assertEquals(20 / 12.0, p.average(), 1e-12);
        assertEquals(3, p.diameter());
        assertTrue(p.diameterExact());
        assertEquals(0, p.averageErrorBound());
    }

    @Test
    void disconnectedGraphsAverageOverConnectedPairs() {
        // Star of 5 (centre 4, leaves 1 + 2·3 = 7 each) and a pair (1 each); an isolated node adds nothing.
        IndexedGraph g = Networks.graph(8, new int[][]{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {6, 7}});
        PathLengths p = PathLengths.of(DistanceProfile.exact(g));
        assertEquals((4 + 4 * 7 + 2) / (20.0 + 2), p.average(), 1e-12);
        assertEquals(2, p.diameter());
    }

    @Test
    void noPairsHasNoAverage() {
        PathLengths p = PathLengths.of(DistanceProfile.exact(IndexedGraph.empty(3)));
        assertTrue(Double.isNaN(p.average()));
        assertEquals(0, p.diameter());
    }

    @Test
    void agreesWithNetworkx() {
        IndexedGraph twitch = ReferenceGraphs.numbered(SharedData.require("twitch-ptbr/PTBR_edges.csv"), 1912);
        PathLengths p = PathLengths.of(DistanceProfile.exact(twitch));
        assertEquals(2.5323791570055767, p.average(), 1e-9);
        assertEquals(7, p.diameter());
        IndexedGraph asia = ReferenceGraphs.numbered(SharedData.require("lastfm-asia/lastfm_asia_edges.csv"), 7624);
        p = PathLengths.of(DistanceProfile.exact(asia));
        assertEquals(5.232237268915701, p.average(), 1e-9);
        assertEquals(15, p.diameter());
    }
}
