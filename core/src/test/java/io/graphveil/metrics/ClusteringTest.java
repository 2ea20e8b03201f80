package io.graphveil.metrics;

import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ClusteringTest {
    static IndexedGraph graph(int n, int[][] edges) {
        EdgeListBuilder b = new EdgeListBuilder();
        for (int[] e : edges) {
            b.add(e[0], e[1]);
        }
        return b.build(n).graph();
    }

    @Test
    void handComputedExample() {
        // Triangle 0-1-2 plus a pendant 3 on node 2 and an isolated node 4.
        IndexedGraph g = graph(5, new int[][]{{0, 1}, {1, 2}, {2, 0}, {2, 3}});
        Clustering c = Clustering.of(g);
        assertEquals(1, c.triangles());
        // local: 1, 1, 1/3, 0, 0 -> mean over all = (7/3)/5; over degree >= 2 = (7/3)/3
        assertEquals((7.0 / 3) / 5, c.average(), 1e-15);
        assertEquals((7.0 / 3) / 3, c.averageDegree2(), 1e-15);
        // triples: 1 + 1 + 3 = 5; 3 * 1 / 5
        assertEquals(0.6, c.transitivity(), 1e-15);
    }

    @Test
    void completeGraphAndStar() {
        int n = 6;
        java.util.List<int[]> all = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                all.add(new int[]{i, j});
            }
        }
        Clustering k = Clustering.of(graph(n, all.toArray(new int[0][])));
        assertEquals(1.0, k.average(), 1e-15);
        assertEquals(1.0, k.transitivity(), 1e-15);
        assertEquals(20, k.triangles());
        Clustering star = Clustering.of(graph(5, new int[][]{{0, 1}, {0, 2}, {0, 3}, {0, 4}}));
        assertEquals(0, star.average());
        assertEquals(0, star.transitivity());
        assertEquals(0, Clustering.of(IndexedGraph.empty(0)).average());
    }
}
