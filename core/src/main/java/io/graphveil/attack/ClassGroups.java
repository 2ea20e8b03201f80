package io.graphveil.attack;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every class's rows grouped by published degree, with what each group reveals, so that the
 * degree attackers judge a class from per-group aggregates instead of its rows. A candidate set
 * within one class is a union of degree groups (all of them for {@code qi}, those up to a degree
 * for the tolerant attacker, one for the exact attacker, those with a complementing group for
 * the copy-pair attacker); its distinct persons are the sum of the groups' rows less the persons
 * whose two rows both fall in the union, and likewise for each revealed item. Cost to build
 * {@code O(n log n)}; an evaluation costs {@code O(groups · items per group + split persons of
 * the class)}. Immutable; shared by the attackers.
 */
final class ClassGroups {
    /** Rows of each class by ascending degree (then row), and their degrees. */
    final int[][] sorted;
    final int[][] degrees;
    /** Per class, the first position of each group, and one past the last as the final entry. */
    final int[][] start;
    /** Per class and group, the items its rows reveal and for each how many rows. */
    private final int[][][] groupItems;
    private final int[][][] groupCounts;
    /** Per class, the groups of the two rows of each person with both rows in the class. */
    private final int[][] pairA;
    private final int[][] pairB;
    /** Per class and pair, the items both rows reveal (almost always none). */
    private final int[][][] pairItems;

    private static final int[] NONE = new int[0];

    ClassGroups(Rows rows, Tells tells) {
        int classes = rows.classCount();
        sorted = new int[classes][];
        degrees = new int[classes][];
        start = new int[classes][];
        groupItems = new int[classes][][];
        groupCounts = new int[classes][][];
        pairA = new int[classes][];
        pairB = new int[classes][];
        pairItems = new int[classes][][];
        int[] groupOfRow = new int[rows.rowCount()];
        for (int c = 0; c < classes; c++) {
            int[] members = rows.members[c];
            long[] keys = new long[members.length];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = ((long) rows.degree[members[i]] << 32) | members[i];
            }
            Arrays.sort(keys);
            int[] s = new int[keys.length];
            int[] d = new int[keys.length];
            int[] starts = new int[keys.length + 1];
            int groupCount = 0;
            for (int i = 0; i < keys.length; i++) {
                s[i] = (int) keys[i];
                d[i] = (int) (keys[i] >>> 32);
                if (i == 0 || d[i] != d[i - 1]) {
                    starts[groupCount++] = i;
                }
                groupOfRow[s[i]] = groupCount - 1;
            }
            starts[groupCount] = keys.length;
            sorted[c] = s;
            degrees[c] = d;
            start[c] = Arrays.copyOf(starts, groupCount + 1);
            int groups = start[c].length - 1;
            groupItems[c] = new int[groups][];
            groupCounts[c] = new int[groups][];
            for (int g = 0; g < groups; g++) {
                // the items the group's rows reveal, sorted, then counted by runs
                int total = 0;
                for (int i = start[c][g]; i < start[c][g + 1]; i++) {
                    total += tells.reveals(s[i]).length;
                }
                int[] all = new int[total];
                total = 0;
                for (int i = start[c][g]; i < start[c][g + 1]; i++) {
                    int[] items = tells.reveals(s[i]);
                    System.arraycopy(items, 0, all, total, items.length);
                    total += items.length;
                }
                Arrays.sort(all);
                int distinct = 0;
                for (int i = 0; i < all.length; i++) {
                    distinct += i == 0 || all[i] != all[i - 1] ? 1 : 0;
                }
                int[] items = new int[distinct];
                int[] counts = new int[distinct];
                for (int i = 0, k = -1; i < all.length; i++) {
                    if (i == 0 || all[i] != all[i - 1]) {
                        items[++k] = all[i];
                    }
                    counts[k]++;
                }
                groupItems[c][g] = items;
                groupCounts[c][g] = counts;
            }
            List<int[]> pairs = new ArrayList<>();
            List<int[]> items = new ArrayList<>();
            for (int r : s) {
                int other = rows.partner[r];
                if (other > r && rows.classOf[other] == c) {
                    pairs.add(new int[]{groupOfRow[r], groupOfRow[other]});
                    items.add(common(tells.reveals(r), tells.reveals(other)));
                }
            }
            pairA[c] = pairs.stream().mapToInt(p -> p[0]).toArray();
            pairB[c] = pairs.stream().mapToInt(p -> p[1]).toArray();
            pairItems[c] = items.toArray(new int[0][]);
        }
    }

    private static int[] common(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return NONE;
        }
        return Arrays.stream(a).filter(x -> Arrays.binarySearch(b, x) >= 0).toArray();
    }

    int groups(int c) {
        return start[c].length - 1;
    }

    int groupDegree(int c, int g) {
        return degrees[c][start[c][g]];
    }

    int groupSize(int c, int g) {
        return start[c][g + 1] - start[c][g];
    }

    /** The group of class {@code c} whose rows have degree {@code d}, or −1. */
    int groupOf(int c, int d) {
        int lo = 0;
        int hi = groups(c) - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int x = groupDegree(c, mid);
            if (x == d) {
                return mid;
            }
            if (x < d) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }

    /**
     * The distinct persons of the groups {@code chosen} selects in class {@code c}, adding each
     * item's revealing persons to {@code perItem} (the items first touched are appended to
     * {@code touched} from {@code touchedCount}); returns {@code {persons, touchedCount}}.
     */
    long evaluate(int c, boolean[] chosen, int[] perItem, int[] touched, int touchedCount) {
        long persons = 0;
        int t = touchedCount;
        for (int g = 0; g < groups(c); g++) {
            if (!chosen[g]) {
                continue;
            }
            persons += groupSize(c, g);
            int[] items = groupItems[c][g];
            int[] counts = groupCounts[c][g];
            for (int j = 0; j < items.length; j++) {
                if (perItem[items[j]] == 0) {
                    touched[t++] = items[j];
                }
                perItem[items[j]] += counts[j];
            }
        }
        int[] a = pairA[c];
        int[] b = pairB[c];
        for (int p = 0; p < a.length; p++) {
            if (chosen[a[p]] && chosen[b[p]]) {
                persons--;
                for (int item : pairItems[c][p]) {
                    perItem[item]--;
                }
            }
        }
        return (persons << 32) | t;
    }
}
