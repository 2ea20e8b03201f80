package io.graphveil.render;

import io.graphveil.model.Permutations;
import io.graphveil.model.IndexedGraph;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Which nodes a picture draws: all of them up to {@link #LIMIT} nodes; above, an induced subgraph
 * chosen by a rule the caption states ({@link #rule()}):
 * <ul>
 *   <li>around the split persons: taken in a seeded random order, each joins with all its friends
 *       while the total stays within the limit (a person whose friends would overflow it is
 *       skipped);</li>
 *   <li>without split persons: breadth-first from the node of highest degree until the limit.</li>
 * </ul>
 * Immutable.
 */
public final class Selection {
    /** Largest graph drawn whole. */
    public static final int LIMIT = 2_000;

    private final int[] nodes;
    private final String rule;

    private Selection(int[] nodes, String rule) {
        this.nodes = nodes;
        this.rule = rule;
    }

    /** Every node. */
    public static Selection all(int n) {
        return new Selection(Permutations.identity(n), null);
    }

    /**
     * @param split the split persons (may be empty)
     */
    public static Selection of(IndexedGraph g, int[] split, int limit, long seed) {
        int n = g.nodeCount();
        if (n <= limit) {
            return all(n);
        }
        boolean[] in = new boolean[n];
        int count = 0;
        if (split.length > 0) {
            int[] order = split.clone();
            Permutations.shuffle(order, order.length, new SplittableRandom(seed));
            for (int p : order) {
                int added = in[p] ? 0 : 1;
                for (int e = g.start(p); e < g.end(p); e++) {
                    added += in[g.target(e)] ? 0 : 1;
                }
                if (count + added > limit) {
                    continue;
                }
                count += added;
                in[p] = true;
                for (int e = g.start(p); e < g.end(p); e++) {
                    in[g.target(e)] = true;
                }
            }
            return new Selection(members(in, count), String.format(java.util.Locale.ROOT,
                    "drawn: the induced subgraph of %,d of %,d nodes: split persons in random order (seed %d), "
                            + "each with all its friends, while the total stays within %,d", count, n, seed, limit));
        }
        int start = 0;
        for (int v = 1; v < n; v++) {
            if (g.degree(v) > g.degree(start)) {
                start = v;
            }
        }
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(start);
        in[start] = true;
        count = 1;
        while (!queue.isEmpty() && count < limit) {
            int u = queue.poll();
            for (int e = g.start(u); e < g.end(u) && count < limit; e++) {
                int v = g.target(e);
                if (!in[v]) {
                    in[v] = true;
                    count++;
                    queue.add(v);
                }
            }
        }
        return new Selection(members(in, count), String.format(java.util.Locale.ROOT,
                "drawn: the induced subgraph of the first %,d of %,d nodes reached breadth-first from the node of "
                        + "highest degree", count, n));
    }

    private static int[] members(boolean[] in, int count) {
        int[] out = new int[count];
        int k = 0;
        for (int v = 0; v < in.length; v++) {
            if (in[v]) {
                out[k++] = v;
            }
        }
        return out;
    }

    /** The selected nodes, ascending. */
    public int[] nodes() {
        return nodes.clone();
    }

    public boolean isWhole() {
        return rule == null;
    }

    /** The rule, for the caption; null when the whole graph is drawn. */
    public String rule() {
        return rule;
    }

    /** The induced subgraph of {@code g} on {@code nodes} (local index = position in {@code nodes}). */
    public static IndexedGraph induced(IndexedGraph g, int[] nodes) {
        int[] local = localIndex(g.nodeCount(), nodes);
        return IndexedGraph.induced(g, nodes, nodes.length, w -> local[w]);
    }

    /** The position of each of {@code 0..n-1} in {@code nodes}, or −1. */
    static int[] localIndex(int n, int[] nodes) {
        int[] local = new int[n];
        Arrays.fill(local, -1);
        for (int i = 0; i < nodes.length; i++) {
            local[nodes[i]] = i;
        }
        return local;
    }
}
