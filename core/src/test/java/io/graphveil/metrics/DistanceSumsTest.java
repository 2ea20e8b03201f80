package io.graphveil.metrics;

import io.graphveil.Networks;
import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Permutations;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The 64-source traversals against one plain breadth-first search per source, figure by figure
 * (the harmonic sums bit for bit: both add the reciprocals level by level). The graph of 3,300
 * nodes makes levels with few nodes (sorted) and with many (read from the bitmap), and has
 * isolated nodes and pairs beside its large component; the sources are drawn with repeats of none.
 */
class DistanceSumsTest {
    private static final IndexedGraph GRAPH = withPairs(
            Networks.movieLensLike(3000, 0, 0.1, 8, 11).network().structure());

    private static IndexedGraph withPairs(IndexedGraph g) {
        int n = g.nodeCount();
        EdgeListBuilder b = new EdgeListBuilder();
        g.forEachEdge(b::add);
        for (int i = 0; i < 300; i += 3) {
            b.add(n + i, n + i + 1);
        }
        return b.build(n + 300).graph();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 63, 64, 200, 3300})
    void equalsOneSearchPerSource(int count) {
        int n = GRAPH.nodeCount();
        int[] sources = Permutations.identity(n);
        Permutations.shuffle(sources, n, new SplittableRandom(count));
        sources = Arrays.copyOf(sources, count);
        DistanceSums sums = DistanceSums.from(GRAPH, sources, true);
        long[] targetSum = new long[n];
        for (int i = 0; i < count; i++) {
            int s = sources[i];
            int[] dist = new int[n];
            Arrays.fill(dist, -1);
            dist[s] = 0;
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            queue.add(s);
            long distanceSum = 0;
            double harmonic = 0;
            int reached = 0;
            int eccentricity = 0;
            int farthest = s;
            int[] level = {s};
            for (int d = 1; level.length > 0; d++) {
                int[] next = new int[n];
                int size = 0;
                for (int v : level) {
                    for (int e = GRAPH.start(v); e < GRAPH.end(v); e++) {
                        int u = GRAPH.target(e);
                        if (dist[u] < 0) {
                            dist[u] = d;
                            next[size++] = u;
                        }
                    }
                }
                level = Arrays.copyOf(next, size);
                Arrays.sort(level);
                for (int u : level) {
                    distanceSum += d;
                    harmonic += 1.0 / d;
                    reached++;
                    eccentricity = d;
                    farthest = u;
                    targetSum[u] += d;
                }
            }
            assertEquals(distanceSum, sums.distanceSum(i), "distance sum of source " + s);
            assertEquals(harmonic, sums.harmonicSum(i), 0.0, "harmonic sum of source " + s);
            assertEquals(reached, sums.reached(i), "reached from " + s);
            assertEquals(eccentricity, sums.eccentricity(i), "eccentricity of " + s);
            assertEquals(farthest, sums.farthest(i), "farthest from " + s);
        }
        for (int v = 0; v < n; v++) {
            assertEquals(targetSum[v], sums.targetSum(v), "distances to " + v);
        }
    }
}
