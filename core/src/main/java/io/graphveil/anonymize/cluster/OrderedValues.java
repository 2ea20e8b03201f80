package io.graphveil.anonymize.cluster;

import io.graphveil.BadInputException;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeType;
import io.graphveil.model.Column;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The position of every value of an ordered attribute on its line (ALGORITHMS.md §3: CONTINUOUS by value,
 * ORDINAL by rank in the schema's {@code order}, from 1; an ORDINAL attribute without an order by
 * value), by dictionary code; NaN for {@code *}. Also the smallest and largest position the
 * column's rows hold, and the rank of each held position among the distinct ones. Immutable.
 */
public final class OrderedValues {
    private final double[] position;
    private final double[] distinct;
    private final double min;
    private final double max;

    private OrderedValues(double[] position, double[] distinct, double min, double max) {
        this.position = position;
        this.distinct = distinct;
        this.min = min;
        this.max = max;
    }

    /** Whether ALGORITHMS.md §3 generalizes {@code attribute} to an interval (ordered) rather than a set. */
    public static boolean isOrdered(Attribute attribute) {
        return attribute.type() == AttributeType.CONTINUOUS || attribute.type() == AttributeType.ORDINAL;
    }

    public static OrderedValues of(Attribute attribute, Column column) {
        List<String> order = attribute.type() == AttributeType.ORDINAL ? attribute.order() : List.of();
        double[] position = new double[column.dictionarySize()];
        boolean[] used = column.usedCodes();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        position[0] = Double.NaN;
        for (int code = 1; code < position.length; code++) {
            String v = column.decode(code);
            double x;
            if (!order.isEmpty()) {
                int rank = order.indexOf(v);
                x = rank < 0 ? Double.NaN : rank + 1;
            } else {
                x = parse(v);
            }
            if (Double.isNaN(x) && used[code]) {
                throw new BadInputException("attribute '" + attribute.name() + "': value '" + v + "' is "
                        + (order.isEmpty() ? "not a number" : "not in its order"));
            }
            position[code] = x;
            if (used[code]) {
                min = Math.min(min, x);
                max = Math.max(max, x);
            }
        }
        if (min > max) {
            min = 0;
            max = 0;
        }
        double[] distinct = IntStream.range(1, position.length).filter(c -> used[c]).mapToDouble(c -> position[c])
                .sorted().distinct().toArray();
        return new OrderedValues(position, distinct, min, max);
    }

    private static double parse(String v) {
        try {
            double x = Double.parseDouble(v);
            return Double.isFinite(x) ? x : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** The position of dictionary code {@code code}; NaN for {@code *}. */
    public double position(int code) {
        return position[code];
    }

    /**
     * The rank of code {@code code}'s position among the distinct positions the rows hold
     * (0 the smallest; equal numbers share one); {@code code} must be held by some row.
     */
    public int rank(int code) {
        return Arrays.binarySearch(distinct, position[code]);
    }

    /** The distinct positions the rows hold, ascending (a copy; index = {@link #rank}). */
    public double[] distinctPositions() {
        return distinct.clone();
    }

    public int codeCount() {
        return position.length;
    }

    /** The smallest position among the rows' known values (0 when there is none). */
    public double min() {
        return min;
    }

    /** The largest position among the rows' known values (0 when there is none). */
    public double max() {
        return max;
    }
}
