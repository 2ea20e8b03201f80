package io.graphveil.generate;

import io.graphveil.model.IndexedGraph;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;

/**
 * Grows a friendship graph with the features of real social networks: heavy-tailed degrees
 * (preferential attachment, Barabási and Albert 1999), triadic closure (triad formation, Holme and
 * Kim 2002, "Growing scale-free networks with tunable clustering", Phys. Rev. E 65) and homophily
 * (each preferential step draws {@code candidates} nodes and befriends the one most similar to the
 * newcomer). Node {@code v} joins with {@code 1 + Geometric} edges of mean {@code averageDegree/2},
 * so low degrees are common; since every newcomer links to an existing node the graph is
 * connected. Runs on primitive arrays in O(n·m); deterministic for a seed.
 */
public final class FriendshipGenerator {

    /** How similar two nodes are (larger is more similar); drives homophily. */
    @FunctionalInterface
    public interface Similarity {
        int between(int u, int v);
    }

    /**
     * @param averageDegree     target mean degree (edges ≈ n · averageDegree / 2)
     * @param triadProbability  chance that a further edge closes a triangle instead of attaching preferentially
     * @param candidates        preferential candidates drawn per step; the most similar wins (1 = no homophily)
     */
    public record Parameters(double averageDegree, double triadProbability, int candidates) {
        public Parameters {
            if (!(averageDegree >= 2)) {
                throw new IllegalArgumentException("average degree must be at least 2, not " + averageDegree);
            }
            if (!(triadProbability >= 0 && triadProbability <= 1)) {
                throw new IllegalArgumentException("triad probability must be in [0,1]");
            }
            if (candidates < 1) {
                throw new IllegalArgumentException("candidates must be at least 1");
            }
        }

        public static Parameters defaults() {
            return new Parameters(10, 0.6, 3);
        }

        public Parameters withAverageDegree(double d) {
            return new Parameters(d, triadProbability, candidates);
        }
    }

    private final Parameters parameters;

    public FriendshipGenerator(Parameters parameters) {
        this.parameters = parameters;
    }

    /**
     * Generates friendships among {@code n} nodes.
     *
     * @param progress called with the number of nodes placed so far, now and then
     */
    public IndexedGraph generate(int n, Similarity similarity, long seed, IntConsumer progress) {
        SplittableRandom random = new SplittableRandom(seed);
        double meanExtra = Math.max(0, parameters.averageDegree() / 2 - 1);
        double continueP = meanExtra / (1 + meanExtra); // geometric number of extra edges with mean meanExtra
        long expected = (long) Math.ceil(n * parameters.averageDegree() / 2) + 16;
        Edges edges = new Edges(n, expected);
        int[] chosen = new int[64];
        int seedNodes = Math.min(n, 3);
        for (int u = 0; u < seedNodes; u++) {
            for (int v = u + 1; v < seedNodes; v++) {
                edges.add(u, v);
            }
        }
        for (int v = seedNodes; v < n; v++) {
            int m = 1;
            while (m < v && random.nextDouble() < continueP) {
                m++;
            }
            if (chosen.length < m) {
                chosen = new int[Math.max(m, chosen.length * 2)];
            }
            int count = 0;
            int lastPreferential = -1;
            for (int e = 0; e < m; e++) {
                int target = -1;
                if (lastPreferential >= 0 && random.nextDouble() < parameters.triadProbability()) {
                    target = triad(edges, lastPreferential, chosen, count, random);
                }
                if (target < 0) {
                    target = preferential(edges, v, similarity, chosen, count, random);
                    lastPreferential = target;
                }
                if (target < 0) {
                    break; // every reachable node is already a friend
                }
                chosen[count++] = target;
            }
            for (int i = 0; i < count; i++) {
                edges.add(chosen[i], v);
            }
            if ((v & 0xFFFF) == 0) {
                progress.accept(v);
            }
        }
        progress.accept(n);
        return edges.toGraph();
    }

    /** A random friend of {@code hub} not yet chosen, or −1. */
    private static int triad(Edges edges, int hub, int[] chosen, int count, SplittableRandom random) {
        int degree = edges.degree(hub);
        for (int attempt = 0; attempt < 4 && degree > 0; attempt++) {
            int w = edges.neighbor(hub, random.nextInt(degree));
            if (!contains(chosen, count, w)) {
                return w;
            }
        }
        return -1;
    }

    /**
     * The most similar of {@code candidates} degree-proportional draws among nodes not yet chosen
     * (ties to the first drawn), or −1.
     */
    private int preferential(Edges edges, int v, Similarity similarity, int[] chosen, int count,
                             SplittableRandom random) {
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        int drawn = 0;
        for (int attempt = 0; attempt < 8 * parameters.candidates() && drawn < parameters.candidates(); attempt++) {
            int u = edges.endpointCount() == 0 ? random.nextInt(v) : edges.randomEndpoint(random);
            if (u >= v || contains(chosen, count, u)) {
                continue;
            }
            drawn++;
            int score = similarity.between(u, v);
            if (score > bestScore) {
                best = u;
                bestScore = score;
            }
        }
        if (best < 0 && count < v) {
            for (int attempt = 0; attempt < 64; attempt++) {
                int u = random.nextInt(v);
                if (!contains(chosen, count, u)) {
                    return u;
                }
            }
        }
        return best;
    }

    private static boolean contains(int[] a, int count, int x) {
        for (int i = 0; i < count; i++) {
            if (a[i] == x) {
                return true;
            }
        }
        return false;
    }

    /** Growing adjacency plus the endpoint list that makes preferential choice O(1). */
    private static final class Edges {
        private final int[][] adjacency;
        private final int[] degree;
        private int[] endpoints;
        private int endpointCount;
        private int[] us;
        private int[] vs;
        private int m;

        Edges(int n, long expected) {
            adjacency = new int[n][];
            degree = new int[n];
            int cap = (int) Math.min(Integer.MAX_VALUE - 8, Math.max(16, expected));
            us = new int[cap];
            vs = new int[cap];
            endpoints = new int[(int) Math.min(Integer.MAX_VALUE - 8, 2L * cap)];
        }

        void add(int u, int v) {
            link(u, v);
            link(v, u);
            if (m == us.length) {
                us = Arrays.copyOf(us, m + (m >> 1));
                vs = Arrays.copyOf(vs, us.length);
            }
            us[m] = u;
            vs[m] = v;
            m++;
            if (endpointCount + 2 > endpoints.length) {
                endpoints = Arrays.copyOf(endpoints, endpoints.length + (endpoints.length >> 1) + 2);
            }
            endpoints[endpointCount++] = u;
            endpoints[endpointCount++] = v;
        }

        private void link(int from, int to) {
            int[] a = adjacency[from];
            if (a == null) {
                a = new int[4];
            } else if (degree[from] == a.length) {
                a = Arrays.copyOf(a, a.length * 2);
            }
            a[degree[from]++] = to;
            adjacency[from] = a;
        }

        int degree(int v) {
            return degree[v];
        }

        int neighbor(int v, int i) {
            return adjacency[v][i];
        }

        int endpointCount() {
            return endpointCount;
        }

        int randomEndpoint(SplittableRandom random) {
            return endpoints[random.nextInt(endpointCount)];
        }

        IndexedGraph toGraph() {
            int n = degree.length;
            Arrays.fill(adjacency, null); // let the growth arrays go before the CSR arrays are built
            endpoints = null;
            return IndexedGraph.fromSimpleEdges(n, us, vs, m);
        }
    }
}
