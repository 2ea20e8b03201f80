package io.graphveil.metrics;

import io.graphveil.model.IndexedGraph;

import java.util.stream.IntStream;

/**
 * Triangles through every node, by the forward algorithm (Schank and Wagner 2005, "Finding,
 * counting and listing all triangles in large graphs"): edges point from lower to higher
 * (degree, id) rank, and each triangle is found once from its lowest-ranked node, in
 * {@code O(m^1.5)}. Runs in parallel over nodes. Immutable.
 */
public final class Triangles {
    private final long[] perNode;
    private final long total;

    private Triangles(long[] perNode, long total) {
        this.perNode = perNode;
        this.total = total;
    }

    public static Triangles of(IndexedGraph g) {
        int n = g.nodeCount();
        // Forward adjacency: for each u, its neighbours of higher rank, sorted by node id.
        int[] forwardStart = new int[n + 1];
        for (int u = 0; u < n; u++) {
            int count = 0;
            for (int i = g.start(u); i < g.end(u); i++) {
                if (ranksBelow(g, u, g.target(i))) {
                    count++;
                }
            }
            forwardStart[u + 1] = forwardStart[u] + count;
        }
        int[] forward = new int[forwardStart[n]];
        for (int u = 0; u < n; u++) {
            int k = forwardStart[u];
            for (int i = g.start(u); i < g.end(u); i++) {
                int v = g.target(i);
                if (ranksBelow(g, u, v)) {
                    forward[k++] = v;
                }
            }
        }
        int threads = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), 8));
        long[][] partial = new long[threads][];
        IntStream.range(0, threads).parallel().forEach(t -> {
            long[] counts = new long[n];
            boolean[] mark = new boolean[n];
            for (int u = t; u < n; u += threads) {
                for (int i = forwardStart[u]; i < forwardStart[u + 1]; i++) {
                    mark[forward[i]] = true;
                }
                for (int i = forwardStart[u]; i < forwardStart[u + 1]; i++) {
                    int v = forward[i];
                    for (int j = forwardStart[v]; j < forwardStart[v + 1]; j++) {
                        int w = forward[j];
                        if (mark[w]) {
                            counts[u]++;
                            counts[v]++;
                            counts[w]++;
                        }
                    }
                }
                for (int i = forwardStart[u]; i < forwardStart[u + 1]; i++) {
                    mark[forward[i]] = false;
                }
            }
            partial[t] = counts;
        });
        long[] perNode = new long[n];
        long sum = 0;
        for (long[] counts : partial) {
            for (int v = 0; v < n; v++) {
                perNode[v] += counts[v];
            }
        }
        for (long c : perNode) {
            sum += c;
        }
        return new Triangles(perNode, sum / 3);
    }

    private static boolean ranksBelow(IndexedGraph g, int u, int v) {
        int du = g.degree(u);
        int dv = g.degree(v);
        return du < dv || (du == dv && u < v);
    }

    /** Triangles through {@code node}. */
    public long at(int node) {
        return perNode[node];
    }

    /** Triangles in the graph. */
    public long total() {
        return total;
    }
}
