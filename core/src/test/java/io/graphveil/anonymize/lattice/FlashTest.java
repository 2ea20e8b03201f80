package io.graphveil.anonymize.lattice;

import io.graphveil.ModelNotMetException;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.criteria.AlphaDeassociation;
import io.graphveil.criteria.AverageSensitivity;
import io.graphveil.criteria.DistinctLDiversity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PrivacyCriterion;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.criteria.SensitivityWeights;
import io.graphveil.io.Dataset;
import io.graphveil.verify.Claim;
import io.graphveil.verify.SensitivityClaim;
import io.graphveil.verify.VerificationReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FlashTest {
    static final SensitivityWeights WEIGHTS = SensitivityWeights.defaults(0.5);

    /** The table's mean general sensitivity: every feasible {@code w} is at least this. */
    static double meanSensitivity(Dataset data) {
        AverageSensitivity all = new AverageSensitivity(1, WEIGHTS, 2);
        return java.util.Arrays.stream(all.perRecord(data.table())).average().orElse(0);
    }

    /**
     * The model a test row names: k, then l, w and α when given (0 = not given); {@code w} is given as
     * its excess over the table's mean general sensitivity, so that it binds but can be met.
     */
    static PrivacyModel model(Dataset data, int k, int l, double wOverMean, double alpha) {
        double w = wOverMean == 0 ? 0 : meanSensitivity(data) + wOverMean;
        List<PrivacyCriterion> c = new ArrayList<>();
        c.add(new KAnonymity(k));
        if (l > 0) {
            c.add(new DistinctLDiversity(l));
        }
        if (w > 0) {
            c.add(new AverageSensitivity(w, WEIGHTS, AverageSensitivity.requirementHeight(data.table(),
                    data.hierarchies())));
        }
        if (alpha > 0) {
            c.add(new AlphaDeassociation(alpha));
        }
        return new PrivacyModel(c);
    }

    /**
     * Flash returns the optimum an exhaustive search finds, node and value, for every metric: with
     * monotone models and no suppression (predictive tagging both ways), with suppression (where only
     * k and l stay monotone and α, w and the metrics do not), and with missing values.
     */
    @ParameterizedTest
    @CsvSource({
            "1, 3, 0, 0, 0, 0, false",
            "2, 5, 2, 0, 0, 0, true",
            "3, 2, 2, 0.02, 0, 0, false",
            "4, 4, 3, 0.05, 0, 0, true",
            "5, 3, 0, 0, 0.5, 0, false",
            "6, 3, 0, 0, 0, 0.05, false",
            "7, 3, 2, 0.01, 0, 0.05, true",
            "8, 2, 0, 0, 0.4, 0.03, false",
            "9, 6, 2, 0.03, 0.5, 0.1, true",
            "10, 10, 3, 0, 0, 0, false"})
    void flashFindsTheExhaustiveOptimum(long seed, int k, int l, double w, double alpha, double suppression,
                                        boolean missing) {
        Dataset data = LatticeFixtures.table(seed, 250, missing);
        PrivacyModel model = model(data, k, l, w, alpha);
        SuppressionBudget budget = suppression == 0 ? SuppressionBudget.none() : SuppressionBudget.share(suppression);
        for (UtilityMetric metric : UtilityMetric.values()) {
            NodeChecker flashChecker = new NodeChecker(data.table(), data.hierarchies(), model, budget);
            SearchResult flash = Flash.search(flashChecker, metric.on(flashChecker, k));
            NodeChecker exhaustiveChecker = new NodeChecker(data.table(), data.hierarchies(), model, budget);
            SearchResult all = ExhaustiveSearch.search(exhaustiveChecker, metric.on(exhaustiveChecker, k));
            String where = metric + " " + model.describe() + " suppression " + suppression;
            assertTrue(all.found(), "the test models can be met: " + where);
            assertEquals(all.optimum(), flash.optimum(), where);
            assertEquals(all.value(), flash.value(), where);
            assertEquals(flashChecker.lattice().size(), all.checks(), "exhaustive checks every node");
        }
    }

    /** With a monotone model and metric Flash prunes: it checks a fraction of the lattice. */
    @Test
    void predictiveTaggingChecksFewNodes() {
        Dataset data = LatticeFixtures.table(11, 400, false);
        NodeChecker checker = new NodeChecker(data.table(), data.hierarchies(), PrivacyModel.of(new KAnonymity(4)),
                SuppressionBudget.none());
        SearchResult r = Flash.search(checker, UtilityMetric.LOSS.on(checker, 4));
        assertTrue(r.found());
        assertTrue(r.checks() < checker.lattice().size() / 2, r.checks() + " of " + checker.lattice().size());
        assertTrue(r.strategy().startsWith("binary"), r.strategy());
    }

    /** Flash's tables pass the independent verifier for every model it claims, w included. */
    @ParameterizedTest
    @CsvSource({"1, 3, 2, 0.02, 0, 0", "2, 4, 3, 0.04, 0.5, 0.05", "3, 2, 0, 0.005, 0, 0.1", "4, 5, 2, 0, 0.45, 0"})
    void outputsVerify(long seed, int k, int l, double wOverMean, double alpha, double suppression) {
        Dataset data = LatticeFixtures.table(seed, 300, seed % 2 == 0);
        PrivacyModel model = model(data, k, l, wOverMean, alpha);
        double w = wOverMean == 0 ? 0 : meanSensitivity(data) + wOverMean;
        SuppressionBudget budget = suppression == 0 ? SuppressionBudget.none() : SuppressionBudget.share(suppression);
        AnonymizationResult r = new FlashAnonymizer(UtilityMetric.LOSS).anonymize(data.table(), data.hierarchies(),
                model, budget, seed);
        long notChosen = r.suppressedCount() - r.suppressedByAlgorithmCount();
        Claim claim = new Claim(k, alpha > 0 ? alpha : null, l > 0 ? l : null, null,
                budget.limit(data.table().rowCount()) + notChosen, false);
        if (w > 0) {
            claim = claim.withSensitivity(new SensitivityClaim(w, 0.5, false, List.of(), List.of(), 2));
        }
        VerificationReport v = LatticeFixtures.verify(r, claim);
        assertTrue(v.passed(), v.violations().toString());
        assertEquals(r.classes().classCount(), v.classes(), "the algorithm and the verifier see the same classes");
        assertTrue(r.suppressedByAlgorithmCount() <= budget.limit(data.table().rowCount()));
        int job = data.schema().indexOf("job");
        for (int row = 0; row < data.table().rowCount(); row++) {
            if (!r.isSuppressed(row)) {
                assertEquals(data.table().value(row, job), r.table().value(row, job), "PRIVACY values are not generalized");
            }
        }
        if (w > 0) {
            assertTrue(v.maxMeanSensitivity() <= w + 1e-9 && v.maxMeanSensitivity() > 0);
        }
    }

    @Test
    void anImpossibleModelIsNotMet() {
        Dataset data = LatticeFixtures.table(5, 100, false);
        assertThrows(ModelNotMetException.class, () -> new FlashAnonymizer().anonymize(data.table(),
                data.hierarchies(), model(data, 2, 0, -0.01, 0), SuppressionBudget.none(), 1),
                "w below the table's mean cannot hold for the class of everyone");
        assertThrows(ModelNotMetException.class, () -> new FlashAnonymizer().anonymize(data.table(),
                data.hierarchies(), model(data, 2, 7, 0, 0), SuppressionBudget.share(0.2), 1),
                "only 6 diseases: no class is 7-diverse");
    }
}
