package io.graphveil.attack;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The classes an attacker who knows a person's quasi-identifier values matches, by <em>cover</em>
 * ({@link ClassCover}). When no class covers a person — a micro-aggregation
 * publishes centroids, which cover nothing — the attacker takes the nearest classes instead:
 * least summed distance, a covering cell 0, a number {@code |x − c| / range} of its column, any
 * other cell 1 (ties: all of them).
 *
 * <p>Cost: {@link ClassCover}'s, one match per distinct tuple of covering label sets (values
 * covered by the same labels are alike); the nearest-class fallback costs
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
        String[] names = new String[m];
        List<String[]> knownValues = new ArrayList<>();
        for (int j = 0; j < m; j++) {
            names[j] = rows.table.schema().attribute(rows.qiColumns[j]).name();
            knownColumn[j] = known.schema().indexOf(names[j]);
            if (knownColumn[j] < 0) {
                knownValues.add(null);
                continue;
            }
            var column = known.column(knownColumn[j]);
            String[] values = new String[column.dictionarySize()];
            Arrays.setAll(values, column::decode);
            knownValues.add(values);
        }
        ClassCover cover = ClassCover.of(rows.labels, names, knownValues, hierarchies);
        // numbers parsed once: the nearest-centroid fallback compares every tuple with every class
        double[] range = new double[m];
        double[][] valueNumber = new double[m][];
        double[][] labelNumber = new double[m][];
        for (int j = 0; j < m; j++) {
            if (knownColumn[j] < 0) {
                continue;
            }
            var column = known.column(knownColumn[j]);
            range[j] = numericRange(column);
            valueNumber[j] = new double[column.dictionarySize()];
            for (int code = 0; code < valueNumber[j].length; code++) {
                valueNumber[j][code] = number(column.decode(code));
            }
            labelNumber[j] = cover.labelNames.get(j).stream().mapToDouble(CoverIndex::number).toArray();
        }
        // one array per distinct set of classes, so that evaluations can be shared by identity
        Map<List<Integer>, int[]> canonical = new HashMap<>();
        // a person's covering classes depend on each known value only through the labels covering
        // it: values alike in that (the zip codes under one published prefix) are matched once
        TupleIds byCover = TupleIds.of(persons, m,
                (p, j) -> knownColumn[j] < 0 ? -1 : cover.setOf(j, known.code(p, knownColumn[j])));
        int[] first = byCover.firstRows();
        int[][] matched = new int[byCover.count][];
        int[] sets = new int[m];
        for (int t = 0; t < byCover.count; t++) {
            for (int j = 0; j < m; j++) {
                sets[j] = knownColumn[j] < 0 ? -1 : cover.setOf(j, known.code(first[t], knownColumn[j]));
            }
            int[] found = cover.classesOf(sets);
            matched[t] = found.length == 0 ? found : canonical(canonical, found);
        }
        // the nearest classes depend on the values themselves: for the persons nothing covers, by their own
        Map<List<Integer>, int[]> nearestOf = new HashMap<>();
        int[][] classesOf = new int[persons][];
        for (int p = 0; p < persons; p++) {
            int[] found = matched[byCover.idOf[p]];
            if (found.length == 0) {
                found = nearestOf.computeIfAbsent(knownTuple(known, p, knownColumn), tuple -> {
                    int[] near = nearest(tuple, m, classes, cover.labelOf, cover.covering, valueNumber, labelNumber,
                            range);
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
}
