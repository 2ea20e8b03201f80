package io.graphveil.criteria;

import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.Arrays;
import java.util.Set;

/**
 * A criterion on each class's distribution of known SENSITIVE values ({@link Needs#SENSITIVE_VALUES}):
 * what entropy l-diversity and t-closeness share. Both judge a convex or concave function of the
 * distribution, so both are monotone; suppressed rows that show no known value disclose nothing.
 */
abstract class DistributionCriterion<W> implements PrivacyCriterion {

    /** What judging a class needs of the whole table, computed once per judgement. */
    abstract W whole(ClassAggregates classes);

    /** Whether a class with these value counts passes. */
    abstract boolean passes(int[] counts, W whole);

    @Override
    public final boolean isMonotone() {
        return true;
    }

    @Override
    public final Set<String> reads(Schema schema) {
        return Set.of(schema.attribute(SensitiveValues.attribute(schema)).name());
    }

    @Override
    public final Needs needs(Table table) {
        return Needs.SENSITIVE_VALUES;
    }

    @Override
    public final boolean[] judge(ClassAggregates classes) {
        W whole = whole(classes);
        boolean[] ok = new boolean[classes.classCount()];
        for (int c = 0; c < ok.length; c++) {
            ok[c] = passes(classes.sensitiveHistogram(c), whole);
        }
        return ok;
    }

    @Override
    public final boolean acceptsSuppressedGroup(ClassAggregates group) {
        int[] counts = group.sensitiveHistogram(0);
        return Arrays.stream(counts).sum() == 0 || passes(counts, whole(group));
    }
}
