package io.graphveil.model;

import java.util.Arrays;

/**
 * An undirected simple graph on nodes {@code 0..n-1} in compressed sparse row form: the neighbours
 * of {@code v} are {@code target(start(v)) … target(end(v)-1)}, in ascending order. This is the
 * representation every hot path (splitting, clustering coefficients, BFS) runs on; the JGraphT
 * graph of {@link AttributeSocialNetwork#graph()} is a view built from it. Immutable.
 *
 * <p>Memory: {@code 4(n+1) + 8m} bytes for {@code n} nodes and {@code m} edges. A graph made by
 * splitting keeps its neighbour lists where the splitting left them (a copy's list is a part of its
 * original's), so it holds the start and end of each list ({@code 8n + 8m} bytes) rather than
 * copying every list into node order ({@link #ofSegments}).
 */
public final class IndexedGraph implements Adjacency {
    /** Start of each node's list; with {@code ends == null} also the end of the previous node's. */
    private final int[] offsets;
    /** End of each node's list, or null when the lists lie in node order. */
    private final int[] ends;
    private final int[] targets;

    private IndexedGraph(int[] offsets, int[] ends, int[] targets) {
        this.offsets = offsets;
        this.ends = ends;
        this.targets = targets;
    }

    private IndexedGraph(int[] offsets, int[] targets) {
        this(offsets, null, targets);
    }

    /**
     * A graph whose node {@code v}'s neighbours are {@code targets[starts[v] .. ends[v])}, ascending,
     * the lists not overlapping, every slot of {@code targets} in one list, and every edge in both
     * of its ends' lists. The arrays are taken, not copied, and the invariants are the caller's
     * (a splitting that moves edges between lists in place keeps them).
     */
    public static IndexedGraph ofSegments(int[] starts, int[] ends, int[] targets) {
        if (starts.length != ends.length) {
            throw new IllegalArgumentException("starts and ends of different lengths");
        }
        return new IndexedGraph(starts, ends, targets);
    }

    /** The graph with {@code n} nodes and no edges. */
    public static IndexedGraph empty(int n) {
        return new IndexedGraph(new int[n + 1], new int[0]);
    }

    /**
     * Builds from edges known to be simple (no self-loops, no duplicates in either direction),
     * such as the generator's or a previous graph's. Use {@link EdgeListBuilder} for raw input.
     */
    public static IndexedGraph fromSimpleEdges(int n, int[] us, int[] vs, int m) {
        int[] degree = new int[n];
        for (int i = 0; i < m; i++) {
            degree[us[i]]++;
            degree[vs[i]]++;
        }
        int[] offsets = new int[n + 1];
        for (int v = 0; v < n; v++) {
            offsets[v + 1] = offsets[v] + degree[v];
        }
        int[] fill = Arrays.copyOf(offsets, n);
        int[] targets = new int[offsets[n]];
        for (int i = 0; i < m; i++) {
            targets[fill[us[i]]++] = vs[i];
            targets[fill[vs[i]]++] = us[i];
        }
        for (int v = 0; v < n; v++) {
            Arrays.sort(targets, offsets[v], offsets[v + 1]);
        }
        return new IndexedGraph(offsets, targets);
    }

    /**
     * The subgraph of {@code g} induced on {@code nodes[0..size)} (distinct nodes), whose node
     * {@code i} is {@code nodes[i]}. The edges taken from a simple graph are simple, so no builder
     * is needed. Cost: the nodes sorted once ({@code O(size log size)}); then, when {@code g}'s
     * lists are sorted, each node's list merged with them, each side skipping ahead by doubling
     * steps ({@code O(s log(l / s))} for the shorter {@code s} and the longer {@code l} of the two,
     * so that a hub in many small balls does not cost each of them its whole list), and otherwise
     * each neighbour searched among them ({@code O(d log size)}). Only the lists and the nodes'
     * own small arrays are read: a lookup per neighbour in an array over the whole graph missed the
     * cache at nearly every one on ten million nodes (40 MB of marks), and the 1-balls of 143,000
     * nodes of that graph took 5.0–6.6 s merged against 7.2–10.9 s looked up (on a million nodes,
     * whose marks fit in the cache, both alike).
     */
    public static IndexedGraph induced(Adjacency g, int[] nodes, int size) {
        // the nodes ascending, with their indexes: the ball in the order of a sorted list
        long[] byNode = new long[size];
        for (int a = 0; a < size; a++) {
            byNode[a] = ((long) nodes[a] << 32) | a;
        }
        Arrays.sort(byNode);
        int[] ids = new int[size];
        int[] index = new int[size];
        for (int j = 0; j < size; j++) {
            ids[j] = (int) (byNode[j] >>> 32);
            index[j] = (int) byNode[j];
        }
        Edges edges = new Edges();
        if (!g.sortedLists()) {
            for (int a = 0; a < size; a++) {
                int u = nodes[a];
                for (int i = 0, d = g.degree(u); i < d; i++) {
                    int w = g.neighbor(u, i);
                    int j = SortedSearch.firstAtLeast(ids, w);
                    if (j < size && ids[j] == w && index[j] > a) {
                        edges.add(a, index[j]);
                    }
                }
            }
            return fromSimpleEdges(size, edges.us, edges.vs, edges.m);
        }
        for (int a = 0; a < size; a++) {
            int u = nodes[a];
            int degree = g.degree(u);
            // the common part of u's list and the ball's, each side skipping ahead by doubling steps
            int i = 0;
            int j = 0;
            while (i < degree && j < size) {
                int w = g.neighbor(u, i);
                int x = ids[j];
                if (w == x) {
                    if (index[j] > a) {
                        edges.add(a, index[j]);
                    }
                    i++;
                    j++;
                } else if (w < x) {
                    i = g.firstAtLeast(u, i + 1, x);
                } else {
                    j = SortedSearch.firstAtLeast(ids, j + 1, size, w);
                }
            }
        }
        return fromSimpleEdges(size, edges.us, edges.vs, edges.m);
    }

    /** The edges {@link #induced} finds, growing. */
    private static final class Edges {
        private int[] us = new int[16];
        private int[] vs = new int[16];
        private int m;

        void add(int a, int b) {
            if (m == us.length) {
                us = Arrays.copyOf(us, 2 * m);
                vs = Arrays.copyOf(vs, 2 * m);
            }
            us[m] = a;
            vs[m++] = b;
        }
    }

    /** Wraps CSR arrays that are already sorted and symmetric (package use by builders). */
    static IndexedGraph wrap(int[] offsets, int[] targets) {
        return new IndexedGraph(offsets, targets);
    }

    @Override
    public int nodeCount() {
        return ends == null ? offsets.length - 1 : offsets.length;
    }

    @Override
    public int neighbor(int v, int i) {
        return targets[offsets[v] + i];
    }

    @Override
    public int firstAtLeast(int v, int from, int x) {
        int start = start(v);
        return SortedSearch.firstAtLeast(targets, start + from, end(v), x) - start;
    }

    public long edgeCount() {
        return targets.length / 2;
    }

    @Override
    public int degree(int v) {
        return end(v) - offsets[v];
    }

    /** Every node's degree, in a new array. */
    public int[] degrees() {
        int[] out = new int[nodeCount()];
        for (int v = 0; v < out.length; v++) {
            out[v] = degree(v);
        }
        return out;
    }

    /** First index of {@code v}'s neighbours in {@link #target(int)}. */
    public int start(int v) {
        return offsets[v];
    }

    /** One past the last index of {@code v}'s neighbours. */
    public int end(int v) {
        return ends == null ? offsets[v + 1] : ends[v];
    }

    public int target(int index) {
        return targets[index];
    }

    /**
     * A copy of the neighbour slots, laid out as {@link #start}/{@link #end} index them: room for
     * editing a copy of the graph in place.
     */
    public int[] targetsCopy() {
        return targets.clone();
    }

    /** A copy of {@code v}'s neighbours, ascending. */
    public int[] neighbors(int v) {
        return Arrays.copyOfRange(targets, offsets[v], end(v));
    }

    @Override
    public boolean sortedLists() {
        return true;
    }

    @Override
    public boolean listHolds(int v, int w) {
        return Arrays.binarySearch(targets, offsets[v], end(v), w) >= 0;
    }

    /** Calls {@code action} once per edge with {@code u < v}, in ascending order of {@code (u, v)}. */
    public void forEachEdge(EdgeConsumer action) {
        int n = nodeCount();
        for (int u = 0; u < n; u++) {
            for (int i = offsets[u], end = end(u); i < end; i++) {
                int v = targets[i];
                if (u < v) {
                    action.accept(u, v);
                }
            }
        }
    }

    public int maxDegree() {
        int max = 0;
        for (int v = 0; v < nodeCount(); v++) {
            max = Math.max(max, degree(v));
        }
        return max;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof IndexedGraph)) {
            return false;
        }
        IndexedGraph g = (IndexedGraph) o;
        if (g.nodeCount() != nodeCount() || g.targets.length != targets.length) {
            return false;
        }
        for (int v = 0; v < nodeCount(); v++) {
            if (!Arrays.equals(targets, offsets[v], end(v), g.targets, g.offsets[v], g.end(v))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = nodeCount();
        for (int v = 0; v < nodeCount(); v++) {
            h = 31 * h + degree(v);
            for (int i = offsets[v], end = end(v); i < end; i++) {
                h = 31 * h + targets[i];
            }
        }
        return h;
    }

    @Override
    public String toString() {
        return "IndexedGraph[" + nodeCount() + " nodes, " + edgeCount() + " edges]";
    }

    /** Receives one undirected edge. */
    @FunctionalInterface
    public interface EdgeConsumer {
        void accept(int u, int v);
    }
}
