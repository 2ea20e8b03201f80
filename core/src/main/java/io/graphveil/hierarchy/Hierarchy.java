package io.graphveil.hierarchy;

import io.graphveil.BadInputException;
import io.graphveil.model.Values;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A generalization hierarchy (ALGORITHMS.md §0): a tree whose leaves (level 0) are original values and whose
 * root, at level {@link #height()}, is {@code *}. Every leaf has an ancestor at every level, as in
 * ARX's full-domain hierarchies, so "generalize to level h" is defined for every value. A node is a
 * (level, label) pair: the same label may stand at several levels (a padded ragged row), and a
 * label lookup then returns the lowest. {@code *} (missing) is the root and covers the whole domain.
 *
 * <p>Nodes are ints {@code 0..size()-1}; the leaves under a node form the contiguous range
 * {@code [firstLeaf(x), firstLeaf(x)+leafCount(x))} of leaf positions (a depth-first order), which
 * lets algorithms sum per-leaf quantities over a node with prefix sums. Immutable.
 */
public final class Hierarchy {
    private final String[] labels;
    private final int[] levels;
    private final int[] parents;
    private final int[] firstLeaf;
    private final int[] leafCount;
    private final int[] leafAtPosition;
    private final int[] leavesInInputOrder;
    private final int height;
    private final int root;
    private final Map<String, Integer> lowestByLabel;
    private final Map<String, Integer>[] byLevel;

    /** @param byLevel node by label, per level {@code 0..height}: the builder's maps, no longer changed */
    private Hierarchy(List<String> labelList, List<Integer> levelList, List<Integer> parentList,
                      List<Integer> leafOrder, int height, Map<String, Integer>[] byLevel) {
        int n = labelList.size();
        this.labels = labelList.toArray(new String[0]);
        this.levels = levelList.stream().mapToInt(Integer::intValue).toArray();
        this.parents = parentList.stream().mapToInt(Integer::intValue).toArray();
        this.height = height;
        int r = -1;
        for (int i = 0; i < n; i++) {
            if (parents[i] < 0) {
                r = i;
            }
        }
        this.root = r;
        this.byLevel = byLevel;
        this.lowestByLabel = new HashMap<>();
        for (int i = 0; i < n; i++) {
            Integer prev = lowestByLabel.get(labels[i]);
            if (prev == null || levels[prev] > levels[i]) {
                lowestByLabel.put(labels[i], i);
            }
        }
        // Depth-first leaf positions, children visited in the order they first appeared.
        int[][] children = childrenOf(parents, n);
        this.firstLeaf = new int[n];
        this.leafCount = new int[n];
        this.leafAtPosition = new int[leafOrder.size()];
        int[] position = {0};
        assignLeafRanges(root, children, position);
        this.leavesInInputOrder = leafOrder.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[][] childrenOf(int[] parents, int n) {
        int[] count = new int[n];
        for (int p : parents) {
            if (p >= 0) {
                count[p]++;
            }
        }
        int[][] children = new int[n][];
        for (int i = 0; i < n; i++) {
            children[i] = new int[count[i]];
        }
        int[] fill = new int[n];
        for (int i = 0; i < n; i++) {
            if (parents[i] >= 0) {
                children[parents[i]][fill[parents[i]]++] = i;
            }
        }
        return children;
    }

    private void assignLeafRanges(int rootNode, int[][] children, int[] position) {
        // Iterative post-order so that deep hierarchies (long masks) cannot overflow the stack.
        int[] stack = new int[labels.length];
        int[] next = new int[labels.length];
        int top = 0;
        stack[top++] = rootNode;
        firstLeaf[rootNode] = position[0];
        while (top > 0) {
            int x = stack[top - 1];
            if (levels[x] == 0) {
                firstLeaf[x] = position[0];
                leafCount[x] = 1;
                leafAtPosition[position[0]++] = x;
                top--;
                continue;
            }
            if (next[x] < children[x].length) {
                int c = children[x][next[x]++];
                firstLeaf[c] = position[0];
                stack[top++] = c;
            } else {
                leafCount[x] = position[0] - firstLeaf[x];
                top--;
            }
        }
    }

    /** A flat hierarchy: every value directly under {@code *}. */
    public static Hierarchy flat(Iterable<String> leaves) {
        Builder b = new Builder(null);
        for (String leaf : leaves) {
            b.add(new String[]{leaf, Values.MISSING}, 0);
        }
        return b.build();
    }

    /** Level of the root; a flat hierarchy has height 1. */
    public int height() {
        return height;
    }

    public int size() {
        return labels.length;
    }

    public int root() {
        return root;
    }

    /** Number of leaves, i.e. of original values. */
    public int leafCount() {
        return leafAtPosition.length;
    }

    /** The lowest node labelled {@code label}, the root for {@code *}, or −1 when absent. */
    public int node(String label) {
        if (Values.isMissing(label)) {
            return root;
        }
        Integer i = lowestByLabel.get(label);
        return i == null ? -1 : i;
    }

    /** The node labelled {@code label} at {@code level}, or −1. */
    public int node(String label, int level) {
        if (level < 0 || level > height) {
            return -1;
        }
        Integer i = byLevel[level].get(label);
        return i == null ? -1 : i;
    }

    public boolean contains(String label) {
        return node(label) >= 0;
    }

    public String label(int node) {
        return labels[node];
    }

    public int level(int node) {
        return levels[node];
    }

    /** The level of a value's (lowest) node; −1 when the value is not in the hierarchy. */
    public int levelOf(String value) {
        int x = node(value);
        return x < 0 ? -1 : levels[x];
    }

    /** The parent, or −1 for the root. */
    public int parent(int node) {
        return parents[node];
    }

    public boolean isLeaf(int node) {
        return levels[node] == 0;
    }

    /** The ancestor of {@code node} at {@code level} (the node itself at its own level). */
    public int ancestor(int node, int level) {
        if (level < levels[node] || level > height) {
            throw new IllegalArgumentException("cannot generalize '" + labels[node] + "' (level " + levels[node]
                    + ") to level " + level + " of a hierarchy of height " + height);
        }
        int x = node;
        while (levels[x] < level) {
            x = parents[x];
        }
        return x;
    }

    /** {@code value} generalized to {@code level}; a value above that level is returned unchanged. */
    public String generalize(String value, int level) {
        int x = node(value);
        if (x < 0) {
            throw new IllegalArgumentException("'" + value + "' is not in the hierarchy");
        }
        return levels[x] >= level ? labels[x] : labels[ancestor(x, level)];
    }

    /** The lowest common ancestor of two nodes. */
    public int lca(int a, int b) {
        while (levels[a] < levels[b]) {
            a = parents[a];
        }
        while (levels[b] < levels[a]) {
            b = parents[b];
        }
        while (a != b) {
            a = parents[a];
            b = parents[b];
        }
        return a;
    }

    /** Number of leaves under {@code node} (1 for a leaf). */
    public int leafCount(int node) {
        return leafCount[node];
    }

    /** Position of the first leaf under {@code node} in the depth-first leaf order. */
    public int firstLeaf(int node) {
        return firstLeaf[node];
    }

    /** The leaf at depth-first position {@code position} ({@code 0..leafCount()-1}). */
    public int leafAt(int position) {
        return leafAtPosition[position];
    }

    /** The leaves under {@code node}, in depth-first order. */
    public int[] leaves(int node) {
        return Arrays.copyOfRange(leafAtPosition, firstLeaf[node], firstLeaf[node] + leafCount[node]);
    }

    /** The labels of the leaves under {@code node}, in depth-first order. */
    public List<String> leafLabels(int node) {
        List<String> out = new ArrayList<>(leafCount[node]);
        for (int leaf : leaves(node)) {
            out.add(labels[leaf]);
        }
        return out;
    }

    /** Whether {@code ancestor} is {@code node} or above it. */
    public boolean covers(int ancestor, int node) {
        return levels[ancestor] >= levels[node] && ancestor(node, levels[ancestor]) == ancestor;
    }

    /**
     * The nearest strict ancestor of {@code node} whose label is not private (ALGORITHMS.md §1.4: what a
     * non-nullable attribute's second copy receives). The root is never private.
     */
    public int nearestNonPrivateAncestor(int node, Predicate<String> isPrivate) {
        int x = parents[node] < 0 ? node : parents[node];
        while (parents[x] >= 0 && isPrivate.test(labels[x])) {
            x = parents[x];
        }
        return x;
    }

    /**
     * The hierarchy cut down to {@code labels} and their ancestors (what a publication that shows
     * only those labels needs, and nothing that would list values it never shows): its leaves are
     * the kept nodes without a kept child, each row padded below its level with its own label, as
     * a padded ragged row is, so that every kept node keeps its level. {@code *} and labels absent
     * from the hierarchy are ignored; null when nothing is kept.
     */
    public Hierarchy trimmedTo(java.util.Collection<String> shown) {
        boolean[] kept = new boolean[labels.length];
        for (String label : shown) {
            int x = Values.isMissing(label) ? -1 : node(label);
            for (; x >= 0 && !kept[x]; x = parents[x]) {
                kept[x] = true;
            }
        }
        boolean[] hasKeptChild = new boolean[labels.length];
        for (int x = 0; x < labels.length; x++) {
            if (kept[x] && parents[x] >= 0) {
                hasKeptChild[parents[x]] = true;
            }
        }
        Builder b = new Builder(null);
        for (int x = 0; x < labels.length; x++) {
            if (kept[x] && !hasKeptChild[x] && x != root) {
                String[] row = new String[height + 1];
                int y = x;
                for (int level = 0; level <= height; level++) {
                    if (levels[y] < level) {
                        y = parents[y];
                    }
                    row[level] = labels[y];
                }
                b.add(row, 0);
            }
        }
        return b.labels.isEmpty() ? null : b.build();
    }

    /** The leaf-to-root paths of every leaf, in the order the leaves were given. */
    public List<String[]> rows() {
        List<String[]> rows = new ArrayList<>(leavesInInputOrder.length);
        for (int leaf : leavesInInputOrder) {
            String[] row = new String[height + 1];
            int x = leaf;
            for (int h = 0; h <= height; h++) {
                row[h] = labels[x];
                x = parents[x] < 0 ? x : parents[x];
            }
            rows.add(row);
        }
        return rows;
    }

    /** The labels of the leaves in the order they were given. */
    public List<String> leafLabelsInInputOrder() {
        List<String> out = new ArrayList<>(leavesInInputOrder.length);
        for (int leaf : leavesInInputOrder) {
            out.add(labels[leaf]);
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Hierarchy)) {
            return false;
        }
        List<String[]> a = rows();
        List<String[]> b = ((Hierarchy) o).rows();
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!Arrays.equals(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(labels) * 31 + height;
    }

    @Override
    public String toString() {
        return "Hierarchy[" + leafCount() + " leaves, height " + height + "]";
    }

    /**
     * Builds a hierarchy from leaf-to-root paths of equal length ending in {@code *}. Checks that
     * the paths form a tree: a leaf appears once, and a node has one parent; a violation names the
     * file and line the path came from.
     */
    public static final class Builder {
        private final Path source;
        private final List<String> labels = new ArrayList<>();
        private final List<Integer> levels = new ArrayList<>();
        private final List<Integer> parents = new ArrayList<>();
        private final List<Integer> leafOrder = new ArrayList<>();
        private final Map<String, Integer>[] byLevel;
        private final List<Long> parentLine = new ArrayList<>();
        private int height = -1;
        /** Set by {@link #build()}, which shares {@link #byLevel} with the hierarchy: no more rows after it. */
        private boolean built;

        @SuppressWarnings("unchecked")
        public Builder(Path source) {
            this.source = source;
            this.byLevel = new Map[64];
        }

        /** Adds the path {@code leaf, …, *}; {@code line} is where it was read (0 if built). */
        public Builder add(String[] path, long line) {
            if (built) {
                throw new IllegalStateException("this hierarchy builder has already built its hierarchy");
            }
            if (path.length < 2) {
                throw BadInputException.at(source, line, "a hierarchy row needs a value and '*', found '"
                        + String.join(";", path) + "'");
            }
            if (!Values.isMissing(path[path.length - 1])) {
                throw BadInputException.at(source, line, "a hierarchy row must end with '*', found '"
                        + path[path.length - 1] + "'");
            }
            if (height < 0) {
                height = path.length - 1;
                if (height >= byLevel.length) {
                    throw BadInputException.at(source, line, "hierarchy deeper than " + (byLevel.length - 1) + " levels");
                }
                for (int h = 0; h <= height; h++) {
                    byLevel[h] = new HashMap<>();
                }
            } else if (path.length - 1 != height) {
                throw BadInputException.at(source, line, "row has " + path.length + " levels, earlier rows "
                        + (height + 1) + " (pad ragged rows before building)");
            }
            String leaf = path[0];
            if (Values.isMissing(leaf) || leaf.isEmpty()) {
                throw BadInputException.at(source, line, "'" + leaf + "' cannot be a leaf");
            }
            if (byLevel[0].containsKey(leaf)) {
                throw BadInputException.at(source, line, "leaf '" + leaf + "' appears twice");
            }
            int child = -1;
            for (int h = 0; h <= height; h++) {
                String label = path[h];
                if (label.isEmpty()) {
                    throw BadInputException.at(source, line, "empty label at level " + h);
                }
                if (h < height && Values.isMissing(label)) {
                    throw BadInputException.at(source, line, "'*' before the last level (level " + h + ")");
                }
                Integer existing = byLevel[h].get(label);
                int node;
                if (existing == null) {
                    node = labels.size();
                    labels.add(label);
                    levels.add(h);
                    parents.add(-1);
                    parentLine.add(line);
                    byLevel[h].put(label, node);
                    if (h == 0) {
                        leafOrder.add(node);
                    }
                } else {
                    node = existing;
                }
                if (child >= 0) {
                    int known = parents.get(child);
                    if (known < 0) {
                        parents.set(child, node);
                    } else if (known != node) {
                        throw BadInputException.at(source, line, "'" + labels.get(child) + "' has two parents at level "
                                + h + ": '" + labels.get(known) + "' (line " + parentLine.get(child) + ") and '"
                                + label + "'");
                    }
                }
                child = node;
            }
            return this;
        }

        /** The hierarchy of the rows added; no row can be added afterwards. */
        public Hierarchy build() {
            if (height < 0) {
                throw BadInputException.at(source, 0, "the hierarchy has no rows");
            }
            checkUnambiguous();
            built = true;
            return new Hierarchy(labels, levels, parents, leafOrder, height, Arrays.copyOf(byLevel, height + 1));
        }

        /**
         * A published label must not mislead: the same label at two levels is allowed only up one chain
         * (the higher one covering the lower), and a leaf's label higher up only where it still stands
         * for that one value ({@code Private;Private;*}); never where a generalized label reads as
         * another leaf ({@code M;F;*} with {@code F;M;*}, or {@code M;M;*} with {@code F;M;*}).
         */
        private void checkUnambiguous() {
            int[] leafCount = new int[labels.size()];
            for (int leaf : leafOrder) {
                for (int n = leaf; n >= 0; n = parents.get(n)) {
                    leafCount[n]++;
                }
            }
            Map<String, Integer> lowest = new HashMap<>();
            for (int h = 0; h <= height; h++) {
                for (Map.Entry<String, Integer> e : byLevel[h].entrySet()) {
                    Integer below = lowest.putIfAbsent(e.getKey(), e.getValue());
                    if (below == null) {
                        continue;
                    }
                    int node = e.getValue();
                    boolean ancestor = false;
                    for (int n = parents.get(below); n >= 0 && !ancestor; n = parents.get(n)) {
                        ancestor = n == node;
                    }
                    // A leaf's label higher up reads as that exact value, so it may stand for nothing more.
                    boolean exact = levels.get(below) > 0 || leafCount[node] == leafCount[below];
                    if (!ancestor || !exact) {
                        throw BadInputException.at(source, parentLine.get(node), "label '" + e.getKey()
                                + "' at level " + h + " stands for other values than '" + e.getKey() + "' at level "
                                + levels.get(below) + ": a published label would be ambiguous");
                    }
                    lowest.put(e.getKey(), node);
                }
            }
        }
    }
}
