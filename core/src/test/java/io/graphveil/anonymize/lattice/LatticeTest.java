package io.graphveil.anonymize.lattice;

import io.graphveil.BadParameterException;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LatticeTest {
    @Test
    void levelVectorsSuccessorsPredecessorsAndLevels() {
        Lattice l = new Lattice(new int[]{2, 1, 3}, null);
        assertEquals(3 * 2 * 4, l.size());
        assertEquals(6, l.height());
        assertArrayEquals(new int[]{0, 0, 0}, l.levels(l.bottom()));
        assertArrayEquals(new int[]{2, 1, 3}, l.levels(l.top()));
        int node = l.node(new int[]{1, 0, 2});
        assertArrayEquals(new int[]{1, 0, 2}, l.levels(node));
        assertEquals(3, l.latticeLevel(node));
        Set<String> up = new HashSet<>();
        for (int s : l.successors(node)) {
            up.add(Arrays.toString(l.levels(s)));
        }
        assertEquals(Set.of("[2, 0, 2]", "[1, 1, 2]", "[1, 0, 3]"), up);
        Set<String> down = new HashSet<>();
        for (int p : l.predecessors(node)) {
            down.add(Arrays.toString(l.levels(p)));
        }
        assertEquals(Set.of("[0, 0, 2]", "[1, 0, 1]"), down);
        assertEquals(0, l.successors(l.top()).length);
        assertEquals(0, l.predecessors(l.bottom()).length);
        assertTrue(l.generalizes(l.top(), node) && l.generalizes(node, node));
        assertFalse(l.generalizes(node, l.node(new int[]{0, 1, 0})));
        int[] counts = new int[l.height() + 1];
        for (int level = 0; level <= l.height(); level++) {
            for (int n : l.nodesAt(level)) {
                assertEquals(level, l.latticeLevel(n));
                counts[level]++;
            }
        }
        assertEquals(l.size(), Arrays.stream(counts).sum());
        assertThrows(IllegalArgumentException.class, () -> l.node(new int[]{3, 0, 0}));
    }

    @Test
    void theFixedOrderIsByLevelThenNormalizedLevelThenDistinctValuesThenId() {
        // Heights 1 and 4: at level 1, raising the tall hierarchy (1/4) comes before the flat one (1/1).
        Lattice l = new Lattice(new int[]{1, 4}, null);
        assertArrayEquals(new int[]{l.node(new int[]{0, 1}), l.node(new int[]{1, 0})}, l.nodesAt(1));
        assertArrayEquals(new int[]{l.node(new int[]{0, 1}), l.node(new int[]{1, 0})}, l.successors(l.bottom()));
        // Equal normalized levels: the node keeping more distinct values first.
        int[][] distinct = {{10, 2, 1}, {10, 8, 1}};
        Lattice d = new Lattice(new int[]{2, 2}, distinct);
        assertArrayEquals(new int[]{d.node(new int[]{0, 1}), d.node(new int[]{1, 0})}, d.nodesAt(1));
        // Every successor comes later than its node.
        for (int n = 0; n < d.size(); n++) {
            for (int s : d.successors(n)) {
                assertTrue(d.rank(s) > d.rank(n));
            }
        }
    }

    @Test
    void refusesLatticesTooLargeToSearch() {
        int[] heights = new int[23];
        Arrays.fill(heights, 1);
        assertThrows(BadParameterException.class, () -> new Lattice(heights, null));
    }
}
