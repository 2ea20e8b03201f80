package io.graphveil.anonymize.lattice;

import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.criteria.DistinctLDiversity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.io.Dataset;
import io.graphveil.quality.QualityInput;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NodeMetricTest {
    /**
     * The metrics evaluated on a lattice node agree with the table-level metrics on the table the
     * node publishes, at every anonymous node: with and without suppression and missing values, and
     * with a padded hierarchy whose label stands at two levels.
     */
    @ParameterizedTest
    @CsvSource({"1, 0, false", "2, 0, true", "3, 0.1, false", "4, 0.1, true", "5, 0.3, true"})
    void latticeMetricsAgreeWithTableMetrics(long seed, double suppression, boolean missing) {
        Dataset data = LatticeFixtures.table(seed, 300, missing);
        int k = 3;
        PrivacyModel model = PrivacyModel.of(new KAnonymity(k), new DistinctLDiversity(2));
        NodeChecker checker = new NodeChecker(data.table(), data.hierarchies(), model,
                suppression == 0 ? SuppressionBudget.none() : SuppressionBudget.share(suppression));
        int compared = 0;
        for (int node = 0; node < checker.lattice().size(); node++) {
            NodeCheck check = checker.check(node);
            if (!check.anonymous()) {
                continue;
            }
            AnonymizationResult published = FlashAnonymizer.publish(checker, check, Map.of());
            QualityInput in = new QualityInput(data.table(), published.table(), data.hierarchies(),
                    published.classes(), k);
            for (UtilityMetric m : UtilityMetric.values()) {
                double table = m.onTable().evaluate(in);
                assertEquals(table, m.on(checker, k).evaluate(check), 1e-9 * Math.max(1, Math.abs(table)),
                        m + " at " + java.util.Arrays.toString(checker.lattice().levels(node)));
            }
            compared++;
        }
        assertTrue(compared > 5, "enough anonymous nodes compared: " + compared);
    }
}
