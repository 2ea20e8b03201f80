package io.graphveil.anonymize.cluster;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.Column;
import io.graphveil.model.Table;
import io.graphveil.quality.QualityMetric;
import io.graphveil.quality.ClusterMeasures;

import java.util.List;

/**
 * KAIM, k-anonymity for incomplete microdata (ALGORITHMS.md §2; Gong, Yang and Luo 2013). Every
 * quasi-identifier generalizes through its hierarchy (a flat one when the schema gives none), a
 * missing value being the root. Modified k-member clustering: {@code ⌊n/k⌋} groups, each from a
 * random remaining record, grown by the nearest record under {@code D(t,G) = GR(t,t*) + |G|·GR(g,t*)}
 * ({@link KaimCost}, {@link KaimInformation}), the group centre {@code g} (the members' lowest
 * common ancestor) updated after each addition; leftovers join their nearest group in seeded
 * random order. Local generalization: every record takes its group's centre. No record is ever
 * dropped: a missing value costs nothing to join a group whose centre is already {@code *}, so
 * records missing the same attribute end up together.
 */
public final class Kaim extends ClusteringAnonymizer {
    private final KaimInformation.Rate rate;

    public Kaim(KaimInformation.Rate rate) {
        this.rate = rate;
    }

    public Kaim() {
        this(KaimInformation.Rate.EXTENDED);
    }

    @Override
    public String name() {
        return switch (rate) {
            case EXTENDED -> "kaim";
            case LITERAL -> "kaim-eq9";
            case ENTROPY -> "kaim-entropy";
        };
    }

    @Override
    protected Term term(Attribute attribute, Column column, Table table, Hierarchies hierarchies) {
        CodedHierarchy coded = new CodedHierarchy(attribute.name(), column, hierarchies.orFlat(table, attribute.name()));
        HierarchyRepresentative centre = new HierarchyRepresentative(coded, column);
        return new Term(centre, new KaimCost(centre, new KaimInformation(coded, column, rate)));
    }

    @Override
    protected void cluster(Run run) {
        greedy(run, GreedyClustering.Seeds.RANDOM);
        run.details().put("rate", rate.name().toLowerCase(java.util.Locale.ROOT));
    }

    /** ILoss, ILossRate, VMR, RMR (ALGORITHMS.md §2), NCP and GCP for comparison with k-member, and the hierarchy measures. */
    @Override
    public List<QualityMetric> metrics() {
        return ClusterMeasures.kaim();
    }
}
