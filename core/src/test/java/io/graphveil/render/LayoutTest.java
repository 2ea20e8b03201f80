package io.graphveil.render;

import io.graphveil.Networks;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue #15: the pictures' layout stops after {@link Layout#MAX_STEPS} steps instead of 150; the
 * quality check is that friends stay drawn together about as tightly: the mean edge length
 * relative to the mean distance between nodes is within 1.4× of 150 steps' (1.25× measured on
 * ego-Facebook) and far below a random placement's (about 1).
 */
class LayoutTest {
    @ParameterizedTest
    @CsvSource({"800,1,10", "1500,2,20"})
    void fewerStepsKeepFriendsTogether(int n, long seed, double degree) {
        IndexedGraph g = Networks.movieLensLike(n, 0, 0.2, degree, seed).network().structure();
        double quick = Layout.of(g, seed).edgeLengthRatio(g, 100_000);
        double longer = Layout.of(g, seed, 150).edgeLengthRatio(g, 100_000);
        assertTrue(quick <= 1.4 * longer, quick + " against " + longer + " after 150 steps");
        assertTrue(quick < 0.75, "friends drawn together (a random placement gives about 1): " + quick);
    }
}
