package io.graphveil.anonymize.cluster.micro;

import io.graphveil.hierarchy.Hierarchy;

/**
 * ALGORITHMS.md §5's distance on a code hierarchy tree (SEMANTIC attributes, e.g. zip codes or fnlwgt by
 * digits): the root is at level 1 and a node's level grows by one per step down;
 * {@code dis(P1,P2) = dis(P1,C) + dis(P2,C)} with {@code C} their lowest common ancestor and
 * {@code dis(P,C) = Σ_{j=level(C)+1..level(P)} W(j−1,j)}, the level weights
 * {@code W(j−1,j) = 1/(j−1)^β} for {@code j ≥ 3} and {@code W(1,2)} given (0 by default: the
 * paper's experimental setting, which overrides the formula's 1 for the root's children). The
 * common denominator {@code Σ_{j=2..h} W(j−1,j)} cancels in the normalization by the tree's
 * largest distance (between any two of its nodes; {@code L_min = 0}, a node's distance to
 * itself), so every distance lies in {@code [0,1]}; a tree without positive distances gives 0.
 * Every leaf of a {@link Hierarchy} sits at the same level, so between leaves the distance
 * depends on the level of their common ancestor only (an ultrametric). Immutable.
 */
public final class CodeTree {
    /** β when the schema gives none. */
    public static final double DEFAULT_BETA = 1;
    /** {@code W(1,2)} by default. */
    public static final double DEFAULT_ROOT_WEIGHT = 0;

    private final Hierarchy hierarchy;
    private final double[] cumulative;
    private final double largest;

    /**
     * @param beta       the level weight exponent β
     * @param rootWeight {@code W(1,2)}, the weight of the edges below the root
     */
    public CodeTree(Hierarchy hierarchy, double beta, double rootWeight) {
        if (!(beta >= 0) || !(rootWeight >= 0) || Double.isInfinite(beta) || Double.isInfinite(rootWeight)) {
            throw new IllegalArgumentException("beta and W(1,2) must be finite and >= 0");
        }
        this.hierarchy = hierarchy;
        int leafLevel = hierarchy.height() + 1;
        this.cumulative = new double[leafLevel + 1];
        for (int j = 2; j <= leafLevel; j++) {
            cumulative[j] = cumulative[j - 1] + (j == 2 ? rootWeight : 1 / Math.pow(j - 1, beta));
        }
        int[] children = new int[hierarchy.size()];
        int[] child = new int[hierarchy.size()];
        for (int x = 0; x < hierarchy.size(); x++) {
            int p = hierarchy.parent(x);
            if (p >= 0) {
                children[p]++;
                child[p] = x;
            }
        }
        int branch = hierarchy.root();
        while (children[branch] == 1) {
            branch = child[branch];
        }
        double twoLeaves = children[branch] > 1 ? 2 * (cumulative[leafLevel] - cumulative[level(branch)]) : 0;
        this.largest = Math.max(twoLeaves, cumulative[leafLevel] - cumulative[1]);
    }

    public Hierarchy hierarchy() {
        return hierarchy;
    }

    /** ALGORITHMS.md §5's level of a node: 1 for the root, the hierarchy's height + 1 for the leaves. */
    public int level(int node) {
        return hierarchy.height() - hierarchy.level(node) + 1;
    }

    /** The level of the leaves. */
    public int leafLevel() {
        return hierarchy.height() + 1;
    }

    /** The tree's largest distance before normalization. */
    public double largest() {
        return largest;
    }

    /** The normalized distance of two nodes whose lowest common ancestor is {@code lca}. */
    public double distance(int a, int b, int lca) {
        if (largest <= 0) {
            return 0;
        }
        return (cumulative[level(a)] + cumulative[level(b)] - 2 * cumulative[level(lca)]) / largest;
    }

    /** The normalized distance of a leaf to {@code node} when their lowest common ancestor is {@code lca}. */
    public double leafDistance(int node, int lca) {
        if (largest <= 0) {
            return 0;
        }
        return (cumulative[leafLevel()] + cumulative[level(node)] - 2 * cumulative[level(lca)]) / largest;
    }

    /** The normalized distance of two nodes. */
    public double distance(int a, int b) {
        return distance(a, b, hierarchy.lca(a, b));
    }
}
