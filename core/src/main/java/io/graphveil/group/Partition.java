package io.graphveil.group;

import java.util.Arrays;

/**
 * Equivalence classes: a grouping of rows by equal keys (their generalized QI codes). Classes are
 * numbered in order of first appearance, so the numbering is deterministic. The rows of class
 * {@code c} are {@code member(start(c)) … member(start(c+1)−1)}, ascending. Rows may be left out
 * of every class (suppressed records, ALGORITHMS.md §1.5: excluded from the checks); their class is −1.
 * This is the one grouping every algorithm, criterion and measure shares. Immutable; the class
 * lists, and the class of every row of a {@link #merged} partition, are computed on first use, so
 * that a search that only needs class sizes does not pay for them.
 */
public final class Partition {
    private final int rows;
    private final int[] start;
    private volatile int[] classOf;
    /** For a merged partition until its rows are needed: {@code classOf[r] = parentMap[parent.classOf(r)]}. */
    private volatile Partition parent;
    private final int[] parentMap;
    private volatile int[] members;

    private Partition(int[] classOf, int classCount) {
        this.rows = classOf.length;
        this.classOf = classOf;
        this.parentMap = null;
        this.start = new int[classCount + 1];
        for (int c : classOf) {
            if (c >= 0) {
                start[c + 1]++;
            }
        }
        for (int c = 0; c < classCount; c++) {
            start[c + 1] += start[c];
        }
    }

    /** Classes known by their sizes alone; see {@link #ofSizes}. */
    private Partition(int[] start) {
        this.rows = start[start.length - 1];
        this.parentMap = null;
        this.start = start;
    }

    /** {@code parent} with its classes merged by {@code map}; {@code start} the prefix sums of the new sizes. */
    private Partition(Partition parent, int[] map, int[] start) {
        this.rows = parent.rows;
        this.parent = parent;
        this.parentMap = map;
        this.start = start;
    }

    /** Every row's class (computed once for a merged partition, which then lets its parent go). */
    private int[] classes() {
        int[] c = classOf;
        if (c != null) {
            return c;
        }
        Partition p = parent;
        if (p == null) {
            if (classOf == null) {
                throw new UnsupportedOperationException("the rows of these classes are held elsewhere "
                        + "(a grouping known by its class sizes)");
            }
            return classOf; // another thread has just computed it
        }
        int[] up = p.classes();
        c = new int[rows];
        for (int r = 0; r < rows; r++) {
            c[r] = up[r] < 0 ? -1 : parentMap[up[r]];
        }
        classOf = c;
        parent = null;
        return c;
    }

    /** The rows of every class, class after class, ascending within each (built once). */
    private int[] members() {
        int[] m = members;
        if (m == null) {
            int[] of = classes();
            int count = classCount();
            m = new int[start[count]];
            int[] fill = Arrays.copyOf(start, count);
            for (int r = 0; r < of.length; r++) {
                if (of[r] >= 0) {
                    m[fill[of[r]]++] = r;
                }
            }
            members = m;
        }
        return m;
    }

    /** The partition with {@code classOf[r]} the class of row {@code r} (classes {@code 0..count-1}, −1 for none). */
    public static Partition of(int[] classOf, int classCount) {
        return new Partition(classOf.clone(), classCount);
    }

    /**
     * Classes known by their sizes alone, {@code sizes[c]} rows in class {@code c}: the grouping of
     * rows that another engine holds (a distributed group-by), which a search merges and judges by
     * its classes' aggregates. Its rows cannot be listed ({@link #member}, {@link #classOf} and
     * {@link #without} throw {@link UnsupportedOperationException}); {@link #merged} works.
     */
    public static Partition ofSizes(int[] sizes) {
        int[] start = new int[sizes.length + 1];
        for (int c = 0; c < sizes.length; c++) {
            if (sizes[c] < 0) {
                throw new IllegalArgumentException("a class of " + sizes[c] + " rows");
            }
            start[c + 1] = Math.addExact(start[c], sizes[c]);
        }
        return new Partition(start);
    }

    /**
     * Groups rows whose keys are equal in every column: {@code keys[j][r]} is row {@code r}'s key in
     * column {@code j} (any ints). Runs in O(rows · columns) with a primitive hash map: when the keys
     * are non-negative and their bit widths sum to at most 62, each row's keys are packed into one
     * long and hashed once; otherwise the columns are combined one at a time. Rows to leave out of
     * every class are taken out afterwards with {@link #without}.
     */
    public static Partition byKeys(int[][] keys, int rows) {
        Ids ids = ids(keys, rows);
        return new Partition(ids.classOf(), ids.count());
    }

    /** Class numbers without the class lists: {@code classOf[r]} in {@code 0..count-1}, −1 for none. */
    public record Ids(int[] classOf, int count) {
    }

    /** The class numbers {@link #byKeys(int[][], int)} assigns, without building the partition. */
    public static Ids ids(int[][] keys, int rows) {
        int[] shift = packing(keys, rows);
        if (shift != null) {
            return byPackedKeys(keys, rows, shift);
        }
        int[] current = new int[rows];
        int count = keys.length == 0 && rows > 0 ? 1 : 0;
        for (int[] column : keys) {
            LongIntMap dense = new LongIntMap(Math.min(rows, 1 << 20));
            int[] next = new int[rows];
            for (int r = 0; r < rows; r++) {
                long key = ((long) current[r] << 32) | (column[r] & 0xffffffffL);
                next[r] = dense.getOrAssign(key);
            }
            current = next;
            count = dense.size();
        }
        return new Ids(current, count);
    }

    /** Bit offsets that pack every row's keys into one non-negative long, or null when they do not fit. */
    private static int[] packing(int[][] keys, int rows) {
        int[] shift = new int[keys.length];
        int bits = 0;
        for (int j = 0; j < keys.length; j++) {
            int or = 0;
            int[] column = keys[j];
            for (int r = 0; r < rows; r++) {
                or |= column[r];
            }
            if (or < 0) {
                return null;
            }
            shift[j] = bits;
            bits += 32 - Integer.numberOfLeadingZeros(or);
            if (bits > 62) {
                return null;
            }
        }
        return shift;
    }

    private static Ids byPackedKeys(int[][] keys, int rows, int[] shift) {
        LongIntMap dense = new LongIntMap(Math.min(rows, 1 << 20));
        int[] classOf = new int[rows];
        for (int r = 0; r < rows; r++) {
            long key = 0;
            for (int j = 0; j < keys.length; j++) {
                key |= (long) keys[j][r] << shift[j];
            }
            classOf[r] = dense.getOrAssign(key);
        }
        return new Ids(classOf, dense.size());
    }

    /**
     * The coarser partition in which every row of class {@code c} belongs to class
     * {@code classMap[c]} ({@code 0..count-1}, every one used): classes merged, as when a grouping
     * is generalized further. Rows in no class stay in none. Takes {@code O(classes)}: the rows are
     * mapped when first asked for.
     */
    public Partition merged(int[] classMap, int count) {
        if (classMap.length != classCount()) {
            throw new IllegalArgumentException("map of " + classMap.length + " classes for " + classCount());
        }
        int[] nextStart = new int[count + 1];
        for (int c = 0; c < classMap.length; c++) {
            nextStart[classMap[c] + 1] += size(c);
        }
        for (int c = 0; c < count; c++) {
            nextStart[c + 1] += nextStart[c];
        }
        return new Partition(this, classMap, nextStart);
    }

    /**
     * The same classes without the {@code excluded} rows; classes left empty disappear and the
     * others are numbered by the first appearance of their remaining rows, as {@link #byKeys}
     * numbers them.
     */
    public Partition without(boolean[] excluded) {
        int[] of = classes();
        int[] next = new int[rows];
        int[] renumber = new int[classCount()];
        java.util.Arrays.fill(renumber, -1);
        int count = 0;
        for (int r = 0; r < rows; r++) {
            int c = of[r];
            if (c < 0 || excluded[r]) {
                next[r] = -1;
                continue;
            }
            if (renumber[c] < 0) {
                renumber[c] = count++;
            }
            next[r] = renumber[c];
        }
        return new Partition(next, count);
    }

    /** Rows in no class (suppressed). */
    public int excludedCount() {
        return rows - start[classCount()];
    }

    public int rowCount() {
        return rows;
    }

    public int classCount() {
        return start.length - 1;
    }

    public int classOf(int row) {
        return classes()[row];
    }

    public int size(int cls) {
        return start[cls + 1] - start[cls];
    }

    /** Index of the class's first member in {@link #member(int)}. */
    public int start(int cls) {
        return start[cls];
    }

    public int end(int cls) {
        return start[cls + 1];
    }

    public int member(int index) {
        return members()[index];
    }

    /** The rows of {@code cls}, ascending. */
    public int[] rows(int cls) {
        return Arrays.copyOfRange(members(), start[cls], start[cls + 1]);
    }
}
