package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.Set;

/**
 * "At least {@code t} distinct known values of the SENSITIVE attribute in every equivalence class":
 * the check that distinct l-diversity and p-sensitivity share, under their own names. Monotone:
 * merging classes never loses a value.
 */
abstract class DistinctSensitiveValues implements PrivacyCriterion {
    private final int threshold;
    private final String symbol;

    /** @throws BadParameterException when {@code threshold} is below 2, naming it by {@code symbol} */
    DistinctSensitiveValues(int threshold, String symbol) {
        if (threshold < 2) {
            throw new BadParameterException(symbol + " must be at least 2, not " + threshold);
        }
        this.threshold = threshold;
        this.symbol = symbol;
    }

    int threshold() {
        return threshold;
    }

    @Override
    public boolean isMonotone() {
        return true;
    }

    /** True: a class holding {@code t} distinct values keeps them, whatever else merges into it. */
    @Override
    public boolean isMonotoneWithSuppression() {
        return true;
    }

    @Override
    public Set<String> reads(Schema schema) {
        return Set.of(schema.attribute(SensitiveValues.attribute(schema)).name());
    }

    @Override
    public Needs needs(Table table) {
        return Needs.SENSITIVE_VALUES;
    }

    @Override
    public boolean[] judge(ClassAggregates classes) {
        boolean[] ok = new boolean[classes.classCount()];
        for (int c = 0; c < ok.length; c++) {
            ok[c] = classes.distinctSensitive(c) >= threshold;
        }
        return ok;
    }

    /**
     * The suppressed rows pass when they show no known sensitive value at all (an algorithm's
     * suppression blanks it) or at least the threshold of distinct ones: a group that shows one or
     * two values would disclose them to whoever knows a person is among the suppressed.
     */
    @Override
    public boolean acceptsSuppressedGroup(ClassAggregates group) {
        int distinct = group.distinctSensitive(0);
        return distinct == 0 || distinct >= threshold;
    }

    @Override
    public String why(ClassAggregates classes, int cls) {
        return classes.distinctSensitive(cls) + " distinct sensitive values, fewer than " + symbol + " = " + threshold;
    }
}
