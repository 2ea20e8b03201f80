package io.graphveil.anonymize.cluster.micro;

import io.graphveil.quality.QualityMetric;
import io.graphveil.quality.QualityInput;
import io.graphveil.group.Partition;
import io.graphveil.anonymize.cluster.Clusters;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.List;

/**
 * MAA-SAE's {@code AVG_IL} (ALGORITHMS.md §5; Yang, Wang and Zhang 2014): for each equivalence class
 * {@code G}, {@code AVG_IL(G) = IL(G) / (|G|·|QI|)} with {@code IL(G) = Σ_{t∈G} dis(t, c)} the
 * summed (schema-weighted) distance of its original records to its centroids ({@link Centroid},
 * by attribute type); {@code AVG_IL(Q)} is the mean over the classes. Read from the original
 * table and the classes only, so any partition can be measured (a generalization's classes as
 * well as a micro-aggregation's clusters). Suppressed rows are in no class.
 */
public final class AverageInformationLoss implements QualityMetric {
    @Override
    public String key() {
        return "avg_il";
    }

    @Override
    public double evaluate(QualityInput input) {
        input.requireRows(key());
        Table t = input.original();
        Schema schema = t.schema();
        int[] qi = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        Partition classes = input.classes();
        if (qi.length == 0 || classes.classCount() == 0) {
            return 0;
        }
        Centroid[] centroids = new Centroid[qi.length];
        double[] weights = new double[qi.length];
        for (int j = 0; j < qi.length; j++) {
            centroids[j] = Centroid.of(schema.attribute(qi[j]), t.column(qi[j]), t, input.hierarchies());
            weights[j] = schema.attribute(qi[j]).weight();
        }
        Clusters clusters = new Clusters(t.rowCount(), List.of(centroids));
        double sum = 0;
        for (int c = 0; c < classes.classCount(); c++) {
            int id = clusters.open(classes.member(classes.start(c)));
            for (int i = classes.start(c) + 1; i < classes.end(c); i++) {
                clusters.add(id, classes.member(i));
            }
            double il = 0;
            for (int j = 0; j < qi.length; j++) {
                il += weights[j] * centroids[j].il(id);
            }
            sum += il / ((double) classes.size(c) * qi.length);
        }
        return sum / classes.classCount();
    }
}
