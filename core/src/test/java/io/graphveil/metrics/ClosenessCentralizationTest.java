package io.graphveil.metrics;

import io.graphveil.Networks;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ClosenessCentralizationTest {
    @Test
    void aStarIsTheMostCentralizedGraph() {
        IndexedGraph star = Networks.graph(5, new int[][]{{0, 1}, {0, 2}, {0, 3}, {0, 4}});
        ClosenessCentralization c = ClosenessCentralization.of(star);
        assertEquals(1.0, c.value(), 1e-12);
        assertEquals(1.0, c.harmonicCentralization(), 1e-12);
        assertEquals(ClosenessCentralization.Scope.WHOLE_GRAPH, c.scope());
    }

    @Test
    void aCompleteGraphHasNone() {
        int n = 5;
        java.util.List<int[]> e = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                e.add(new int[]{i, j});
            }
        }
        ClosenessCentralization c = ClosenessCentralization.of(Networks.graph(n, e.toArray(new int[0][])));
        assertEquals(0, c.value(), 1e-12);
        assertEquals(0, c.harmonicCentralization(), 1e-12);
    }

    @Test
    void aPathHandComputed() {
        // Path 0-1-2-3: distance sums 6, 4, 4, 6 -> C = 3/6, 3/4, 3/4, 3/6; C* = 3/4.
        // Σ (C* - C) = 2 * 1/4 = 1/2; denominator (3*2)/5 = 6/5 -> 5/12.
        ClosenessCentralization c = ClosenessCentralization.of(Networks.graph(4, new int[][]{{0, 1}, {1, 2}, {2, 3}}));
        assertEquals(5.0 / 12, c.value(), 1e-12);
        // harmonic: (1 + 1/2 + 1/3)/3, (1 + 1 + 1/2)/3, ... max 2.5/3; Σ(max - h) = 2 * (2.5 - 11/6)/3
        double hEnd = (1 + 0.5 + 1 / 3.0) / 3;
        double hMid = 2.5 / 3;
        assertEquals(2 * (hMid - hEnd) / 1.0, c.harmonicCentralization(), 1e-12);
        assertEquals((2 * hEnd + 2 * hMid) / 4, c.meanHarmonic(), 1e-12);
    }

    @Test
    void aDisconnectedGraphIsMeasuredOnItsLargestComponent() {
        // A star of 5 plus an isolated node and a pair.
        IndexedGraph g = Networks.graph(8, new int[][]{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {6, 7}});
        ClosenessCentralization c = ClosenessCentralization.of(g);
        assertEquals(ClosenessCentralization.Scope.LARGEST_COMPONENT, c.scope());
        assertEquals(5, c.scopeSize());
        assertEquals(1.0, c.value(), 1e-12);
        // harmonic on the whole graph (n = 8): centre 4/7; leaves (1 + 3/2)/7; pair 1/7 each; isolated 0.
        double max = 4 / 7.0;
        double sum = 4 * (max - 2.5 / 7) + 2 * (max - 1 / 7.0) + max;
        assertEquals(sum / 3.0, c.harmonicCentralization(), 1e-12);
    }

    @Test
    void distanceSumsAgreeWithSingleSourceBfsAcrossBatchBoundaries() {
        io.graphveil.io.Dataset d = Networks.movieLensLike(300, 0, 0.1, 4, 3);
        IndexedGraph g = d.network().structure();
        DistanceSums all = DistanceSums.of(g);
        for (int s = 0; s < g.nodeCount(); s += 37) {
            int[] dist = new int[g.nodeCount()];
            java.util.Arrays.fill(dist, -1);
            java.util.ArrayDeque<Integer> q = new java.util.ArrayDeque<>();
            dist[s] = 0;
            q.add(s);
            long sum = 0;
            int ecc = 0;
            while (!q.isEmpty()) {
                int u = q.poll();
                for (int i = g.start(u); i < g.end(u); i++) {
                    int v = g.target(i);
                    if (dist[v] < 0) {
                        dist[v] = dist[u] + 1;
                        sum += dist[v];
                        ecc = Math.max(ecc, dist[v]);
                        q.add(v);
                    }
                }
            }
            assertEquals(sum, all.distanceSum(s));
            assertEquals(ecc, all.eccentricity(s));
            assertEquals(g.nodeCount() - 1, all.reached(s));
        }
    }
}
