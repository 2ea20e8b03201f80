package io.graphveil.anonymize.cluster;

import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.group.Partition;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.model.Column;
import io.graphveil.model.Table;
import io.graphveil.model.Values;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Local generalization: every record publishes its cluster's representative in each
 * quasi-identifier; the other columns stay. The equivalence classes are then regrouped from the
 * published codes — exactly as the verifier groups the published strings, so clusters whose
 * representatives coincide form one class — and checked once more against the model, the rows
 * whose representatives are all {@code *} judged together as one group as the verifier judges them
 * ({@link AnonymizationResult#requireSatisfies}): an algorithm never returns a table that fails
 * its criteria. {@link ModelRepair} made every cluster satisfy the (monotone) criteria, so their
 * union does too; the check is the guard that says so.
 */
public final class ClusterOutput {
    private ClusterOutput() {
    }

    /**
     * @param qiColumns       table columns of the quasi-identifiers, in the order of {@code representatives}
     * @param representatives one per quasi-identifier, listening to {@code clusters}
     */
    public static AnonymizationResult publish(Table table, int[] qiColumns, AttributeRepresentative[] representatives,
                                              Clusters clusters, PrivacyModel model, Map<String, Object> details) {
        int n = table.rowCount();
        if (!clusters.isComplete()) {
            throw new IllegalStateException("a record is in no cluster");
        }
        Table out = table;
        int[][] published = new int[qiColumns.length][];
        for (int j = 0; j < qiColumns.length; j++) {
            int[] codeOfCluster = new int[clusters.count()];
            Map<String, Integer> codeOfLabel = new HashMap<>();
            String[] dictionary = new String[clusters.aliveCount() + 1];
            dictionary[0] = Values.MISSING;
            codeOfLabel.put(Values.MISSING, 0);
            for (int c : clusters.aliveIds()) {
                String label = representatives[j].label(c);
                Integer code = codeOfLabel.get(label);
                if (code == null) {
                    code = codeOfLabel.size();
                    codeOfLabel.put(label, code);
                    dictionary[code] = label;
                }
                codeOfCluster[c] = code;
            }
            int[] codes = new int[n];
            for (int r = 0; r < n; r++) {
                codes[r] = codeOfCluster[clusters.clusterOf(r)];
            }
            published[j] = codes;
            out = out.withColumn(qiColumns[j], Column.fromCodes(codes,
                    Arrays.copyOf(dictionary, codeOfLabel.size())));
        }
        return new AnonymizationResult(out, Partition.byKeys(published, n), new boolean[n], details)
                .requireSatisfies(model);
    }
}
