package io.graphveil.publish;

import io.graphveil.Networks;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Permutations;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Pseudonyms cannot be recomputed from the published seed: they depend on the unpublished input too. */
class PublicationKeyTest {
    private static final Schema SCHEMA = Networks.schema("""
            {"name": "t", "attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "age", "role": "QUASI_IDENTIFIER"}]}""");
    private static final int N = 40;

    private static Table table(String firstId) {
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            rows.add(new String[]{i == 0 ? firstId : "p" + i, i % 2 == 0 ? "20-29" : "30-39"});
        }
        return Table.ofRows(SCHEMA, rows);
    }

    private static int[] pseudonyms(Table table, IndexedGraph graph, long seed) {
        Publication p = new Publication(table, graph, seed);
        int[] out = new int[table.rowCount()];
        for (int r = 0; r < out.length; r++) {
            out[r] = p.pseudonym(r);
        }
        return out;
    }

    @Test
    void sameInputAndSeedGiveTheSamePseudonyms() {
        assertArrayEquals(pseudonyms(table("p0"), null, 7), pseudonyms(table("p0"), null, 7));
        assertEquals(PublicationKey.of(7, table("p0"), null), PublicationKey.of(7, table("p0"), null));
    }

    @Test
    void anUnpublishedIdentifierChangesTheAssignment() {
        // The two tables publish the same values; only the identifier of row 0 (never published) differs.
        assertFalse(java.util.Arrays.equals(pseudonyms(table("p0"), null, 7), pseudonyms(table("q0"), null, 7)));
    }

    @Test
    void theEdgesEnterTheKey() {
        IndexedGraph a = Networks.graph(N, new int[][]{{0, 1}, {2, 3}});
        IndexedGraph b = Networks.graph(N, new int[][]{{0, 1}, {2, 4}});
        assertNotEquals(PublicationKey.of(7, table("p0"), a), PublicationKey.of(7, table("p0"), b));
        assertNotEquals(PublicationKey.of(7, table("p0"), a), PublicationKey.of(7, table("p0"), null));
    }

    @Test
    void thePermutationIsNotTheOneTheSeedAloneGives() {
        for (long seed : new long[]{1, 7, 42}) {
            int[] fromSeed = Permutations.identity(N);
            Permutations.shuffle(fromSeed, N, new SplittableRandom(seed ^ 0x5DEECE66DL));
            int[] guessed = new int[N];
            for (int i = 0; i < N; i++) {
                guessed[i] = fromSeed[i] + 1;
            }
            assertFalse(java.util.Arrays.equals(guessed, pseudonyms(table("p0"), null, seed)),
                    "seed " + seed + ": the published seed alone gives the pseudonyms");
        }
    }

    /**
     * A table may repeat its identifier (a person's several rows): the pseudonyms must not sit the
     * rows of one identifier side by side, or they would link them.
     */
    @Test
    void rowsSharingAnIdentifierAreNotNumberedSideBySide() {
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            rows.add(new String[]{"p" + i / 2, i % 2 == 0 ? "20-29" : "30-39"});
        }
        for (long seed = 1; seed <= 3; seed++) {
            Publication p = new Publication(Table.ofRows(SCHEMA, rows), null, seed);
            int adjacent = 0;
            for (int i = 0; i < 400; i += 2) {
                adjacent += Math.abs(p.pseudonym(i) - p.pseudonym(i + 1)) == 1 ? 1 : 0;
            }
            // a random permutation numbers about 2 of the 200 pairs side by side
            assertTrue(adjacent < 10, "seed " + seed + ": " + adjacent + " of 200 pairs numbered side by side");
        }
    }
}
