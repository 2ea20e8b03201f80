package io.graphveil.anonymize.cluster;

import io.graphveil.ModelNotMetException;
import io.graphveil.group.Partition;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.model.Table;

/**
 * Makes finished clusters satisfy every criterion of the privacy model, including those the
 * clustering did not aim at (α-deassociation on a split graph, l-diversity asked of KAIM, the
 * persons of strict k-anonymity): in rounds, each cluster that fails is merged into its nearest
 * live cluster ({@link GroupDistance#between}, ties to the lowest id), until none fails. Sound for
 * monotone criteria (merging two classes that pass gives one that passes), which every criterion
 * of the toolkit is. When a single cluster of every record still fails, the model cannot be met.
 */
public final class ModelRepair {
    private ModelRepair() {
    }

    /**
     * @param table the rows the criteria read (the algorithm's input: clustering changes only
     *              quasi-identifiers, which the criteria do not read)
     * @return the number of merges made
     */
    public static int run(Table table, Clusters clusters, GroupDistance distance, PrivacyModel model) {
        int merges = 0;
        while (true) {
            int[] idOfClass = new int[clusters.aliveCount()];
            Partition partition = clusters.partition(idOfClass);
            PrivacyModel.Verdict verdict = model.check(table, partition);
            int failing = verdict.violatingClasses();
            if (failing == 0) {
                return merges;
            }
            if (clusters.aliveCount() <= 1) {
                throw new ModelNotMetException("cannot meet " + model.describe() + ": even one cluster of all "
                        + partition.size(0) + " records fails it");
            }
            for (int c = 0; c < idOfClass.length; c++) {
                int f = idOfClass[c];
                if (verdict.satisfied(c) || !clusters.isAlive(f)) {
                    continue;
                }
                int[] alive = clusters.aliveIds();
                if (alive.length < 2) {
                    break; // everything merged into f this round: the next round judges it
                }
                int into = Scan.nearest(alive, alive.length, h -> distance.between(f, h), h -> h != f).index();
                if (into < 0) {
                    // no finite distance (a cost that is infinite or undefined for this pair): the lowest id
                    into = alive[0] != f ? alive[0] : alive[1];
                }
                clusters.merge(into, f);
                merges++;
            }
        }
    }
}
