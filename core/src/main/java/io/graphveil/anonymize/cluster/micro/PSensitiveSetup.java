package io.graphveil.anonymize.cluster.micro;

import io.graphveil.BadParameterException;
import io.graphveil.anonymize.cluster.ClusteringAnonymizer;
import io.graphveil.anonymize.cluster.Clusters;
import io.graphveil.anonymize.cluster.ModelParameters;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.model.Column;
import io.graphveil.model.Table;

import java.util.List;

/**
 * What every clustering for p-sensitive k-anonymity needs before it runs (micro-aggregation and
 * GPKC alike): k and p from the model with {@code 2 ≤ p ≤ k} (a usage error otherwise), a table
 * holding {@code p} distinct sensitive values (a model error otherwise), the sensitive column as
 * an extra profile column and its value histogram per cluster.
 */
final class PSensitiveSetup {
    private PSensitiveSetup() {
    }

    /** The model's p after the checks of the class comment. */
    static int p(PrivacyModel model, String algorithm) {
        int k = ModelParameters.requireK(model, algorithm);
        int p = ModelParameters.p(model).orElseThrow(() -> new BadParameterException(algorithm
                + " needs p-sensitivity: a SENSITIVE attribute and 2 <= p <= k (--p P)"));
        if (p > k) {
            throw new BadParameterException(algorithm + ": p = " + p + " must not exceed k = " + k);
        }
        return p;
    }

    static void requireDistinctSensitive(Table table, PrivacyModel model, String algorithm) {
        ModelParameters.requireDistinctSensitive(table, model, p(model, algorithm), "p", algorithm);
    }

    static int[] extraColumns(Table table, String algorithm) {
        return new int[]{ModelParameters.sensitiveColumn(table, algorithm)};
    }

    static List<Clusters.Listener> extraListeners(Table table, String algorithm) {
        Column s = table.column(ModelParameters.sensitiveColumn(table, algorithm));
        return List.of(ClusterCounts.ofCodes(s.dictionarySize(), s.codes()));
    }

    /** The sensitive values' histograms of the run's clusters (the first extra listener). */
    static ClusterCounts sensitive(ClusteringAnonymizer.Run run) {
        return (ClusterCounts) run.extraListeners().get(0);
    }
}
