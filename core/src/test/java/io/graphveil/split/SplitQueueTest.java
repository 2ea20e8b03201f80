package io.graphveil.split;

import io.graphveil.Networks;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each ordering rule of SPEC 1.2 on hand-made graphs. */
class SplitQueueTest {
    private static NodeKeys keys(int n, long seed) {
        return new NodeKeys(n, v -> "p" + v, seed);
    }

    private static int[] order(int[] privateCount, IndexedGraph g, long seed) {
        return SplitQueue.of(privateCount, g, keys(privateCount.length, seed), false).order();
    }

    @Test
    void rule1MorePrivateValuesFirst() {
        IndexedGraph g = Networks.graph(3, new int[][]{{0, 1}, {1, 2}});
        assertArrayEquals(new int[]{2, 0}, order(new int[]{1, 0, 2}, g, 1));
    }

    @Test
    void rule2MorePrivateValuesAroundFirst() {
        // 1 and 3 hold one private value each; 1's neighbour 0 holds two, 3's neighbour 4 holds one.
        IndexedGraph g = Networks.graph(5, new int[][]{{0, 1}, {3, 4}});
        int[] o = order(new int[]{2, 1, 0, 1, 1}, g, 1);
        assertEquals(0, o[0]);
        assertTrue(indexOf(o, 1) < indexOf(o, 3), Arrays.toString(o));
    }

    @Test
    void rule3HigherDegreeFirst() {
        // 1 and 2 each hold one private value and have no private neighbours; 2 has more friends.
        IndexedGraph g = Networks.graph(6, new int[][]{{1, 0}, {2, 3}, {2, 4}, {2, 5}});
        assertArrayEquals(new int[]{2, 1}, order(new int[]{0, 1, 1, 0, 0, 0}, g, 1));
    }

    @Test
    void rule4SeededRandomAmongEquals() {
        IndexedGraph g = Networks.graph(4, new int[][]{});
        int[] count = {1, 1, 1, 1};
        assertArrayEquals(order(count, g, 7), order(count, g, 7), "the same seed gives the same order");
        Set<String> orders = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            orders.add(Arrays.toString(order(count, g, seed)));
        }
        assertTrue(orders.size() > 5, "ties are broken differently by different seeds: " + orders);
    }

    @Test
    void onlyHoldersAreQueued() {
        IndexedGraph g = Networks.graph(4, new int[][]{{0, 1}});
        SplitQueue q = SplitQueue.of(new int[]{0, 3, 0, 1}, g, keys(4, 1), false);
        assertEquals(2, q.targets());
        assertEquals(1, q.poll());
        assertEquals(3, q.poll());
        assertEquals(-1, q.poll());
    }

    @Test
    void recomputingReRanksAfterANeighboursSplit() {
        // 0 (2 values) is split first. 1 and 2 hold one value; 1's only friend is 0, 2's is 3 (one value).
        // Computed once: 1 before 2 (rule 2: 2 > 1 around). After 0 is split and 1 ends up beside a copy
        // without private values, 1 has 0 around and falls behind 2.
        IndexedGraph g = Networks.graph(4, new int[][]{{0, 1}, {2, 3}});
        int[] count = {2, 1, 1, 1};
        SplitQueue once = SplitQueue.of(count, g, keys(4, 1), false);
        int[] fixed = once.order();
        assertEquals(0, fixed[0]);
        assertEquals(1, fixed[1]);
        SplitQueue re = SplitQueue.of(count, g, keys(4, 1), true);
        assertEquals(0, re.poll());
        re.neighbourChanged(1, -2);
        Set<Integer> next = new HashSet<>(java.util.List.of(re.poll(), re.poll()));
        assertEquals(Set.of(2, 3), next, "2 and 3 (one value around) now come before 1 (none)");
        assertEquals(1, re.poll());
        assertEquals(-1, re.poll());
    }

    private static int indexOf(int[] a, int x) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == x) {
                return i;
            }
        }
        return -1;
    }
}
