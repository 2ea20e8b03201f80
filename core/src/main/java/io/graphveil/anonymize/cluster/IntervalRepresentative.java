package io.graphveil.anonymize.cluster;

import io.graphveil.model.Column;
import io.graphveil.model.GeneralizedValues;
import io.graphveil.model.Values;

/**
 * A cluster's value as the interval {@code [min~max]} of its members' values on the attribute's
 * line (ALGORITHMS.md §3 for ordered attributes; k-member's numeric generalization), kept as the codes of
 * its two ends. A missing member makes it the whole domain, published {@code *}; a cluster whose
 * members all hold one value publishes that value unchanged.
 */
public final class IntervalRepresentative implements AttributeRepresentative {
    private final OrderedValues line;
    private final Column column;
    private final int[] codeOfRecord;
    private final GrowableInts lo = new GrowableInts();
    private final GrowableInts hi = new GrowableInts();

    public IntervalRepresentative(OrderedValues line, Column column) {
        this.line = line;
        this.column = column;
        this.codeOfRecord = column.codes();
    }

    /** The interval representative of {@code attribute}'s values in {@code column}. */
    public static IntervalRepresentative of(io.graphveil.model.Attribute attribute, Column column) {
        return new IntervalRepresentative(OrderedValues.of(attribute, column), column);
    }

    public OrderedValues line() {
        return line;
    }

    /** Whether the cluster holds a missing value (its interval is the whole domain). */
    public boolean isFull(int cluster) {
        return lo.get(cluster) == Column.MISSING_CODE;
    }

    /** Position of the lower end (the domain's minimum when full). */
    public double low(int cluster) {
        return isFull(cluster) ? line.min() : line.position(lo.get(cluster));
    }

    /** Position of the upper end (the domain's maximum when full). */
    public double high(int cluster) {
        return isFull(cluster) ? line.max() : line.position(hi.get(cluster));
    }

    @Override
    public void open(int cluster, int record) {
        int code = codeOfRecord[record];
        lo.set(cluster, code);
        hi.set(cluster, code);
    }

    @Override
    public void add(int cluster, int record) {
        join(cluster, codeOfRecord[record], codeOfRecord[record]);
    }

    @Override
    public void merge(int into, int from) {
        if (isFull(from)) {
            lo.set(into, Column.MISSING_CODE);
            hi.set(into, Column.MISSING_CODE);
        } else {
            join(into, lo.get(from), hi.get(from));
        }
    }

    private void join(int cluster, int low, int high) {
        if (isFull(cluster)) {
            return;
        }
        if (low == Column.MISSING_CODE) {
            lo.set(cluster, Column.MISSING_CODE);
            hi.set(cluster, Column.MISSING_CODE);
            return;
        }
        if (line.position(low) < line.position(lo.get(cluster))) {
            lo.set(cluster, low);
        }
        if (line.position(high) > line.position(hi.get(cluster))) {
            hi.set(cluster, high);
        }
    }

    @Override
    public String label(int cluster) {
        if (isFull(cluster)) {
            return Values.MISSING;
        }
        int l = lo.get(cluster);
        int h = hi.get(cluster);
        return line.position(l) == line.position(h) ? column.decode(l)
                : GeneralizedValues.interval(column.decode(l), column.decode(h));
    }
}
