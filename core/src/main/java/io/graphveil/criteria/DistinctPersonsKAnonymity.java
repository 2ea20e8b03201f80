package io.graphveil.criteria;

import io.graphveil.group.Partition;
import io.graphveil.model.Table;

/**
 * The strict reading of k-anonymity on a split graph (ALGORITHMS.md §1.5, "note on counting"): the two
 * copies of a split person land in the same class, so a class needs {@code k} distinct original
 * persons, not only {@code k} records. {@code personOf[r]} (non-negative) is the person of row
 * {@code r}.
 */
public final class DistinctPersonsKAnonymity extends AtLeastK {
    private final int[] personOf;

    public DistinctPersonsKAnonymity(int k, int[] personOf) {
        super(k);
        this.personOf = personOf.clone();
        for (int p : this.personOf) {
            if (p < 0) {
                throw new IllegalArgumentException("person ids must not be negative, not " + p);
            }
        }
    }

    /**
     * k counted over distinct persons, for aggregates computed elsewhere (a distributed group-by,
     * {@link ClassAggregates#ofCounts}) that count them: it judges aggregates only and cannot
     * aggregate a table's rows itself.
     */
    public static DistinctPersonsKAnonymity overCountedPersons(int k) {
        return new DistinctPersonsKAnonymity(k, new int[0]);
    }

    @Override
    public String name() {
        return "k-anonymity (distinct persons)";
    }

    @Override
    public String describe() {
        return k() + "-anonymity counting distinct persons";
    }

    @Override
    public Needs needs(Table table) {
        return Needs.persons(personOf);
    }

    @Override
    int count(ClassAggregates classes, int c) {
        return classes.persons(c);
    }

    @Override
    public String why(ClassAggregates classes, int cls) {
        return "class of " + classes.size(cls) + " records but " + classes.persons(cls)
                + " distinct persons, fewer than k = " + k();
    }

    /**
     * Distinct persons in class {@code cls} alone, for callers that report class by class (its rows
     * are few, so sorting them is enough).
     */
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
}
