package io.graphveil.metrics;

import io.graphveil.model.Permutations;
import io.graphveil.model.IndexedGraph;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The breadth-first searches that the distance-based measures share ({@link ClosenessCentralization},
 * {@link PathLengths}, {@link NodeCloseness}), run once by {@link DistanceSums}:
 * <ul>
 *   <li><b>exact</b>: from every node;</li>
 *   <li><b>sampled</b> (large graphs): from a seeded sample stratified by component — a uniform sample
 *       of the largest component and, in proportion, of the other nodes (at least two of each
 *       stratum when it has two nodes) — followed by one more pass from <i>candidates</i>: the 64
 *       nodes of the largest component with the smallest summed distance from the sample (the
 *       estimate of Eppstein and Wang 2004, "Fast approximation of centrality", J. Graph Algorithms
 *       Appl. 8(1)), the 64 of highest degree, and the farthest node of each of the 64 sampled
 *       sources with the largest eccentricity (the double sweep of Magnien, Latapy and Habib 2009,
 *       "Fast computation of empirically tight bounds for the diameter of massive graphs"). Uniform
 *       estimates use the sample only; maxima and bounds use the candidates too.</li>
 * </ul>
 * Immutable.
 */
public final class DistanceProfile {
    /** How many candidates of each kind the sampled profile adds. */
    static final int CANDIDATES = 64;

    private final IndexedGraph graph;
    private final Components components;
    private final DistanceSums sums;
    private final DistanceSums candidates;
    private final int largestSampled;
    private final int outsideSampled;

    private DistanceProfile(IndexedGraph graph, Components components, DistanceSums sums, DistanceSums candidates,
                            int largestSampled, int outsideSampled) {
        this.graph = graph;
        this.components = components;
        this.sums = sums;
        this.candidates = candidates;
        this.largestSampled = largestSampled;
        this.outsideSampled = outsideSampled;
    }

    /** From every node. */
    public static DistanceProfile exact(IndexedGraph g) {
        return new DistanceProfile(g, Components.of(g), DistanceSums.of(g), null, -1, -1);
    }

    /**
     * Exact when the graph has at most {@code exactLimit} nodes or {@code samples} covers it,
     * otherwise sampled with {@code samples} sources and the seed.
     */
    public static DistanceProfile of(IndexedGraph g, int exactLimit, int samples, long seed) {
        if (g.nodeCount() <= exactLimit || samples >= g.nodeCount()) {
            return exact(g);
        }
        return sampled(g, samples, seed);
    }

    /** A sampled profile with about {@code samples} uniformly drawn sources (see the class comment). */
    public static DistanceProfile sampled(IndexedGraph g, int samples, long seed) {
        if (samples < 2) {
            throw new IllegalArgumentException("at least 2 sampled sources are needed, not " + samples);
        }
        int n = g.nodeCount();
        Components components = Components.of(g);
        int largest = components.largest();
        int size = components.largestSize();
        int[] inside = new int[size];
        int[] outside = new int[n - size];
        int a = 0;
        int b = 0;
        for (int v = 0; v < n; v++) {
            if (components.componentOf(v) == largest) {
                inside[a++] = v;
            } else {
                outside[b++] = v;
            }
        }
        // The take-all stratum: the highest degrees of the largest component, chosen before sampling.
        boolean[] done = new boolean[n];
        long[] byDegree = new long[size];
        for (int i = 0; i < size; i++) {
            byDegree[i] = ((long) (Integer.MAX_VALUE - g.degree(inside[i])) << 31) | inside[i];
        }
        int[] takeAll = first(byDegree, done, CANDIDATES);
        int[] rest = new int[size - takeAll.length];
        int r = 0;
        for (int v : inside) {
            if (!done[v]) {
                rest[r++] = v;
            }
        }
        int kIn = Math.min(rest.length, Math.max(Math.min(2, rest.length), (int) Math.round(samples * (double) size / n)));
        int kOut = Math.min(n - size, Math.max(Math.min(2, n - size), samples - kIn));
        SplittableRandom random = new SplittableRandom(seed);
        int[] chosen = new int[kIn + kOut + takeAll.length];
        System.arraycopy(draw(rest, kIn, random), 0, chosen, 0, kIn);
        System.arraycopy(draw(outside, kOut, random), 0, chosen, kIn, kOut);
        System.arraycopy(takeAll, 0, chosen, kIn + kOut, takeAll.length);
        for (int v : chosen) {
            done[v] = true;
        }
        DistanceSums sums = DistanceSums.from(g, chosen, true);

        // Candidates for the maxima: closest by the sample's estimate, and the double sweep.
        long[] byEstimate = new long[size];
        for (int i = 0; i < size; i++) {
            byEstimate[i] = (sums.targetSum(inside[i]) << 31) | inside[i];
        }
        Set<Integer> extra = new LinkedHashSet<>();
        for (int v : first(byEstimate, done, CANDIDATES)) {
            extra.add(v);
        }
        int inLargest = kIn + takeAll.length;
        long[] byEccentricity = new long[inLargest];
        for (int j = 0; j < inLargest; j++) {
            int i = j < kIn ? j : j + kOut;
            byEccentricity[j] = ((long) (Integer.MAX_VALUE - sums.eccentricity(i)) << 31) | i;
        }
        Arrays.sort(byEccentricity);
        for (int j = 0; j < Math.min(CANDIDATES, inLargest); j++) {
            int far = sums.farthest((int) (byEccentricity[j] & Integer.MAX_VALUE));
            if (!done[far]) {
                done[far] = true;
                extra.add(far);
            }
        }
        int[] candidateNodes = extra.stream().mapToInt(Integer::intValue).toArray();
        DistanceSums candidates = DistanceSums.from(g, candidateNodes, false);
        return new DistanceProfile(g, components, sums, candidates, kIn, kOut);
    }

    private static int[] draw(int[] population, int k, SplittableRandom random) {
        int[] p = population.clone();
        Permutations.shufflePrefix(p, k, random);
        return Arrays.copyOf(p, k);
    }

    /** The nodes of the {@code count} smallest packed keys (key high bits, node low 31 bits) not yet done. */
    private static int[] first(long[] keys, boolean[] done, int count) {
        Arrays.sort(keys);
        int[] out = new int[Math.min(count, keys.length)];
        int added = 0;
        for (int i = 0; i < keys.length && added < out.length; i++) {
            int v = (int) (keys[i] & Integer.MAX_VALUE);
            if (!done[v]) {
                done[v] = true;
                out[added++] = v;
            }
        }
        return Arrays.copyOf(out, added);
    }

    public IndexedGraph graph() {
        return graph;
    }

    public Components components() {
        return components;
    }

    public boolean isExact() {
        return candidates == null;
    }

    /** Sources searched in all: the sample and the candidates. */
    public int searchCount() {
        return sums.sourceCount() + (candidates == null ? 0 : candidates.sourceCount());
    }

    /**
     * The sums of the first pass: when exact, index = node; when sampled, indexes
     * {@code [0, largestSampled())} are the uniform sample of the largest component (less the
     * take-all stratum), the next {@code outsideSampled()} the uniform sample of the other nodes,
     * and the rest the take-all stratum.
     */
    DistanceSums sums() {
        return sums;
    }

    /** Searches from the candidates (sampled only; null when exact). */
    DistanceSums candidates() {
        return candidates;
    }

    /** Sampled sources inside the largest component (sampled only). */
    int largestSampled() {
        return largestSampled;
    }

    /** Sampled sources outside the largest component (sampled only). */
    int outsideSampled() {
        return outsideSampled;
    }

    /** Index in {@link #sums()} of the first take-all source (sampled only). */
    int takeAllStart() {
        return largestSampled + outsideSampled;
    }
}
