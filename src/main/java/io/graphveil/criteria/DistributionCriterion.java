package io.graphveil.criteria;

import io.graphveil.group.Partition;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.Arrays;
import java.util.Set;

/**
 * A criterion on each class's distribution of known SENSITIVE values ({@link SensitiveHistograms}):
 * what entropy l-diversity and t-closeness share. Both judge a convex or concave function of the
 * distribution, so both are monotone; suppressed rows that show no known value disclose nothing.
 */
abstract class DistributionCriterion<W> implements PrivacyCriterion {

    /** What judging a class needs of the whole table, computed once per check. */
    abstract W whole(Table table);

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
    public final boolean[] check(Table table, Partition classes) {
        int[][] counts = SensitiveHistograms.of(table, classes);
        W whole = whole(table);
        boolean[] ok = new boolean[counts.length];
        for (int c = 0; c < ok.length; c++) {
            ok[c] = passes(counts[c], whole);
        }
        return ok;
    }

    @Override
    public final boolean acceptsSuppressedGroup(Table table, Partition group) {
        int[] counts = SensitiveHistograms.of(table, group)[0];
        return Arrays.stream(counts).sum() == 0 || passes(counts, whole(table));
    }
}
