package io.graphveil.criteria;

import java.util.Arrays;

/**
 * What a criterion needs to know of every equivalence class, declared before any class is judged
 * (as ARX's criteria declare their requirements), so that one pass over the rows — or one
 * distributed group-by — computes every aggregate the model needs ({@link ClassAggregates}).
 * The size of each class in rows is always computed. Immutable; {@link #and} joins two needs.
 */
public final class Needs {
    /** Only the class sizes in rows. */
    public static final Needs COUNT = new Needs(null, false, false, null, false, null);
    /** The counts of each known value of the SENSITIVE attribute per class, and over the table. */
    public static final Needs SENSITIVE_VALUES = new Needs(null, true, false, null, false, null);
    /** The counts of each private value of every PRIVACY attribute per class. */
    public static final Needs PRIVATE_VALUES = new Needs(null, false, true, null, false, null);
    /**
     * The rows themselves: for a criterion that is no function of per-class aggregates (the degree
     * attackers' confidence). Such a model does not roll up; every grouping is judged from its rows.
     */
    public static final Needs ROWS = new Needs(null, false, false, null, true, null);

    private final int[] personOf;
    private final boolean sensitiveValues;
    private final boolean privateValues;
    private final Weights sensitivity;
    private final boolean rows;
    private final int[] tally;

    private Needs(int[] personOf, boolean sensitiveValues, boolean privateValues, Weights sensitivity,
                  boolean rows, int[] tally) {
        this.personOf = personOf;
        this.sensitiveValues = sensitiveValues;
        this.privateValues = privateValues;
        this.sensitivity = sensitivity;
        this.rows = rows;
        this.tally = tally;
    }

    /** The number of distinct persons per class, {@code personOf[r]} (non-negative) being row r's person. */
    public static Needs persons(int[] personOf) {
        return new Needs(personOf, false, false, null, false, null);
    }

    /**
     * How many rows of each class fall in each category, {@code categoryOf[r]} being row r's
     * ({@code 0..}, or −1 for none): for a criterion on the composition of a class by a property of
     * its rows that no published column holds (who could carry which shadow). Rolls up by adding.
     */
    public static Needs tallies(int[] categoryOf) {
        return new Needs(null, false, false, null, false, categoryOf);
    }

    /**
     * Each class's rows per known weight of {@code perRow} (NaN: the row does not count), for
     * criteria on a class's mean weight. Ranks the distinct weights once, {@code O(n log n)}: a
     * criterion that judges many groupings of one table keeps the result.
     */
    public static Needs sensitivity(double[] perRow) {
        return new Needs(null, false, false, Weights.of(perRow), false, null);
    }

    /**
     * The rows' weights as ranks among the distinct known weights ({@code weightOfKey} ascending;
     * a row's key −1 when it does not count).
     */
    record Weights(double[] perRow, int[] keyOfRow, double[] weightOfKey) {
        static Weights of(double[] perRow) {
            double[] keys = Arrays.stream(perRow).filter(x -> !Double.isNaN(x)).sorted().distinct().toArray();
            int[] keyOf = new int[perRow.length];
            for (int r = 0; r < keyOf.length; r++) {
                keyOf[r] = Double.isNaN(perRow[r]) ? -1 : Arrays.binarySearch(keys, perRow[r]);
            }
            return new Weights(perRow, keyOf, keys);
        }
    }

    /** Everything this or {@code other} needs. */
    public Needs and(Needs other) {
        return new Needs(same(personOf, other.personOf, "person mappings"), sensitiveValues || other.sensitiveValues,
                privateValues || other.privateValues, same(sensitivity, other.sensitivity), rows || other.rows,
                same(tally, other.tally, "row categories"));
    }

    private static int[] same(int[] a, int[] b, String what) {
        if (a == null || a == b) {
            return b == null ? a : b;
        }
        if (b != null && !Arrays.equals(a, b)) {
            // one model counts one kind of person: two mappings would make "persons" mean two things
            throw new IllegalArgumentException("a privacy model cannot use two different " + what);
        }
        return a;
    }

    private static Weights same(Weights a, Weights b) {
        if (a == null || a == b) {
            return b == null ? a : b;
        }
        if (b != null && !Arrays.equals(a.perRow(), b.perRow())) {
            throw new IllegalArgumentException("a privacy model cannot weigh its records two different ways");
        }
        return a;
    }

    int[] personOf() {
        return personOf;
    }

    boolean sensitiveValues() {
        return sensitiveValues;
    }

    boolean privateValues() {
        return privateValues;
    }

    Weights sensitivity() {
        return sensitivity;
    }

    int[] tally() {
        return tally;
    }

    boolean rows() {
        return rows;
    }

    /** Whether the aggregates roll up to a coarser grouping without the rows (no criterion needs them). */
    public boolean rollsUp() {
        return !rows;
    }
}
