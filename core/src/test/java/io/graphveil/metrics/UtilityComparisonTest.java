package io.graphveil.metrics;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.Networks;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UtilityComparisonTest {
    static final IndexedGraph PATH = Networks.graph(4, new int[][]{{0, 1}, {1, 2}, {2, 3}});

    @Test
    void degreeDistributionHandComputed() {
        DegreeDistribution path = DegreeDistribution.of(PATH);
        DegreeDistribution star = DegreeDistribution.of(GraphUtilityTest.STAR);
        assertEquals(1.5, path.mean(), 1e-12);
        assertEquals(0.5, path.share(2), 1e-12);
        assertEquals(4, star.maxDegree());
        // CDFs: path 0.5 at 1, 1 at 2; star 0.8 at 1..3, 1 at 4: the largest gap is 0.3 (at 1).
        assertEquals(0.3, path.distance(star), 1e-12);
        assertEquals(0, star.distance(star), 0);
        assertEquals(0.3, star.distance(path), 1e-12);
    }

    /** Random graphs of different sizes: Commons Math's statistic equals max |F1(d) − F2(d)| over degrees. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void kolmogorovSmirnovMatchesTheCumulativeDistributions(long seed) {
        java.util.Random random = new java.util.Random(seed);
        IndexedGraph a = randomGraph(random, 1 + random.nextInt(60));
        IndexedGraph b = randomGraph(random, 1 + random.nextInt(60));
        DegreeDistribution da = DegreeDistribution.of(a);
        DegreeDistribution db = DegreeDistribution.of(b);
        double max = 0;
        double fa = 0;
        double fb = 0;
        for (int d = 0; d <= Math.max(da.maxDegree(), db.maxDegree()); d++) {
            fa += da.share(d);
            fb += db.share(d);
            max = Math.max(max, Math.abs(fa - fb));
        }
        assertEquals(max, da.distance(db), 1e-9);
    }

    private static IndexedGraph randomGraph(java.util.Random random, int n) {
        int m = random.nextInt(3 * n + 1);
        int[] us = new int[m];
        int[] vs = new int[m];
        int k = 0;
        for (int i = 0; i < m; i++) {
            int u = random.nextInt(n);
            int v = random.nextInt(n);
            if (u != v) {
                us[k] = u;
                vs[k++] = v;
            }
        }
        return IndexedGraph.fromSimpleEdges(n, us, vs, k);
    }

    @Test
    void cosineSimilarityOfDistributionsHandComputed() {
        assertEquals(1, UtilityComparison.cosine(new double[]{3, 4}, new double[]{4, 3}), 1e-12);
        // [1, 0] against [1, 1, 0]: dot 1, norms 1 and √2.
        assertEquals(1 / Math.sqrt(2), UtilityComparison.cosine(new double[]{0, 1}, new double[]{1, 0, 1}), 1e-12);
        assertEquals(1, UtilityComparison.cosine(new double[2], new double[3]), 0);
        assertEquals(0, UtilityComparison.cosine(new double[2], new double[]{1}), 0);
    }

    @Test
    void beforeAndAfterSideBySide() {
        GraphUtility.Options options = GraphUtility.Options.defaults().withBetweennessLimit(100);
        UtilityComparison c = UtilityComparison.of(GraphUtility.measure(PATH, options),
                GraphUtility.measure(GraphUtilityTest.STAR, options));
        assertEquals(4, c.before("nodes"), 0);
        assertEquals(5, c.after("nodes"), 0);
        assertEquals(1, c.difference("nodes"), 0);
        assertEquals(0.25, c.relativeChange("nodes"), 1e-12);
        assertEquals(5.0 / 12, c.before("closeness_centralization"), 1e-12);
        assertEquals(7.0 / 12, c.difference("closeness_centralization"), 1e-12);
        assertTrue(Double.isNaN(c.relativeChange("average_clustering")), "before is 0");
        assertEquals(0.3, c.degreeDistributionDistance(), 1e-12);
        // Degrees descending: [2,2,1,1] vs [4,1,1,1,1]: dot 8+2+1+1 = 12, norms √10 and √20.
        assertEquals(12 / Math.sqrt(200), c.cosineSimilarity("degree"), 1e-12);
        assertTrue(c.cosineSimilarity("betweenness") > 0);
        ObjectNode json = c.toJson();
        assertTrue(json.get("measures").get("average_clustering").get("relative_change").isNull());
        assertEquals(3, json.get("measures").get("diameter").get("before").asInt());
        assertTrue(json.get("cosine_similarity").has("closeness"));
    }
}
