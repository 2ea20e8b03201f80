package io.graphveil.split;

import io.graphveil.Networks;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NeighborhoodTest {
    // 0 - 1 - 2 - 3 - 4, plus 1 - 3 and 5 isolated
    static final IndexedGraph G = Networks.graph(6, new int[][]{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {1, 3}});

    @Test
    void radiusZeroIsTheNodeAlone() {
        Neighborhood n = Neighborhood.of(G, 2, 0);
        assertEquals(1, n.size());
        assertEquals(2, n.node(0));
        assertEquals(0, n.induced().edgeCount());
    }

    @Test
    void radiusOneHasTheInducedEdgesAmongNeighbours() {
        Neighborhood n = Neighborhood.of(G, 2, 1);
        assertEquals(3, n.size());
        assertEquals(2, n.center());
        assertEquals(3, n.induced().edgeCount(), "2-1, 2-3 and the edge 1-3 between the neighbours");
        assertArrayEquals(new int[]{2, 2, 2}, n.degreeSequence());
    }

    @Test
    void radiusTwoReachesFurtherWithAllInducedEdges() {
        Neighborhood n = Neighborhood.of(G, 0, 2);
        int[] nodes = new int[n.size()];
        for (int i = 0; i < n.size(); i++) {
            nodes[i] = n.node(i);
        }
        Arrays.sort(nodes);
        assertArrayEquals(new int[]{0, 1, 2, 3}, nodes);
        assertEquals(4, n.induced().edgeCount(), "0-1, 1-2, 1-3, 2-3");
        for (int i = 0; i < n.size(); i++) {
            assertTrue(n.distance(i) <= 2);
        }
        assertEquals(1, Neighborhood.of(G, 5, 3).size());
    }

    @Test
    void aQueryObjectGivesTheSameBallsAsOneOffQueries() {
        Neighborhood.Query q = new Neighborhood.Query(G.nodeCount());
        for (int v = 0; v < G.nodeCount(); v++) {
            for (int r = 0; r < 3; r++) {
                Neighborhood a = q.ball(G, v, r);
                Neighborhood b = Neighborhood.of(G, v, r);
                assertEquals(b.size(), a.size());
                assertEquals(b.induced(), a.induced());
            }
        }
    }
}
