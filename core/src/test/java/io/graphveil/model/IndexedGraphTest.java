package io.graphveil.model;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

class IndexedGraphTest {
    /** The induced subgraph equals the one an {@link EdgeListBuilder} makes of the same edges. */
    @Test
    void inducedEqualsTheBuildersGraph() {
        SplittableRandom random = new SplittableRandom(7);
        EdgeListBuilder whole = new EdgeListBuilder();
        for (int e = 0; e < 600; e++) {
            whole.add(random.nextInt(120), random.nextInt(120));
        }
        IndexedGraph g = whole.build(120).graph();
        for (int round = 0; round < 5; round++) {
            int[] nodes = Permutations.identity(120);
            Permutations.shuffle(nodes, nodes.length, random);
            int size = 30 + 20 * round;
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
            assertEquals(expected.build(size).graph(), IndexedGraph.induced(g, nodes, size, w -> local[w]));
        }
    }
}
