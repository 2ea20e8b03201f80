package io.graphveil.criteria;

import io.graphveil.anonymize.Partition;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.Set;

/**
 * The strict reading of k-anonymity on a split graph (SPEC 1.5, "note on counting"): the two
 * copies of a split person land in the same class, so a class needs {@code k} distinct original
 * persons, not only {@code k} records. {@code personOf[r]} is the person of row {@code r}.
 */
public final class DistinctPersonsKAnonymity implements PrivacyCriterion {
    private final int k;
    private final int[] personOf;

    public DistinctPersonsKAnonymity(int k, int[] personOf) {
        this.k = KAnonymity.requireValidK(k);
        this.personOf = personOf.clone();
    }

    public int k() {
        return k;
    }

    @Override
    public String name() {
        return "k-anonymity (distinct persons)";
    }

    @Override
    public String describe() {
        return k + "-anonymity counting distinct persons";
    }

    @Override
    public boolean isMonotone() {
        return true;
    }

    /** True: a class holding k distinct persons keeps them, whatever else merges into it. */
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
        if (personOf.length != table.rowCount()) {
            throw new IllegalArgumentException("persons given for " + personOf.length + " rows, table has "
                    + table.rowCount());
        }
        boolean[] ok = new boolean[classes.classCount()];
        for (int c = 0; c < ok.length; c++) {
            ok[c] = distinctPersons(classes, c) >= k;
        }
        return ok;
    }

    /** Distinct persons in class {@code cls} (its rows are few, so a scan of them is enough). */
    public int distinctPersons(Partition classes, int cls) {
        int[] persons = new int[classes.size(cls)];
        for (int i = classes.start(cls); i < classes.end(cls); i++) {
            persons[i - classes.start(cls)] = personOf[classes.member(i)];
        }
        java.util.Arrays.sort(persons);
        int distinct = persons.length == 0 ? 0 : 1;
        for (int i = 1; i < persons.length; i++) {
            if (persons[i] != persons[i - 1]) {
                distinct++;
            }
        }
        return distinct;
    }

    @Override
    public String why(Table table, Partition classes, int cls) {
        return "class of " + classes.size(cls) + " records but " + distinctPersons(classes, cls)
                + " distinct persons, fewer than k = " + k;
    }

    /** True: the suppressed rows are no equivalence class, and k counts classes. */
    @Override
    public boolean acceptsSuppressedGroup(Table table, Partition group) {
        return true;
    }
}
