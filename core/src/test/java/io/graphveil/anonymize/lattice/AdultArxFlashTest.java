package io.graphveil.anonymize.lattice;

import io.graphveil.SharedData;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.bench.AdultArx;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.io.Dataset;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The benchmark ARX publishes: all nine attributes of its Adult as quasi-identifiers, 12,960 nodes, k = 5. */
class AdultArxFlashTest {
    @Test
    void flashFindsTheExhaustiveOptimumUnderTheLossMetric() {
        Dataset adult = AdultArx.load(SharedData.require("adult-arx"));
        assertEquals(30162, adult.table().rowCount());
        PrivacyModel model = PrivacyModel.of(new KAnonymity(5));
        NodeChecker checker = new NodeChecker(adult.table(), adult.hierarchies(), model, SuppressionBudget.none());
        assertEquals(12960, checker.lattice().size());
        SearchResult flash = Flash.search(checker, UtilityMetric.LOSS.on(checker, 5));
        NodeChecker again = new NodeChecker(adult.table(), adult.hierarchies(), model, SuppressionBudget.none());
        SearchResult all = ExhaustiveSearch.search(again, UtilityMetric.LOSS.on(again, 5));
        assertEquals(all.optimum(), flash.optimum());
        assertEquals(all.value(), flash.value());
        // sex, age, race, marital-status, education, native-country, workclass, occupation, salary-class
        assertArrayEquals(new int[]{0, 4, 1, 1, 3, 2, 2, 1, 0}, checker.lattice().levels(flash.optimum()));
        assertTrue(flash.checks() < 500, flash.checks() + " nodes checked");
    }
}
