package io.graphveil.model;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EdgeListBuilderTest {

    @Test
    void dropsAndCountsSelfLoopsDuplicatesAndReciprocalPairs() {
        EdgeListBuilder b = new EdgeListBuilder();
        b.add(0, 1);
        b.add(1, 0); // reciprocal
        b.add(0, 1); // duplicate
        b.add(2, 2); // self-loop
        b.add(1, 2);
        b.add(1, 2); // duplicate
        EdgeListBuilder.Result r = b.build(3);
        assertEquals(2, r.graph().edgeCount());
        assertEquals(1, r.selfLoops());
        assertEquals(2, r.duplicates());
        assertEquals(1, r.reciprocal());
        assertEquals(4, r.dropped());
        assertArrayEquals(new int[]{1}, r.graph().neighbors(0));
        assertArrayEquals(new int[]{0, 2}, r.graph().neighbors(1));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void countsDoNotDependOnInputOrder(long seed) {
        Random random = new Random(seed);
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            edges.add(new int[]{random.nextInt(40), random.nextInt(40)});
        }
        EdgeListBuilder.Result first = build(edges);
        Collections.shuffle(edges, random);
        EdgeListBuilder.Result second = build(edges);
        assertEquals(first.graph(), second.graph());
        assertEquals(first.selfLoops(), second.selfLoops());
        assertEquals(first.duplicates(), second.duplicates());
        assertEquals(first.reciprocal(), second.reciprocal());
        assertEquals(300, first.graph().edgeCount() + first.dropped());
    }

    private static EdgeListBuilder.Result build(List<int[]> edges) {
        EdgeListBuilder b = new EdgeListBuilder();
        edges.forEach(e -> b.add(e[0], e[1]));
        return b.build(40);
    }

    @Test
    void adjacencyIsSortedSymmetricAndSearchable() {
        EdgeListBuilder b = new EdgeListBuilder();
        int[][] pairs = {{3, 0}, {0, 2}, {4, 0}, {2, 3}, {1, 4}};
        for (int[] p : pairs) {
            b.add(p[0], p[1]);
        }
        IndexedGraph g = b.build(5).graph();
        assertArrayEquals(new int[]{2, 3, 4}, g.neighbors(0));
        for (int[] p : pairs) {
            assertTrue(g.hasEdge(p[0], p[1]));
            assertTrue(g.hasEdge(p[1], p[0]));
        }
        assertFalse(g.hasEdge(1, 2));
        assertEquals(3, g.maxDegree());
        List<String> seen = new ArrayList<>();
        g.forEachEdge((u, v) -> seen.add(u + "-" + v));
        assertEquals(List.of("0-2", "0-3", "0-4", "1-4", "2-3"), seen);
    }

    @Test
    void rejectsNodesOutsideTheGraph() {
        EdgeListBuilder b = new EdgeListBuilder();
        b.add(0, 7);
        assertThrows(IllegalArgumentException.class, () -> b.build(5));
    }
}
