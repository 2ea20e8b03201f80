package io.graphveil.verify;

import io.graphveil.Networks;
import io.graphveil.model.Schema;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VerifierTest {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [
              {"name": "pseudonym", "role": "IDENTIFIER"},
              {"name": "sex", "role": "QUASI_IDENTIFIER"},
              {"name": "age", "role": "QUASI_IDENTIFIER"},
              {"name": "job", "role": "PRIVACY", "private": ["lawyer"]},
              {"name": "disease", "role": "SENSITIVE"}
            ]}""");

    static PublishedTable table(String[]... rows) {
        return PublishedTable.of(SCHEMA, List.of(rows));
    }

    static final PublishedTable T = table(
            new String[]{"1", "F", "20-29", "lawyer", "flu"},
            new String[]{"2", "F", "20-29", "clerk", "flu"},
            new String[]{"3", "F", "20-29", "lawyer", "hiv"},
            new String[]{"4", "M", "30-39", "clerk", "flu"},
            new String[]{"5", "M", "30-39", "judge", "cold"},
            new String[]{"6", "*", "*", "*", "*"});

    @Test
    void countsClassesAndSuppressedRows() {
        VerificationReport r = Verifier.verify(T, Claim.of(2, null), null);
        assertTrue(r.passed(), r.violations().toString());
        assertEquals(6, r.rows());
        assertEquals(1, r.suppressed(), "all QIs * is suppressed: reported apart, not checked");
        assertEquals(2, r.classes());
        assertEquals(2, r.minClassSize());
    }

    @Test
    void findsKViolations() {
        VerificationReport r = Verifier.verify(T, Claim.of(3, null), null);
        assertFalse(r.passed());
        assertEquals(1, r.violations().size());
        assertTrue(r.violations().get(0).toString().contains("sex=M, age=30-39"), r.violations().toString());
    }

    @Test
    void findsAlphaViolations() {
        VerificationReport r = Verifier.verify(T, Claim.of(2, 0.5), null);
        assertFalse(r.passed(), "2 lawyers in a class of 3 is a share of 0.67");
        assertEquals(2 / 3.0, r.maxPrivateShare(), 1e-12);
        assertTrue(Verifier.verify(T, Claim.of(2, 0.7), null).passed());
    }

    @Test
    void findsDiversityAndSensitivityViolations() {
        assertTrue(Verifier.verify(T, new Claim(2, null, 2, null, null, false), null).passed());
        VerificationReport l3 = Verifier.verify(T, new Claim(null, null, 3, null, null, false), null);
        assertEquals(2, l3.violations().size());
        assertEquals(2, l3.minDistinctSensitive());
        assertFalse(Verifier.verify(T, new Claim(2, null, null, 3, null, false), null).passed());
    }

    @Test
    void aMissingSensitiveValueDoesNotCountTowardsDiversity() {
        PublishedTable t = table(new String[]{"1", "F", "1", "x", "flu"}, new String[]{"2", "F", "1", "x", "*"});
        VerificationReport r = Verifier.verify(t, new Claim(null, null, 2, null, null, false), null);
        assertFalse(r.passed());
        assertEquals(1, r.minDistinctSensitive());
    }

    @Test
    void theSuppressedRowsAreCheckedTogetherForAlphaLAndPButNotForK() {
        String[] f1 = {"1", "F", "20-29", "clerk", "flu"};
        String[] f2 = {"2", "F", "20-29", "judge", "hiv"};
        PublishedTable lawyers = table(f1, f2, new String[]{"3", "*", "*", "lawyer", "*"},
                new String[]{"4", "*", "*", "lawyer", "*"}, new String[]{"5", "*", "*", "clerk", "*"});
        VerificationReport alpha = Verifier.verify(lawyers, Claim.of(2, 0.5), null);
        assertEquals(1, alpha.violations().size(), alpha.violations().toString());
        assertTrue(alpha.violations().get(0).toString().contains("3 suppressed rows")
                && alpha.violations().get(0).toString().contains("2 of 3"), alpha.violations().toString());
        assertEquals(3, alpha.suppressed());
        assertTrue(Verifier.verify(lawyers, Claim.of(2, 0.7), null).passed(), "2 of 3 is within 0.7");
        assertTrue(Verifier.verify(lawyers, new Claim(2, null, 2, 2, null, false), null).passed(),
                "a group showing no sensitive value passes l and p, and is not checked for k");

        PublishedTable oneDisease = table(f1, f2, new String[]{"3", "*", "*", "clerk", "flu"},
                new String[]{"4", "*", "*", "clerk", "flu"});
        VerificationReport l = Verifier.verify(oneDisease, new Claim(null, null, 2, null, null, false), null);
        assertEquals(1, l.violations().size(), "the group shows flu alone: " + l.violations());
        assertFalse(Verifier.verify(oneDisease, new Claim(null, null, null, 2, null, false), null).passed());
        PublishedTable twoDiseases = table(f1, f2, new String[]{"3", "*", "*", "clerk", "flu"},
                new String[]{"4", "*", "*", "clerk", "cold"});
        assertTrue(Verifier.verify(twoDiseases, new Claim(2, null, 2, 2, null, false), null).passed());
        assertFalse(Verifier.verify(twoDiseases, new Claim(null, null, 3, null, null, false), null).passed());
    }

    @Test
    void capsSuppressionSoThatSuppressingEverythingCannotPass() {
        PublishedTable all = table(new String[]{"1", "*", "*", "*", "flu"}, new String[]{"2", "*", "*", "*", "flu"});
        assertTrue(Verifier.verify(all, Claim.of(5, 0.1), null).passed(), "without a cap the count is only reported");
        VerificationReport capped = Verifier.verify(all, Claim.of(5, 0.1).withMaxSuppressed(1), null);
        assertFalse(capped.passed());
        assertEquals(2, capped.suppressed());
    }

    @Test
    void strictKCountsPersonsThroughTheMapping() {
        Map<String, String> mapping = Map.of("1", "ann", "2", "ann", "3", "bob", "4", "cid", "5", "dan", "6", "eve");
        VerificationReport loose = Verifier.verify(T, Claim.of(2, null), mapping);
        assertTrue(loose.passed());
        assertEquals(2, loose.minDistinctPersons());
        VerificationReport strict = Verifier.verify(T, new Claim(3, null, null, null, null, true), mapping);
        assertFalse(strict.passed());
        assertTrue(strict.violations().stream().anyMatch(v -> v.criterion().contains("distinct persons")),
                strict.violations().toString());
        VerificationReport recipient = Verifier.verify(T, new Claim(2, null, null, null, null, true), null);
        assertTrue(recipient.passed(), "without the mapping a claim over persons is checked over rows");
        assertEquals(-1, recipient.minDistinctPersons());
        assertEquals((recipient.toJson().get("min_class_size").asInt() + 1) / 2,
                recipient.toJson().get("min_persons_bound").asInt(), "the bound a recipient can check");
    }

    @Test
    void alphaOverPersonsDividesByTheDistinctPersonsOfAClass() {
        // Two of a class's rows are one person's copies: 1 lawyer among 3 persons is over alpha = 0.3
        // although 1 of 4 rows is not.
        Schema schema = Networks.schema("""
                {"attributes": [
                  {"name": "pseudonym", "role": "IDENTIFIER"},
                  {"name": "age", "role": "QUASI_IDENTIFIER"},
                  {"name": "job", "role": "PRIVACY", "private": ["lawyer"]}]}""");
        PublishedTable t = PublishedTable.of(schema, List.of(new String[]{"1", "20", "lawyer"},
                new String[]{"2", "20", "*"}, new String[]{"3", "20", "clerk"}, new String[]{"4", "20", "*"}));
        Map<String, String> mapping = Map.of("1", "ann", "2", "ann", "3", "bob", "4", "cid");
        Claim claim = new Claim(2, 0.3, null, null, null, true);
        assertTrue(Verifier.verify(t, new Claim(2, 0.3, null, null, null, false), mapping).passed());
        VerificationReport persons = Verifier.verify(t, claim, mapping);
        assertFalse(persons.passed());
        assertTrue(persons.violations().get(0).toString().contains("1 of 3 persons"), persons.violations().toString());
    }

    @Test
    void missingTokensNeverApplyToThePseudonymColumn(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        Schema schema = Networks.schema("""
                {"missing": ["*", "55"], "attributes": [
                  {"name": "pseudonym", "role": "IDENTIFIER"},
                  {"name": "age", "role": "QUASI_IDENTIFIER"}]}""");
        java.nio.file.Path file = io.graphveil.TestFiles.write(dir, "table.csv", "pseudonym,age\n55,20\n56,20\n57,55\n");
        PublishedTable t = PublishedTable.read(file, schema);
        assertEquals("55", t.value(0, 0), "pseudonym 55 is a pseudonym, not a missing value");
        assertEquals("*", t.value(2, 1), "the token still reads as missing elsewhere");
        Map<String, String> mapping = Map.of("55", "ann", "56", "bob", "57", "cid");
        VerificationReport r = Verifier.verify(t, Claim.of(2, null), mapping);
        assertTrue(r.passed(), r.violations().toString());
        assertEquals(2, r.minDistinctPersons());
    }

    /**
     * Pseudonyms are kept as numbers when written plainly and as text otherwise; "007" and "7" are two
     * pseudonyms, and a repeated one is found either way.
     */
    @Test
    void pseudonymsReadBackAsWrittenAndRepeatsAreFound() {
        PublishedTable mixed = table(
                new String[]{"7", "F", "20-29", "clerk", "flu"},
                new String[]{"007", "F", "20-29", "clerk", "flu"},
                new String[]{"p8", "M", "30-39", "clerk", "flu"},
                new String[]{"2147483648", "M", "30-39", "clerk", "flu"});
        assertEquals("7", mixed.value(0, 0));
        assertEquals("007", mixed.value(1, 0));
        assertEquals("p8", mixed.value(2, 0));
        assertEquals("2147483648", mixed.value(3, 0));
        assertTrue(Verifier.verify(mixed, Claim.of(2, null), null).passed());
        for (String twice : new String[]{"7", "p8"}) {
            PublishedTable repeated = table(
                    new String[]{twice, "F", "20-29", "clerk", "flu"},
                    new String[]{"007", "F", "20-29", "clerk", "flu"},
                    new String[]{twice, "F", "20-29", "clerk", "flu"});
            VerificationReport r = Verifier.verify(repeated, Claim.of(2, null), null);
            assertFalse(r.passed(), twice);
            assertTrue(r.violations().toString().contains("appears twice"), r.violations().toString());
        }
    }
}
