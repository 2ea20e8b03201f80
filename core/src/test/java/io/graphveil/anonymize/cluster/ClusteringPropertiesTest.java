package io.graphveil.anonymize.cluster;

import io.graphveil.ModelNotMetException;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.catalog.Anonymizers;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.criteria.AlphaDeassociation;
import io.graphveil.criteria.DistinctLDiversity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Table;
import io.graphveil.verify.Claim;
import io.graphveil.verify.VerificationReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every clustering output verifies on random tables; seeds reproduce; missing values stay. */
class ClusteringPropertiesTest {

    static AnonymizationResult run(String algorithm, Table t, PrivacyModel model, long seed) {
        TableAnonymizer a = Anonymizers.byName(algorithm, Anonymizers.Settings.defaults());
        return a.anonymize(t, RandomTables.hierarchies(t), model, SuppressionBudget.sweeney(3), seed);
    }

    @ParameterizedTest(name = "{0} k={1} l={2} seed={3}")
    @CsvSource({
            "kaim, 2, 0, 1", "kaim, 5, 0, 2", "kaim, 7, 3, 3", "kaim-eq9, 4, 0, 4",
            "k-member, 3, 0, 5", "k-member, 6, 2, 6",
            "l-clustering, 2, 2, 7", "l-clustering, 3, 3, 8", "l-clustering, 6, 4, 9", "l-clustering, 2, 5, 10",
            "l-incognito, 3, 2, 11", "l-incognito, 5, 4, 12"})
    void everyOutputVerifies(String algorithm, int k, int l, long seed) {
        Table t = RandomTables.table(300, 0.1, seed);
        PrivacyModel model = l > 0 ? PrivacyModel.of(new KAnonymity(k), new DistinctLDiversity(l))
                : PrivacyModel.of(new KAnonymity(k));
        AnonymizationResult r = run(algorithm, t, model, seed);
        assertEquals(t.rowCount(), r.table().rowCount(), "no row dropped");
        VerificationReport v = RandomTables.verify(r, new Claim(k, null, l > 0 ? l : null, null,
                (long) r.suppressedCount(), false));
        assertTrue(v.passed(), algorithm + ": " + v.violations());
        assertEquals(v.classes(), r.classes().classCount(), "the algorithm's classes are the verifier's");
        RandomTables.assertSameGrouping(r);
        int[] qi = t.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        for (int row = 0; row < t.rowCount(); row++) {
            assertEquals(t.value(row, 0), r.table().value(row, 0), "rows stay in input order");
            for (int q : qi) {
                if (t.code(row, q) == 0) {
                    assertEquals("*", r.table().value(row, q), "a missing value stays missing");
                }
            }
            for (int c = 0; c < t.columnCount(); c++) {
                if (!contains(qi, c) && !(algorithm.equals("l-incognito") && r.isSuppressed(row))) {
                    assertEquals(t.value(row, c), r.table().value(row, c), "only quasi-identifiers change");
                }
            }
        }
    }

    private static boolean contains(int[] a, int x) {
        for (int y : a) {
            if (y == x) {
                return true;
            }
        }
        return false;
    }

    @ParameterizedTest
    @CsvSource({"kaim", "kaim-eq9", "k-member", "l-clustering", "l-incognito"})
    void aFixedSeedGivesIdenticalOutput(String algorithm) {
        Table t = RandomTables.table(400, 0.1, 42);
        PrivacyModel model = PrivacyModel.of(new KAnonymity(4), new DistinctLDiversity(3));
        AnonymizationResult a = run(algorithm, t, model, 9);
        AnonymizationResult b = run(algorithm, t, model, 9);
        assertEquals(a.table(), b.table());
        assertEquals(a.details(), b.details());
    }

    @Test
    void differentSeedsGiveDifferentClusterings() {
        Table t = RandomTables.table(400, 0.1, 42);
        PrivacyModel model = PrivacyModel.of(new KAnonymity(4));
        assertNotEquals(run("kaim", t, model, 1).table(), run("kaim", t, model, 2).table(),
                "the seed picks the groups' first records");
    }

    @Test
    void kaimKeepsEveryRecordAndGroupsLikeMissingRecords() {
        Table t = RandomTables.table(500, 0.25, 5);
        AnonymizationResult r = run("kaim", t, PrivacyModel.of(new KAnonymity(5)), 5);
        assertEquals(0, r.suppressedByAlgorithmCount(), "KAIM never deletes a record");
        assertEquals(500, r.table().rowCount());
        // Joining a group whose centre is already '*' costs a missing value nothing: records missing the
        // same attribute (and alike elsewhere) end up together, whichever record a group starts from.
        List<String[]> rows = new ArrayList<>();
        String[] ages = {"*", "30", "70", "30", "*", "70", "70", "*", "30"};
        for (int i = 0; i < ages.length; i++) {
            rows.add(new String[]{String.valueOf(i), ages[i], "F", "phd", "S", "clerk", "flu"});
        }
        Table small = Table.ofRows(RandomTables.SCHEMA, rows);
        for (long seed = 1; seed <= 8; seed++) {
            AnonymizationResult s = run("kaim", small, PrivacyModel.of(new KAnonymity(3)), seed);
            assertEquals(3, s.classes().classCount(), "seed " + seed);
            assertEquals(s.classes().classOf(0), s.classes().classOf(4));
            assertEquals(s.classes().classOf(0), s.classes().classOf(7));
            assertEquals("30", s.table().value(1, 1), "the known ages stay exact");
        }
    }

    @Test
    void furtherCriteriaAreMetByMergingClusters() {
        Table t = RandomTables.table(300, 0.05, 8);
        PrivacyModel model = PrivacyModel.of(new KAnonymity(3), new AlphaDeassociation(0.5), new DistinctLDiversity(3));
        for (String algorithm : new String[]{"kaim", "k-member"}) {
            AnonymizationResult r = run(algorithm, t, model, 3);
            assertTrue((int) r.details().get("repair_merges") > 0, algorithm + " had to merge");
            assertTrue(RandomTables.verify(r, new Claim(3, 0.5, 3, null, (long) r.suppressedCount(), false)).passed());
        }
    }

    @Test
    void lClusteringFailsClearlyWithoutLDistinctSensitiveValues() {
        Table t = RandomTables.table(100, 0, 3);
        ModelNotMetException e = assertThrows(ModelNotMetException.class, () ->
                run("l-clustering", t, PrivacyModel.of(new KAnonymity(2), new DistinctLDiversity(7)), 1));
        assertTrue(e.getMessage().contains("only 6 distinct values of 'disease', fewer than l = 7"), e.getMessage());
    }

    @Test
    void lClusteringWithoutLDiversityGrowsClustersToK() {
        // The (alpha,k) model of a split graph has no l and no sensitive attribute: l = 1, clusters of k.
        Table t = RandomTables.table(200, 0.05, 6);
        PrivacyModel model = PrivacyModel.of(new KAnonymity(4), new AlphaDeassociation(0.5));
        AnonymizationResult r = run("l-clustering", t, model, 2);
        assertEquals(null, r.details().get("l"));
        assertTrue(RandomTables.verify(r, new Claim(4, 0.5, null, null, (long) r.suppressedCount(), false)).passed());
    }

    @Test
    void fewerRecordsThanKCannotBeAnonymized() {
        Table t = RandomTables.table(4, 0, 3);
        assertThrows(ModelNotMetException.class, () -> run("kaim", t, PrivacyModel.of(new KAnonymity(5)), 1));
        assertFalse(run("kaim", t, PrivacyModel.of(new KAnonymity(4)), 1).classes().classCount() > 1);
    }

    @Test
    void hierarchiesAreOptionalForLClustering() {
        Table t = RandomTables.table(200, 0.1, 4);
        AnonymizationResult r = new LClustering().anonymize(t, Hierarchies.empty(),
                PrivacyModel.of(new KAnonymity(2), new DistinctLDiversity(2)), SuppressionBudget.none(), 1);
        assertTrue(RandomTables.verify(r, new Claim(2, null, 2, null, (long) r.suppressedCount(), false)).passed());
        boolean interval = false;
        boolean set = false;
        for (int row = 0; row < 200; row++) {
            interval |= r.table().value(row, 1).startsWith("[") || r.table().value(row, 4).startsWith("[");
            set |= r.table().value(row, 3).startsWith("{");
        }
        assertTrue(interval && set, "intervals for ordered attributes, sets for unordered ones");
    }
}
