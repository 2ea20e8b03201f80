package io.graphveil.anonymize;

import io.graphveil.hierarchy.Hierarchy;

import java.util.function.Predicate;

/**
 * A hierarchy's full-domain generalization node by node, without any rows: where each node goes at
 * each level, how many distinct nodes a set of present nodes makes at a level, and where a
 * PRIVACY attribute's nodes go under the paper's rules and under the safe rules' cut. What a
 * search needs to generalize a grouping of rows it does not hold (the classes of a distributed
 * group-by); {@link HierarchicalColumn} applies the same to a column's rows. Immutable; the
 * ancestor table costs {@code O(size · height)} once.
 */
public final class HierarchyLevels {
    private final Hierarchy hierarchy;
    private final int[][] ancestorAt;

    public HierarchyLevels(Hierarchy hierarchy) {
        this.hierarchy = hierarchy;
        this.ancestorAt = new int[hierarchy.height() + 1][hierarchy.size()];
        for (int level = 0; level <= hierarchy.height(); level++) {
            for (int x = 0; x < hierarchy.size(); x++) {
                ancestorAt[level][x] = hierarchy.level(x) >= level ? x : hierarchy.ancestor(x, level);
            }
        }
    }

    public Hierarchy hierarchy() {
        return hierarchy;
    }

    public int height() {
        return hierarchy.height();
    }

    /** Node {@code node} generalized to {@code level} (itself when already at or above it). */
    public int generalize(int node, int level) {
        return ancestorAt[level][node];
    }

    /** The label a generalized value shows for {@code node}: the root is {@code *} (as {@link HierarchicalColumn#labels} writes it). */
    public String publishedLabel(int node) {
        return node == hierarchy.root() ? io.graphveil.model.Values.MISSING : hierarchy.label(node);
    }

    /** Distinct nodes at {@code level} of the nodes {@code present} marks (indexed by node). */
    public int distinctAt(boolean[] present, int level) {
        boolean[] seen = new boolean[hierarchy.size()];
        int n = 0;
        for (int x = 0; x < present.length; x++) {
            if (present[x] && !seen[ancestorAt[level][x]]) {
                seen[ancestorAt[level][x]] = true;
                n++;
            }
        }
        return n;
    }

    /**
     * Where every node goes at {@code level} under the paper's rules (ALGORITHMS.md §1.5): from
     * level 1 up, a private node climbs on to its nearest ancestor that is not private.
     */
    public int[] targetsSkippingPrivate(int level, Predicate<String> isPrivate) {
        int[] target = ancestorAt[level].clone();
        if (level == 0) {
            return target;
        }
        for (int x = 0; x < target.length; x++) {
            target[x] = notPrivate(target[x], isPrivate);
        }
        return target;
    }

    /**
     * Where every node goes at {@code level} under the safe rules: the published nodes form a cut
     * of the hierarchy and no published label but the root is worn by more than {@code maxShare}
     * holders. Every node climbs to {@code level}; a private node climbs on to its nearest
     * non-private ancestor {@code N}, and so does every node under {@code N}; a published node
     * other than the root whose rows are more than {@code maxShare} holders climbs to its parent,
     * with everything under it. Repeats until stable; cost {@code O(rounds · size · height)}.
     *
     * @param rows    the rows at each node as read (a node with none is not present)
     * @param holders the rows at each node that hold a private value (their own value)
     */
    public int[] targetsAsCut(int level, Predicate<String> isPrivate, int[] rows, int[] holders, double maxShare) {
        int size = hierarchy.size();
        int[] target = ancestorAt[level].clone();
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int x = 0; x < size; x++) {
                int y = notPrivate(target[x], isPrivate);
                changed |= y != target[x];
                target[x] = y;
            }
            boolean[] published = new boolean[size];
            for (int x = 0; x < size; x++) {
                if (rows[x] > 0) {
                    published[target[x]] = true;
                }
            }
            for (int x = 0; x < size; x++) {
                int highest = target[x];
                for (int y = hierarchy.parent(target[x]); y >= 0; y = hierarchy.parent(y)) {
                    if (published[y]) {
                        highest = y;
                    }
                }
                changed |= highest != target[x];
                target[x] = highest;
            }
            if (maxShare < 1) {
                int[] under = new int[size];
                int[] held = new int[size];
                for (int x = 0; x < size; x++) {
                    under[target[x]] += rows[x];
                    held[target[x]] += holders[x];
                }
                for (int x = 0; x < size; x++) {
                    int t = target[x];
                    if (t != hierarchy.root() && held[t] > maxShare * under[t] + 1e-9) {
                        target[x] = hierarchy.parent(t);
                        changed = true;
                    }
                }
            }
        }
        return target;
    }

    /** {@code node} itself when its label is not private, else its nearest ancestor whose label is not (the root at worst). */
    private int notPrivate(int node, Predicate<String> isPrivate) {
        int y = node;
        while (hierarchy.parent(y) >= 0 && isPrivate.test(hierarchy.label(y))) {
            y = hierarchy.parent(y);
        }
        return y;
    }
}
