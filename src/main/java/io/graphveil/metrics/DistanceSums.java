package io.graphveil.metrics;

import io.graphveil.model.IndexedGraph;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/**
 * Breadth-first search from every node at once, summarized per source: the sum of distances to the
 * nodes it reaches, the sum of their reciprocals (harmonic), how many it reaches and its
 * eccentricity. Uses multi-source BFS (Then et al. 2014, "The more the merrier: efficient
 * multi-source graph traversal", PVLDB 8(4)): 64 sources share one traversal as the bits of a
 * {@code long} per node, and batches run in parallel. Each source's sums are added by one thread
 * in a fixed order, so results are identical on every run. Immutable.
 */
public final class DistanceSums {
    private final long[] distanceSum;
    private final double[] harmonicSum;
    private final int[] reached;
    private final int[] eccentricity;

    private DistanceSums(long[] distanceSum, double[] harmonicSum, int[] reached, int[] eccentricity) {
        this.distanceSum = distanceSum;
        this.harmonicSum = harmonicSum;
        this.reached = reached;
        this.eccentricity = eccentricity;
    }

    /** From every node of {@code g}. */
    public static DistanceSums of(IndexedGraph g) {
        int[] all = IntStream.range(0, g.nodeCount()).toArray();
        return from(g, all);
    }

    /** From the given sources only (the sums are indexed like {@code sources}). */
    public static DistanceSums from(IndexedGraph g, int[] sources) {
        int s = sources.length;
        long[] distanceSum = new long[s];
        double[] harmonicSum = new double[s];
        int[] reached = new int[s];
        int[] eccentricity = new int[s];
        int batches = (s + 63) / 64;
        int threads = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), batches));
        AtomicInteger nextBatch = new AtomicInteger();
        IntStream.range(0, threads).parallel().forEach(t -> {
            Traversal traversal = new Traversal(g.nodeCount());
            for (int b = nextBatch.getAndIncrement(); b < batches; b = nextBatch.getAndIncrement()) {
                traversal.run(g, sources, b * 64, Math.min(s, b * 64 + 64), distanceSum, harmonicSum, reached,
                        eccentricity);
            }
        });
        return new DistanceSums(distanceSum, harmonicSum, reached, eccentricity);
    }

    /** Sum of hop distances from source {@code i} to every node it reaches. */
    public long distanceSum(int i) {
        return distanceSum[i];
    }

    /** Sum over reached nodes {@code j ≠ source} of {@code 1/d(source, j)}. */
    public double harmonicSum(int i) {
        return harmonicSum[i];
    }

    /** Nodes reached from source {@code i}, itself excluded. */
    public int reached(int i) {
        return reached[i];
    }

    /** Largest distance from source {@code i} to a node it reaches. */
    public int eccentricity(int i) {
        return eccentricity[i];
    }

    public int sourceCount() {
        return distanceSum.length;
    }

    /** Per-thread bitsets of one 64-source traversal. */
    private static final class Traversal {
        private final long[] seen;
        private final long[] visit;
        private final long[] next;
        private final int[] frontier;
        private final int[] nextFrontier;

        Traversal(int n) {
            seen = new long[n];
            visit = new long[n];
            next = new long[n];
            frontier = new int[n];
            nextFrontier = new int[n];
        }

        void run(IndexedGraph g, int[] sources, int from, int to, long[] distanceSum, double[] harmonicSum,
                 int[] reached, int[] eccentricity) {
            java.util.Arrays.fill(seen, 0);
            int frontierSize = 0;
            for (int i = from; i < to; i++) {
                int s = sources[i];
                long bit = 1L << (i - from);
                if (visit[s] == 0) {
                    frontier[frontierSize++] = s;
                }
                seen[s] |= bit;
                visit[s] |= bit;
            }
            for (int level = 1; frontierSize > 0; level++) {
                int nextSize = 0;
                for (int f = 0; f < frontierSize; f++) {
                    int v = frontier[f];
                    long bits = visit[v];
                    visit[v] = 0;
                    for (int e = g.start(v); e < g.end(v); e++) {
                        int u = g.target(e);
                        long fresh = bits & ~seen[u];
                        if (fresh != 0) {
                            if (next[u] == 0) {
                                nextFrontier[nextSize++] = u;
                            }
                            next[u] |= fresh;
                        }
                    }
                }
                double reciprocal = 1.0 / level;
                // Ascending node order keeps each source's floating-point sum in a fixed order.
                java.util.Arrays.sort(nextFrontier, 0, nextSize);
                for (int f = 0; f < nextSize; f++) {
                    int u = nextFrontier[f];
                    long fresh = next[u];
                    next[u] = 0;
                    seen[u] |= fresh;
                    visit[u] = fresh;
                    frontier[f] = u;
                    while (fresh != 0) {
                        int i = from + Long.numberOfTrailingZeros(fresh);
                        fresh &= fresh - 1;
                        distanceSum[i] += level;
                        harmonicSum[i] += reciprocal;
                        reached[i]++;
                        eccentricity[i] = level;
                    }
                }
                frontierSize = nextSize;
            }
        }
    }
}
