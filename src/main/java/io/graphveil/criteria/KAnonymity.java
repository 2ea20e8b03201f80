package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.anonymize.Partition;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.Set;

/**
 * k-anonymity (Samarati and Sweeney 1998; SPEC 1.5): every equivalence class has at least
 * {@code k} records. Counts records, as the paper does; {@link DistinctPersonsKAnonymity} counts
 * people.
 */
public final class KAnonymity implements PrivacyCriterion {
    private final int k;

    public KAnonymity(int k) {
        this.k = requireValidK(k);
    }

    /** {@code k} when it is at least 2 (a class of one is no protection); a usage error otherwise. */
    static int requireValidK(int k) {
        if (k < 2) {
            throw new BadParameterException("k must be at least 2, not " + k);
        }
        return k;
    }

    public int k() {
        return k;
    }

    @Override
    public String name() {
        return "k-anonymity";
    }

    @Override
    public String describe() {
        return k + "-anonymity";
    }

    @Override
    public boolean isMonotone() {
        return true;
    }

    /** True: a class holding a class of k records holds k records, whatever else merges into it. */
    @Override
    public boolean isMonotoneWithSuppression() {
        return true;
    }

    @Override
    public Set<String> reads(Schema schema) {
        return Set.of();
    }

    @Override
    public boolean[] check(Table table, Partition classes) {
        boolean[] ok = new boolean[classes.classCount()];
        for (int c = 0; c < ok.length; c++) {
            ok[c] = classes.size(c) >= k;
        }
        return ok;
    }

    @Override
    public String why(Table table, Partition classes, int cls) {
        return "class of " + classes.size(cls) + " records, fewer than k = " + k;
    }

    /** True: the suppressed rows are no equivalence class, and k counts classes. */
    @Override
    public boolean acceptsSuppressedGroup(Table table, Partition group) {
        return true;
    }
}
