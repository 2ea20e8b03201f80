package io.graphveil.metrics;

import io.graphveil.Networks;
import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Sampled closeness and path lengths against the exact values on graphs small enough for both: the
 * estimate lies within twice its stated 95 % bound (a miss is then a ~1e-4 event, not bad luck),
 * the most central node is found exactly, and the diameter bounds hold.
 */
class SampledDistancesTest {
    private static final IndexedGraph GRAPH = Networks.movieLensLike(3000, 0, 0.1, 8, 11).network().structure();

    /** The generated graph plus isolated nodes and small components (as splitting leaves). */
    private static IndexedGraph withDebris(IndexedGraph g) {
        int n = g.nodeCount();
        EdgeListBuilder b = new EdgeListBuilder();
        g.forEachEdge(b::add);
        int extra = 300;
        for (int i = 0; i < extra; i += 3) {
            b.add(n + i, n + i + 1); // pairs; every third node isolated
        }
        return b.build(n + extra).graph();
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4})
    void estimatesLieWithinTheirBounds(long seed) {
        for (IndexedGraph g : new IndexedGraph[]{GRAPH, withDebris(GRAPH)}) {
            DistanceProfile exact = DistanceProfile.exact(g);
            DistanceProfile sampled = DistanceProfile.sampled(g, 200, seed);
            assertFalse(sampled.isExact());
            ClosenessCentralization ce = ClosenessCentralization.of(exact);
            ClosenessCentralization cs = ClosenessCentralization.of(sampled);
            assertFalse(cs.isExact());
            assertTrue(cs.errorBound() > 0 && cs.errorBound() < 0.05, "bound " + cs.errorBound());
            assertEquals(ce.value(), cs.value(), 2 * cs.errorBound(), "Freeman");
            assertEquals(ce.harmonicCentralization(), cs.harmonicCentralization(), 2 * cs.harmonicErrorBound(),
                    "harmonic");
            assertEquals(ce.meanHarmonic(), cs.meanHarmonic(), 0.01);
            assertEquals(ce.scope(), cs.scope());

            PathLengths pe = PathLengths.of(exact);
            PathLengths ps = PathLengths.of(sampled);
            assertTrue(ps.averageErrorBound() > 0);
            assertEquals(pe.average(), ps.average(), 2 * ps.averageErrorBound(), "average path length");
            assertTrue(ps.diameterLower() <= pe.diameter() && pe.diameter() <= ps.diameterUpper(),
                    ps.diameterLower() + " <= " + pe.diameter() + " <= " + ps.diameterUpper());
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {5, 6})
    void theMostCentralNodeIsFoundExactly(long seed) {
        DistanceProfile exact = DistanceProfile.exact(GRAPH);
        DistanceProfile sampled = DistanceProfile.sampled(GRAPH, 128, seed);
        int n = GRAPH.nodeCount();
        double best = 0;
        for (int v = 0; v < n; v++) {
            best = Math.max(best, (n - 1) / (double) exact.sums().distanceSum(v));
        }
        double found = 0;
        for (DistanceSums s : new DistanceSums[]{sampled.sums(), sampled.candidates()}) {
            for (int i = 0; i < s.sourceCount(); i++) {
                found = Math.max(found, (n - 1) / (double) s.distanceSum(i));
            }
        }
        assertEquals(best, found, 0);
    }

    @ParameterizedTest
    @ValueSource(longs = {7, 8})
    void graphUtilitySamplesAboveTheExactLimitAndIsDeterministic(long seed) {
        GraphUtility.Options options = GraphUtility.Options.defaults().withExactLimit(1000).withSamples(128);
        options = new GraphUtility.Options(options.exactLimit(), options.samples(), seed, 0);
        GraphUtility a = GraphUtility.measure(GRAPH, options);
        GraphUtility b = GraphUtility.measure(GRAPH, options);
        assertFalse(a.closeness().isExact());
        assertEquals(a.closeness().value(), b.closeness().value(), 0);
        assertEquals(a.paths().average(), b.paths().average(), 0);
        assertEquals("sampled", a.toJson().get("closeness_method").asText());
        assertTrue(a.toJson().get("closeness_sources").asInt() > 128 + 64, "sample, take-all and candidates");
    }
}
