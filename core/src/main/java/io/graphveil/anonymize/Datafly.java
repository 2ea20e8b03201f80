package io.graphveil.anonymize;

import io.graphveil.group.Partition;
import io.graphveil.criteria.ClassAggregates;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.LinkedHashMap;
import java.util.Map;

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
 * ({@link ClassAggregates#rollUp}) instead of passing over the rows again: the search is
 * {@link DataflySearch}'s, which a distributed engine runs over its own group-by.
 *
 * <p>Under the safe rules (the default; docs/THREAT-MODEL.md) two things change. A PRIVACY
 * attribute climbs as a cut of its hierarchy ({@link HierarchyLevels#targetsAsCut}), so no
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
        HierarchyLevels[] qiLevels = new HierarchyLevels[qi.length];
        for (int i = 0; i < qi.length; i++) {
            qiNodes[i] = qi[i].nodesAt(0);
            qiLevels[i] = qi[i].levels();
        }
        HierarchicalColumn[] privacy = new HierarchicalColumn[privacyIndex.length];
        HierarchyLevels[] privacyLevels = new HierarchyLevels[privacyIndex.length];
        int[][] privacyRows = new int[privacyIndex.length][];
        Attribute[] privacyAttributes = new Attribute[privacyIndex.length];
        for (int i = 0; i < privacy.length; i++) {
            Attribute a = schema.attribute(privacyIndex[i]);
            privacyAttributes[i] = a;
            Hierarchy h = hierarchies.get(a.name()).orElse(null);
            if (h != null) {
                privacy[i] = new HierarchicalColumn(a.name(), table.column(privacyIndex[i]), h);
                privacyLevels[i] = privacy[i].levels();
                privacyRows[i] = privacy[i].rowsPerNode();
            }
        }
        // one grouping of the rows at level 0; the search rolls its aggregates up
        Partition base = Partition.byKeys(qiNodes, n);
        int[][] baseNodes = new int[qi.length][base.classCount()];
        for (int c = 0; c < base.classCount(); c++) {
            int representative = base.member(base.start(c));
            for (int j = 0; j < qi.length; j++) {
                baseNodes[j][c] = qiNodes[j][representative];
            }
        }
        Rows rows = new Rows(table, base, model, privacy, privacyIndex);
        DataflySearch.Outcome outcome = DataflySearch.run(
                new DataflySearch.Space(schema, qiLevels, baseNodes, privacyLevels, privacyRows, privacyAttributes),
                rows, model, budget.limit(n), privateFirst, paperRules);

        for (int i = 0; i < qi.length; i++) {
            qiNodes[i] = qi[i].nodesAt(outcome.qiLevels()[i]);
        }
        boolean[] suppressed = outcome.verdict().violatingRows();
        Table out = GeneralizedTable.build(rows.current, qiIndex, qi, qiNodes, suppressed);

        Map<String, Object> details = details(schema, outcome, budget.limit(n));
        return new AnonymizationResult(out, outcome.classes().classes(), suppressed, details).requireSatisfies(model);
    }

    /**
     * The report's {@code algorithm} details of a search's outcome: its iterations, the levels it
     * chose per quasi-identifier and PRIVACY attribute (schema order), and the suppression limit.
     * Shared with the Spark engine, whose search is the same.
     */
    public static Map<String, Object> details(Schema schema, DataflySearch.Outcome outcome, long limit) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("iterations", outcome.iterations());
        Map<String, Integer> levels = new LinkedHashMap<>();
        int[] qiIndex = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        for (int i = 0; i < qiIndex.length; i++) {
            levels.put(schema.attribute(qiIndex[i]).name(), outcome.qiLevels()[i]);
        }
        details.put("qi_levels", levels);
        Map<String, Integer> pLevels = new LinkedHashMap<>();
        int[] privacyIndex = schema.indexesOf(AttributeRole.PRIVACY);
        for (int i = 0; i < privacyIndex.length; i++) {
            pLevels.put(schema.attribute(privacyIndex[i]).name(), outcome.privacyLevels()[i]);
        }
        details.put("privacy_levels", pLevels);
        details.put("suppression_limit", limit);
        return details;
    }

    /** This machine's rows as the search's grouping: the PRIVACY columns relabelled as it climbs. */
    private static final class Rows implements DataflySearch.Grouping {
        private final Partition base;
        private final PrivacyModel model;
        private final HierarchicalColumn[] privacy;
        private final int[] privacyIndex;
        private Table current;

        Rows(Table table, Partition base, PrivacyModel model, HierarchicalColumn[] privacy, int[] privacyIndex) {
            this.current = table;
            this.base = base;
            this.model = model;
            this.privacy = privacy;
            this.privacyIndex = privacyIndex;
        }

        @Override
        public ClassAggregates base() {
            return model.aggregate(current, base);
        }

        @Override
        public ClassAggregates withPrivacy(int attribute, int[] target) {
            current = current.withColumn(privacyIndex[attribute],
                    privacy[attribute].labels(privacy[attribute].nodesThrough(target), null));
            return model.aggregate(current, base);
        }
    }
}
