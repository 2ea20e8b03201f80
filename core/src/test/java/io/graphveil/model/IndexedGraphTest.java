package io.graphveil.model;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IndexedGraphTest {
    /**
     * The induced subgraph equals the one an {@link EdgeListBuilder} makes of the same edges: from
     * sorted lists (merged with the ball, or probed for the hub that node 0 is) and from lists in
     * any order.
     */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void inducedEqualsTheBuildersGraph(boolean sortedLists) {
        SplittableRandom random = new SplittableRandom(7);
        EdgeListBuilder whole = new EdgeListBuilder();
        for (int e = 0; e < 600; e++) {
            whole.add(random.nextInt(120), random.nextInt(120));
        }
        for (int v = 1; v < 120; v++) {
            whole.add(0, v);
        }
        IndexedGraph g = whole.build(120).graph();
        Adjacency read = sortedLists ? g : new Adjacency() {
            @Override
            public int nodeCount() {
                return g.nodeCount();
            }

            @Override
            public int degree(int v) {
                return g.degree(v);
            }

            @Override
            public int neighbor(int v, int i) {
                return g.neighbor(v, g.degree(v) - 1 - i);
            }
        };
        for (int round = 0; round < 5; round++) {
            int[] nodes = Permutations.identity(120);
            Permutations.shuffle(nodes, nodes.length, random);
            int size = 30 + 20 * round;
            // the hub near the ball's end, with fewer later nodes than its list has bits: probed
            int hub = Arrays.stream(nodes).boxed().toList().indexOf(0);
            nodes[hub] = nodes[size - 1 - round];
            nodes[size - 1 - round] = 0;
            int[] local = new int[120];
            Arrays.fill(local, -1);
            for (int i = 0; i < size; i++) {
                local[nodes[i]] = i;
            }
            EdgeListBuilder expected = new EdgeListBuilder();
            for (int a = 0; a < size; a++) {
                for (int i = g.start(nodes[a]); i < g.end(nodes[a]); i++) {
                    if (local[g.target(i)] > a) {
                        expected.add(a, local[g.target(i)]);
                    }
                }
            }
            assertEquals(expected.build(size).graph(), IndexedGraph.induced(read, nodes, size));
        }
    }

    /** Lists laid out anywhere in the slots make the same graph as in node order. */
    @Test
    void segmentsInAnyLayoutEqualTheNodeOrderedGraph() {
        EdgeListBuilder b = new EdgeListBuilder();
        b.add(0, 1);
        b.add(1, 2);
        b.add(0, 2);
        b.add(2, 3);
        IndexedGraph g = b.build(4).graph();
        // node 3's list first, then 2's, 0's, 1's
        int[] targets = {2, 0, 1, 3, 1, 2, 0, 2};
        int[] starts = {4, 6, 1, 0};
        int[] ends = {6, 8, 4, 1};
        IndexedGraph laid = IndexedGraph.ofSegments(starts, ends, targets);
        assertEquals(g, laid);
        assertEquals(laid, g);
        assertEquals(g.hashCode(), laid.hashCode());
        assertEquals(4, laid.nodeCount());
        assertEquals(4, laid.edgeCount());
        assertEquals(3, laid.degree(2));
        assertTrue(laid.hasEdge(3, 2));
        List<int[]> edges = new java.util.ArrayList<>();
        laid.forEachEdge((u, v) -> edges.add(new int[]{u, v}));
        assertEquals(List.of("0-1", "0-2", "1-2", "2-3"), edges.stream().map(e -> e[0] + "-" + e[1]).toList());
        assertNotEquals(g, IndexedGraph.ofSegments(new int[]{4, 6, 1, 0}, new int[]{6, 8, 4, 1},
                new int[]{2, 0, 1, 3, 1, 3, 0, 2}));
    }
}
