package io.graphveil.metrics;

import io.graphveil.model.IndexedGraph;

import java.util.stream.IntStream;

/**
 * Shortest-path betweenness of every node by Brandes' algorithm (Brandes 2001, "A faster algorithm
 * for betweenness centrality", J. Math. Sociol. 25(2)), in {@code O(n·m)}:
 * {@code B(v) = Σ_{s<t, s≠v≠t} σ_st(v)/σ_st} over unordered pairs, as networkx's
 * {@code betweenness_centrality(normalized=False)} on an undirected graph; normalized by
 * {@code (n−1)(n−2)/2}, the value of a star's centre. Meant for small graphs. Sources are split
 * into a fixed number of chunks whose partial sums are added in chunk order, so results do not
 * depend on the number of threads. Immutable.
 */
public final class Betweenness {
    private static final int CHUNKS = 8;

    private final double[] raw;

    private Betweenness(double[] raw) {
        this.raw = raw;
    }

    public static Betweenness of(IndexedGraph g) {
        int n = g.nodeCount();
        double[][] partial = new double[CHUNKS][];
        IntStream.range(0, CHUNKS).parallel().forEach(c -> {
            double[] acc = new double[n];
            int[] stack = new int[n];
            int[] dist = new int[n];
            double[] sigma = new double[n];
            double[] delta = new double[n];
            java.util.Arrays.fill(dist, -1);
            for (int s = c; s < n; s += CHUNKS) {
                int size = 0;
                stack[size++] = s;
                dist[s] = 0;
                sigma[s] = 1;
                for (int head = 0; head < size; head++) {
                    int v = stack[head];
                    for (int e = g.start(v); e < g.end(v); e++) {
                        int w = g.target(e);
                        if (dist[w] < 0) {
                            dist[w] = dist[v] + 1;
                            stack[size++] = w;
                        }
                        if (dist[w] == dist[v] + 1) {
                            sigma[w] += sigma[v];
                        }
                    }
                }
                // Dependencies in order of non-increasing distance; successors found by distance.
                for (int i = size - 1; i >= 0; i--) {
                    int v = stack[i];
                    double sum = 0;
                    for (int e = g.start(v); e < g.end(v); e++) {
                        int w = g.target(e);
                        if (dist[w] == dist[v] + 1) {
                            sum += (1 + delta[w]) / sigma[w];
                        }
                    }
                    delta[v] = sigma[v] * sum;
                    if (v != s) {
                        acc[v] += delta[v];
                    }
                }
                for (int i = 0; i < size; i++) {
                    int v = stack[i];
                    dist[v] = -1;
                    sigma[v] = 0;
                    delta[v] = 0;
                }
            }
            partial[c] = acc;
        });
        double[] raw = new double[n];
        for (double[] acc : partial) {
            for (int v = 0; v < n; v++) {
                raw[v] += acc[v];
            }
        }
        for (int v = 0; v < n; v++) {
            raw[v] /= 2; // each unordered pair was counted from both ends
        }
        return new Betweenness(raw);
    }

    /** Betweenness of {@code node} over unordered pairs. */
    public double value(int node) {
        return raw[node];
    }

    /** Betweenness divided by {@code (n−1)(n−2)/2}; 0 below three nodes. */
    public double normalized(int node) {
        int n = raw.length;
        return n < 3 ? 0 : raw[node] / ((n - 1.0) * (n - 2.0) / 2.0);
    }

    /** Every node's normalized betweenness. */
    public double[] normalized() {
        double[] out = new double[raw.length];
        for (int v = 0; v < out.length; v++) {
            out[v] = normalized(v);
        }
        return out;
    }

    /** Betweenness centralization (Freeman 1979): {@code Σ (B* − B(v))} over its star value {@code (n−1)}, on normalized values. */
    public double centralization() {
        int n = raw.length;
        if (n < 3) {
            return 0;
        }
        return Centralization.shortfall(normalized()) / (n - 1);
    }
}
