package io.graphveil.criteria;

import io.graphveil.group.Partition;

import java.util.function.IntUnaryOperator;

/**
 * How many distinct values the rows of each class hold, for every class in one pass over the rows
 * with one stamp array (no per-class allocation or sorting): what distinct l-diversity,
 * p-sensitivity (sensitive values) and k-anonymity counting persons (person ids) share.
 */
final class DistinctPerClass {
    private DistinctPerClass() {
    }

    /**
     * @param valueOf the value of a row, in {@code 0..bound-1}, or negative when it does not count
     *                (a missing sensitive value)
     * @return for each class, its distinct counted values
     */
    static int[] count(Partition classes, IntUnaryOperator valueOf, int bound) {
        int[] stamp = new int[bound];
        int[] distinct = new int[classes.classCount()];
        for (int c = 0; c < distinct.length; c++) {
            int mark = c + 1;
            for (int i = classes.start(c); i < classes.end(c); i++) {
                int v = valueOf.applyAsInt(classes.member(i));
                if (v >= 0 && stamp[v] != mark) {
                    stamp[v] = mark;
                    distinct[c]++;
                }
            }
        }
        return distinct;
    }
}
