package io.graphveil.generate;

import io.graphveil.io.importer.MovieLensSchema;
import io.graphveil.metrics.Clustering;
import io.graphveil.metrics.Components;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The generator's promises: heavy tail, clustering far above a random graph's, homophily, connected, seeded. */
class FriendshipGeneratorTest {
    static final int N = 5000;

    static Table people(long seed) {
        Schema schema = MovieLensSchema.schema("g", MovieLensSchema.DEFAULT_PRIVATE);
        return MovieLensLikeProfiles.draw(schema, N, 0, seed);
    }

    static IndexedGraph graph(Table people, long seed, FriendshipGenerator.Parameters p) {
        return new FriendshipGenerator(p).generate(people.rowCount(), MovieLensLikeProfiles.similarity(people), seed,
                x -> {
                });
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void hasTheStructureOfASocialNetwork(long seed) {
        Table people = people(seed);
        IndexedGraph g = graph(people, seed, FriendshipGenerator.Parameters.defaults());
        double mean = 2.0 * g.edgeCount() / N;
        assertEquals(10, mean, 0.6, "mean degree");
        assertEquals(1, Components.of(g).count(), "connected");

        // Heavy tail: a Poisson degree distribution with this mean has essentially no node above 4x the mean.
        int[] degrees = new int[N];
        for (int v = 0; v < N; v++) {
            degrees[v] = g.degree(v);
        }
        Arrays.sort(degrees);
        long above = Arrays.stream(degrees).filter(d -> d > 4 * mean).count();
        assertTrue(above >= 20, "nodes above 4x the mean degree: " + above);
        assertTrue(degrees[N - 1] > 15 * mean, "max degree " + degrees[N - 1]);
        assertTrue(degrees[N / 2] < mean, "median below mean, as in skewed distributions");

        // Triadic closure: an Erdős–Rényi graph of this density has clustering about mean/N = 0.002.
        double clustering = Clustering.of(g).average();
        assertTrue(clustering > 50 * mean / N, "clustering " + clustering);

        // Homophily: friends share gender more often than two random people do.
        int gender = people.schema().indexOf("gender");
        long[] same = {0};
        g.forEachEdge((u, v) -> same[0] += people.code(u, gender) == people.code(v, gender) ? 1 : 0);
        double f = people.column(gender).encode("F");
        long females = 0;
        for (int v = 0; v < N; v++) {
            females += people.code(v, gender) == f ? 1 : 0;
        }
        double p = females / (double) N;
        double chance = p * p + (1 - p) * (1 - p);
        double observed = same[0] / (double) g.edgeCount();
        assertTrue(observed > chance + 0.05, "same-gender share " + observed + " vs chance " + chance);
    }

    @Test
    void withoutHomophilyFriendsShareGenderAtChance() {
        Table people = people(9);
        IndexedGraph g = graph(people, 9, new FriendshipGenerator.Parameters(10, 0.6, 1));
        int gender = people.schema().indexOf("gender");
        long[] same = {0};
        g.forEachEdge((u, v) -> same[0] += people.code(u, gender) == people.code(v, gender) ? 1 : 0);
        double observed = same[0] / (double) g.edgeCount();
        assertTrue(observed < 0.65, "same-gender share without homophily " + observed);
    }

    @Test
    void sameSeedSameGraph() {
        Table people = people(4);
        assertEquals(graph(people, 4, FriendshipGenerator.Parameters.defaults()),
                graph(people, 4, FriendshipGenerator.Parameters.defaults()));
        assertEquals(people(4), people(4));
        assertTrue(!graph(people, 4, FriendshipGenerator.Parameters.defaults())
                .equals(graph(people, 5, FriendshipGenerator.Parameters.defaults())));
    }

    @Test
    void tinyGraphs() {
        Table people = MovieLensLikeProfiles.draw(MovieLensSchema.schema("g", MovieLensSchema.DEFAULT_PRIVATE), 2, 0, 1);
        IndexedGraph g = graph(people, 1, FriendshipGenerator.Parameters.defaults());
        assertEquals(1, g.edgeCount());
        Table one = MovieLensLikeProfiles.draw(MovieLensSchema.schema("g", MovieLensSchema.DEFAULT_PRIVATE), 1, 0, 1);
        assertEquals(0, graph(one, 1, FriendshipGenerator.Parameters.defaults()).edgeCount());
    }
}
