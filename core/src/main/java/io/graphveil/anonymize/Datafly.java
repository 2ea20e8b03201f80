package io.graphveil.anonymize;

import io.graphveil.group.Partition;
import io.graphveil.ModelNotMetException;
import io.graphveil.criteria.ClassAggregates;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Datafly (Sweeney 2002, "Achieving k-anonymity privacy protection using generalization and
 * suppression"), extended to (α,k)-anonymity as ALGORITHMS.md §1.5 describes. Full-domain generalization
 * driven greedily: while the records in failing equivalence classes outnumber the suppression
 * budget, the quasi-identifier with the most distinct values climbs one level of its hierarchy;
 * when every quasi-identifier is at its root and classes still fail, the PRIVACY attribute climbs
 * one level (private values straight to their nearest non-private ancestor, so that a generalized
 * value is private only if the schema lists it). The records still failing are then suppressed:
 * {@code *} in every quasi-identifier and in their private value; they stay in the table.
 * Ties between quasi-identifiers go to the first in schema order. Accepts any privacy criteria.
 * The rows are grouped once, at level 0; each step rolls that grouping's per-class aggregates up
 * ({@link ClassAggregates#rollUp}) instead of passing over the rows again.
 *
 * <p>Under the safe rules (the default; docs/THREAT-MODEL.md) two things change. A PRIVACY
 * attribute climbs as a cut of its hierarchy ({@link HierarchicalColumn#nodesAtAsCut}), so no
 * published label is carried only, or mostly, by holders. And the suppressed records, judged
 * together on their values before they are blanked, must satisfy the model's criteria other
 * than k (α above all): otherwise being suppressed would itself tell holders apart, and the
 * search generalizes further instead.
 */
public final class Datafly implements TableAnonymizer {
    private final boolean privateFirst;
    private final boolean paperRules;

    /**
     * @param privateFirst generalize the PRIVACY attribute first whenever the only failures are of
     *                     criteria that read it (α violations), before any quasi-identifier
     * @param paperRules   the paper's literal rules: private values alone skip to their nearest
     *                     non-private ancestor, and the suppressed records are not judged
     */
    public Datafly(boolean privateFirst, boolean paperRules) {
        this.privateFirst = privateFirst;
        this.paperRules = paperRules;
    }

    public Datafly(boolean privateFirst) {
        this(privateFirst, false);
    }

    public Datafly() {
        this(false);
    }

    @Override
    public String name() {
        return "datafly";
    }

    @Override
    public AnonymizationResult anonymize(Table table, Hierarchies hierarchies, PrivacyModel model,
                                         SuppressionBudget budget, long seed) {
        Schema schema = table.schema();
        int n = table.rowCount();
        int[] qiIndex = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int[] privacyIndex = schema.indexesOf(AttributeRole.PRIVACY);
        HierarchicalColumn[] qi = HierarchicalColumn.ofQuasiIdentifiers(table, hierarchies);
        int[][] qiNodes = new int[qi.length][];
        int[] qiLevel = new int[qi.length];
        for (int i = 0; i < qi.length; i++) {
            qiNodes[i] = qi[i].nodesAt(0);
        }
        HierarchicalColumn[] privacy = new HierarchicalColumn[privacyIndex.length];
        int[] privacyLevel = new int[privacyIndex.length];
        Set<String> privacyNames = new LinkedHashSet<>();
        for (int i = 0; i < privacy.length; i++) {
            Attribute a = schema.attribute(privacyIndex[i]);
            privacyNames.add(a.name());
            Hierarchy h = hierarchies.get(a.name()).orElse(null);
            privacy[i] = h == null ? null : new HierarchicalColumn(a.name(), table.column(privacyIndex[i]), h);
        }

        long limit = budget.limit(n);
        Table current = table;
        // one grouping of the rows at level 0 and its aggregates; every step rolls them up
        Partition base = Partition.byKeys(qiNodes, n);
        int[] representative = new int[base.classCount()];
        for (int c = 0; c < representative.length; c++) {
            representative[c] = base.member(base.start(c));
        }
        ClassAggregates baseAggregates = model.aggregate(current, base);
        int iterations = 0;
        long violating;
        Partition classes;
        PrivacyModel.Verdict verdict;
        while (true) {
            iterations++;
            ClassAggregates aggregates = rollUp(baseAggregates, representative, qi, qiLevel);
            classes = aggregates.classes();
            verdict = model.judge(aggregates);
            violating = verdict.violatingRecords();
            if (violating <= limit && (paperRules || violating == 0
                    || model.suppressedGroupFailure(current, verdict.violatingRows()) == null)) {
                break;
            }
            int p = mostDistinctBelowRoot(privacy, privacyLevel);
            // generalizing the PRIVACY attribute can repair only failures of criteria that read it
            boolean privacyMayRepair = p >= 0 && verdict.onlyFailuresReading(privacyNames, schema);
            if (privateFirst && privacyMayRepair) {
                current = generalizePrivacy(table, current, privacy, privacyIndex, privacyLevel, p, model);
                baseAggregates = model.aggregate(current, base);
                continue;
            }
            int q = mostDistinctBelowRoot(qi, qiLevel);
            if (q >= 0) {
                qiLevel[q]++;
                continue;
            }
            if (p >= 0 && (privacyMayRepair || violating <= limit)) {
                current = generalizePrivacy(table, current, privacy, privacyIndex, privacyLevel, p, model);
                baseAggregates = model.aggregate(current, base);
                continue;
            }
            throw new ModelNotMetException("cannot meet " + model.describe() + ": with every quasi-identifier "
                    + "generalized to '*' and no further generalization possible, " + violating
                    + " records still violate it, more than the suppression budget of " + limit);
        }
        for (int i = 0; i < qi.length; i++) {
            qiNodes[i] = qi[i].nodesAt(qiLevel[i]);
        }

        boolean[] suppressed = verdict.violatingRows();
        Table out = GeneralizedTable.build(current, qiIndex, qi, qiNodes, suppressed);

        Map<String, Object> details = new LinkedHashMap<>();
        details.put("iterations", iterations);
        Map<String, Integer> levels = new LinkedHashMap<>();
        for (int i = 0; i < qi.length; i++) {
            levels.put(qi[i].attribute(), qiLevel[i]);
        }
        details.put("qi_levels", levels);
        Map<String, Integer> pLevels = new LinkedHashMap<>();
        for (int i = 0; i < privacy.length; i++) {
            pLevels.put(schema.attribute(privacyIndex[i]).name(), privacyLevel[i]);
        }
        details.put("privacy_levels", pLevels);
        details.put("suppression_limit", limit);
        return new AnonymizationResult(out, classes, suppressed, details).requireSatisfies(model);
    }

    /**
     * The aggregates of the grouping at {@code level}, rolled up from the level-0 grouping: each of
     * its classes goes where its representative row's generalized values put it, so a step costs
     * the classes, not the rows, and numbers the classes as grouping the rows would.
     */
    private static ClassAggregates rollUp(ClassAggregates base, int[] representative, HierarchicalColumn[] qi,
                                          int[] level) {
        int[][] keys = new int[qi.length][representative.length];
        for (int j = 0; j < qi.length; j++) {
            for (int c = 0; c < representative.length; c++) {
                keys[j][c] = qi[j].nodeAt(representative[c], level[j]);
            }
        }
        Partition.Ids ids = Partition.ids(keys, representative.length);
        return base.rollUp(ids.classOf(), ids.count());
    }

    /**
     * The column below its root with the most distinct values at its current level (the first on
     * ties), skipping columns without a hierarchy (null); −1 when there is none.
     */
    private static int mostDistinctBelowRoot(HierarchicalColumn[] columns, int[] level) {
        int best = -1;
        int bestDistinct = -1;
        for (int i = 0; i < columns.length; i++) {
            if (columns[i] != null && level[i] < columns[i].height()) {
                int d = columns[i].distinctAt(level[i]);
                if (d > bestDistinct) {
                    best = i;
                    bestDistinct = d;
                }
            }
        }
        return best;
    }

    private Table generalizePrivacy(Table input, Table current, HierarchicalColumn[] privacy, int[] index,
                                    int[] level, int p, PrivacyModel model) {
        level[p]++;
        Attribute a = current.schema().attribute(index[p]);
        int[] nodes;
        if (paperRules) {
            nodes = privacy[p].nodesAtSkippingPrivate(level[p], a::isPrivateValue);
        } else {
            boolean[] holder = new boolean[input.rowCount()];
            var column = input.column(index[p]);
            boolean[] privateCode = column.codesWhere(a::isPrivateValue);
            for (int r = 0; r < holder.length; r++) {
                holder[r] = privateCode[column.code(r)];
            }
            nodes = privacy[p].nodesAtAsCut(level[p], a::isPrivateValue, holder, alphaOf(model));
        }
        return current.withColumn(index[p], privacy[p].labels(nodes, null));
    }

    /** The α of the model's α-deassociation, or 1 when it has none. */
    private static double alphaOf(PrivacyModel model) {
        for (var c : model.criteria()) {
            if (c instanceof io.graphveil.criteria.AlphaDeassociation alpha) {
                return alpha.alpha();
            }
        }
        return 1;
    }
}
