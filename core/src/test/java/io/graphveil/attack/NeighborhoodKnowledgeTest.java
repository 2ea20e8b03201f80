package io.graphveil.attack;

import io.graphveil.Networks;
import io.graphveil.model.IndexedGraph;
import io.graphveil.split.Neighborhood;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

class NeighborhoodKnowledgeTest {
    @Test
    void sequencesAreThoseOfTheBuiltBalls() {
        for (long seed = 1; seed <= 3; seed++) {
            IndexedGraph g = Networks.movieLensLike(300, 0.05, 0.3, 8, seed).network().structure();
            int[][] sequences = NeighborhoodKnowledge.sequences(g);
            for (int v = 0; v < g.nodeCount(); v++) {
                assertArrayEquals(Neighborhood.of(g, v, 1).degreeSequence(), sequences[v], "node " + v);
            }
        }
    }
}
