package io.graphveil.attack;

import java.util.HashMap;
import java.util.Map;

/**
 * Dense numbers for tuples of ints (a row's quasi-identifier codes, a person's known values),
 * {@code 0, 1, 2, …} in order of first appearance, built one column at a time: a row's number
 * after column {@code j} is that of the pair (its number after {@code j − 1}, its value in
 * {@code j}), so each step hashes one long, not a list of boxed values (which cost seconds at a
 * million rows). Cost {@code O(rows · columns)} hash lookups. The attackers keep their own, as
 * they keep their own grouping: they share nothing with the algorithms they judge.
 */
final class TupleIds {
    /** A tuple's value in one column (any int). */
    @FunctionalInterface
    interface Values {
        int value(int row, int column);
    }

    /** Each row's number. */
    final int[] idOf;
    /** How many distinct tuples. */
    final int count;

    private TupleIds(int[] idOf, int count) {
        this.idOf = idOf;
        this.count = count;
    }

    static TupleIds of(int rows, int columns, Values values) {
        int[] id = new int[rows];
        int count = rows > 0 ? 1 : 0;
        for (int j = 0; j < columns; j++) {
            Map<Long, Integer> ids = new HashMap<>();
            for (int r = 0; r < rows; r++) {
                long pair = ((long) id[r] << 32) | Integer.toUnsignedLong(values.value(r, j));
                Integer x = ids.get(pair);
                if (x == null) {
                    x = ids.size();
                    ids.put(pair, x);
                }
                id[r] = x;
            }
            count = ids.size();
        }
        return new TupleIds(id, count);
    }

    /** The first row of each tuple, by number. */
    int[] firstRows() {
        int[] first = new int[count];
        java.util.Arrays.fill(first, -1);
        for (int r = 0; r < idOf.length; r++) {
            if (first[idOf[r]] < 0) {
                first[idOf[r]] = r;
            }
        }
        return first;
    }
}
