package io.graphveil.model;

import java.util.Arrays;

/**
 * Collects raw edges between node indexes and builds a simple undirected {@link IndexedGraph},
 * dropping and counting what a simple graph cannot hold: self-loops, duplicates and reciprocal
 * pairs. For a pair seen {@code a} times as {@code (u,v)} and {@code b} times as {@code (v,u)}, one
 * edge is kept; if both directions occur one copy counts as reciprocal, every other extra copy as
 * a duplicate. The counts therefore do not depend on the input order.
 */
public final class EdgeListBuilder {
    private long[] keys = new long[1024];
    private int size;
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
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size + (size >> 1));
        }
        int lo = Math.min(u, v);
        int hi = Math.max(u, v);
        long reversed = u > v ? 1 : 0;
        keys[size++] = (((long) lo << 31 | hi) << 1) | reversed;
        maxNode = Math.max(maxNode, hi);
    }

    /** Number of edges added so far, self-loops excluded. */
    public int size() {
        return size;
    }

    /** Builds the graph on {@code n} nodes (every index added must be below {@code n}). */
    public Result build(int n) {
        if (maxNode >= n) {
            throw new IllegalArgumentException("edge to node " + maxNode + " but only " + n + " nodes");
        }
        long[] sorted = Arrays.copyOf(keys, size);
        Arrays.parallelSort(sorted);
        int[] us = new int[size];
        int[] vs = new int[size];
        int m = 0;
        long duplicates = 0;
        long reciprocal = 0;
        int i = 0;
        while (i < size) {
            long pair = sorted[i] >>> 1;
            int j = i;
            boolean forward = false;
            boolean backward = false;
            while (j < size && (sorted[j] >>> 1) == pair) {
                if ((sorted[j] & 1) == 0) {
                    forward = true;
                } else {
                    backward = true;
                }
                j++;
            }
            int copies = j - i;
            boolean both = forward && backward;
            reciprocal += both ? 1 : 0;
            duplicates += copies - 1 - (both ? 1 : 0);
            us[m] = (int) (pair >>> 31);
            vs[m] = (int) (pair & 0x7fffffffL);
            m++;
            i = j;
        }
        return new Result(IndexedGraph.fromSimpleEdges(n, us, vs, m), selfLoops, duplicates, reciprocal);
    }

    /** The built graph and what was dropped on the way. */
    public record Result(IndexedGraph graph, long selfLoops, long duplicates, long reciprocal) {
        public long dropped() {
            return selfLoops + duplicates + reciprocal;
        }
    }
}
