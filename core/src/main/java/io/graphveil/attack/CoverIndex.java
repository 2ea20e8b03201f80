package io.graphveil.attack;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Table;
import io.graphveil.model.Values;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.HashSet;
import java.util.Set;
import java.util.Map;

/**
 * The classes an attacker who knows a person's quasi-identifier values matches, by <em>cover</em>:
 * a published label matches the values it generalizes ({@code *} every value, a hierarchy label
 * its leaves, {@code [a~b]} the numbers in it, {@code {x|y}} its members; see {@link ValueCover}),
 * and a value the attacker does not know (missing in the original) matches anything. A class
 * matches when every quasi-identifier does. When no class covers a person — a micro-aggregation
 * publishes centroids, which cover nothing — the attacker takes the nearest classes instead:
 * least summed distance, a covering cell 0, a number {@code |x − c| / range} of its column, any
 * other cell 1 (ties: all of them).
 *
 * <p>Cost: per column, one cover test per (distinct known value, distinct published label); per
 * distinct tuple of covering label sets (values covered by the same labels are alike), the classes of the column whose covering labels hold fewest classes, each
 * checked on the other columns by binary search; the nearest-class fallback costs
 * {@code O(classes · columns)} per tuple that nothing covers. Immutable.
 */
final class CoverIndex {
    /** Candidate classes of each person, ascending. */
    private final int[][] classesOf;

    private CoverIndex(int[][] classesOf) {
        this.classesOf = classesOf;
    }

    /**
     * @param known the attacker's background: one row per person, the quasi-identifiers found by
     *              name (a published QI absent from it is unknown to the attacker)
     */
    static CoverIndex of(Rows rows, Table known, Hierarchies hierarchies) {
        int m = rows.qiColumns.length;
        int classes = rows.classCount();
        int persons = known.rowCount();
        int[] knownColumn = new int[m];
        int[][] labelOf = new int[m][classes];
        List<List<String>> labelNames = new ArrayList<>();
        for (int j = 0; j < m; j++) {
            String name = rows.table.schema().attribute(rows.qiColumns[j]).name();
            knownColumn[j] = known.schema().indexOf(name);
            Map<String, Integer> ids = new HashMap<>();
            List<String> names = new ArrayList<>();
            for (int c = 0; c < classes; c++) {
                String label = rows.labels[c][j];
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
        // classesWithLabel[j][label]: the classes showing that label in column j
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
        // covering[j][code of the known column]: the labels of column j covering that known value
        int[][][] covering = new int[m][][];
        double[] range = new double[m];
        // numbers parsed once: the nearest-centroid fallback compares every tuple with every class
        double[][] valueNumber = new double[m][];
        double[][] labelNumber = new double[m][];
        for (int j = 0; j < m; j++) {
            List<String> names = labelNames.get(j);
            if (knownColumn[j] < 0) {
                continue;
            }
            var column = known.column(knownColumn[j]);
            Hierarchy h = hierarchies.get(known.schema().attribute(knownColumn[j]).name()).orElse(null);
            covering[j] = new int[column.dictionarySize()][];
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
            for (int code = 0; code < covering[j].length; code++) {
                String value = column.decode(code);
                if (Values.isMissing(value)) {
                    covering[j][code] = java.util.stream.IntStream.range(0, names.size()).toArray();
                    continue;
                }
                List<Integer> cover = new ArrayList<>();
                Integer same = plain.get(value);
                if (same != null) {
                    cover.add(same);
                }
                for (int l : other) {
                    if (ValueCover.covers(names.get(l), value, h)) {
                        cover.add(l);
                    }
                }
                covering[j][code] = cover.stream().mapToInt(Integer::intValue).sorted().toArray();
            }
            range[j] = numericRange(column);
            valueNumber[j] = new double[column.dictionarySize()];
            for (int code = 0; code < valueNumber[j].length; code++) {
                valueNumber[j][code] = number(column.decode(code));
            }
            labelNumber[j] = names.stream().mapToDouble(CoverIndex::number).toArray();
        }
        // one array per distinct set of classes, so that evaluations can be shared by identity
        Map<List<Integer>, int[]> canonical = new HashMap<>();
        // a person's covering classes depend on each known value only through the labels covering
        // it: values alike in that (the zip codes under one published prefix) are matched once
        int[][] coverSet = new int[m][];
        for (int j = 0; j < m; j++) {
            if (knownColumn[j] < 0) {
                continue;
            }
            Map<List<Integer>, Integer> setIds = new HashMap<>();
            coverSet[j] = new int[covering[j].length];
            for (int code = 0; code < covering[j].length; code++) {
                coverSet[j][code] = setIds.computeIfAbsent(Arrays.stream(covering[j][code]).boxed().toList(),
                        k -> setIds.size());
            }
        }
        TupleIds byCover = TupleIds.of(persons, m,
                (p, j) -> knownColumn[j] < 0 ? -1 : coverSet[j][known.code(p, knownColumn[j])]);
        int[] first = byCover.firstRows();
        int[][] matched = new int[byCover.count][];
        for (int t = 0; t < byCover.count; t++) {
            int[] found = match(knownTuple(known, first[t], knownColumn), m, classes, labelOf, classesWithLabel,
                    covering);
            matched[t] = found.length == 0 ? found : canonical(canonical, found);
        }
        // the nearest classes depend on the values themselves: for the persons nothing covers, by their own
        Map<List<Integer>, int[]> nearestOf = new HashMap<>();
        int[][] classesOf = new int[persons][];
        for (int p = 0; p < persons; p++) {
            int[] found = matched[byCover.idOf[p]];
            if (found.length == 0) {
                found = nearestOf.computeIfAbsent(knownTuple(known, p, knownColumn), tuple -> {
                    int[] near = nearest(tuple, m, classes, labelOf, covering, valueNumber, labelNumber, range);
                    return canonical(canonical, near);
                });
            }
            classesOf[p] = found;
        }
        return new CoverIndex(classesOf);
    }

    /** The one array of {@code canonical} equal to {@code set} (registering {@code set} when it is the first). */
    private static int[] canonical(Map<List<Integer>, int[]> canonical, int[] set) {
        return canonical.computeIfAbsent(Arrays.stream(set).boxed().toList(), k -> set);
    }

    /** Person {@code p}'s known value codes, −1 where the attacker does not know the column. */
    private static List<Integer> knownTuple(Table known, int p, int[] knownColumn) {
        List<Integer> tuple = new ArrayList<>(knownColumn.length);
        for (int column : knownColumn) {
            tuple.add(column < 0 ? -1 : known.code(p, column));
        }
        return tuple;
    }

    /** The classes whose every label covers the tuple (it depends on each value only through {@code covering}). */
    private static int[] match(List<Integer> tuple, int m, int classes, int[][] labelOf, int[][][] classesWithLabel,
                               int[][][] covering) {
        int best = -1;
        long bestSize = Long.MAX_VALUE;
        for (int j = 0; j < m; j++) {
            if (tuple.get(j) < 0) {
                continue;
            }
            long size = 0;
            for (int l : covering[j][tuple.get(j)]) {
                size += classesWithLabel[j][l].length;
            }
            if (size < bestSize) {
                bestSize = size;
                best = j;
            }
        }
        List<Integer> out = new ArrayList<>();
        if (best < 0) {
            for (int c = 0; c < classes; c++) {
                out.add(c);
            }
        } else {
            for (int l : covering[best][tuple.get(best)]) {
                for (int c : classesWithLabel[best][l]) {
                    boolean all = true;
                    for (int j = 0; j < m && all; j++) {
                        if (j != best && tuple.get(j) >= 0) {
                            all = Arrays.binarySearch(covering[j][tuple.get(j)], labelOf[j][c]) >= 0;
                        }
                    }
                    if (all) {
                        out.add(c);
                    }
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    private static int[] nearest(List<Integer> tuple, int m, int classes, int[][] labelOf, int[][][] covering,
                                 double[][] valueNumber, double[][] labelNumber, double[] range) {
        double best = Double.MAX_VALUE;
        List<Integer> out = new ArrayList<>();
        for (int c = 0; c < classes; c++) {
            double d = 0;
            for (int j = 0; j < m; j++) {
                int code = tuple.get(j);
                if (code < 0 || Arrays.binarySearch(covering[j][code], labelOf[j][c]) >= 0) {
                    continue;
                }
                d += distance(valueNumber[j][code], labelNumber[j][labelOf[j][c]], range[j]);
            }
            if (d < best - 1e-12) {
                best = d;
                out.clear();
            }
            if (d <= best + 1e-12) {
                out.add(c);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Normalized distance of two numbers, 1 when either is not a number (NaN). */
    private static double distance(double x, double y, double range) {
        if (Double.isNaN(x) || Double.isNaN(y)) {
            return 1;
        }
        return range > 0 ? Math.min(1, Math.abs(x - y) / range) : (x == y ? 0 : 1);
    }

    private static double number(String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static double numericRange(io.graphveil.model.Column column) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int code = 1; code < column.dictionarySize(); code++) {
            try {
                double x = Double.parseDouble(column.decode(code));
                lo = Math.min(lo, x);
                hi = Math.max(hi, x);
            } catch (NumberFormatException e) {
                return 0;
            }
        }
        return hi > lo ? hi - lo : 0;
    }

    /** The classes person {@code p} matches, ascending; persons matching the same classes share one array. */
    int[] classesOf(int p) {
        return classesOf[p];
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
