package io.graphveil.split;

import io.graphveil.model.Adjacency;
import io.graphveil.model.IndexedGraph;

import java.util.Arrays;

/**
 * The neighbourhood query of ALGORITHMS.md §1.3: {@code LY_0(v) = {v}} and {@code LY_i(v)} adds the nodes
 * one hop further and every edge among the nodes reached — the breadth-first ball of radius
 * {@code i} around {@code v} with all induced edges. Splitting works on {@code LY_1(v)}; attacks
 * use larger radii. Immutable.
 */
public final class Neighborhood {
    private final int center;
    private final int[] nodes;
    private final int[] distance;
    private final IndexedGraph induced;

    private Neighborhood(int center, int[] nodes, int[] distance, IndexedGraph induced) {
        this.center = center;
        this.nodes = nodes;
        this.distance = distance;
        this.induced = induced;
    }

    /** {@code LY_radius(v)} of {@code g} (a one-off query; use a {@link Query} for many). */
    public static Neighborhood of(Adjacency g, int v, int radius) {
        return new Query(g.nodeCount()).ball(g, v, radius);
    }

    /**
     * Reusable scratch space for many queries on graphs of up to {@code capacity} nodes: the
     * nodes reached are marked in a primitive array, so a query costs only the ball's size plus the
     * degrees of its nodes.
     */
    public static final class Query {
        private final int[] stamp;
        private int generation;
        private int[] order = new int[16];
        private int[] dist = new int[16];

        public Query(int capacity) {
            stamp = new int[capacity];
        }

        public Neighborhood ball(Adjacency g, int v, int radius) {
            if (radius < 0) {
                throw new IllegalArgumentException("radius must be >= 0");
            }
            if (++generation == Integer.MAX_VALUE) {
                Arrays.fill(stamp, 0);
                generation = 1;
            }
            int size = 0;
            order[size] = v;
            dist[size++] = 0;
            stamp[v] = generation;
            for (int head = 0; head < size; head++) {
                int u = order[head];
                if (dist[head] == radius) {
                    continue;
                }
                for (int i = 0; i < g.degree(u); i++) {
                    int w = g.neighbor(u, i);
                    if (stamp[w] != generation) {
                        if (size == order.length) {
                            order = Arrays.copyOf(order, size * 2);
                            dist = Arrays.copyOf(dist, size * 2);
                        }
                        stamp[w] = generation;
                        order[size] = w;
                        dist[size++] = dist[head] + 1;
                    }
                }
            }
            return new Neighborhood(v, Arrays.copyOf(order, size), Arrays.copyOf(dist, size),
                    IndexedGraph.induced(g, order, size));
        }
    }

    public int center() {
        return center;
    }

    /** Number of nodes in the ball. */
    public int size() {
        return nodes.length;
    }

    /** The graph node at local index {@code i} (local 0 is the centre; nodes in BFS order). */
    public int node(int i) {
        return nodes[i];
    }

    /** Hops from the centre to local node {@code i}. */
    public int distance(int i) {
        return distance[i];
    }

    /** The induced subgraph on local indexes. */
    public IndexedGraph induced() {
        return induced;
    }

    /** The degree sequence of the induced subgraph, descending (the attacker's knowledge (d), ALGORITHMS.md §1.6). */
    public int[] degreeSequence() {
        int[] d = new int[nodes.length];
        for (int i = 0; i < d.length; i++) {
            d[i] = induced.degree(i);
        }
        Arrays.sort(d);
        for (int i = 0, j = d.length - 1; i < j; i++, j--) {
            int t = d[i];
            d[i] = d[j];
            d[j] = t;
        }
        return d;
    }
}
