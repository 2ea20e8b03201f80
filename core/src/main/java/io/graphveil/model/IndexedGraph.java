package io.graphveil.model;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * An undirected simple graph on nodes {@code 0..n-1} in compressed sparse row form: the neighbours
 * of {@code v} are {@code target(start(v)) … target(end(v)-1)}, in ascending order. This is the
 * representation every hot path (splitting, clustering coefficients, BFS) runs on; the JGraphT
 * graph of {@link AttributeSocialNetwork#graph()} is a view built from it. Immutable.
 */
public final class IndexedGraph implements Adjacency {
    private final int[] offsets;
    private final int[] targets;

    private IndexedGraph(int[] offsets, int[] targets) {
        this.offsets = offsets;
        this.targets = targets;
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
     * The subgraph of {@code g} induced on {@code nodes[0..size)}, whose node {@code i} is
     * {@code nodes[i]}: {@code local} gives each node of {@code g} its index there, or −1 when it
     * is not among them. The edges taken from a simple graph are simple, so no builder is needed.
     */
    public static IndexedGraph induced(Adjacency g, int[] nodes, int size, IntUnaryOperator local) {
        int[] us = new int[16];
        int[] vs = new int[16];
        int m = 0;
        for (int a = 0; a < size; a++) {
            int u = nodes[a];
            for (int i = 0; i < g.degree(u); i++) {
                int b = local.applyAsInt(g.neighbor(u, i));
                if (b > a) {
                    if (m == us.length) {
                        us = Arrays.copyOf(us, 2 * m);
                        vs = Arrays.copyOf(vs, 2 * m);
                    }
                    us[m] = a;
                    vs[m++] = b;
                }
            }
        }
        return fromSimpleEdges(size, us, vs, m);
    }

    /** Wraps CSR arrays that are already sorted and symmetric (package use by builders). */
    static IndexedGraph wrap(int[] offsets, int[] targets) {
        return new IndexedGraph(offsets, targets);
    }

    @Override
    public int nodeCount() {
        return offsets.length - 1;
    }

    @Override
    public int neighbor(int v, int i) {
        return targets[offsets[v] + i];
    }

    public long edgeCount() {
        return targets.length / 2;
    }

    @Override
    public int degree(int v) {
        return offsets[v + 1] - offsets[v];
    }

    /** First index of {@code v}'s neighbours in {@link #target(int)}. */
    public int start(int v) {
        return offsets[v];
    }

    /** One past the last index of {@code v}'s neighbours. */
    public int end(int v) {
        return offsets[v + 1];
    }

    public int target(int index) {
        return targets[index];
    }

    /** A copy of {@code v}'s neighbours, ascending. */
    public int[] neighbors(int v) {
        return Arrays.copyOfRange(targets, offsets[v], offsets[v + 1]);
    }

    public boolean hasEdge(int u, int v) {
        if (degree(u) > degree(v)) {
            int t = u;
            u = v;
            v = t;
        }
        return Arrays.binarySearch(targets, offsets[u], offsets[u + 1], v) >= 0;
    }

    /** Calls {@code action} once per edge with {@code u < v}, in ascending order of {@code (u, v)}. */
    public void forEachEdge(EdgeConsumer action) {
        int n = nodeCount();
        for (int u = 0; u < n; u++) {
            for (int i = offsets[u]; i < offsets[u + 1]; i++) {
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
        return Arrays.equals(offsets, g.offsets) && Arrays.equals(targets, g.targets);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(offsets) + Arrays.hashCode(targets);
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
