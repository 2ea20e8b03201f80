package io.graphveil.anonymize.cluster;

import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.Column;
import io.graphveil.model.Table;
import io.graphveil.quality.QualityMetric;
import io.graphveil.quality.ClusterMeasures;

import java.util.List;
import java.util.OptionalInt;

/**
 * L-clustering, distinct l-diversity by clustering (ALGORITHMS.md §3; Wang, Xu, Wang and Shi 2010,
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
 * (MAA-SAE's second phase, ALGORITHMS.md §5). A missing sensitive value is no value: it never counts as new.
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
        SetRepresentative set = new SetRepresentative(column);
        return new Term(set, new LossCost.Unordered(set, column.dictionarySize()));
    }

    @Override
    protected void check(Table table, PrivacyModel model) {
        OptionalInt l = ModelParameters.l(model);
        if (l.isEmpty()) {
            requireRows(table, ModelParameters.requireK(model, name()), model);
            return;
        }
        ModelParameters.requireDistinctSensitive(table, model, l.getAsInt(), "l", name());
        requireRows(table, Math.max(l.getAsInt(), ModelParameters.k(model).orElse(0)), model);
    }

    @Override
    protected int[] extraColumns(Table table, PrivacyModel model) {
        return ModelParameters.l(model).isPresent() ? new int[]{ModelParameters.sensitiveColumn(table, name())}
                : new int[0];
    }

    @Override
    protected List<Clusters.Listener> extraListeners(Table table, PrivacyModel model) {
        if (ModelParameters.l(model).isEmpty()) {
            return List.of();
        }
        int s = ModelParameters.sensitiveColumn(table, name());
        return List.of(SetRepresentative.sensitive(table.column(s)));
    }

    @Override
    protected void cluster(Run run) {
        OptionalInt asked = ModelParameters.l(run.model());
        int l = asked.orElse(1);
        int k = Math.max(l, ModelParameters.k(run.model()).orElse(l));
        SetRepresentative sensitive = asked.isPresent() ? (SetRepresentative) run.extraListeners().get(0) : null;
        RecordPool pool = new RecordPool(run.profiles(), sensitive == null ? -1 : run.sensitiveColumn());
        GrowAndMerge.run(run, new Distances(run.distance()), pool, sensitive, l, k, sensitive == null ? k : 1,
                "l-clustering");
        run.details().put("l", asked.isPresent() ? l : null);
        run.details().put("k", k);
    }

    /**
     * ALGORITHMS.md §3's choices: the nearest record by {@code DS(t,G)}, the nearest finished cluster by
     * {@code DS(G,G')} (branch and bound: only a cluster nearer than the record matters), the
     * record on ties; leftovers join their nearest cluster.
     */
    private record Distances(GroupDistance distance) implements GrowAndMerge.Ranking {
        @Override
        public Scan.Best record(int g, RecordPool pool, java.util.function.IntPredicate eligible) {
            return Scan.nearestRecord(pool, distance.toGroup(g), null, eligible);
        }

        @Override
        public Scan.Best cluster(int g, int[] finished, int count, Scan.Best record) {
            double bound = record.found() ? record.score() : Double.POSITIVE_INFINITY;
            return Scan.nearestWithin(finished, count, (h, b) -> distance.between(g, h, b), bound);
        }

        @Override
        public boolean recordWins(Scan.Best record, Scan.Best cluster) {
            return record.score() <= cluster.score();
        }

        @Override
        public void leftovers(RecordPool pool, Clusters clusters, java.util.SplittableRandom random) {
            GreedyClustering.assignLeftovers(pool, clusters, distance, random);
        }
    }

    /** L and RL (ALGORITHMS.md §3), with NCP/GCP and the class-size measures. */
    @Override
    public List<QualityMetric> metrics() {
        return ClusterMeasures.lClustering();
    }
}
