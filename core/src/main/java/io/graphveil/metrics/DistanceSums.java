package io.graphveil.metrics;

import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Permutations;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/**
 * Breadth-first search from every node at once, summarized per source: the sum of distances to the
 * nodes it reaches, the sum of their reciprocals (harmonic), how many it reaches and its
 * eccentricity and the farthest node it reaches (optionally also, per node, the sum of its distances
 * from the sources: the estimate of Eppstein and Wang 2004 when the sources are a sample). Uses multi-source BFS (Then et al. 2014, "The more the merrier: efficient
 * multi-source graph traversal", PVLDB 8(4)): 64 sources share one traversal as the bits of a
 * {@code long} per node, and batches run in parallel. A level with a large frontier goes
 * bottom-up (each open node gathers its neighbours' sources) instead of top-down; the same levels,
 * so the same sums. Each source's sums are added by one thread
 * in a fixed order, so results are identical on every run. Immutable.
 */
public final class DistanceSums {
    private final long[] distanceSum;
    private final double[] harmonicSum;
    private final int[] reached;
    private final int[] eccentricity;
    private final int[] farthest;
    private final int[] sources;
    private final long[] targetSum;

    private DistanceSums(int[] sources, long[] distanceSum, double[] harmonicSum, int[] reached, int[] eccentricity,
                         int[] farthest, long[] targetSum) {
        this.sources = sources;
        this.distanceSum = distanceSum;
        this.harmonicSum = harmonicSum;
        this.reached = reached;
        this.eccentricity = eccentricity;
        this.farthest = farthest;
        this.targetSum = targetSum;
    }

    /** From every node of {@code g}. */
    public static DistanceSums of(IndexedGraph g) {
        return from(g, Permutations.identity(g.nodeCount()), false);
    }

    /**
     * From the given sources; with {@code targetSums}, also the sum over the sources of each node's
     * distance from them ({@link #targetSum(int)}).
     */
    public static DistanceSums from(IndexedGraph g, int[] sources, boolean targetSums) {
        sources = sources.clone();
        int s = sources.length;
        long[] distanceSum = new long[s];
        double[] harmonicSum = new double[s];
        int[] reached = new int[s];
        int[] eccentricity = new int[s];
        int[] farthest = sources.clone();
        int batches = (s + 63) / 64;
        int threads = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), batches));
        AtomicInteger nextBatch = new AtomicInteger();
        long[][] targets = new long[threads][];
        int[] src = sources;
        IntStream.range(0, threads).parallel().forEach(t -> {
            Traversal traversal = new Traversal(g.nodeCount(), targetSums);
            for (int b = nextBatch.getAndIncrement(); b < batches; b = nextBatch.getAndIncrement()) {
                traversal.run(g, src, b * 64, Math.min(s, b * 64 + 64), distanceSum, harmonicSum, reached,
                        eccentricity, farthest);
            }
            targets[t] = traversal.targetSum;
        });
        long[] targetSum = null;
        if (targetSums) {
            // Integer sums: the same whatever thread handled which batch.
            targetSum = new long[g.nodeCount()];
            for (long[] part : targets) {
                for (int v = 0; v < targetSum.length; v++) {
                    targetSum[v] += part[v];
                }
            }
        }
        return new DistanceSums(sources, distanceSum, harmonicSum, reached, eccentricity, farthest, targetSum);
    }

    /** The {@code i}-th source. */
    public int source(int i) {
        return sources[i];
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

    /** A node at distance {@link #eccentricity(int)} from source {@code i} (the largest such index). */
    public int farthest(int i) {
        return farthest[i];
    }

    /**
     * Sum over the sources of the distance from each to {@code node} (sources that do not reach it
     * add nothing); only when asked for at construction.
     */
    public long targetSum(int node) {
        if (targetSum == null) {
            throw new IllegalStateException("target sums were not computed");
        }
        return targetSum[node];
    }

    public int sourceCount() {
        return distanceSum.length;
    }

    /**
     * Per-thread bitsets of one 64-source traversal. A node's {@code seen} and {@code next} words
     * (sources that have reached it; sources that reach it at the next level) lie side by side:
     * the inner loop reads the one and writes the other for each edge, at random, and at a million
     * nodes separate arrays missed the cache twice per edge. Each level's frontier is visited in
     * ascending node order (memory locality in the next level, and a fixed farthest node): a small
     * one sorted, a large one read from a bitmap of the nodes it holds.
     */
    private static final class Traversal {
        /**
         * A level goes bottom-up when its frontier's edges times this exceed the open nodes' edges
         * (Beamer's α, 14 there).
         */
        private static final long BOTTOM_UP = 14;
        /** {@code seenNext[2v]}: seen; {@code seenNext[2v + 1]}: next. */
        private final long[] seenNext;
        private final long[] visit;
        private final long[] marked;
        private final int[] frontier;
        private final int[] nextFrontier;
        private final long[] targetSum;

        Traversal(int n, boolean targetSums) {
            targetSum = targetSums ? new long[n] : null;
            seenNext = new long[2 * n];
            visit = new long[n];
            marked = new long[(n + 63) >>> 6];
            frontier = new int[n];
            nextFrontier = new int[n];
        }

        void run(IndexedGraph g, int[] sources, int from, int to, long[] distanceSum, double[] harmonicSum,
                 int[] reached, int[] eccentricity, int[] farthest) {
            long[] sn = seenNext;
            java.util.Arrays.fill(sn, 0);
            long all = to - from == 64 ? -1L : (1L << (to - from)) - 1;
            // the edges out of nodes some source has not reached yet: what a bottom-up level reads at most
            long open = 2 * g.edgeCount();
            int frontierSize = 0;
            for (int i = from; i < to; i++) {
                int s = sources[i];
                long bit = 1L << (i - from);
                if (visit[s] == 0) {
                    frontier[frontierSize++] = s;
                }
                sn[2 * s] |= bit;
                visit[s] |= bit;
            }
            for (int f = 0; f < frontierSize; f++) {
                if (sn[2 * frontier[f]] == all) {
                    open -= g.degree(frontier[f]);
                }
            }
            int large = Math.max(64, marked.length >>> 2);
            for (int level = 1; frontierSize > 0; level++) {
                long frontierEdges = 0;
                for (int f = 0; f < frontierSize; f++) {
                    frontierEdges += g.degree(frontier[f]);
                }
                int nextSize = frontierEdges * BOTTOM_UP > open
                        ? bottomUp(g, all, frontierSize)
                        : topDown(g, frontierSize, large);
                double reciprocal = 1.0 / level;
                for (int f = 0; f < nextSize; f++) {
                    int u = nextFrontier[f];
                    long fresh = sn[2 * u + 1];
                    sn[2 * u + 1] = 0;
                    long seen = sn[2 * u] | fresh;
                    sn[2 * u] = seen;
                    if (seen == all) {
                        open -= g.degree(u);
                    }
                    visit[u] = fresh;
                    frontier[f] = u;
                    if (targetSum != null) {
                        targetSum[u] += (long) level * Long.bitCount(fresh);
                    }
                    while (fresh != 0) {
                        int i = from + Long.numberOfTrailingZeros(fresh);
                        fresh &= fresh - 1;
                        distanceSum[i] += level;
                        harmonicSum[i] += reciprocal;
                        reached[i]++;
                        eccentricity[i] = level;
                        farthest[i] = u;
                    }
                }
                frontierSize = nextSize;
            }
        }

        /**
         * One level from the frontier's side: each frontier node hands its sources to its
         * neighbours. Returns the next frontier's size, its nodes ascending in {@code nextFrontier}
         * and their fresh sources in the {@code next} words.
         */
        private int topDown(IndexedGraph g, int frontierSize, int large) {
            long[] sn = seenNext;
            int nextSize = 0;
            for (int f = 0; f < frontierSize; f++) {
                int v = frontier[f];
                long bits = visit[v];
                visit[v] = 0;
                for (int e = g.start(v), end = g.end(v); e < end; e++) {
                    int u = g.target(e) << 1;
                    long fresh = bits & ~sn[u];
                    if (fresh != 0) {
                        long next = sn[u + 1];
                        if (next == 0) {
                            nextFrontier[nextSize++] = u >>> 1;
                        }
                        sn[u + 1] = next | fresh;
                    }
                }
            }
            inOrder(nextSize, large);
            return nextSize;
        }

        /**
         * The same level from the other side (Beamer et al. 2012, "Direction-optimizing
         * breadth-first search", SC'12; its multi-source form in Then et al. 2014, §4): each node
         * some source has not reached gathers the sources that reached its neighbours at the last
         * level, and stops reading its list once every source has reached it. Cheaper than
         * {@link #topDown} when the frontier's edges outnumber, by {@link #BOTTOM_UP}, those of the
         * nodes still open; the same next frontier, already ascending.
         */
        private int bottomUp(IndexedGraph g, long all, int frontierSize) {
            long[] sn = seenNext;
            int nextSize = 0;
            for (int u = 0, n = visit.length; u < n; u++) {
                long seen = sn[2 * u];
                if (seen == all) {
                    continue;
                }
                long gathered = 0;
                for (int e = g.start(u), end = g.end(u); e < end; e++) {
                    gathered |= visit[g.target(e)];
                    if ((gathered | seen) == all) {
                        break;
                    }
                }
                long fresh = gathered & ~seen;
                if (fresh != 0) {
                    sn[2 * u + 1] = fresh;
                    nextFrontier[nextSize++] = u;
                }
            }
            for (int f = 0; f < frontierSize; f++) {
                visit[frontier[f]] = 0;
            }
            return nextSize;
        }

        /**
         * Puts the first {@code size} nodes of {@code nextFrontier} in ascending order: by sorting
         * when they are few, by a pass over a bitmap of them when they are at least {@code large}
         * (a quarter of the bitmap's words: the pass then costs less than the sort).
         */
        private void inOrder(int size, int large) {
            if (size < large) {
                java.util.Arrays.sort(nextFrontier, 0, size);
                return;
            }
            for (int f = 0; f < size; f++) {
                int u = nextFrontier[f];
                marked[u >>> 6] |= 1L << u;
            }
            int f = 0;
            for (int w = 0; w < marked.length; w++) {
                long word = marked[w];
                if (word != 0) {
                    marked[w] = 0;
                    do {
                        nextFrontier[f++] = (w << 6) + Long.numberOfTrailingZeros(word);
                        word &= word - 1;
                    } while (word != 0);
                }
            }
        }
    }
}
