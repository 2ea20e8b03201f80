package io.graphveil.anonymize.lattice;

import io.graphveil.ModelNotMetException;
import io.graphveil.Progress;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.GeneralizedTable;
import io.graphveil.anonymize.HierarchicalColumn;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.criteria.AtLeastK;
import io.graphveil.criteria.PrivacyCriterion;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Table;
import io.graphveil.quality.HighRiskClassRatio;
import io.graphveil.quality.QualityMetric;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Optimal full-domain generalization by {@link Flash} (ALGORITHMS.md §4): the quasi-identifiers climb their
 * hierarchies to the lattice node with the best utility under the chosen metric among those where
 * the privacy model holds, the records of classes that still fail it suppressed within the budget
 * (default none, ALGORITHMS.md §4). Accepts any criteria; pruning adapts to their monotonicity. PRIVACY
 * attributes are not generalized (α must hold through the quasi-identifiers, or by suppression);
 * suppressed rows lose their private values as in Datafly. The seed is not used: the search is
 * deterministic.
 */
public final class FlashAnonymizer implements TableAnonymizer {
    private final UtilityMetric metric;

    public FlashAnonymizer(UtilityMetric metric) {
        this.metric = metric;
    }

    public FlashAnonymizer() {
        this(UtilityMetric.LOSS);
    }

    @Override
    public String name() {
        return "flash";
    }

    /** No suppression unless asked (ALGORITHMS.md §4: with suppression the (w,l,k) model is not monotone). */
    @Override
    public SuppressionBudget defaultBudget(int k) {
        return SuppressionBudget.none();
    }

    /** LM, PM, discernibility, AECS, and the high-risk class ratio where sensitivity levels are given. */
    @Override
    public List<QualityMetric> metrics() {
        return List.of(new HighRiskClassRatio());
    }

    @Override
    public AnonymizationResult anonymize(Table table, Hierarchies hierarchies, PrivacyModel model,
                                         SuppressionBudget budget, long seed) {
        NodeChecker checker = new NodeChecker(table, hierarchies, model, budget);
        NodeMetric objective = metric.on(checker, k(model));
        SearchResult result = Flash.search(checker, objective, Progress.start("flash", checker.lattice().size()));
        Lattice lattice = checker.lattice();
        if (!result.found()) {
            NodeCheck top = checker.check(lattice.top());
            throw new ModelNotMetException("cannot meet " + model.describe() + ": even with every quasi-identifier "
                    + "generalized to '*', " + top.violatingRecords() + " records violate it, more than the "
                    + "suppression budget of " + checker.suppressionLimit());
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("metric", metric.cliName());
        details.put("metric_value", result.value());
        details.put("lattice_nodes", lattice.size());
        details.put("checked_nodes", result.checks());
        details.put("search", result.strategy());
        details.put("suppression_limit", checker.suppressionLimit());
        try {
            return publish(checker, result.check(), details).requireSatisfies(model);
        } catch (ModelNotMetException unpublishable) {
            return bestPublishable(checker, objective, model, details, unpublishable);
        }
    }

    /**
     * When the optimum's published table fails the model — its suppressed rows, judged together,
     * fail a criterion that is not monotone with suppression, such as {@code w} — the best node whose
     * published table passes: every node in order of the objective, checked as the verifier will. An
     * algorithm never reports failure while an admissible node exists (issue #14.6). O(lattice size)
     * node checks, paid only in this case.
     */
    private static AnonymizationResult bestPublishable(NodeChecker checker, NodeMetric objective, PrivacyModel model,
                                                       Map<String, Object> details, ModelNotMetException first) {
        Lattice lattice = checker.lattice();
        // node and score only: a check holds its partition, too much to keep for every node
        java.util.List<double[]> anonymous = new java.util.ArrayList<>();
        for (int node = 0; node < lattice.size(); node++) {
            NodeCheck check = checker.check(node);
            if (check.anonymous()) {
                anonymous.add(new double[]{objective.score(check), node});
            }
        }
        anonymous.sort(java.util.Comparator.<double[]>comparingDouble(x -> x[0]).thenComparingDouble(x -> x[1]));
        for (double[] candidate : anonymous) {
            NodeCheck check = checker.check((int) candidate[1]);
            Map<String, Object> d = new LinkedHashMap<>(details);
            d.put("metric_value", objective.evaluate(check));
            d.put("search", "exhaustive fallback (the optimum's suppressed rows failed the model)");
            d.put("checked_nodes", checker.checks());
            try {
                return publish(checker, check, d).requireSatisfies(model);
            } catch (ModelNotMetException e) {
                // the next best
            }
        }
        throw first;
    }

    /**
     * The table a checked anonymous node publishes: quasi-identifiers generalized to its levels, the
     * records of failing classes suppressed; {@code qi_levels} and {@code details} go to the report.
     */
    static AnonymizationResult publish(NodeChecker checker, NodeCheck node, Map<String, Object> details) {
        Table table = checker.table();
        Lattice lattice = checker.lattice();
        int[] qiIndex = table.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        HierarchicalColumn[] columns = new HierarchicalColumn[qiIndex.length];
        int[][] nodes = new int[qiIndex.length][];
        Map<String, Integer> levels = new LinkedHashMap<>();
        for (int j = 0; j < qiIndex.length; j++) {
            columns[j] = checker.column(j);
            int level = lattice.level(node.node(), j);
            nodes[j] = columns[j].nodesAt(level);
            levels.put(columns[j].attribute(), level);
        }
        boolean[] suppressed = node.suppressedRows();
        Table out = GeneralizedTable.build(table, qiIndex, columns, nodes, suppressed);
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("qi_levels", levels);
        all.putAll(details);
        return new AnonymizationResult(out, node.classes(), suppressed, all);
    }

    /** The k of the model's k-anonymity, which normalizes AECS (1 when there is none). */
    static int k(PrivacyModel model) {
        for (PrivacyCriterion c : model.criteria()) {
            if (c instanceof AtLeastK ak) {
                return ak.k();
            }
        }
        return 1;
    }
}
