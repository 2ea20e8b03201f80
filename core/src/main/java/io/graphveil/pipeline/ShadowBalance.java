package io.graphveil.pipeline;

import io.graphveil.group.Partition;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.split.PersonClasses;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The published classes the safe decoy plan balances within, and how well it did, read off a
 * publication. A person's class is what an attacker who knows its quasi-identifiers finds: the
 * quasi-identifiers its value row shows (the suppressed rows, showing none, are one class). Within a
 * class, the rows that look like a shadow — showing, beside the quasi-identifiers, what some shadow
 * of the class shows — are read together: were most of the persons carrying them holders, learning
 * that a person was split would tell that it holds a private value. Cost {@code O(rows · columns)}
 * with primitive grouping ({@link Partition#ids}). Immutable results.
 */
public final class ShadowBalance {

    /**
     * The holders' share among the persons carrying each class's shadow patterns.
     *
     * @param strata       (class, shadow pattern) pairs that some shadow shows
     * @param largestShare the largest holders' share among the persons carrying one of them
     * @param aboveAlpha   those where the share exceeds α
     * @param personsAbove the persons carrying those
     */
    public record Figures(int strata, double largestShare, int aboveAlpha, int personsAbove) {
        Map<String, Object> toMap() {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("strata", strata);
            out.put("largest_holder_share", largestShare);
            out.put("strata_above_alpha", aboveAlpha);
            out.put("persons_in_strata_above_alpha", personsAbove);
            return out;
        }
    }

    private ShadowBalance() {
    }

    /**
     * Each person's class in {@code published}.
     *
     * @param rowOfPerson the row carrying each person's values (its only row, or its primary's)
     */
    static PersonClasses classes(Table published, int[] rowOfPerson) {
        Schema schema = published.schema();
        int[] qi = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int n = rowOfPerson.length;
        int[][] keys = new int[Math.max(1, qi.length)][n];
        for (int j = 0; j < qi.length; j++) {
            for (int p = 0; p < n; p++) {
                keys[j][p] = published.code(rowOfPerson[p], qi[j]);
            }
        }
        Partition.Ids ids = Partition.ids(keys, n);
        String[] labels = new String[ids.count()];
        for (int p = 0; p < n; p++) {
            int c = ids.classOf()[p];
            if (labels[c] == null) {
                StringBuilder label = new StringBuilder();
                for (int j = 0; j < qi.length; j++) {
                    label.append(j == 0 ? "" : ",").append(published.value(rowOfPerson[p], qi[j]));
                }
                labels[c] = label.toString();
            }
        }
        return new PersonClasses(ids.classOf(), labels);
    }

    /** Groups the rows by what they show beside the quasi-identifiers (and the identifier). */
    static Partition.Ids besideQuasiIdentifiers(Table table) {
        int rows = table.rowCount();
        int[] beside = table.schema().indexesBesideQuasiIdentifiers();
        int[][] cells = new int[Math.max(1, beside.length)][];
        if (beside.length == 0) {
            cells[0] = new int[rows];
        }
        for (int j = 0; j < beside.length; j++) {
            cells[j] = table.column(beside[j]).codes();
        }
        return Partition.ids(cells, rows);
    }

    /**
     * The group of {@link #besideQuasiIdentifiers} whose rows show {@code *} in every column there,
     * as the privacy gate's repairs leave a row ({@link PrivacyGate#blank}); −1 when no row does.
     */
    static int blankTuple(Table table, Partition.Ids tuples) {
        int[] beside = table.schema().indexesBesideQuasiIdentifiers();
        for (int r = 0; r < table.rowCount(); r++) {
            boolean blank = true;
            for (int a : beside) {
                blank &= table.column(a).isMissing(r);
            }
            if (blank) {
                return tuples.classOf()[r];
            }
        }
        return -1;
    }

    /** Which groups of {@link #besideQuasiIdentifiers} some shadow shows (a row that does not {@code carry} values). */
    static boolean[] shownByShadows(Partition.Ids tuples, boolean[] carries) {
        boolean[] shown = new boolean[tuples.count()];
        for (int r = 0; r < carries.length; r++) {
            shown[tuples.classOf()[r]] |= !carries[r];
        }
        return shown;
    }

    /** Each person's value row in a split table: the row that {@code carries} its values (all but shadows). */
    static int[] valueRows(int[] personOf, boolean[] carries, int persons) {
        int[] out = new int[persons];
        for (int r = 0; r < personOf.length; r++) {
            if (carries[r]) {
                out[personOf[r]] = r;
            }
        }
        return out;
    }

    /**
     * The holders' share among the carriers of each class's shadow patterns in {@code published}.
     *
     * @param personOf each row's person
     * @param carries  whether each row carries its person's values (false for the shadow copies)
     * @param classes  each person's class ({@link #classes})
     * @param holder   whether each person holds a private value
     */
    static Figures measure(Table published, int[] personOf, boolean[] carries, PersonClasses classes, boolean[] holder,
                           double alpha) {
        int rows = published.rowCount();
        Partition.Ids tuples = besideQuasiIdentifiers(published);
        boolean[] shown = shownByShadows(tuples, carries);
        int[][] keys = new int[2][rows];
        for (int r = 0; r < rows; r++) {
            int t = tuples.classOf()[r];
            keys[0][r] = shown[t] ? classes.classOf(personOf[r]) : -1;
            keys[1][r] = shown[t] ? t : -1;
        }
        Partition.Ids strata = Partition.ids(keys, rows);
        int[] persons = new int[strata.count()];
        int[] holders = new int[strata.count()];
        int[] last = new int[classes.persons()];
        java.util.Arrays.fill(last, -1);
        for (int r = 0; r < rows; r++) {
            int s = strata.classOf()[r];
            int p = personOf[r];
            if (keys[0][r] < 0 || last[p] == s) {
                continue; // not a shadow pattern, or the person's other row already counted here
            }
            last[p] = s;
            persons[s]++;
            holders[s] += holder[p] ? 1 : 0;
        }
        int count = 0;
        int above = 0;
        int personsAbove = 0;
        double largest = 0;
        for (int s = 0; s < persons.length; s++) {
            if (persons[s] == 0) {
                continue; // the rows that show no shadow pattern
            }
            count++;
            double share = holders[s] / (double) persons[s];
            largest = Math.max(largest, share);
            if (holders[s] > alpha * persons[s] + 1e-9) {
                above++;
                personsAbove += persons[s];
            }
        }
        return new Figures(count, largest, above, personsAbove);
    }
}
