package io.graphveil.anonymize.cluster.micro;

import io.graphveil.anonymize.cluster.ClusteringAnonymizer;
import io.graphveil.anonymize.cluster.Clusters;
import io.graphveil.anonymize.cluster.GreedyClustering;
import io.graphveil.anonymize.cluster.HeightHierarchyCost;
import io.graphveil.anonymize.cluster.ModelParameters;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.Column;
import io.graphveil.model.Table;
import io.graphveil.quality.AverageClassSize;
import io.graphveil.quality.QualityMetric;

import java.util.List;

/**
 * GPKC, the greedy p-sensitive k-anonymity clustering of Campan, Truta et al. (2007), MAA-SAE's
 * baseline (ALGORITHMS.md §5), as they published it: clusters are generalized, not aggregated, and
 * the loss is the generalization information loss
 * {@code IL(cl) = |cl|·(Σ_numeric (max − min)/(domain max − domain min) + Σ_categorical
 * height(LCA)/height(hierarchy))} — a CONTINUOUS quasi-identifier (Adult's fnlwgt included)
 * generalizes to its cluster's interval, every other one to the lowest common ancestor of its values
 * in its hierarchy; no code tree. While {@code k} records holding {@code p} distinct sensitive values
 * remain, a cluster starts from the remaining record furthest from the previous cluster's first
 * record and takes the record of least IL increase (with a new sensitive value while it holds fewer
 * than {@code p}) until it holds {@code k} records and {@code p} values; leftovers, in seeded random
 * order, join the cluster of least increase. {@link GpkcCentroid} is the same loop on MAA-SAE's loss.
 */
public final class Gpkc extends ClusteringAnonymizer {
    @Override
    public String name() {
        return "gpkc";
    }

    @Override
    protected Term term(Attribute attribute, Column column, Table table, Hierarchies hierarchies) {
        return generalizing(attribute, column, table, hierarchies, HeightHierarchyCost::new);
    }

    @Override
    protected void check(Table table, PrivacyModel model) {
        PSensitiveSetup.requireDistinctSensitive(table, model, name());
        requireRows(table, ModelParameters.requireK(model, name()), model);
    }

    @Override
    protected int[] extraColumns(Table table, PrivacyModel model) {
        return PSensitiveSetup.extraColumns(table, name());
    }

    @Override
    protected List<Clusters.Listener> extraListeners(Table table, PrivacyModel model) {
        return PSensitiveSetup.extraListeners(table, name());
    }

    @Override
    protected void cluster(Run run) {
        int p = PSensitiveSetup.p(run.model(), name());
        greedy(run, GreedyClustering.Seeds.FURTHEST_FROM_PREVIOUS, new GreedyClustering.Diversity(p,
                PSensitiveSetup.sensitive(run)));
        run.details().put("p", p);
    }

    /** MAA-SAE's measures, read from the classes (so that the comparison measures both the same way). */
    @Override
    public List<QualityMetric> metrics() {
        return List.of(new AverageInformationLoss(), new AverageEntropy(), AverageClassSize.cavg());
    }
}
