package io.graphveil.anonymize;

import io.graphveil.BadParameterException;
import io.graphveil.ModelNotMetException;
import io.graphveil.Progress;
import io.graphveil.criteria.DistinctLDiversity;
import io.graphveil.criteria.DistinctPersonsKAnonymity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PSensitivity;
import io.graphveil.criteria.PrivacyCriterion;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.quality.AverageClassSize;
import io.graphveil.quality.ClusterMeasures;
import io.graphveil.quality.ClusteringLoss;
import io.graphveil.quality.Discernibility;
import io.graphveil.quality.LossMetric;
import io.graphveil.quality.Precision;
import io.graphveil.quality.QualityInput;
import io.graphveil.quality.QualityMetric;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Incognito (LeFevre, DeWitt and Ramakrishnan 2005, "Incognito: efficient full-domain
 * k-anonymity", SIGMOD) under any privacy model: L-Incognito, SPEC 3's baseline, when the model
 * asks distinct l-diversity. Full-domain generalization (every value of a quasi-identifier climbs
 * to the same level of its hierarchy, {@link HierarchicalColumn}). The search runs over subsets of
 * the quasi-identifiers of growing size: a node (a subset and a level per member) is a candidate
 * only when each of its projections on one attribute fewer satisfies the model (subset property);
 * candidates are visited bottom-up by height, and a candidate with a satisfying direct
 * specialization satisfies without a check (generalization property). Both prunings hold for
 * criteria whose violations can only shrink when classes merge and grow when they split: with a
 * suppression budget that is true of k-anonymity, l-diversity and p-sensitivity; other criteria
 * are pruned only without suppression, otherwise every node of the full lattice is checked.
 * A node satisfies when the records in failing classes fit the suppression budget; they are
 * suppressed ({@code *} in every quasi-identifier and in their private values).
 *
 * <p>Of the minimal satisfying nodes of the full set the one with the least {@code selection}
 * measure is published (default: SPEC 3's loss {@code L}, which L-Incognito is compared on), ties
 * to the lower height, then the lexicographically smaller level vector.
 */
public final class Incognito implements TableAnonymizer {
    private static final int MAX_ATTRIBUTES = 12;
    private static final int MAX_HEIGHT = 15;
    /** Level vectors are listed per subset; beyond this the search would not fit in memory or time. */
    private static final long MAX_LATTICE = 2_000_000;

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

    /** L, RL, NCP, GCP for the comparison with L-clustering, and the hierarchy measures. */
    @Override
    public List<QualityMetric> metrics() {
        List<QualityMetric> m = new ArrayList<>(ClusterMeasures.lClustering());
        m.addAll(List.of(new LossMetric(), new Precision(), new Discernibility(), new AverageClassSize()));
        return m;
    }

    @Override
    public AnonymizationResult anonymize(Table table, Hierarchies hierarchies, PrivacyModel model,
                                         SuppressionBudget budget, long seed) {
        Schema schema = table.schema();
        int[] qiIndex = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int m = qiIndex.length;
        if (m == 0) {
            throw new BadParameterException("the schema has no QUASI_IDENTIFIER attribute to generalize");
        }
        if (m > MAX_ATTRIBUTES) {
            throw new BadParameterException(name() + " searches at most " + MAX_ATTRIBUTES + " quasi-identifiers, not " + m);
        }
        HierarchicalColumn[] qi = new HierarchicalColumn[m];
        int[][][] nodesAt = new int[m][][];
        for (int j = 0; j < m; j++) {
            String name = schema.attribute(qiIndex[j]).name();
            qi[j] = new HierarchicalColumn(name, table.column(qiIndex[j]), hierarchies.orFlat(table, name));
            if (qi[j].height() > MAX_HEIGHT) {
                throw new BadParameterException(name() + ": the hierarchy of '" + name + "' is higher than " + MAX_HEIGHT);
            }
            nodesAt[j] = new int[qi[j].height() + 1][];
        }
        long latticeSize = 1;
        for (HierarchicalColumn c : qi) {
            latticeSize *= c.height() + 1;
        }
        if (latticeSize > MAX_LATTICE) {
            throw new BadParameterException(name() + ": the generalization lattice has " + latticeSize
                    + " nodes, more than " + MAX_LATTICE + "; use fewer quasi-identifiers or flatter hierarchies");
        }
        Search search = new Search(table, model, budget.limit(table.rowCount()), qi, nodesAt);
        Set<Long> satisfied = search.run();
        int full = (1 << m) - 1;
        List<int[]> minimal = new ArrayList<>();
        for (long key : search.order(full)) {
            if (satisfied.contains(key) && !search.hasSatisfiedSpecialization(key, satisfied)) {
                minimal.add(Search.levels(key, m));
            }
        }
        if (minimal.isEmpty()) {
            throw new ModelNotMetException("cannot meet " + model.describe() + ": even with every quasi-identifier "
                    + "generalized to '*', more records violate it than the suppression budget of " + search.limit);
        }
        int[] best = null;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int[] levels : minimal) {
            AnonymizationResult result = generalize(table, model, qi, qiIndex, search, levels, Map.of());
            double cost = selection.evaluate(new QualityInput(table, result.table(), hierarchies, result.classes(), 0));
            if (best == null || cost < bestCost) {
                best = levels;
                bestCost = cost;
            }
        }
        Map<String, Object> details = new LinkedHashMap<>();
        Map<String, Integer> levelMap = new LinkedHashMap<>();
        for (int j = 0; j < m; j++) {
            levelMap.put(qi[j].attribute(), best[j]);
        }
        details.put("qi_levels", levelMap);
        details.put("suppression_limit", search.limit);
        details.put("checks", search.checks);
        details.put("candidates", search.candidates);
        details.put("pruned", search.prunable);
        details.put("minimal_nodes", minimal.size());
        details.put("selection", selection.key());
        details.put("selection_value", bestCost);
        return generalize(table, model, qi, qiIndex, search, best, details);
    }

    /** The table generalized to {@code levels}, the records of failing classes suppressed. */
    private static AnonymizationResult generalize(Table table, PrivacyModel model, HierarchicalColumn[] qi,
                                                  int[] qiIndex, Search search, int[] levels,
                                                  Map<String, Object> details) {
        int n = table.rowCount();
        int[][] keys = new int[qi.length][];
        for (int j = 0; j < qi.length; j++) {
            keys[j] = search.nodes(j, levels[j]);
        }
        Partition classes = Partition.byKeys(keys, n);
        boolean[] suppressed = FullDomain.failingRows(model.check(table, classes), classes);
        Table out = FullDomain.publish(table, qi, qiIndex, keys, suppressed);
        return new AnonymizationResult(out, Partition.byKeys(keys, n, suppressed), suppressed, details);
    }

    /** The subset-lattice search; nodes are {@code mask << 48 | levels}, 4 bits per attribute. */
    private static final class Search {
        private final Table table;
        private final PrivacyModel model;
        private final long limit;
        private final HierarchicalColumn[] qi;
        private final int[][][] nodesAt;
        private final int m;
        private final boolean prunable;
        private long checks;
        private long candidates;

        Search(Table table, PrivacyModel model, long limit, HierarchicalColumn[] qi, int[][][] nodesAt) {
            this.table = table;
            this.model = model;
            this.limit = limit;
            this.qi = qi;
            this.nodesAt = nodesAt;
            this.m = qi.length;
            this.prunable = limit == 0 ? model.isMonotone() : countMonotone(model);
        }

        /** Criteria whose violating records shrink under merging and grow under splitting, suppression or not. */
        private static boolean countMonotone(PrivacyModel model) {
            for (PrivacyCriterion c : model.criteria()) {
                if (!(c instanceof KAnonymity || c instanceof DistinctLDiversity || c instanceof PSensitivity
                        || c instanceof DistinctPersonsKAnonymity)) {
                    return false;
                }
            }
            return true;
        }

        synchronized int[] nodes(int j, int level) {
            if (nodesAt[j][level] == null) {
                nodesAt[j][level] = qi[j].nodesAt(level);
            }
            return nodesAt[j][level];
        }

        static int[] levels(long key, int m) {
            int[] out = new int[m];
            for (int j = 0; j < m; j++) {
                out[j] = (int) (key >>> (4 * j)) & 15;
            }
            return out;
        }

        static int mask(long key) {
            return (int) (key >>> 48);
        }

        /** The nodes of subset {@code mask}, by height, then lexicographically by level vector. */
        List<Long> order(int mask) {
            List<Long> keys = new ArrayList<>();
            keys.add((long) mask << 48);
            for (int j = 0; j < m; j++) {
                if ((mask & (1 << j)) == 0) {
                    continue;
                }
                List<Long> next = new ArrayList<>();
                for (long k : keys) {
                    for (int level = 0; level <= qi[j].height(); level++) {
                        next.add(k | ((long) level << (4 * j)));
                    }
                }
                keys = next;
            }
            keys.sort((a, b) -> {
                int[] la = levels(a, m);
                int[] lb = levels(b, m);
                int c = Integer.compare(sum(la), sum(lb));
                for (int j = 0; c == 0 && j < m; j++) {
                    c = Integer.compare(la[j], lb[j]);
                }
                return c;
            });
            return keys;
        }

        private int height(long key) {
            return sum(levels(key, m));
        }

        private static int sum(int[] a) {
            int s = 0;
            for (int x : a) {
                s += x;
            }
            return s;
        }

        boolean hasSatisfiedSpecialization(long key, Set<Long> satisfied) {
            int mask = mask(key);
            for (int j = 0; j < m; j++) {
                if ((mask & (1 << j)) != 0 && ((key >>> (4 * j)) & 15) > 0 && satisfied.contains(key - (1L << (4 * j)))) {
                    return true;
                }
            }
            return false;
        }

        private boolean projectionsSatisfied(long key, Set<Long> satisfied) {
            int mask = mask(key);
            if (Integer.bitCount(mask) == 1) {
                return true;
            }
            for (int j = 0; j < m; j++) {
                if ((mask & (1 << j)) != 0) {
                    long projection = (key & ~(15L << (4 * j)) & ((1L << 48) - 1)) | ((long) (mask & ~(1 << j)) << 48);
                    if (!satisfied.contains(projection)) {
                        return false;
                    }
                }
            }
            return true;
        }

        Set<Long> run() {
            Set<Long> satisfied = new HashSet<>();
            int full = (1 << m) - 1;
            List<Integer> masks = new ArrayList<>();
            for (int mask = 1; mask <= full; mask++) {
                masks.add(mask);
            }
            if (!prunable) {
                masks = new ArrayList<>(List.of(full));
            }
            masks.sort((a, b) -> Integer.bitCount(a) != Integer.bitCount(b)
                    ? Integer.compare(Integer.bitCount(a), Integer.bitCount(b)) : Integer.compare(a, b));
            Progress progress = Progress.start("l-incognito", masks.size());
            int done = 0;
            for (int mask : masks) {
                List<Long> nodes = order(mask);
                int from = 0;
                while (from < nodes.size()) {
                    // Nodes of one height depend only on lower ones: check them in parallel.
                    int height = height(nodes.get(from));
                    int to = from;
                    while (to < nodes.size() && height(nodes.get(to)) == height) {
                        to++;
                    }
                    List<Long> batch = new ArrayList<>();
                    for (long key : nodes.subList(from, to)) {
                        if (prunable && !projectionsSatisfied(key, satisfied)) {
                            continue;
                        }
                        candidates++;
                        if (prunable && hasSatisfiedSpecialization(key, satisfied)) {
                            satisfied.add(key);
                        } else {
                            batch.add(key);
                        }
                    }
                    checks += batch.size();
                    boolean[] ok = new boolean[batch.size()];
                    java.util.stream.IntStream.range(0, batch.size()).parallel()
                            .forEach(i -> ok[i] = check(batch.get(i)));
                    for (int i = 0; i < ok.length; i++) {
                        if (ok[i]) {
                            satisfied.add(batch.get(i));
                        }
                    }
                    from = to;
                }
                progress.update(++done);
            }
            progress.finish();
            return satisfied;
        }

        private boolean check(long key) {
            int mask = mask(key);
            int[] levels = levels(key, m);
            int n = table.rowCount();
            List<int[]> keys = new ArrayList<>();
            long radix = 1;
            boolean fits = true;
            for (int j = 0; j < m; j++) {
                if ((mask & (1 << j)) != 0) {
                    keys.add(nodes(j, levels[j]));
                    int size = qi[j].hierarchy().size();
                    fits &= radix <= Long.MAX_VALUE / size;
                    radix *= size;
                }
            }
            Partition classes;
            if (fits) {
                // One pass with a mixed-radix key instead of one hashing pass per attribute.
                int[][] columns = keys.toArray(new int[0][]);
                int[] sizes = new int[columns.length];
                int i = 0;
                for (int j = 0; j < m; j++) {
                    if ((mask & (1 << j)) != 0) {
                        sizes[i++] = qi[j].hierarchy().size();
                    }
                }
                LongIntMap dense = new LongIntMap(1024);
                int[] classOf = new int[n];
                for (int r = 0; r < n; r++) {
                    long k = 0;
                    for (int c = 0; c < columns.length; c++) {
                        k = k * sizes[c] + columns[c][r];
                    }
                    classOf[r] = dense.getOrAssign(k);
                }
                classes = Partition.of(classOf, dense.size());
            } else {
                classes = Partition.byKeys(keys.toArray(new int[0][]), n);
            }
            return model.check(table, classes).violatingRecords() <= limit;
        }
    }
}
