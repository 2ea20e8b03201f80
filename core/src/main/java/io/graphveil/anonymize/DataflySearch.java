package io.graphveil.anonymize;

import io.graphveil.ModelNotMetException;
import io.graphveil.criteria.ClassAggregates;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.group.Partition;
import io.graphveil.model.Attribute;
import io.graphveil.model.Schema;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Datafly's greedy full-domain search ({@link Datafly}) over a grouping of rows it does not read:
 * the rows are grouped once, by their quasi-identifiers' level-0 nodes (the base classes), and
 * every step rolls the base classes' aggregates up to the current levels
 * ({@link ClassAggregates#rollUp}), in {@code O(base classes + aggregate entries)}. Whoever holds
 * the rows — this machine's {@link Datafly}, or a distributed group-by — supplies the base
 * grouping and its aggregates ({@link Grouping}) and applies the {@link Outcome} to its rows, so
 * that both engines search alike and reach the same levels and the same suppressed classes.
 *
 * <p>A step: while the records in failing classes outnumber the suppression budget (or, under the
 * safe rules, the failing classes judged together as the suppressed group fail the model), the
 * quasi-identifier with the most distinct values below its root climbs one level (the first in
 * schema order on ties); when all are at their roots, a PRIVACY attribute with a hierarchy
 * climbs (under the safe rules as a cut, {@link HierarchyLevels#targetsAsCut}; under the paper's,
 * private values straight to their nearest non-private ancestor), which the grouping's owner
 * re-aggregates. {@code privateFirst} climbs the PRIVACY attribute first when only criteria that
 * read it fail.
 */
public final class DataflySearch {
    /** The base grouping, as its owner holds it. */
    public interface Grouping {
        /** The aggregates of the base classes, the PRIVACY attributes as read. */
        ClassAggregates base();

        /**
         * The aggregates of the base classes with PRIVACY attribute {@code attribute} (its index
         * among the PRIVACY attributes) shown as {@code target[node]} for a row at {@code node} (the
         * others as last shown).
         */
        ClassAggregates withPrivacy(int attribute, int[] target);
    }

    /**
     * What the base classes look like: each quasi-identifier's level-0 node per base class, and each
     * PRIVACY attribute's rows per node as read.
     *
     * @param schema         the table's schema
     * @param qi             the quasi-identifiers' hierarchies, in schema order
     * @param baseNodes      {@code baseNodes[j][c]}: base class {@code c}'s node of quasi-identifier {@code j}
     * @param privacy        the PRIVACY attributes' hierarchies in schema order (null: none, it never climbs)
     * @param privacyRows    {@code privacyRows[i][x]}: rows at node {@code x} of PRIVACY attribute {@code i} (null when no hierarchy)
     * @param privacyAttributes the PRIVACY attributes, in schema order
     */
    public record Space(Schema schema, HierarchyLevels[] qi, int[][] baseNodes, HierarchyLevels[] privacy,
                        int[][] privacyRows, Attribute[] privacyAttributes) {
    }

    /**
     * Where the search stopped.
     *
     * @param qiLevels       each quasi-identifier's level
     * @param privacyLevels  each PRIVACY attribute's level
     * @param privacyTargets each PRIVACY attribute's node → published node (null: as read)
     * @param iterations     the groupings judged
     * @param classes        the final classes' aggregates (numbered by first base class)
     * @param verdict        their judgement; the failing classes are suppressed
     * @param classOfBase    the final class of each base class
     */
    public record Outcome(int[] qiLevels, int[] privacyLevels, int[][] privacyTargets, int iterations,
                          ClassAggregates classes, PrivacyModel.Verdict verdict, int[] classOfBase) {
        /** Whether base class {@code c}'s rows are suppressed. */
        public boolean suppressedBase(int c) {
            return verdict.failing(classOfBase[c]);
        }
    }

    private DataflySearch() {
    }

    /**
     * Searches the levels.
     *
     * @param limit the records the budget lets be suppressed
     * @throws ModelNotMetException when every attribute is at its root and the model still fails
     */
    public static Outcome run(Space space, Grouping grouping, PrivacyModel model, long limit, boolean privateFirst,
                              boolean paperRules) {
        HierarchyLevels[] qi = space.qi();
        HierarchyLevels[] privacy = space.privacy();
        int baseCount = space.baseNodes().length == 0 ? 0 : space.baseNodes()[0].length;
        int[] qiLevel = new int[qi.length];
        int[] privacyLevel = new int[privacy.length];
        int[][] targets = new int[privacy.length][];
        boolean[][] qiPresent = new boolean[qi.length][];
        for (int j = 0; j < qi.length; j++) {
            qiPresent[j] = new boolean[qi[j].hierarchy().size()];
            for (int node : space.baseNodes()[j]) {
                qiPresent[j][node] = true;
            }
        }
        boolean[][] privacyPresent = new boolean[privacy.length][];
        Set<String> privacyNames = new LinkedHashSet<>();
        for (int i = 0; i < privacy.length; i++) {
            privacyNames.add(space.privacyAttributes()[i].name());
            if (privacy[i] != null) {
                privacyPresent[i] = new boolean[privacy[i].hierarchy().size()];
                for (int x = 0; x < privacyPresent[i].length; x++) {
                    privacyPresent[i][x] = space.privacyRows()[i][x] > 0;
                }
            }
        }
        double alpha = alphaOf(model);
        ClassAggregates base = grouping.base();
        int iterations = 0;
        while (true) {
            iterations++;
            Partition.Ids ids = rollUpIds(space, qiLevel, baseCount);
            ClassAggregates aggregates = base.rollUp(ids.classOf(), ids.count());
            PrivacyModel.Verdict verdict = model.judge(aggregates);
            long violating = verdict.violatingRecords();
            if (violating <= limit && (paperRules || violating == 0
                    || model.suppressedGroupFailure(aggregates, verdict) == null)) {
                return new Outcome(qiLevel, privacyLevel, targets, iterations, aggregates, verdict, ids.classOf());
            }
            int p = mostDistinctBelowRoot(privacy, privacyPresent, privacyLevel);
            // generalizing the PRIVACY attribute can repair only failures of criteria that read it
            boolean privacyMayRepair = p >= 0 && verdict.onlyFailuresReading(privacyNames, space.schema());
            if (privateFirst && privacyMayRepair) {
                base = generalizePrivacy(space, grouping, privacyLevel, targets, p, paperRules, alpha);
                continue;
            }
            int q = mostDistinctBelowRoot(qi, qiPresent, qiLevel);
            if (q >= 0) {
                qiLevel[q]++;
                continue;
            }
            if (p >= 0 && (privacyMayRepair || violating <= limit)) {
                base = generalizePrivacy(space, grouping, privacyLevel, targets, p, paperRules, alpha);
                continue;
            }
            throw new ModelNotMetException("cannot meet " + model.describe() + ": with every quasi-identifier "
                    + "generalized to '*' and no further generalization possible, " + violating
                    + " records still violate it, more than the suppression budget of " + limit);
        }
    }

    /** The classes of the base classes at {@code level}, numbered by first base class. */
    private static Partition.Ids rollUpIds(Space space, int[] level, int baseCount) {
        HierarchyLevels[] qi = space.qi();
        int[][] keys = new int[qi.length][baseCount];
        for (int j = 0; j < qi.length; j++) {
            int[] nodes = space.baseNodes()[j];
            for (int c = 0; c < baseCount; c++) {
                keys[j][c] = qi[j].generalize(nodes[c], level[j]);
            }
        }
        return Partition.ids(keys, baseCount);
    }

    private static ClassAggregates generalizePrivacy(Space space, Grouping grouping, int[] level, int[][] targets,
                                                     int p, boolean paperRules, double alpha) {
        level[p]++;
        Attribute a = space.privacyAttributes()[p];
        HierarchyLevels h = space.privacy()[p];
        if (paperRules) {
            targets[p] = h.targetsSkippingPrivate(level[p], a::isPrivateValue);
        } else {
            int[] rows = space.privacyRows()[p];
            int[] holders = new int[rows.length];
            for (int x = 0; x < rows.length; x++) {
                // a row holds a private value when its own value, as read, is private
                holders[x] = a.isPrivateValue(h.hierarchy().label(x)) ? rows[x] : 0;
            }
            targets[p] = h.targetsAsCut(level[p], a::isPrivateValue, rows, holders, alpha);
        }
        return grouping.withPrivacy(p, targets[p]);
    }

    /**
     * The column below its root with the most distinct values at its current level (the first on
     * ties), skipping columns without a hierarchy (null); −1 when there is none.
     */
    private static int mostDistinctBelowRoot(HierarchyLevels[] columns, boolean[][] present, int[] level) {
        int best = -1;
        int bestDistinct = -1;
        for (int i = 0; i < columns.length; i++) {
            if (columns[i] != null && level[i] < columns[i].height()) {
                int d = columns[i].distinctAt(present[i], level[i]);
                if (d > bestDistinct) {
                    best = i;
                    bestDistinct = d;
                }
            }
        }
        return best;
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
