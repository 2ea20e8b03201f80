package io.graphveil.attack;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every class's rows sorted by published degree (the rows a repair blanks are found in them), and
 * the same groups as {@link DegreeGroups}, built from the rows: what the degree attackers evaluate.
 * Cost to build {@code O(n log n)}. Immutable; shared by the attackers.
 */
final class ClassGroups {
    /** Rows of each class by ascending degree (then row), and their degrees. */
    final int[][] sorted;
    final int[][] degrees;
    /** Per class, the first position of each group, and one past the last as the final entry. */
    final int[][] start;

    private static final int[] NONE = new int[0];

    /** The same groups as aggregates: what the attackers evaluate. */
    final DegreeGroups aggregates;

    /** @param itemCount the number of items (holder status included) */
    ClassGroups(Rows rows, Tells tells, int itemCount) {
        int classes = rows.classCount();
        sorted = new int[classes][];
        degrees = new int[classes][];
        start = new int[classes][];
        // per class and group, the items its rows reveal and for each how many rows; per class, the
        // groups of the two rows of each person with both rows in it, and the items both reveal
        int[][][] groupItems = new int[classes][][];
        int[][][] groupCounts = new int[classes][][];
        int[][] pairA = new int[classes][];
        int[][] pairB = new int[classes][];
        int[][][] pairItems = new int[classes][][];
        // the persons whose two rows lie in two classes
        List<DegreeGroups.Cross> cross = new ArrayList<>();
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
                } else if (other > r) {
                    cross.add(new DegreeGroups.Cross(c, rows.degree[r], rows.classOf[other], rows.degree[other], 1,
                            common(tells.reveals(r), tells.reveals(other))));
                }
            }
            pairA[c] = pairs.stream().mapToInt(p -> p[0]).toArray();
            pairB[c] = pairs.stream().mapToInt(p -> p[1]).toArray();
            pairItems[c] = items.toArray(new int[0][]);
        }
        int[][] degreeOf = new int[classes][];
        int[][] sizeOf = new int[classes][];
        int[][] ones = new int[classes][];
        for (int c = 0; c < classes; c++) {
            int groups = start[c].length - 1;
            degreeOf[c] = new int[groups];
            sizeOf[c] = new int[groups];
            for (int g = 0; g < groups; g++) {
                degreeOf[c][g] = degrees[c][start[c][g]];
                sizeOf[c][g] = start[c][g + 1] - start[c][g];
            }
            ones[c] = new int[pairA[c].length];
            Arrays.fill(ones[c], 1);
        }
        aggregates = new DegreeGroups(itemCount, degreeOf, sizeOf, groupItems, groupCounts, pairA, pairB, ones, pairItems,
                cross);
    }

    private static int[] common(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return NONE;
        }
        return Arrays.stream(a).filter(x -> Arrays.binarySearch(b, x) >= 0).toArray();
    }
}
