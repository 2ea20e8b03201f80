package io.graphveil.anonymize.cluster.micro;

import io.graphveil.anonymize.cluster.AttributeRepresentative;
import io.graphveil.anonymize.cluster.ClusteringAnonymizer;
import io.graphveil.anonymize.cluster.Clusters;
import io.graphveil.anonymize.cluster.GrowAndMerge;
import io.graphveil.anonymize.cluster.ModelParameters;
import io.graphveil.anonymize.cluster.RecordPool;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.Column;
import io.graphveil.model.Table;
import io.graphveil.quality.AverageClassSize;
import io.graphveil.quality.QualityMetric;

import java.util.List;

/**
 * Micro-aggregation for p-sensitive k-anonymity (ALGORITHMS.md §5): every quasi-identifier has a
 * {@link Centroid} by its type, the information-loss increase {@code ILA} is the distance
 * ({@link CentroidCost}), the sensitive attribute's value histograms are kept per cluster
 * ({@link ClusterCounts}) for the entropy, and every record publishes its cluster's centroids.
 * Needs k-anonymity and p-sensitivity with {@code 2 ≤ p ≤ k} (a usage error otherwise) and a
 * table of at least {@code k} records holding at least {@code p} distinct sensitive values (a
 * model error otherwise, as L-clustering fails without {@code l} values).
 */
public abstract sealed class MicroAggregation extends ClusteringAnonymizer permits MaaSae, MaaMinil, GpkcCentroid {
    private final boolean bounded;

    /** @param bounded whether searches skip candidates by their bounds (false only to test that they change nothing) */
    MicroAggregation(boolean bounded) {
        this.bounded = bounded;
    }

    @Override
    protected final Term term(Attribute attribute, Column column, Table table, Hierarchies hierarchies) {
        Centroid centroid = Centroid.of(attribute, column, table, hierarchies);
        return new Term(centroid, new CentroidCost(centroid));
    }

    /** The model's k and p after the checks of the class comment. */
    protected final int p(PrivacyModel model) {
        return PSensitiveSetup.p(model, name());
    }

    @Override
    protected final void check(Table table, PrivacyModel model) {
        PSensitiveSetup.requireDistinctSensitive(table, model, name());
        requireRows(table, ModelParameters.requireK(model, name()), model);
    }

    @Override
    protected final int[] extraColumns(Table table, PrivacyModel model) {
        return PSensitiveSetup.extraColumns(table, name());
    }

    @Override
    protected final List<Clusters.Listener> extraListeners(Table table, PrivacyModel model) {
        return PSensitiveSetup.extraListeners(table, name());
    }

    /** The sensitive values' histograms of the run's clusters. */
    protected static ClusterCounts sensitive(Run run) {
        return PSensitiveSetup.sensitive(run);
    }

    /** The quasi-identifiers' centroids, in profile column order. */
    protected static Centroid[] centroids(Run run) {
        Centroid[] c = new Centroid[run.terms().size()];
        for (int j = 0; j < c.length; j++) {
            AttributeRepresentative r = run.terms().get(j).representative();
            c[j] = (Centroid) r;
        }
        return c;
    }

    /** The grow-or-merge loop of ALGORITHMS.md §5 with {@code goal}. */
    protected final void growOrMerge(Run run, EntropyRanking.Goal goal) {
        int p = p(run.model());
        int k = ModelParameters.requireK(run.model(), name());
        ClusterCounts values = sensitive(run);
        RecordPool pool = new RecordPool(run.profiles(), run.sensitiveColumn());
        GrowAndMerge.run(run, new EntropyRanking(run, goal, centroids(run), values, bounded), pool, values, p, k, k,
                name());
        run.details().put("k", k);
        run.details().put("p", p);
    }

    /** AVG_IL, AVG_Ent and CAVG (ALGORITHMS.md §5), and the discernibility. */
    @Override
    public boolean publishesLabels() {
        return false;
    }

    @Override
    public List<QualityMetric> metrics() {
        return List.of(new AverageInformationLoss(), new AverageEntropy(), AverageClassSize.cavg());
    }
}
