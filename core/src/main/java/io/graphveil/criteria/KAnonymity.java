package io.graphveil.criteria;

import io.graphveil.model.Table;

/**
 * k-anonymity (Samarati and Sweeney 1998; ALGORITHMS.md §1.5): every equivalence class has at least
 * {@code k} records. Counts records, as the paper does; {@link DistinctPersonsKAnonymity} counts
 * people.
 */
public final class KAnonymity extends AtLeastK {

    public KAnonymity(int k) {
        super(k);
    }

    @Override
    public String name() {
        return "k-anonymity";
    }

    @Override
    public String describe() {
        return k() + "-anonymity";
    }

    @Override
    public Needs needs(Table table) {
        return Needs.COUNT;
    }

    @Override
    int count(ClassAggregates classes, int c) {
        return classes.size(c);
    }

    @Override
    public String why(ClassAggregates classes, int cls) {
        return "class of " + classes.size(cls) + " records, fewer than k = " + k();
    }
}
