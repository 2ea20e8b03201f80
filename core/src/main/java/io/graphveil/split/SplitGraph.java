package io.graphveil.split;

import io.graphveil.model.Adjacency;
import io.graphveil.model.SortedSearch;
import io.graphveil.model.IndexedGraph;

import java.util.Arrays;

/**
 * The friendship graph while nodes are being split, edited in place: one copy of the input's
 * neighbour slots, and the start and end of each node's list, each list kept ascending so that
 * finding a friend is a binary search (a hub's list is not scanned for each neighbour split).
 * Splitting never changes the number of edges, only which copy holds each: the node's list is reordered so that the first copy's
 * neighbours come first and the second copy's list is the rest of the same slots, and each moved
 * neighbour's own list names the second copy instead. So the graph never grows a slot, and the
 * split graph is these arrays ({@link IndexedGraph#ofSegments}). Memory {@code 8m + 8(n + copies)}
 * bytes beside the input graph.
 */
final class SplitGraph implements Adjacency {
    private final int[] starts;
    private final int[] ends;
    private final int[] targets;
    private int nodeCount;

    SplitGraph(IndexedGraph g, int capacity) {
        nodeCount = g.nodeCount();
        starts = new int[capacity];
        ends = new int[capacity];
        targets = g.targetsCopy();
        for (int v = 0; v < nodeCount; v++) {
            starts[v] = g.start(v);
            ends[v] = g.end(v);
        }
    }

    @Override
    public int nodeCount() {
        return nodeCount;
    }

    @Override
    public int degree(int v) {
        return ends[v] - starts[v];
    }

    @Override
    public int neighbor(int v, int i) {
        return targets[starts[v] + i];
    }

    @Override
    public int firstAtLeast(int v, int from, int x) {
        return SortedSearch.firstAtLeast(targets, starts[v] + from, ends[v], x) - starts[v];
    }

    /** Adds a node with no edges; returns its index. */
    int addNode() {
        starts[nodeCount] = 0;
        ends[nodeCount] = 0;
        return nodeCount++;
    }

    /**
     * Deals {@code v}'s neighbours between {@code v} ({@code first[0..a)}) and its new copy
     * {@code copy} ({@code second[0..b)}), which together are exactly {@code v}'s neighbours; the
     * other ends are not touched.
     */
    void deal(int v, int copy, int[] first, int a, int[] second, int b) {
        int s = starts[v];
        if (a + b != ends[v] - s || degree(copy) != 0) {
            throw new IllegalStateException("the copies of " + v + " must share its " + degree(v) + " neighbours");
        }
        System.arraycopy(first, 0, targets, s, a);
        System.arraycopy(second, 0, targets, s + a, b);
        Arrays.sort(targets, s, s + a);
        Arrays.sort(targets, s + a, s + a + b);
        ends[v] = s + a;
        starts[copy] = s + a;
        ends[copy] = s + a + b;
    }

    /** In {@code u}'s list, the neighbour {@code from} becomes {@code to}; the list stays ascending. */
    void replaceNeighbor(int u, int from, int to) {
        int s = starts[u];
        int e = ends[u];
        int at = Arrays.binarySearch(targets, s, e, from);
        if (at < 0) {
            throw new IllegalStateException(from + " is not a neighbour of " + u);
        }
        int into = -Arrays.binarySearch(targets, s, e, to) - 1; // to is not yet a neighbour
        if (into > at) {
            System.arraycopy(targets, at + 1, targets, at, into - 1 - at);
            targets[into - 1] = to;
        } else {
            System.arraycopy(targets, into, targets, into + 1, at - into);
            targets[into] = to;
        }
    }

    @Override
    public boolean sortedLists() {
        return true;
    }

    @Override
    public boolean listHolds(int v, int w) {
        return Arrays.binarySearch(targets, starts[v], ends[v], w) >= 0;
    }

    /** The graph (its lists are kept ascending throughout); this object must not be used afterwards. */
    IndexedGraph toIndexedGraph() {
        return IndexedGraph.ofSegments(Arrays.copyOf(starts, nodeCount), Arrays.copyOf(ends, nodeCount), targets);
    }
}
