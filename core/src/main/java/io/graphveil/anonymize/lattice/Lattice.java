package io.graphveil.anonymize.lattice;

import io.graphveil.BadParameterException;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * The full-domain generalization lattice of {@code m} quasi-identifiers (Samarati 2001; the search
 * space of Flash, Kohlmayer et al. 2012): a node is a level vector {@code (l_0 … l_{m−1})} with
 * {@code 0 ≤ l_j ≤ h_j}, {@code h_j} the height of attribute {@code j}'s hierarchy; its successors
 * raise one level by one, its predecessors lower one. The level of a node in the lattice is
 * {@code Σ l_j}; the bottom {@code (0,…,0)} is the original table, the top generalizes everything to
 * {@code *}.
 *
 * <p>Nodes are ints: {@code id = Σ l_j · stride_j} with {@code stride_0 = 1} and
 * {@code stride_{j+1} = stride_j · (h_j + 1)}.
 *
 * <p><b>The fixed order</b> (ALGORITHMS.md §4: the path search takes the first untagged successor, so the
 * order decides the result's path, never its optimality): by lattice level, then by the mean
 * normalized level {@code Σ (l_j / h_j) / m} ascending (generalize the tall hierarchies first: one
 * step there loses less), then by the mean share of distinct values kept,
 * {@code Σ distinct_j(l_j) / distinct_j(0) / m}, descending, then by id. This is ARX's FLASH
 * strategy with the id as the final tie-break. Successors are listed in the same order. Immutable.
 */
public final class Lattice {
    /** The most nodes a lattice may have: the search keeps a few bytes and ints per node. */
    public static final int MAX_NODES = 1 << 22;

    private final int[] heights;
    private final int[] stride;
    private final int size;
    private final int[] rank;
    private final int[] byRank;
    private final int[] levelStart;

    /**
     * @param heights  the hierarchy height of each quasi-identifier
     * @param distinct {@code distinct[j][l]} distinct values of attribute {@code j} at level {@code l} (for the
     *                 order), or null to order without it
     */
    public Lattice(int[] heights, int[][] distinct) {
        this.heights = heights.clone();
        this.stride = new int[heights.length];
        long n = 1;
        for (int j = 0; j < heights.length; j++) {
            if (heights[j] < 0) {
                throw new IllegalArgumentException("negative height");
            }
            stride[j] = (int) n;
            n *= heights[j] + 1;
            if (n > MAX_NODES) {
                throw new BadParameterException("the generalization lattice of these " + heights.length
                        + " quasi-identifiers has more than " + MAX_NODES + " nodes; use fewer quasi-identifiers "
                        + "(--qi) or another algorithm");
            }
        }
        this.size = (int) n;
        double[] prec = new double[size];
        double[] kept = new double[size];
        int[] level = new int[size];
        for (int id = 0; id < size; id++) {
            int m = heights.length;
            for (int j = 0; j < m; j++) {
                int l = level(id, j);
                level[id] += l;
                prec[id] += heights[j] == 0 ? 0 : l / (double) heights[j];
                if (distinct != null) {
                    kept[id] += distinct[j][l] / (double) Math.max(1, distinct[j][0]);
                }
            }
        }
        Comparator<Integer> order = Comparator.<Integer>comparingInt(id -> level[id])
                .thenComparingDouble(id -> prec[id])
                .thenComparingDouble(id -> -kept[id])
                .thenComparingInt(id -> id);
        this.byRank = IntStream.range(0, size).boxed().sorted(order).mapToInt(Integer::intValue).toArray();
        this.rank = new int[size];
        for (int i = 0; i < size; i++) {
            rank[byRank[i]] = i;
        }
        int top = height();
        this.levelStart = new int[top + 2];
        for (int id = 0; id < size; id++) {
            levelStart[level[id] + 1]++;
        }
        for (int l = 0; l <= top; l++) {
            levelStart[l + 1] += levelStart[l];
        }
    }

    /** Number of quasi-identifiers (dimensions). */
    public int dimensions() {
        return heights.length;
    }

    /** The hierarchy height of dimension {@code j}. */
    public int height(int j) {
        return heights[j];
    }

    /** The level of the top node, {@code Σ h_j}. */
    public int height() {
        return Arrays.stream(heights).sum();
    }

    public int size() {
        return size;
    }

    public int bottom() {
        return 0;
    }

    public int top() {
        return size - 1;
    }

    /** The generalization level of dimension {@code j} in {@code node}. */
    public int level(int node, int j) {
        return node / stride[j] % (heights[j] + 1);
    }

    /** The level vector of {@code node}. */
    public int[] levels(int node) {
        int[] out = new int[heights.length];
        for (int j = 0; j < out.length; j++) {
            out[j] = level(node, j);
        }
        return out;
    }

    /** The node of a level vector. */
    public int node(int[] levels) {
        if (levels.length != heights.length) {
            throw new IllegalArgumentException(levels.length + " levels for " + heights.length + " dimensions");
        }
        int id = 0;
        for (int j = 0; j < levels.length; j++) {
            if (levels[j] < 0 || levels[j] > heights[j]) {
                throw new IllegalArgumentException("level " + levels[j] + " outside 0.." + heights[j]);
            }
            id += levels[j] * stride[j];
        }
        return id;
    }

    /** The node's level in the lattice, {@code Σ l_j}. */
    public int latticeLevel(int node) {
        int sum = 0;
        for (int j = 0; j < heights.length; j++) {
            sum += level(node, j);
        }
        return sum;
    }

    /** The nodes at lattice level {@code level}, in the fixed order. */
    public int[] nodesAt(int level) {
        return Arrays.copyOfRange(byRank, levelStart[level], levelStart[level + 1]);
    }

    /** Position of {@code node} in the fixed order (lower first). */
    public int rank(int node) {
        return rank[node];
    }

    /** The nodes one step above, in the fixed order. */
    public int[] successors(int node) {
        return neighbours(node, +1);
    }

    /** The nodes one step below, in the fixed order. */
    public int[] predecessors(int node) {
        return neighbours(node, -1);
    }

    private int[] neighbours(int node, int direction) {
        int[] out = new int[heights.length];
        int count = 0;
        for (int j = 0; j < heights.length; j++) {
            int l = level(node, j);
            if (direction > 0 ? l < heights[j] : l > 0) {
                out[count++] = node + direction * stride[j];
            }
        }
        out = Arrays.copyOf(out, count);
        // Insertion sort by rank: at most one entry per dimension.
        for (int i = 1; i < count; i++) {
            int x = out[i];
            int p = i - 1;
            while (p >= 0 && rank[out[p]] > rank[x]) {
                out[p + 1] = out[p];
                p--;
            }
            out[p + 1] = x;
        }
        return out;
    }

    /** Whether {@code upper} generalizes {@code lower}: every level at least as high (a node generalizes itself). */
    public boolean generalizes(int upper, int lower) {
        for (int j = 0; j < heights.length; j++) {
            if (level(upper, j) < level(lower, j)) {
                return false;
            }
        }
        return true;
    }
}
