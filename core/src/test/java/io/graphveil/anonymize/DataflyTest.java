package io.graphveil.anonymize;

import io.graphveil.ModelNotMetException;
import io.graphveil.Networks;
import io.graphveil.criteria.AlphaDeassociation;
import io.graphveil.criteria.DistinctPersonsKAnonymity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.ClassAggregates;
import io.graphveil.criteria.Needs;
import io.graphveil.criteria.PrivacyCriterion;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.io.Dataset;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.VerificationReport;
import io.graphveil.verify.Verifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DataflyTest {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [
              {"name": "sex", "role": "QUASI_IDENTIFIER"},
              {"name": "age", "role": "QUASI_IDENTIFIER"},
              {"name": "job", "role": "PRIVACY", "private": ["lawyer"]},
              {"name": "note", "role": "NON_PRIVACY"}
            ]}""");

    static Hierarchies hierarchies() {
        Hierarchy.Builder age = new Hierarchy.Builder(null);
        for (String[] row : new String[][]{{"21", "20-29", "*"}, {"25", "20-29", "*"}, {"34", "30-39", "*"},
                {"38", "30-39", "*"}, {"61", "60-69", "*"}}) {
            age.add(row, 0);
        }
        Hierarchy.Builder job = new Hierarchy.Builder(null);
        for (String[] row : new String[][]{{"lawyer", "law", "*"}, {"judge", "law", "*"}, {"clerk", "office", "*"}}) {
            job.add(row, 0);
        }
        return Hierarchies.empty().with("age", age.build()).with("job", job.build())
                .with("sex", Hierarchy.flat(List.of("F", "M")));
    }

    static Table table(String[]... rows) {
        return Table.ofRows(SCHEMA, List.of(rows));
    }

    static AnonymizationResult run(Table t, PrivacyModel model, SuppressionBudget budget, boolean privateFirst) {
        return new Datafly(privateFirst).anonymize(t, hierarchies(), model, budget, 1);
    }

    @Test
    void generalizesTheQuasiIdentifierWithMostDistinctValues() {
        Table t = table(
                new String[]{"F", "21", "clerk", "a"}, new String[]{"F", "25", "judge", "b"},
                new String[]{"M", "34", "clerk", "c"}, new String[]{"M", "38", "clerk", "d"});
        AnonymizationResult r = run(t, PrivacyModel.of(new KAnonymity(2)), SuppressionBudget.none(), false);
        // age has 4 distinct values, sex 2: age climbs to decades, which already gives classes of 2.
        assertEquals(Map.of("sex", 0, "age", 1), r.details().get("qi_levels"));
        assertArrayEquals(new String[]{"F", "20-29", "clerk", "a"}, r.table().row(0));
        assertEquals(2, r.classes().classCount());
        assertEquals(0, r.suppressedCount());
    }

    @Test
    void alphaDeassociationCanForceThePrivacyAttributeToClimb() {
        // Every row looks alike and 3 of 4 are lawyers: no QI generalization can help, the job must climb.
        Table t = table(
                new String[]{"F", "21", "lawyer", "a"}, new String[]{"F", "21", "lawyer", "b"},
                new String[]{"F", "21", "lawyer", "c"}, new String[]{"F", "21", "clerk", "d"});
        PrivacyModel model = PrivacyModel.of(new KAnonymity(2), new AlphaDeassociation(0.5));
        AnonymizationResult r = new Datafly(false, true).anonymize(t, hierarchies(), model, SuppressionBudget.none(), 1);
        assertEquals(Map.of("job", 1), r.details().get("privacy_levels"));
        assertEquals(Map.of("sex", 1, "age", 2), r.details().get("qi_levels"), "QIs first, all the way to the root");
        assertEquals("law", r.table().value(0, 2), "paper rules: the private value climbs to a non-private ancestor");
        assertEquals("office", r.table().value(3, 2));
        // The safe rules publish no label that holders carry in more than an alpha share: 'law' would be
        // worn by the three lawyers alone, so the cut climbs to the root.
        AnonymizationResult safe = run(t, model, SuppressionBudget.none(), false);
        for (int row = 0; row < 4; row++) {
            assertEquals("*", safe.table().value(row, 2));
        }
        AnonymizationResult first = run(t, model, SuppressionBudget.none(), true);
        assertEquals(Map.of("sex", 0, "age", 0), first.details().get("qi_levels"),
                "private-first generalizes the PRIVACY attribute before any QI");
        assertEquals(Map.of("job", 1), first.details().get("privacy_levels"));
    }

    @Test
    void outliersAreSuppressedWithinTheBudgetAndKeepTheirRow() {
        Table t = table(
                new String[]{"F", "21", "clerk", "a"}, new String[]{"F", "25", "clerk", "b"},
                new String[]{"F", "21", "judge", "c"}, new String[]{"F", "25", "clerk", "d"},
                new String[]{"M", "61", "lawyer", "e"});
        AnonymizationResult r = run(t, PrivacyModel.of(new KAnonymity(2)), SuppressionBudget.sweeney(2), false);
        assertEquals(1, r.suppressedCount());
        assertTrue(r.isSuppressed(4));
        assertArrayEquals(new String[]{"*", "*", "*", "e"}, r.table().row(4),
                "* in every QI and in the private value; the row stays");
        assertEquals(5, r.table().rowCount());
        assertEquals(-1, r.classes().classOf(4));
        assertEquals(Map.of("sex", 0, "age", 0), r.details().get("qi_levels"), "no generalization was needed");
        AnonymizationResult none = run(t, PrivacyModel.of(new KAnonymity(2)), SuppressionBudget.none(), false);
        assertEquals(0, none.suppressedByAlgorithmCount());
        assertEquals(5, none.suppressedCount(), "without a budget every QI climbs to '*': the whole table is, in "
                + "effect, suppressed, and the count says so");
        AnonymizationResult share = run(t, PrivacyModel.of(new KAnonymity(2)), SuppressionBudget.share(0.2), false);
        assertEquals(1, share.suppressedCount(), "a share of 0.2 of 5 rows allows one");
    }

    @Test
    void strictModeCountsDistinctPersons() {
        // Rows 0 and 1 are the two copies of one person: 2 records but 1 person.
        Table t = table(
                new String[]{"F", "21", "clerk", "a"}, new String[]{"F", "21", "*", "a"},
                new String[]{"M", "34", "clerk", "c"}, new String[]{"M", "38", "clerk", "d"});
        int[] persons = {0, 0, 1, 2};
        AnonymizationResult loose = run(t, PrivacyModel.of(new KAnonymity(2)), SuppressionBudget.none(), false);
        AnonymizationResult strict = run(t, PrivacyModel.of(new DistinctPersonsKAnonymity(2, persons)),
                SuppressionBudget.none(), false);
        assertTrue(loose.classes().classCount() > strict.classes().classCount(),
                "counting persons needs coarser classes");
        DistinctPersonsKAnonymity counter = new DistinctPersonsKAnonymity(2, persons);
        for (int c = 0; c < strict.classes().classCount(); c++) {
            assertTrue(counter.distinctPersons(strict.classes(), c) >= 2);
        }
    }

    @Test
    void anUnreachableModelFailsInsteadOfReturningAWrongTable() {
        PrivacyCriterion never = new PrivacyCriterion() {
            public String name() {
                return "never";
            }

            public String describe() {
                return "never";
            }

            public boolean isMonotone() {
                return true;
            }

            public Set<String> reads(Schema schema) {
                return Set.of();
            }

            public Needs needs(Table table) {
                return Needs.COUNT;
            }

            public boolean[] judge(ClassAggregates classes) {
                return new boolean[classes.classCount()];
            }

            public String why(ClassAggregates classes, int cls) {
                return "never";
            }
        };
        Table t = table(new String[]{"F", "21", "clerk", "a"}, new String[]{"F", "25", "clerk", "b"});
        assertThrows(ModelNotMetException.class,
                () -> run(t, PrivacyModel.of(never), SuppressionBudget.none(), false));
    }

    /** Every output verifies, on random generated tables, k, α and budgets. */
    @ParameterizedTest(name = "seed {0}: n {1}, k {2}, alpha {3}, suppression {4}")
    @CsvSource({"1, 300, 2, 0.5, -1", "2, 1000, 5, 0.3, 0.01", "3, 500, 10, 1.0, -1", "4, 800, 3, 0.2, 0.05",
            "5, 200, 7, 0.6, 0", "6, 1500, 25, 0.4, -1"})
    void outputsVerifyOnRandomTables(long seed, int n, int k, double alpha, double suppression) {
        Dataset d = Networks.movieLensLike(n, 0.05, 0.3, 4, seed);
        PrivacyModel model = PrivacyModel.of(new KAnonymity(k), new AlphaDeassociation(alpha));
        SuppressionBudget budget = suppression < 0 ? SuppressionBudget.sweeney(k) : SuppressionBudget.share(suppression);
        AnonymizationResult r = new Datafly(seed % 2 == 0).anonymize(d.table(), d.hierarchies(), model, budget, seed);
        assertTrue(r.suppressedByAlgorithmCount() <= budget.limit(n));
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(r.table().row(i));
        }
        long notChosen = r.suppressedCount() - r.suppressedByAlgorithmCount();
        VerificationReport v = Verifier.verify(PublishedTable.of(r.table().schema(), rows),
                Claim.of(k, alpha).withMaxSuppressed(budget.limit(n) + notChosen), null);
        assertTrue(v.passed(), v.violations().toString());
        assertEquals(r.suppressedCount(), v.suppressed());
        assertEquals(r.classes().classCount(), v.classes(), "the algorithm and the verifier see the same classes");
    }

    @Test
    void rowsLeftWithEveryQuasiIdentifierMissingCountAsSuppressed() {
        Table t = table(
                new String[]{"*", "*", "clerk", "a"}, new String[]{"F", "21", "clerk", "b"},
                new String[]{"F", "21", "judge", "c"}, new String[]{"*", "*", "judge", "d"});
        AnonymizationResult r = run(t, PrivacyModel.of(new KAnonymity(2)), SuppressionBudget.none(), false);
        assertEquals(0, r.suppressedByAlgorithmCount());
        assertEquals(2, r.suppressedCount(), "the verifier sees rows a and d as suppressed");
        assertEquals(1, r.classes().classCount());
    }
}
