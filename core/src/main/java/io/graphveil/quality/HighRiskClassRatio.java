package io.graphveil.quality;

import io.graphveil.group.Partition;
import io.graphveil.criteria.GeneralSensitivity;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

/**
 * The share of high-risk equivalence classes of personalized (w,l,k)-anonymity (Zhu and Cao; ALGORITHMS.md
 * §4): a class is high-risk when the frequency of the highest-level sensitive values in it (together:
 * the values the schema's {@code levels} put at the top level {@code m}) is at least
 * {@value #FACTOR}× their frequency in the whole table. Suppressed rows count in the table, not in any
 * class. 0 when no record holds a highest-level value. Applies to tables whose SENSITIVE attribute has
 * sensitivity levels.
 */
public final class HighRiskClassRatio implements QualityMetric {
    /** How many times the table's frequency a class must reach to be high-risk. */
    public static final double FACTOR = 5;

    @Override
    public String key() {
        return "high_risk_ratio";
    }

    @Override
    public boolean appliesTo(Schema schema) {
        int[] s = schema.indexesOf(AttributeRole.SENSITIVE);
        return s.length == 1 && !schema.attribute(s[0]).levels().isEmpty();
    }

    @Override
    public double evaluate(QualityInput input) {
        input.requireRows(key());
        Table table = input.anonymized();
        int s = table.schema().indexesOf(AttributeRole.SENSITIVE)[0];
        Attribute attribute = table.schema().attribute(s);
        int m = GeneralSensitivity.highestLevel(attribute);
        Column column = table.column(s);
        boolean[] top = column.codesWhere(value -> {
            Integer level = attribute.levels().get(value);
            return level != null && level == m;
        });
        long inTable = 0;
        for (int r = 0; r < table.rowCount(); r++) {
            inTable += top[column.code(r)] ? 1 : 0;
        }
        Partition classes = input.classes();
        if (inTable == 0 || classes.classCount() == 0) {
            return 0;
        }
        double tableShare = inTable / (double) table.rowCount();
        int high = 0;
        for (int c = 0; c < classes.classCount(); c++) {
            long inClass = 0;
            for (int i = classes.start(c); i < classes.end(c); i++) {
                inClass += top[column.code(classes.member(i))] ? 1 : 0;
            }
            if (inClass / (double) classes.size(c) >= FACTOR * tableShare) {
                high++;
            }
        }
        return high / (double) classes.classCount();
    }
}
