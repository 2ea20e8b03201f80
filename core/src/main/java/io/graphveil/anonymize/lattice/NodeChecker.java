package io.graphveil.anonymize.lattice;

import io.graphveil.anonymize.HierarchicalColumn;
import io.graphveil.group.Partition;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Table;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Checks lattice nodes of a table: groups the rows on their quasi-identifiers generalized to the
 * node's levels ({@link HierarchicalColumn}, full-domain) into a {@link Partition}, and judges the
 * classes with the privacy model. Grouping reuses the work done for lower nodes, as ARX does
 * with its snapshots: the classes of a node {@code y} are unions of the classes of any node
 * {@code x} that {@code y} generalizes, so {@code y} is computed by generalizing one
 * representative row per class of {@code x} — the checked node with the fewest classes that
 * {@code y} generalizes, or the bottom — instead of every row. Recent groupings are kept,
 * least recently used first out, within a budget of {@value #SNAPSHOT_INTS} ints.
 *
 * <p>The quasi-identifiers are the schema's QUASI_IDENTIFIER attributes, in schema order, each
 * with its hierarchy or a flat one. Not thread-safe.
 */
public final class NodeChecker {
    /** Ints the kept groupings may hold in all (two per row and one per class each). */
    static final long SNAPSHOT_INTS = 8_000_000;

    private final Table table;
    private final PrivacyModel model;
    private final long limit;
    private final boolean[] monotoneCriterion;
    private final boolean monotone;
    private final HierarchicalColumn[] columns;
    private final Lattice lattice;
    private final boolean missingQuasiIdentifiers;
    private final Snapshot bottom;
    private final LinkedHashMap<Integer, Snapshot> snapshots = new LinkedHashMap<>(64, 0.75f, true);
    private final int maxSnapshots;
    private int checks;

    /** A node's classes and a representative row of each. */
    record Snapshot(int node, Partition classes, int[] representative) {
    }

    public NodeChecker(Table table, Hierarchies hierarchies, PrivacyModel model, SuppressionBudget budget) {
        this.table = table;
        this.model = model;
        this.limit = budget.limit(table.rowCount());
        boolean withSuppression = limit > 0;
        this.monotoneCriterion = model.monotoneMask(withSuppression);
        this.monotone = model.isMonotone(withSuppression);
        int[] qi = table.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        this.columns = HierarchicalColumn.ofQuasiIdentifiers(table, hierarchies);
        int[] heights = new int[columns.length];
        int[][] distinct = new int[columns.length][];
        boolean missing = false;
        for (int j = 0; j < columns.length; j++) {
            heights[j] = columns[j].height();
            distinct[j] = new int[heights[j] + 1];
            for (int l = 0; l <= heights[j]; l++) {
                distinct[j][l] = columns[j].distinctAt(l);
            }
            missing |= table.column(qi[j]).missingCount() > 0;
        }
        this.missingQuasiIdentifiers = missing;
        this.lattice = new Lattice(heights, distinct);
        int n = table.rowCount();
        int[][] keys = new int[columns.length][];
        for (int j = 0; j < columns.length; j++) {
            keys[j] = columns[j].nodesAt(0);
        }
        Partition classes = Partition.byKeys(keys, n);
        int[] rep = new int[classes.classCount()];
        java.util.Arrays.fill(rep, -1);
        for (int r = 0; r < n; r++) {
            int c = classes.classOf(r);
            if (rep[c] < 0) {
                rep[c] = r;
            }
        }
        this.bottom = new Snapshot(0, classes, rep);
        this.maxSnapshots = (int) Math.max(1, SNAPSHOT_INTS / Math.max(1, 2L * n + bottom.classes().classCount()));
    }

    public Table table() {
        return table;
    }

    public PrivacyModel model() {
        return model;
    }

    public Lattice lattice() {
        return lattice;
    }

    /** The quasi-identifier columns, one per lattice dimension. */
    public HierarchicalColumn column(int j) {
        return columns[j];
    }

    /** The most records a node may suppress. */
    public long suppressionLimit() {
        return limit;
    }

    /** Whether the whole model is monotone under the budget, so that its verdicts may be propagated. */
    public boolean isMonotone() {
        return monotone;
    }

    /** Whether some quasi-identifier value is missing (such rows may be all {@code *} below the top). */
    public boolean hasMissingQuasiIdentifiers() {
        return missingQuasiIdentifiers;
    }

    /** Nodes checked so far. */
    public int checks() {
        return checks;
    }

    /** Groups the rows at {@code node} and judges the classes. */
    public NodeCheck check(int node) {
        return judge(grouping(node));
    }

    /** Judges the classes of a grouping. */
    NodeCheck judge(Snapshot grouping) {
        checks++;
        int node = grouping.node();
        Partition classes = grouping.classes();
        PrivacyModel.Verdict verdict = model.check(table, classes);
        return new NodeCheck(node, classes, verdict, verdict.violatingRecords() <= limit,
                verdict.violatingRecords(monotoneCriterion) <= limit, starClass(grouping));
    }

    private Snapshot grouping(int node) {
        if (node == bottom.node()) {
            return bottom;
        }
        Snapshot exact = snapshots.get(node);
        if (exact != null) {
            return exact;
        }
        Snapshot source = bottom;
        for (Snapshot s : snapshots.values()) {
            if (s.classes().classCount() < source.classes().classCount() && lattice.generalizes(node, s.node())) {
                source = s;
            }
        }
        if (source != bottom) {
            snapshots.get(source.node()); // most recently used
        }
        Snapshot grouping = derive(source, node);
        remember(grouping);
        return grouping;
    }

    /** The grouping of the bottom node (the original values). */
    Snapshot bottom() {
        return bottom;
    }

    /**
     * The grouping of {@code node} computed from {@code source}'s (a node it generalizes), not kept:
     * one representative row of each source class generalized to the node's levels.
     */
    Snapshot derive(Snapshot source, int node) {
        int count = source.classes().classCount();
        int[] rep = source.representative();
        int[][] keys = new int[columns.length][count];
        for (int j = 0; j < columns.length; j++) {
            int level = lattice.level(node, j);
            HierarchicalColumn column = columns[j];
            int[] key = keys[j];
            for (int c = 0; c < count; c++) {
                key[c] = column.nodeAt(rep[c], level);
            }
        }
        Partition.Ids merge = Partition.ids(keys, count);
        int[] map = merge.classOf();
        int[] next = new int[merge.count()];
        for (int c = count - 1; c >= 0; c--) {
            next[map[c]] = rep[c];
        }
        return new Snapshot(node, source.classes().merged(map, merge.count()), next);
    }

    private void remember(Snapshot s) {
        snapshots.put(s.node(), s);
        if (snapshots.size() > maxSnapshots) {
            Iterator<Map.Entry<Integer, Snapshot>> eldest = snapshots.entrySet().iterator();
            eldest.next();
            eldest.remove();
        }
    }

    /** The class whose quasi-identifiers are all {@code *} (the root of every hierarchy), or −1. */
    private int starClass(Snapshot grouping) {
        int node = grouping.node();
        if (!missingQuasiIdentifiers) {
            return node == lattice.top() ? 0 : -1;
        }
        for (int c = 0; c < grouping.representative().length; c++) {
            int r = grouping.representative()[c];
            boolean all = true;
            for (int j = 0; j < columns.length && all; j++) {
                all = columns[j].nodeAt(r, lattice.level(node, j)) == columns[j].hierarchy().root();
            }
            if (all) {
                return c;
            }
        }
        return -1;
    }
}
