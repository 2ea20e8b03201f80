package io.graphveil.anonymize.lattice;

import io.graphveil.BadParameterException;
import io.graphveil.ModelNotMetException;
import io.graphveil.Progress;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.quality.ClusterMeasures;
import io.graphveil.quality.ClusteringLoss;
import io.graphveil.quality.QualityInput;
import io.graphveil.quality.QualityMetric;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * Incognito (LeFevre, DeWitt and Ramakrishnan 2005, "Incognito: efficient full-domain
 * k-anonymity", SIGMOD) under any privacy model: L-Incognito, ALGORITHMS.md §3's baseline, when the model
 * asks distinct l-diversity. Full-domain generalization over the lattice of the quasi-identifiers'
 * hierarchies ({@link Lattice}, nodes checked by {@link NodeChecker}). The search runs over subsets
 * of the quasi-identifiers of growing size, each subset's lattice checked on the table with only
 * those quasi-identifiers: a node is a candidate only when each of its projections on one
 * attribute fewer satisfies the model (subset property), and candidates are visited bottom-up by
 * lattice level, a candidate with a satisfying direct specialization satisfying without a check
 * (generalization property). Both prunings need a model that is monotone under the suppression
 * budget ({@link PrivacyModel#isMonotone(boolean)}); otherwise every node of the full lattice is
 * checked. Subsets of one size are searched in parallel. A node satisfies when the records in
 * failing classes fit the budget (none unless {@code --suppression}, as Incognito had none); they
 * are suppressed.
 *
 * <p>Of the minimal satisfying nodes of the full lattice the one with the least {@code selection}
 * measure is published (default: ALGORITHMS.md §3's loss {@code L}, which L-Incognito is compared on), ties
 * to the lower lattice level, then to the lattice's fixed order.
 */
public final class Incognito implements TableAnonymizer {
    private final QualityMetric selection;

    public Incognito(QualityMetric selection) {
        this.selection = selection;
    }

    public Incognito() {
        this(ClusteringLoss.total());
    }

    @Override
    public String name() {
        return "l-incognito";
    }

    /** No suppression unless asked: Incognito generalizes only. */
    @Override
    public SuppressionBudget defaultBudget(int k) {
        return SuppressionBudget.none();
    }

    /** L, RL, NCP, GCP for the comparison with L-clustering, and the hierarchy measures. */
    @Override
    public List<QualityMetric> metrics() {
        return ClusterMeasures.lClustering();
    }

    @Override
    public AnonymizationResult anonymize(Table table, Hierarchies hierarchies, PrivacyModel model,
                                         SuppressionBudget budget, long seed) {
        NodeChecker full = new NodeChecker(table, hierarchies, model, budget);
        Lattice lattice = full.lattice();
        int m = lattice.dimensions();
        if (m > 30) {
            throw new BadParameterException(name() + " searches at most 30 quasi-identifiers, not " + m);
        }
        boolean prune = full.isMonotone();
        Set<Long> satisfied = new HashSet<>();
        long[] counts = new long[2];
        int top = (1 << m) - 1;
        Progress progress = Progress.start(name(), m);
        for (int size = prune ? 1 : m; size <= m; size++) {
            int s = size;
            int[] masks = IntStream.rangeClosed(1, top).filter(x -> Integer.bitCount(x) == s).toArray();
            List<Subset> done = IntStream.range(0, masks.length).parallel()
                    .mapToObj(i -> search(lattice, masks[i], masks[i] == top ? full : checker(table, hierarchies, model,
                            budget, masks[i]), prune, satisfied))
                    .toList();
            for (Subset d : done) {
                satisfied.addAll(d.satisfied());
                counts[0] += d.candidates();
                counts[1] += d.checks();
            }
            progress.update(size);
        }
        progress.finish();
        List<Integer> minimal = new ArrayList<>();
        for (int level = 0; level <= lattice.height(); level++) {
            for (int node : lattice.nodesAt(level)) {
                long key = key(lattice, top, lattice.levels(node));
                if (satisfied.contains(key) && !hasSatisfiedSpecialization(lattice, top, lattice.levels(node),
                        satisfied)) {
                    minimal.add(node);
                }
            }
        }
        if (minimal.isEmpty()) {
            NodeCheck t = full.check(lattice.top());
            throw new ModelNotMetException("cannot meet " + model.describe() + ": even with every quasi-identifier "
                    + "generalized to '*', " + t.violatingRecords() + " records violate it, more than the suppression "
                    + "budget of " + full.suppressionLimit());
        }
        AnonymizationResult best = null;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int node : minimal) {
            AnonymizationResult r = FlashAnonymizer.publish(full, full.check(node), Map.of());
            double cost = selection.evaluate(new QualityInput(table, r.table(), hierarchies, r.classes(), 0));
            if (best == null || cost < bestCost) {
                best = r;
                bestCost = cost;
            }
        }
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("suppression_limit", full.suppressionLimit());
        details.put("candidates", counts[0]);
        details.put("checks", counts[1]);
        details.put("pruned", prune);
        details.put("minimal_nodes", minimal.size());
        details.put("selection", selection.key());
        details.put("selection_value", bestCost);
        return best.withDetails(details).requireSatisfies(model);
    }

    /** What the search of one subset found. */
    private record Subset(List<Long> satisfied, long candidates, long checks) {
    }

    /** The table seen with only the quasi-identifiers of {@code mask} (the others NON_PRIVACY). */
    private static NodeChecker checker(Table table, Hierarchies hierarchies, PrivacyModel model,
                                       SuppressionBudget budget, int mask) {
        Schema schema = table.schema();
        int[] qi = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        List<Attribute> attributes = new ArrayList<>(schema.attributes());
        for (int j = 0; j < qi.length; j++) {
            if ((mask & (1 << j)) == 0) {
                attributes.set(qi[j], schema.attribute(qi[j]).withRole(AttributeRole.NON_PRIVACY));
            }
        }
        return new NodeChecker(table.withSchema(schema.withAttributes(attributes)), hierarchies, model, budget);
    }

    /**
     * Visits the nodes of subset {@code mask} bottom-up. {@code below} holds the satisfying nodes of
     * the smaller subsets (read only here).
     */
    private static Subset search(Lattice all, int mask, NodeChecker checker, boolean prune, Set<Long> below) {
        Lattice lattice = checker.lattice();
        Set<Long> found = new HashSet<>();
        long candidates = 0;
        long checks = 0;
        for (int level = 0; level <= lattice.height(); level++) {
            for (int node : lattice.nodesAt(level)) {
                int[] levels = spread(all.dimensions(), mask, lattice.levels(node));
                if (prune && !projectionsSatisfied(all, mask, levels, below)) {
                    continue;
                }
                candidates++;
                boolean ok = prune && hasSatisfiedSpecialization(all, mask, levels, found);
                if (!ok) {
                    checks++;
                    ok = checker.check(node).anonymous();
                }
                if (ok) {
                    found.add(key(all, mask, levels));
                }
            }
        }
        return new Subset(new ArrayList<>(found), candidates, checks);
    }

    /** The levels of a subset's lattice node placed at its members' positions among all {@code m} quasi-identifiers. */
    private static int[] spread(int m, int mask, int[] subsetLevels) {
        int[] out = new int[m];
        int i = 0;
        for (int j = 0; j < m; j++) {
            if ((mask & (1 << j)) != 0) {
                out[j] = subsetLevels[i++];
            }
        }
        return out;
    }

    /** A node of any subset: its mask, and the full lattice's node with 0 for the attributes left out. */
    private static long key(Lattice all, int mask, int[] levels) {
        return ((long) mask << 32) | all.node(levels);
    }

    private static boolean hasSatisfiedSpecialization(Lattice all, int mask, int[] levels, Set<Long> satisfied) {
        for (int j = 0; j < levels.length; j++) {
            if ((mask & (1 << j)) != 0 && levels[j] > 0) {
                levels[j]--;
                boolean hit = satisfied.contains(key(all, mask, levels));
                levels[j]++;
                if (hit) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean projectionsSatisfied(Lattice all, int mask, int[] levels, Set<Long> satisfied) {
        if (Integer.bitCount(mask) == 1) {
            return true;
        }
        for (int j = 0; j < levels.length; j++) {
            if ((mask & (1 << j)) != 0) {
                int level = levels[j];
                levels[j] = 0;
                boolean hit = satisfied.contains(key(all, mask & ~(1 << j), levels));
                levels[j] = level;
                if (!hit) {
                    return false;
                }
            }
        }
        return true;
    }
}
