package io.graphveil.anonymize.cluster.micro;

import io.graphveil.quality.QualityMetric;
import io.graphveil.quality.QualityInput;
import io.graphveil.group.Partition;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;

/**
 * MAA-SAE's {@code AVG_Ent} (ALGORITHMS.md §5): the mean over the equivalence classes of the entropy in
 * bits of their sensitive values ({@link Entropy}; {@code *} is no value). Needs one SENSITIVE
 * attribute.
 */
public final class AverageEntropy implements QualityMetric {
    @Override
    public String key() {
        return "avg_ent";
    }

    @Override
    public boolean appliesTo(Schema schema) {
        return schema.indexesOf(AttributeRole.SENSITIVE).length == 1;
    }

    @Override
    public double evaluate(QualityInput input) {
        input.requireRows(key());
        int[] s = input.original().schema().indexesOf(AttributeRole.SENSITIVE);
        Partition classes = input.classes();
        if (s.length != 1 || classes.classCount() == 0) {
            return 0;
        }
        Column column = input.original().column(s[0]);
        int[] count = new int[column.dictionarySize()];
        int[] seen = new int[column.dictionarySize()];
        double sum = 0;
        for (int c = 0; c < classes.classCount(); c++) {
            int distinct = 0;
            int known = 0;
            for (int i = classes.start(c); i < classes.end(c); i++) {
                int v = column.code(classes.member(i));
                if (v != Column.MISSING_CODE) {
                    if (count[v]++ == 0) {
                        seen[distinct++] = v;
                    }
                    known++;
                }
            }
            int[] counts = new int[distinct];
            for (int i = 0; i < distinct; i++) {
                counts[i] = count[seen[i]];
                count[seen[i]] = 0;
            }
            sum += Entropy.bits(counts, distinct, known);
        }
        return sum / classes.classCount();
    }
}
