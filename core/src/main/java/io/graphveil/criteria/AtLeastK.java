package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.model.Schema;

import java.util.Set;

/**
 * "At least {@code k} in every equivalence class": what k-anonymity counting records
 * ({@link KAnonymity}) and counting distinct persons ({@link DistinctPersonsKAnonymity}) share,
 * each with its own count. Monotone, with suppression too: a class holding k records (or persons)
 * keeps them, whatever else merges into it. Reads no attribute besides the quasi-identifiers.
 */
public abstract sealed class AtLeastK implements PrivacyCriterion permits KAnonymity, DistinctPersonsKAnonymity {
    private final int k;

    AtLeastK(int k) {
        if (k < 2) {
            // a class of one is no protection
            throw new BadParameterException("k must be at least 2, not " + k);
        }
        this.k = k;
    }

    public final int k() {
        return k;
    }

    /** What class {@code c} counts towards k. */
    abstract int count(ClassAggregates classes, int c);

    @Override
    public final boolean isMonotone() {
        return true;
    }

    @Override
    public final boolean isMonotoneWithSuppression() {
        return true;
    }

    @Override
    public final Set<String> reads(Schema schema) {
        return Set.of();
    }

    @Override
    public final boolean[] judge(ClassAggregates classes) {
        boolean[] ok = new boolean[classes.classCount()];
        for (int c = 0; c < ok.length; c++) {
            ok[c] = count(classes, c) >= k;
        }
        return ok;
    }

    /** True: the suppressed rows are no equivalence class, and k counts classes. */
    @Override
    public final boolean acceptsSuppressedGroup(ClassAggregates group) {
        return true;
    }
}
