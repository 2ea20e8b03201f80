package io.graphveil.attack;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Values;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which published classes cover a known quasi-identifier tuple (docs/THREAT-MODEL.md, the
 * attacker's match): a published label covers the values it generalizes ({@code *} every value, a
 * hierarchy label its leaves, {@code [a~b]} the numbers in it, {@code {x|y}} its members; see
 * {@link ValueCover}), a value the attacker does not know (missing) is covered by every label, and
 * a class covers a tuple when each of its labels covers the tuple's value. Built from the classes'
 * labels and each column's distinct known values, so that the single-machine attackers
 * ({@link CoverIndex}) and the Spark engine's (which collects those to its driver) match alike.
 *
 * <p>A tuple's classes depend on each value only through the set of labels covering it: values
 * are numbered by that set ({@link #setOf}), and a tuple of set numbers is matched
 * ({@link #classesOf}). Cost: one cover test per (distinct known value, distinct label) of a
 * column, a plain label (a value) looked up by name; a match scans the classes of the column whose
 * covering labels hold fewest, each checked on the other columns by binary search. Immutable.
 */
public final class ClassCover {
    private final int columns;
    private final int classes;
    /** Per column, each class's label number; and the label names. */
    final int[][] labelOf;
    final List<List<String>> labelNames;
    /** Per column and label, the classes showing it, ascending. */
    private final int[][][] classesWithLabel;
    /** Per column and known value, the labels covering it, ascending; null for a column the attacker does not know. */
    final int[][][] covering;
    /** Per column and known value, its cover set's number. */
    private final int[][] setOf;
    /** Per column and cover set, its labels. */
    private final int[][][] setLabels;

    private ClassCover(int columns, int classes, int[][] labelOf, List<List<String>> labelNames,
                       int[][][] classesWithLabel, int[][][] covering, int[][] setOf, int[][][] setLabels) {
        this.columns = columns;
        this.classes = classes;
        this.labelOf = labelOf;
        this.labelNames = labelNames;
        this.classesWithLabel = classesWithLabel;
        this.covering = covering;
        this.setOf = setOf;
        this.setLabels = setLabels;
    }

    /**
     * @param classLabels the published quasi-identifier labels of each class ({@code [class][column]})
     * @param columnNames the quasi-identifiers' names (the hierarchies are found by them)
     * @param knownValues per column, the attacker's distinct known values, or null when the
     *                    attacker does not know the column ({@code *}, missing, is covered by every label)
     */
    public static ClassCover of(String[][] classLabels, String[] columnNames, List<String[]> knownValues,
                                Hierarchies hierarchies) {
        int m = columnNames.length;
        int classes = classLabels.length;
        int[][] labelOf = new int[m][classes];
        List<List<String>> labelNames = new ArrayList<>();
        for (int j = 0; j < m; j++) {
            Map<String, Integer> ids = new HashMap<>();
            List<String> names = new ArrayList<>();
            for (int c = 0; c < classes; c++) {
                String label = classLabels[c][j];
                Integer id = ids.get(label);
                if (id == null) {
                    id = names.size();
                    ids.put(label, id);
                    names.add(label);
                }
                labelOf[j][c] = id;
            }
            labelNames.add(names);
        }
        int[][][] classesWithLabel = new int[m][][];
        for (int j = 0; j < m; j++) {
            int[] count = new int[labelNames.get(j).size()];
            for (int c = 0; c < classes; c++) {
                count[labelOf[j][c]]++;
            }
            classesWithLabel[j] = new int[count.length][];
            for (int l = 0; l < count.length; l++) {
                classesWithLabel[j][l] = new int[count[l]];
            }
            int[] fill = new int[count.length];
            for (int c = 0; c < classes; c++) {
                int l = labelOf[j][c];
                classesWithLabel[j][l][fill[l]++] = c;
            }
        }
        int[][][] covering = new int[m][][];
        int[][] setOf = new int[m][];
        int[][][] setLabels = new int[m][][];
        for (int j = 0; j < m; j++) {
            String[] values = knownValues.get(j);
            if (values == null) {
                continue;
            }
            List<String> names = labelNames.get(j);
            Hierarchy h = hierarchies.get(columnNames[j]).orElse(null);
            // A plain label (a value, not *, a set, an interval or a hierarchy's inner label) covers
            // only itself: looked up by value, so that a publication of raw values — the "before" of
            // an audit — costs O(values + labels), not O(values · labels); the others are tested.
            Set<String> inner = new HashSet<>();
            if (h != null) {
                for (int x = 0; x < h.size(); x++) {
                    if (!h.isLeaf(x)) {
                        inner.add(h.label(x));
                    }
                }
            }
            Map<String, Integer> plain = new HashMap<>();
            List<Integer> other = new ArrayList<>();
            for (int l = 0; l < names.size(); l++) {
                String label = names.get(l);
                if (isPlain(label, inner)) {
                    plain.putIfAbsent(label, l);
                } else {
                    other.add(l);
                }
            }
            covering[j] = new int[values.length][];
            setOf[j] = new int[values.length];
            Map<List<Integer>, Integer> setIds = new HashMap<>();
            List<int[]> sets = new ArrayList<>();
            for (int v = 0; v < values.length; v++) {
                String value = values[v];
                int[] cover;
                if (Values.isMissing(value)) {
                    cover = java.util.stream.IntStream.range(0, names.size()).toArray();
                } else {
                    List<Integer> found = new ArrayList<>();
                    Integer same = plain.get(value);
                    if (same != null) {
                        found.add(same);
                    }
                    for (int l : other) {
                        if (ValueCover.covers(names.get(l), value, h)) {
                            found.add(l);
                        }
                    }
                    cover = found.stream().mapToInt(Integer::intValue).sorted().toArray();
                }
                covering[j][v] = cover;
                int[] set = cover;
                setOf[j][v] = setIds.computeIfAbsent(Arrays.stream(cover).boxed().toList(), k -> {
                    sets.add(set);
                    return sets.size() - 1;
                });
            }
            setLabels[j] = sets.toArray(new int[0][]);
        }
        return new ClassCover(m, classes, labelOf, labelNames, classesWithLabel, covering, setOf, setLabels);
    }

    /** The number of classes. */
    public int classCount() {
        return classes;
    }

    /** The cover set of known value {@code value} (its index in {@code knownValues}) of column {@code column}; −1 for an unknown column. */
    public int setOf(int column, int value) {
        return setOf[column] == null ? -1 : setOf[column][value];
    }

    /**
     * The classes covering every column of a tuple given by its cover sets ({@link #setOf}; −1 for
     * a column the attacker does not know), ascending; empty when none does.
     */
    public int[] classesOf(int[] sets) {
        int best = -1;
        long bestSize = Long.MAX_VALUE;
        for (int j = 0; j < columns; j++) {
            if (sets[j] < 0) {
                continue;
            }
            long size = 0;
            for (int l : setLabels[j][sets[j]]) {
                size += classesWithLabel[j][l].length;
            }
            if (size < bestSize) {
                bestSize = size;
                best = j;
            }
        }
        if (best < 0) {
            return java.util.stream.IntStream.range(0, classes).toArray();
        }
        List<Integer> out = new ArrayList<>();
        for (int l : setLabels[best][sets[best]]) {
            for (int c : classesWithLabel[best][l]) {
                boolean all = true;
                for (int j = 0; j < columns && all; j++) {
                    if (j != best && sets[j] >= 0) {
                        all = Arrays.binarySearch(setLabels[j][sets[j]], labelOf[j][c]) >= 0;
                    }
                }
                if (all) {
                    out.add(c);
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    /** Whether {@code label} can cover no value but itself (see {@link ValueCover}). */
    private static boolean isPlain(String label, Set<String> innerLabels) {
        int n = label.length();
        if (Values.isMissing(label) || innerLabels.contains(label)) {
            return false;
        }
        boolean set = n >= 2 && label.charAt(0) == '{' && label.charAt(n - 1) == '}';
        boolean interval = n >= 5 && label.charAt(0) == '[' && (label.charAt(n - 1) == ']' || label.charAt(n - 1) == ')');
        return !set && !interval;
    }
}
