package io.graphveil.criteria;

import io.graphveil.group.Partition;

import java.util.function.IntUnaryOperator;

/**
 * How often each value occurs in each class, stored sparsely (compressed rows: only the values a
 * class holds), so that a table of many classes and a large dictionary costs the distinct
 * (class, value) pairs and not classes × values. Immutable. Built in {@code O(rows)}; rolled up to
 * a coarser grouping by summing, in {@code O(entries)} — exact, since counts add.
 */
final class SparseCounts {
    private final int[] start;
    private final int[] value;
    private final int[] count;

    private SparseCounts(int[] start, int[] value, int[] count) {
        this.start = start;
        this.value = value;
        this.count = count;
    }

    /**
     * @param valueOf a row's value in {@code 0..bound-1}, or negative when it does not count
     */
    static SparseCounts of(Partition classes, IntUnaryOperator valueOf, int bound) {
        int classCount = classes.classCount();
        if ((long) classCount * bound <= 4L * classes.rowCount()) {
            return ofDense(classes, valueOf, bound);
        }
        int[] start = new int[classCount + 1];
        // a few distinct values a class to start with (it grows): a lattice search builds one of
        // these per node, and zeroing room for every row each time cost more than the counting
        int[] value = new int[Math.max(16, Math.min(classes.rowCount(), 4 * classCount + 16))];
        int[] count = new int[value.length];
        int[] stamp = new int[bound];
        int[] slot = new int[bound];
        int n = 0;
        for (int c = 0; c < classCount; c++) {
            int mark = c + 1;
            for (int i = classes.start(c); i < classes.end(c); i++) {
                int v = valueOf.applyAsInt(classes.member(i));
                if (v < 0) {
                    continue;
                }
                if (stamp[v] == mark) {
                    count[slot[v]]++;
                    continue;
                }
                if (n == value.length) {
                    value = java.util.Arrays.copyOf(value, 2 * n);
                    count = java.util.Arrays.copyOf(count, 2 * n);
                }
                stamp[v] = mark;
                slot[v] = n;
                value[n] = v;
                count[n++] = 1;
            }
            start[c + 1] = n;
        }
        return new SparseCounts(start, java.util.Arrays.copyOf(value, n), java.util.Arrays.copyOf(count, n));
    }

    /**
     * The counts given as entries: {@code count[i]} rows of class {@code cls[i]} hold
     * {@code value[i]} (in {@code 0..bound-1}), in any order, a (class, value) pair possibly more
     * than once (its counts add): what a distributed group-by returns. {@code O(entries + classes)}.
     */
    static SparseCounts ofEntries(int classCount, int[] cls, int[] value, int[] count, int bound) {
        if (cls.length != value.length || cls.length != count.length) {
            throw new IllegalArgumentException("one class, value and count per entry");
        }
        int n = 0;
        for (int i = 0; i < cls.length; i++) {
            if (value[i] < 0 || value[i] >= bound || count[i] < 0 || cls[i] < 0 || cls[i] >= classCount) {
                throw new IllegalArgumentException("entry " + i + ": class " + cls[i] + " of " + classCount
                        + ", value " + value[i] + " of " + bound + ", count " + count[i]);
            }
            n += count[i] > 0 ? 1 : 0;
        }
        // each entry a class of its own, rolled up to its class: repeated pairs add as merged classes do
        int[] start = new int[n + 1];
        int[] kept = new int[n];
        int[] keptValue = new int[n];
        int[] keptCount = new int[n];
        int k = 0;
        for (int i = 0; i < cls.length; i++) {
            if (count[i] > 0) {
                kept[k] = cls[i];
                keptValue[k] = value[i];
                keptCount[k++] = count[i];
                start[k] = k;
            }
        }
        return new SparseCounts(start, keptValue, keptCount).rollUp(kept, classCount, bound);
    }

    /**
     * Few classes times few values: one dense count per (class, value), filled in row order without
     * the member lists, then compacted; O(rows + classes · bound).
     */
    private static SparseCounts ofDense(Partition classes, IntUnaryOperator valueOf, int bound) {
        int classCount = classes.classCount();
        int[] dense = new int[classCount * bound];
        int n = 0;
        for (int r = 0; r < classes.rowCount(); r++) {
            int c = classes.classOf(r);
            if (c < 0) {
                continue;
            }
            int v = valueOf.applyAsInt(r);
            if (v >= 0 && dense[c * bound + v]++ == 0) {
                n++;
            }
        }
        int[] start = new int[classCount + 1];
        int[] value = new int[n];
        int[] count = new int[n];
        int k = 0;
        for (int c = 0; c < classCount; c++) {
            int base = c * bound;
            for (int v = 0; v < bound; v++) {
                if (dense[base + v] > 0) {
                    value[k] = v;
                    count[k++] = dense[base + v];
                }
            }
            start[c + 1] = k;
        }
        return new SparseCounts(start, value, count);
    }

    /** The counts of the coarser grouping in which class {@code c} belongs to {@code classMap[c]}. */
    SparseCounts rollUp(int[] classMap, int classCount, int bound) {
        int[] order = ByTarget.order(classMap, classCount);
        int[] firstOf = ByTarget.starts(classMap, classCount);
        int[] nextStart = new int[classCount + 1];
        int[] nextValue = new int[value.length];
        int[] nextCount = new int[value.length];
        int[] stamp = new int[bound];
        int[] slot = new int[bound];
        int n = 0;
        for (int t = 0; t < classCount; t++) {
            int mark = t + 1;
            for (int k = firstOf[t]; k < firstOf[t + 1]; k++) {
                int c = order[k];
                for (int e = start[c]; e < start[c + 1]; e++) {
                    int v = value[e];
                    if (stamp[v] == mark) {
                        nextCount[slot[v]] += count[e];
                    } else {
                        stamp[v] = mark;
                        slot[v] = n;
                        nextValue[n] = v;
                        nextCount[n++] = count[e];
                    }
                }
            }
            nextStart[t + 1] = n;
        }
        return new SparseCounts(nextStart, java.util.Arrays.copyOf(nextValue, n), java.util.Arrays.copyOf(nextCount, n));
    }

    /** The first entry of class {@code c}; its entries run to {@link #end}. */
    int start(int c) {
        return start[c];
    }

    int end(int c) {
        return start[c + 1];
    }

    /** The value of entry {@code e}. */
    int value(int e) {
        return value[e];
    }

    /** The count of entry {@code e}. */
    int count(int e) {
        return count[e];
    }

    /** Distinct values class {@code c} holds. */
    int distinct(int c) {
        return start[c + 1] - start[c];
    }

    /** The largest count in class {@code c} (0 when it holds none). */
    int max(int c) {
        int m = 0;
        for (int e = start[c]; e < start[c + 1]; e++) {
            m = Math.max(m, count[e]);
        }
        return m;
    }

    /** The value with the largest count in class {@code c} (the smallest such value), or −1. */
    int argMax(int c) {
        int best = -1;
        for (int e = start[c]; e < start[c + 1]; e++) {
            if (best < 0 || count[e] > count[best] || count[e] == count[best] && value[e] < value[best]) {
                best = e;
            }
        }
        return best < 0 ? -1 : value[best];
    }

    /** Class {@code c}'s counts as a dense array of {@code bound} entries. */
    int[] dense(int c, int bound) {
        int[] out = new int[bound];
        for (int e = start[c]; e < start[c + 1]; e++) {
            out[value[e]] = count[e];
        }
        return out;
    }

    /** Classes grouped by the class they roll up to: a counting sort of {@code classMap}. */
    static final class ByTarget {
        private ByTarget() {
        }

        static int[] starts(int[] classMap, int classCount) {
            int[] first = new int[classCount + 1];
            for (int t : classMap) {
                first[t + 1]++;
            }
            for (int t = 0; t < classCount; t++) {
                first[t + 1] += first[t];
            }
            return first;
        }

        /** The source classes, target after target, ascending within each. */
        static int[] order(int[] classMap, int classCount) {
            int[] fill = starts(classMap, classCount);
            int[] order = new int[classMap.length];
            for (int c = 0; c < classMap.length; c++) {
                order[fill[classMap[c]]++] = c;
            }
            return order;
        }
    }
}
