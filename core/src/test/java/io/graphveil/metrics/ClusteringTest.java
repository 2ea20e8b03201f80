package io.graphveil.metrics;

import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.IndexedGraph;
import io.graphveil.generate.FriendshipGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /** A clustered graph of the generator's kind (triads closed), whose coefficients are far from 0 and 1. */
    private static final IndexedGraph CLUSTERED = new FriendshipGenerator(FriendshipGenerator.Parameters.defaults())
            .generate(20_000, (u, v) -> 1, 7, done -> { });

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void wedgeSamplesFallWithinTheirStatedErrorOfTheExactValues(long seed) {
        Clustering exact = Clustering.of(CLUSTERED);
        Clustering sampled = Clustering.sampled(CLUSTERED, 20_000, seed);
        assertFalse(sampled.isExact());
        assertTrue(exact.isExact());
        assertEquals(Clustering.errorBound(20_000), sampled.transitivityError(), 1e-15);
        assertTrue(exact.transitivity() > 0.01 && exact.average() > 0.05, "a graph with clustering to estimate");
        assertEquals(exact.transitivity(), sampled.transitivity(), sampled.transitivityError());
        assertEquals(exact.average(), sampled.average(), sampled.averageError());
        assertEquals(exact.averageDegree2(), sampled.averageDegree2(), sampled.averageDegree2Error());
        assertEquals(exact.triangles(), sampled.triangles(), exact.triangles() * 0.1);
    }

    @Test
    void wedgeSamplingIsExactOnCompleteGraphsAndStarsAndRepeatsForASeed() {
        java.util.List<int[]> all = new java.util.ArrayList<>();
        for (int i = 0; i < 8; i++) {
            for (int j = i + 1; j < 8; j++) {
                all.add(new int[]{i, j});
            }
        }
        Clustering k = Clustering.sampled(graph(8, all.toArray(new int[0][])), 1000, 1);
        assertEquals(1.0, k.transitivity());
        assertEquals(1.0, k.average());
        Clustering star = Clustering.sampled(graph(5, new int[][]{{0, 1}, {0, 2}, {0, 3}, {0, 4}}), 1000, 1);
        assertEquals(0, star.transitivity());
        assertEquals(0, Clustering.sampled(IndexedGraph.empty(3), 10, 1).average());
        assertEquals(Clustering.sampled(CLUSTERED, 5000, 9).transitivity(),
                Clustering.sampled(CLUSTERED, 5000, 9).transitivity());
    }
}
