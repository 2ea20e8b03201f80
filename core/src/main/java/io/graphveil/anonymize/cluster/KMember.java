package io.graphveil.anonymize.cluster;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.Column;
import io.graphveil.model.Table;
import io.graphveil.quality.QualityMetric;
import io.graphveil.quality.ClusterMeasures;

import java.util.List;

/**
 * Greedy k-member clustering (Byun, Kamra, Bertino and Li 2007, "Efficient k-anonymization using
 * clustering techniques", DASFAA), KAIM's baseline (ALGORITHMS.md §2). A CONTINUOUS quasi-identifier
 * generalizes to the interval {@code [min~max]} of its cluster, every other one to the lowest
 * common ancestor in its hierarchy. The information loss is the normalized certainty penalty:
 * {@code IL(e) = |e|·Σ NCP}; each cluster starts from the record furthest from the previous
 * cluster's first record (the first from the record furthest from a random one), takes the record
 * whose addition increases {@code IL} least until it holds {@code k}, and the leftovers, in
 * seeded random order, join the cluster whose {@code IL} increases least. Byun et al. had no
 * missing values: here a missing value is the whole domain (ALGORITHMS.md §0: no algorithm drops a record);
 * run on complete records only ({@code --complete-rows}) to reproduce the paper's baseline, which
 * must delete the incomplete ones.
 */
public final class KMember extends ClusteringAnonymizer {
    @Override
    public String name() {
        return "k-member";
    }

    @Override
    protected Term term(Attribute attribute, Column column, Table table, Hierarchies hierarchies) {
        return generalizing(attribute, column, table, hierarchies, NcpHierarchyCost::new);
    }

    @Override
    protected void cluster(Run run) {
        greedy(run, GreedyClustering.Seeds.FURTHEST_FROM_PREVIOUS);
    }

    /** NCP and GCP, and KAIM's measures for the comparison (ILoss, ILossRate, VMR, RMR). */
    @Override
    public List<QualityMetric> metrics() {
        return ClusterMeasures.kaim();
    }
}
