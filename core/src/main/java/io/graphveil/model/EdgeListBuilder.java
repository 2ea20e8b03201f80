package io.graphveil.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Collects raw edges between node indexes and builds a simple undirected {@link IndexedGraph},
 * dropping and counting what a simple graph cannot hold: self-loops, duplicates and reciprocal
 * pairs. For a pair seen {@code a} times as {@code (u,v)} and {@code b} times as {@code (v,u)}, one
 * edge is kept; if both directions occur one copy counts as reciprocal, every other extra copy as
 * a duplicate. The counts therefore do not depend on the input order.
 *
 * <p>Memory, for {@code r} raw edges and {@code m} kept: the raw edges in blocks of {@value #BLOCK}
 * ({@code 8r} bytes, never copied to grow); building sorts each node's list of larger neighbours in
 * place ({@code 4r}) after the blocks are released, then lays out the graph ({@code 8m}): at most
 * {@code 12r} bytes at once, where one sort of all pairs as longs would take {@code 24r} or more.
 * Time {@code O(r log d)} for the largest degree {@code d}.
 */
public final class EdgeListBuilder {
    /** Edges per block: 1 MiB, below the size a G1 region allocates whole (humongous) on large heaps. */
    private static final int BLOCK = 1 << 17;
    /** Raw edges, smaller end first: {@code pairs[2i]} and {@code pairs[2i+1]} within each block. */
    private final List<int[]> blocks = new ArrayList<>();
    private int[] block;
    private int inBlock;
    private long size;
    private long selfLoops;
    private int maxNode = -1;

    /** Adds the edge {@code u → v} as read (its direction only matters for the counts). */
    public void add(int u, int v) {
        if (u < 0 || v < 0) {
            throw new IllegalArgumentException("negative node index");
        }
        if (u == v) {
            selfLoops++;
            maxNode = Math.max(maxNode, u);
            return;
        }
        if (Math.max(u, v) >= 1 << 30) {
            throw new IllegalArgumentException("node index " + Math.max(u, v) + " beyond 2^30");
        }
        if (block == null || inBlock == BLOCK) {
            block = new int[2 * BLOCK];
            blocks.add(block);
            inBlock = 0;
        }
        // the larger end keeps the direction in its lowest bit
        block[2 * inBlock] = Math.min(u, v);
        block[2 * inBlock + 1] = Math.max(u, v) << 1 | (u > v ? 1 : 0);
        inBlock++;
        size++;
        maxNode = Math.max(maxNode, Math.max(u, v));
    }

    /** Number of edges added so far, self-loops excluded. */
    public long size() {
        return size;
    }

    /** Builds the graph on {@code n} nodes (every index added must be below {@code n}). */
    public Result build(int n) {
        if (maxNode >= n) {
            throw new IllegalArgumentException("edge to node " + maxNode + " but only " + n + " nodes");
        }
        if (size > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException(size + " edges: more than one array holds");
        }
        // each node's larger neighbours (with the direction bit), in one array of lists
        int[] upper = new int[n + 1];
        forEachRaw((lo, hiBit) -> upper[lo + 1]++);
        for (int v = 0; v < n; v++) {
            upper[v + 1] += upper[v];
        }
        int[] half = new int[(int) size];
        int[] fill = Arrays.copyOf(upper, n);
        forEachRaw((lo, hiBit) -> half[fill[lo]++] = hiBit);
        blocks.clear();
        block = null;
        long duplicates = 0;
        long reciprocal = 0;
        int[] degree = fill; // reused: the lists are placed
        Arrays.fill(degree, 0);
        int m = 0;
        int[] kept = new int[n + 1];
        for (int lo = 0; lo < n; lo++) {
            int from = upper[lo];
            int to = upper[lo + 1];
            Arrays.sort(half, from, to);
            int i = from;
            while (i < to) {
                int hi = half[i] >>> 1;
                int j = i;
                boolean forward = false;
                boolean backward = false;
                while (j < to && half[j] >>> 1 == hi) {
                    forward |= (half[j] & 1) == 0;
                    backward |= (half[j] & 1) == 1;
                    j++;
                }
                boolean both = forward && backward;
                reciprocal += both ? 1 : 0;
                duplicates += j - i - 1 - (both ? 1 : 0);
                half[m++] = hi;
                degree[lo]++;
                degree[hi]++;
                i = j;
            }
            kept[lo + 1] = m;
        }
        int[] offsets = new int[n + 1];
        for (int v = 0; v < n; v++) {
            offsets[v + 1] = offsets[v] + degree[v];
        }
        int[] targets = new int[2 * m];
        int[] next = degree; // reused again
        System.arraycopy(offsets, 0, next, 0, n);
        // smaller neighbours arrive in ascending order before the larger ones: every list is sorted
        for (int lo = 0; lo < n; lo++) {
            for (int i = kept[lo]; i < kept[lo + 1]; i++) {
                int hi = half[i];
                targets[next[lo]++] = hi;
                targets[next[hi]++] = lo;
            }
        }
        return new Result(IndexedGraph.wrap(offsets, targets), selfLoops, duplicates, reciprocal);
    }

    private interface RawEdge {
        void accept(int lo, int hiWithDirection);
    }

    private void forEachRaw(RawEdge action) {
        for (int b = 0; b < blocks.size(); b++) {
            int[] pairs = blocks.get(b);
            int count = b == blocks.size() - 1 ? inBlock : BLOCK;
            for (int i = 0; i < count; i++) {
                action.accept(pairs[2 * i], pairs[2 * i + 1]);
            }
        }
    }

    /** The built graph and what was dropped on the way. */
    public record Result(IndexedGraph graph, long selfLoops, long duplicates, long reciprocal) {
        public long dropped() {
            return selfLoops + duplicates + reciprocal;
        }
    }
}
