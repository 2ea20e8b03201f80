package io.graphveil.anonymize.cluster;

import io.graphveil.BadParameterException;
import io.graphveil.ModelNotMetException;
import io.graphveil.Progress;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Table;
import io.graphveil.quality.AverageClassSize;
import io.graphveil.quality.Discernibility;
import io.graphveil.quality.QualityMetric;
import io.graphveil.quality.ClusterMeasures;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * L-clustering, distinct l-diversity by clustering (SPEC 3; Wang, Xu, Wang and Shi 2010,
 * "Clustering-based approach for data anonymization", J. Software 21(4)). No hierarchies: an
 * ordered quasi-identifier generalizes to the interval {@code [min~max]} of its cluster, an
 * unordered one to the set of its values ({@link LossCost}). While the remaining records hold
 * {@code l} distinct sensitive values: a cluster {@code G} starts from a random remaining record;
 * while {@code |G| < l}, {@code t'} is the nearest remaining record (by {@code DS(t,G)}) whose
 * sensitive value is new to {@code G} and {@code G'} the nearest finished cluster (by
 * {@code DS(G,G')}); {@code t'} joins when {@code DS(t',G) ≤ DS(G,G')} or there is no finished
 * cluster, otherwise {@code G'} is merged into {@code G}. Leftover records join their nearest
 * cluster in seeded random order.
 *
 * <p>Extension for a model that also asks k-anonymity with {@code k > l}: the cluster then keeps
 * growing by the same rule, without the new-value condition, until it holds {@code k} records
 * (MAA-SAE's second phase, SPEC 5). A missing sensitive value is no value: it never counts as new.
 * Without l-diversity (the (α,k) model of a split graph) the loop runs with {@code l = 1}: clusters
 * grow to {@code k} by the same rule while {@code k} records remain, and no sensitive attribute is
 * needed; criteria the loop does not aim at (α) are met by {@link ModelRepair}.
 */
public final class LClustering extends ClusteringAnonymizer {
    @Override
    public String name() {
        return "l-clustering";
    }

    @Override
    protected Term term(Attribute attribute, Column column, Table table, Hierarchies hierarchies) {
        if (OrderedValues.isOrdered(attribute)) {
            IntervalRepresentative interval = IntervalRepresentative.of(attribute, column);
            return new Term(interval, new LossCost.Ordered(interval));
        }
        SetRepresentative set = new SetRepresentative(attribute.name(), column);
        return new Term(set, new LossCost.Unordered(set, column.dictionarySize()));
    }

    static int sensitiveColumn(Table table, String algorithm) {
        int[] s = table.schema().indexesOf(AttributeRole.SENSITIVE);
        if (s.length != 1) {
            throw new BadParameterException(algorithm + " needs exactly one SENSITIVE attribute, the schema has "
                    + s.length + " (choose one with --sensitive)");
        }
        return s[0];
    }

    @Override
    protected void check(Table table, PrivacyModel model) {
        OptionalInt l = ModelParameters.l(model);
        if (l.isEmpty()) {
            requireRows(table, ModelParameters.requireK(model, name()), model);
            return;
        }
        int s = sensitiveColumn(table, name());
        int distinct = table.column(s).distinctKnown();
        if (distinct < l.getAsInt()) {
            throw new ModelNotMetException("cannot meet " + model.describe() + ": the table holds only " + distinct
                    + " distinct values of '" + table.schema().attribute(s).name() + "', fewer than l = "
                    + l.getAsInt());
        }
        requireRows(table, Math.max(l.getAsInt(), ModelParameters.k(model).orElse(0)), model);
    }

    @Override
    protected int[] extraColumns(Table table, PrivacyModel model) {
        return ModelParameters.l(model).isPresent() ? new int[]{sensitiveColumn(table, name())} : new int[0];
    }

    @Override
    protected List<Clusters.Listener> extraListeners(Table table, PrivacyModel model) {
        if (ModelParameters.l(model).isEmpty()) {
            return List.of();
        }
        int s = sensitiveColumn(table, name());
        return List.of(SetRepresentative.sensitive(table.schema().attribute(s).name(), table.column(s)));
    }

    @Override
    protected void cluster(Run run) {
        OptionalInt asked = ModelParameters.l(run.model());
        int l = asked.orElse(1);
        int k = Math.max(l, ModelParameters.k(run.model()).orElse(l));
        SetRepresentative sensitive = asked.isPresent() ? (SetRepresentative) run.extraListeners().get(0) : null;
        new Loop(run, sensitive, l, k).run();
        run.details().put("l", asked.isPresent() ? l : null);
        run.details().put("k", k);
    }

    /** The state of one run: the pool, the remaining sensitive values, the finished clusters. */
    private static final class Loop {
        private final Run run;
        private final SetRepresentative sensitive;
        private final int l;
        private final int k;
        private final RecordPool pool;
        private final int sensitiveJ;
        private final int[] remainingOfValue;
        private int distinctRemaining;
        private int[] finished = new int[64];
        private int finishedCount;
        private int merges;

        Loop(Run run, SetRepresentative sensitive, int l, int k) {
            this.run = run;
            this.sensitive = sensitive;
            this.l = l;
            this.k = k;
            this.pool = new RecordPool(run.profiles());
            this.sensitiveJ = run.profiles().width() - 1;
            this.remainingOfValue = sensitive == null ? new int[0]
                    : new int[run.table().column(run.profiles().column(sensitiveJ)).dictionarySize()];
            for (int r = 0; sensitive != null && r < run.profiles().recordCount(); r++) {
                int v = run.profiles().recordCode(r, sensitiveJ);
                if (v != Column.MISSING_CODE && remainingOfValue[v]++ == 0) {
                    distinctRemaining++;
                }
            }
        }

        private void take(int record) {
            pool.remove(record);
            if (sensitive == null) {
                return;
            }
            int v = run.profiles().recordCode(record, sensitiveJ);
            if (v != Column.MISSING_CODE && --remainingOfValue[v] == 0) {
                distinctRemaining--;
            }
        }

        /** SPEC 3's outer condition; without l-diversity, while k records remain (then leftovers). */
        private boolean more() {
            return sensitive == null ? pool.size() >= k : distinctRemaining >= l;
        }

        void run() {
            Clusters clusters = run.clusters();
            Progress progress = Progress.start("l-clustering", pool.size());
            int n = pool.size();
            while (more() && !pool.isEmpty()) {
                int seed = pool.randomRecord(run.random());
                take(seed);
                int g = clusters.open(seed);
                while (sensitive != null && clusters.size(g) < l && grow(g, true)) {
                    // grows by one record or one merged cluster per step
                }
                while (clusters.size(g) < k && grow(g, false)) {
                    // the k > l extension
                }
                file(g);
                progress.update(n - pool.size());
            }
            run.details().put("leftovers", pool.size());
            GreedyClustering.assignLeftovers(pool, clusters, run.distance(), run.random());
            run.details().put("merges", merges);
            progress.finish();
        }

        /** One step of SPEC 3's inner loop; false when neither a record nor a cluster can join. */
        private boolean grow(int g, boolean newValueOnly) {
            Clusters clusters = run.clusters();
            Scan.Best record = pool.isEmpty() ? Scan.Best.NONE : Scan.nearestRecord(pool, run.distance().toGroup(g),
                    null, newValueOnly ? p -> isNew(g, run.profiles().code(p, sensitiveJ)) : null);
            // Only a cluster nearer than the record can change the outcome (the record wins ties).
            double bound = record.found() ? record.score() : Double.POSITIVE_INFINITY;
            Scan.Best cluster = Scan.nearestWithin(finished, finishedCount, (h, b) -> run.distance().between(g, h, b),
                    bound);
            if (!record.found() && !cluster.found()) {
                return false;
            }
            if (record.found() && (!cluster.found() || record.score() <= cluster.score())) {
                take(record.index());
                clusters.add(g, record.index());
            } else {
                unfile(cluster.index());
                clusters.merge(g, cluster.index());
                merges++;
            }
            return true;
        }

        private boolean isNew(int g, int value) {
            return value != Column.MISSING_CODE && !sensitive.contains(g, value);
        }

        private void file(int g) {
            if (finishedCount == finished.length) {
                finished = java.util.Arrays.copyOf(finished, finishedCount * 2);
            }
            finished[finishedCount++] = g;
        }

        private void unfile(int g) {
            for (int i = 0; i < finishedCount; i++) {
                if (finished[i] == g) {
                    finished[i] = finished[--finishedCount];
                    return;
                }
            }
            throw new IllegalStateException("cluster " + g + " was not finished");
        }
    }

    /** L and RL (SPEC 3), with NCP/GCP and the class-size measures. */
    @Override
    public List<QualityMetric> metrics() {
        List<QualityMetric> m = new ArrayList<>(ClusterMeasures.lClustering());
        m.addAll(List.of(new Discernibility(), new AverageClassSize()));
        return m;
    }
}
