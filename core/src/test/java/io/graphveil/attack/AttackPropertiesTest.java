package io.graphveil.attack;

import io.graphveil.Networks;
import io.graphveil.anonymize.Datafly;
import io.graphveil.io.Dataset;
import io.graphveil.pipeline.AnonymizeOptions;
import io.graphveil.pipeline.GraphPipeline;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Attacks on real runs of the pipeline, over several seeds. */
class AttackPropertiesTest {
    private record Run(AttackInput input, int[] personOfNode) {
    }

    private static Run run(long seed) {
        Dataset d = Networks.movieLensLike(250, 0.05, 0.3, 6, seed);
        AnonymizeOptions options = new AnonymizeOptions(3, 0.5, null, null, false, seed % 2 == 0, false, seed,
                100_000, true);
        GraphPipeline.Outcome o = GraphPipeline.run(d, options, new Datafly(), new io.graphveil.Stopwatch());
        return new Run(new AttackInput(d.network(), o.published(), d.hierarchies()), o.split().persons());
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void theTolerantAttackerAlwaysKeepsThePersonsCopies(long seed) {
        Run r = run(seed);
        for (AttackResult a : Attacks.run(r.input(), r.personOfNode(), 0.5)) {
            if (a.matching() == Knowledge.Matching.TOLERANT) {
                assertEquals(a.persons(), a.truthInSet(), a.knowledge());
                for (int c : a.candidates()) {
                    assertTrue(c >= 1, a.knowledge());
                }
            }
            assertTrue(a.reidentified() <= a.unique());
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {4, 5})
    void candidateCountsEqualABruteForceCount(long seed) {
        Run r = run(seed);
        int persons = r.input().original().nodeCount();
        int nodes = r.input().published().nodeCount();
        List<Knowledge> kinds = Attacks.knowledge(r.input());
        List<AttackResult> results = Attacks.run(r.input(), r.personOfNode(), 0.5);
        int i = 0;
        for (Knowledge k : kinds) {
            for (Knowledge.Matching m : Knowledge.Matching.values()) {
                int[] counts = results.get(i++).candidates();
                for (int p = 0; p < persons; p += 7) {
                    int brute = 0;
                    for (int v = 0; v < nodes; v++) {
                        brute += k.matches(m, k.known(p), k.seen(v)) ? 1 : 0;
                    }
                    assertEquals(brute, counts[p], k.key() + " " + m + " person " + p);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {6})
    void theExactAttackerFindsEveryoneInTheUnchangedGraph(long seed) {
        Run r = run(seed);
        for (AttackResult a : Attacks.baseline(r.input(), 0.5)) {
            assertEquals(a.persons(), a.truthInSet(), a.knowledge() + " " + a.matching());
            assertEquals(a.unique(), a.reidentified(), "a single candidate in the original is the person");
        }
    }
}
