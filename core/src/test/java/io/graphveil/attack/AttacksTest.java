package io.graphveil.attack;

import io.graphveil.Networks;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.AttributeSocialNetwork;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A hand-made split: persons a, b, c, d (edges a-b, b-c, c-d, b-d); a holds the private job
 * "lawyer" and is split into node 1 (the job, no friend) and node 2 (the hobby, a's friend b). Every
 * candidate set below is worked out by hand in the comments.
 */
class AttacksTest {
    static final String SCHEMA = """
            {"name": "t", "attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "age", "role": "QUASI_IDENTIFIER"},
              {"name": "job", "role": "PRIVACY", "private": ["lawyer"]},
              {"name": "hobby", "role": "NON_PRIVACY"}]}""";
    static final String PUBLISHED_SCHEMA = SCHEMA.replace("\"id\"", "\"pseudonym\"");

    static final AttributeSocialNetwork ORIGINAL = Networks.of(Networks.schema(SCHEMA), new String[][]{
            {"a", "30", "lawyer", "chess"}, // degree 1, 3 values, LY_1 [1,1]
            {"b", "40", "cook", "*"},       // degree 3, 2 values, LY_1 [3,2,2,1]
            {"c", "30", "*", "golf"},       // degree 2, 2 values, LY_1 [2,2,2]
            {"d", "50", "*", "*"}},         // degree 2, 1 value,  LY_1 [2,2,2]
            new int[][]{{0, 1}, {1, 2}, {2, 3}, {1, 3}});
    static final AttributeSocialNetwork PUBLISHED = Networks.of(Networks.schema(PUBLISHED_SCHEMA), new String[][]{
            {"1", "[30~39]", "lawyer", "*"}, // a's copy: degree 0, 2 values, [0]
            {"2", "[30~39]", "*", "chess"},  // a's copy: degree 1, 2 values, [1,1]
            {"3", "{40|50}", "cook", "*"},   // b: degree 3, 2 values, [3,2,2,1]
            {"4", "30", "*", "golf"},        // c: degree 2, 2 values, [2,2,2]
            {"5", "{40|50}", "*", "*"}},     // d: degree 2, 1 value,  [2,2,2]
            new int[][]{{1, 2}, {2, 3}, {3, 4}, {2, 4}});
    static final int[] PERSON_OF_NODE = {0, 0, 1, 2, 3};

    private static AttackResult find(List<AttackResult> results, String knowledge, Knowledge.Matching m) {
        return results.stream().filter(r -> r.knowledge().equals(knowledge) && r.matching() == m).findFirst()
                .orElseThrow();
    }

    private static void check(List<AttackResult> results, String knowledge, Knowledge.Matching m, int[] candidates,
                              int reidentified, int truthInSet) {
        AttackResult r = find(results, knowledge, m);
        assertArrayEquals(candidates, r.candidates(), knowledge + " " + m);
        assertEquals(reidentified, r.reidentified(), knowledge + " " + m + " re-identified");
        assertEquals(truthInSet, r.truthInSet(), knowledge + " " + m + " truth in set");
        int unique = 0;
        for (int c : candidates) {
            unique += c == 1 ? 1 : 0;
        }
        assertEquals(unique, r.unique());
    }

    @Test
    void everyKnowledgeHandComputed() {
        List<AttackResult> r = Attacks.run(new AttackInput(ORIGINAL, PUBLISHED, Hierarchies.empty()), PERSON_OF_NODE,
                0.5);
        assertEquals(10, r.size());
        Knowledge.Matching exact = Knowledge.Matching.EXACT;
        Knowledge.Matching tolerant = Knowledge.Matching.TOLERANT;
        // (a) degrees 1,3,2,2 against 0,1,3,2,2.
        check(r, "degree", exact, new int[]{1, 1, 2, 2}, 2, 4);
        check(r, "degree", tolerant, new int[]{2, 5, 4, 4}, 0, 4);
        // (b) counts 3,2,2,1 against 2,2,2,2,1: a's copies show fewer values than a has.
        check(r, "value_count", exact, new int[]{0, 4, 4, 1}, 1, 3);
        check(r, "value_count", tolerant, new int[]{5, 5, 5, 1}, 1, 4);
        // (c) both.
        check(r, "degree_and_value_count", exact, new int[]{0, 1, 1, 1}, 3, 3);
        check(r, "degree_and_value_count", tolerant, new int[]{2, 5, 4, 1}, 1, 4);
        // (d) [1,1] [3,2,2,1] [2,2,2] [2,2,2] against [0] [1,1] [3,2,2,1] [2,2,2] [2,2,2].
        check(r, "neighborhood", exact, new int[]{1, 1, 2, 2}, 2, 4);
        check(r, "neighborhood", tolerant, new int[]{2, 5, 4, 4}, 0, 4);
        // (e) ages 30,40,30,50: literally only node 4 shows 30 (c's node, a's wrong match);
        // covered: 30 by [30~39] twice and 30, 40 and 50 by the two sets.
        check(r, "quasi_identifiers", exact, new int[]{1, 0, 1, 0}, 1, 1);
        check(r, "quasi_identifiers", tolerant, new int[]{3, 2, 3, 2}, 0, 4);
    }

    @Test
    void inferenceCountsCandidatesShowingThePrivateValue() {
        AttackInput in = new AttackInput(ORIGINAL, PUBLISHED, Hierarchies.empty());
        // a's tolerant degree candidates are its two copies: "lawyer" with confidence 1/2.
        AttackResult half = find(Attacks.run(in, null, 0.5), "degree", Knowledge.Matching.TOLERANT);
        assertEquals(1, half.holders());
        assertEquals(0, half.inferred(), "1/2 is not above 0.5");
        assertFalse(half.scored());
        assertTrue(Double.isNaN(half.reidentifiedShare()));
        assertEquals(1, find(Attacks.run(in, null, 0.4), "degree", Knowledge.Matching.TOLERANT).inferred());
        // exact: a's only candidate is node 2, without the job.
        assertEquals(0, find(Attacks.run(in, null, 0.1), "degree", Knowledge.Matching.EXACT).inferred());
        // On the original itself, a is unique by degree and shows its job: inferred with confidence 1.
        List<AttackResult> baseline = Attacks.baseline(in, 0.5);
        AttackResult d = find(baseline, "degree", Knowledge.Matching.EXACT);
        assertArrayEquals(new int[]{1, 1, 2, 2}, d.candidates());
        assertEquals(2, d.reidentified());
        assertEquals(1, d.inferred());
        for (AttackResult b : baseline) {
            assertEquals(4, b.truthInSet(), "every person matches itself: " + b.knowledge() + " " + b.matching());
        }
    }

    @Test
    void distributionAndJson() {
        AttackResult r = find(Attacks.run(new AttackInput(ORIGINAL, PUBLISHED, Hierarchies.empty()), PERSON_OF_NODE,
                0.5), "degree", Knowledge.Matching.TOLERANT);
        // sizes 2, 5, 4, 4: buckets "2" and "3-4" and "5-9".
        assertArrayEquals(new long[]{0, 0, 1, 2, 1, 0, 0, 0}, r.distribution());
        assertEquals(15 / 4.0, r.meanCandidates(), 1e-12);
        assertEquals(4, r.medianCandidates());
        var json = Attacks.toJson(List.of(r));
        assertEquals(2, json.get("degree").get("tolerant").get("candidate_set_sizes").get("3-4").asInt());
        assertEquals(1.0, json.get("degree").get("tolerant").get("truth_in_candidates_share").asDouble(), 0);
    }

    @Test
    void valueCoverHandlesHierarchiesIntervalsAndSets() {
        Hierarchy age = new Hierarchy.Builder(Path.of("age.csv"))
                .add(new String[]{"34", "30-39", "30-49", "*"}, 1)
                .add(new String[]{"45", "40-49", "30-49", "*"}, 2).build();
        assertTrue(ValueCover.covers("30-49", "34", age));
        assertTrue(ValueCover.covers("30-39", "34", age));
        assertFalse(ValueCover.covers("40-49", "34", age));
        assertTrue(ValueCover.covers("*", "34", age));
        assertTrue(ValueCover.covers("34", "34", null));
        assertFalse(ValueCover.covers("34", "*", null), "a literal value does not cover an unknown one");
        assertTrue(ValueCover.covers("[30~40]", "40", null));
        assertFalse(ValueCover.covers("[30~40)", "40", null));
        assertFalse(ValueCover.covers("[30~40]", "forty", null));
        assertTrue(ValueCover.covers("{a\\|b|c}", "a|b", null));
        assertFalse(ValueCover.covers("{a\\|b|c}", "a", null));
        assertEquals(List.of("x", "y{", "z"), ValueCover.members("x|y\\{|z"));
    }
}
