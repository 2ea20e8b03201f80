package io.graphveil.verify;

import io.graphveil.Networks;
import io.graphveil.model.Schema;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SensitivityVerifierTest {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [{"name": "q", "role": "QUASI_IDENTIFIER"},
              {"name": "d", "role": "SENSITIVE", "levels": {"flu": 1, "cold": 1, "hiv": 3}, "requirement": "need"},
              {"name": "need", "role": "NON_PRIVACY"}]}""");
    static final List<String[]> ROWS = List.of(
            new String[]{"a", "flu", "0"}, new String[]{"a", "flu", "2"}, new String[]{"a", "hiv", "0"},
            new String[]{"b", "cold", "1"}, new String[]{"b", "flu", "*"}, new String[]{"b", "*", "0"},
            new String[]{"*", "flu", "0"});

    static SensitivityClaim claim(double w) {
        return new SensitivityClaim(w, 0.5, false, List.of(), List.of(), 2);
    }

    /**
     * The suppressed row 7 counts in the frequencies (n = 7) and is checked as a group of its own
     * (flu, below every bound here). Class a: flu (4 of 7) w_a = 0.5·(1 − 4/7) + 0.5/3, hiv (1 of 7)
     * 0.5·(6/7) + 0.5, and row 2's requirement 2/2 = 1.
     */
    @Test
    void recomputesEveryClassMean() {
        double flu = 0.5 * (1 - 4 / 7.0) + 0.5 / 3;
        double hiv = 0.5 * (6 / 7.0) + 0.5;
        double cold = 0.5 * (6 / 7.0) + 0.5 / 3;
        double a = (flu + 1 + hiv) / 3;
        double b = (cold + flu + 0) / 3;
        VerificationReport pass = Verifier.verify(PublishedTable.of(SCHEMA, ROWS),
                new Claim(2, null, null, null, null, false, claim(a + 1e-6)), null);
        assertTrue(pass.passed(), pass.violations().toString());
        assertEquals(Math.max(a, b), pass.maxMeanSensitivity(), 1e-12);
        assertEquals(1, pass.suppressed());
        VerificationReport fail = Verifier.verify(PublishedTable.of(SCHEMA, ROWS),
                new Claim(2, null, null, null, null, false, claim(0.7)), null);
        assertFalse(fail.passed());
        assertEquals(1, fail.violations().size());
        assertTrue(fail.violations().get(0).toString().startsWith("average sensitivity fails for [q=a]"),
                fail.violations().toString());
        assertTrue(fail.toJson().has("max_mean_sensitivity"));
        assertTrue(fail.model().contains("average sensitivity <= 0.7"), fail.model());
    }

    /**
     * With the mapping and a claim over persons, a split person weighs once: person A's value row
     * (hiv) and shadow ({@code *}) in class a, B (flu) beside them, C and D (flu) in class b. Over the
     * 4 persons: hiv 1 of 4, w_a = 0.5·(3/4) + 0.5·(3/3) = 0.875; flu 3 of 4, 0.5·(1/4) + 0.5/3;
     * class a (0.875 + flu)/2 = 0.5833 > 0.5. Over the 5 rows: hiv 0.5·(4/5) + 0.5 = 0.9, flu
     * 0.5·(2/5) + 0.5/3, and the shadow 0: class a (0.9 + 0 + flu)/3 = 0.4222, under 0.5.
     */
    @Test
    void eachPersonWeighsOnceWithTheMapping() {
        Schema schema = Networks.schema("""
                {"attributes": [{"name": "id", "role": "IDENTIFIER"}, {"name": "q", "role": "QUASI_IDENTIFIER"},
                  {"name": "d", "role": "SENSITIVE", "levels": {"flu": 1, "hiv": 3}}]}""");
        List<String[]> rows = List.of(new String[]{"p1", "a", "hiv"}, new String[]{"p2", "a", "*"},
                new String[]{"p3", "a", "flu"}, new String[]{"p4", "b", "flu"}, new String[]{"p5", "b", "flu"});
        java.util.Map<String, String> mapping = java.util.Map.of("p1", "A", "p2", "A", "p3", "B", "p4", "C",
                "p5", "D");
        double flu = 0.5 * (1 / 4.0) + 0.5 / 3;
        VerificationReport persons = Verifier.verify(PublishedTable.of(schema, rows),
                new Claim(null, null, null, null, null, true, claim(0.5).overPersons(true)), mapping);
        assertFalse(persons.passed());
        assertEquals((0.875 + flu) / 2, persons.maxMeanSensitivity(), 1e-12);
        assertTrue(persons.violations().get(0).toString().contains("[q=a]")
                && persons.violations().get(0).toString().contains("0.5833"), persons.violations().toString());
        double rowsMean = (0.9 + 0 + 0.5 * (2 / 5.0) + 0.5 / 3) / 3;
        for (VerificationReport byRows : List.of(
                Verifier.verify(PublishedTable.of(schema, rows),
                        new Claim(null, null, null, null, null, true, claim(0.5)), mapping),
                Verifier.verify(PublishedTable.of(schema, rows),
                        new Claim(null, null, null, null, null, false, claim(0.5).overPersons(true)), null))) {
            assertTrue(byRows.passed(), byRows.violations().toString());
            assertEquals(rowsMean, byRows.maxMeanSensitivity(), 1e-12);
        }
    }

    @Test
    void theSuppressedRowsAreCheckedTogether() {
        List<String[]> rows = new java.util.ArrayList<>(ROWS.subList(0, 6));
        rows.add(new String[]{"*", "hiv", "2"});
        rows.add(new String[]{"*", "*", "0"});
        // The group: hiv with requirement 2 weighs 1, the blanked row 0: mean 0.5.
        VerificationReport r = Verifier.verify(PublishedTable.of(SCHEMA, rows),
                new Claim(null, null, null, null, null, false, claim(0.49)), null);
        assertTrue(r.violations().stream().anyMatch(v -> v.toString().contains("suppressed rows")
                && v.toString().contains("0.5000")), r.violations().toString());
        VerificationReport ok = Verifier.verify(PublishedTable.of(SCHEMA, rows),
                new Claim(null, null, null, null, null, false, claim(0.95)), null);
        assertTrue(ok.passed(), ok.violations().toString());
        assertEquals(2, ok.suppressed());
    }

    @Test
    void badRequirementLevelsAreViolations() {
        List<String[]> rows = List.of(new String[]{"a", "flu", "5"}, new String[]{"a", "flu", "x"});
        VerificationReport r = Verifier.verify(PublishedTable.of(SCHEMA, rows),
                new Claim(null, null, null, null, null, false, claim(1)), null);
        assertEquals(2, r.violations().size(), r.violations().toString());
        Schema none = Networks.schema("{\"attributes\": [{\"name\": \"q\", \"role\": \"QUASI_IDENTIFIER\"}]}");
        VerificationReport noSensitive = Verifier.verify(PublishedTable.of(none, List.<String[]>of(new String[]{"a"})),
                new Claim(null, null, null, null, null, false, claim(1)), null);
        assertFalse(noSensitive.passed());
    }
}
