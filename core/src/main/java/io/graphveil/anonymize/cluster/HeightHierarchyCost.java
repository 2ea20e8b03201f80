package io.graphveil.anonymize.cluster;

/**
 * Campan and Truta's information-loss terms for a categorical attribute: a cluster generalized to
 * node {@code u} costs {@code height(u)/height(hierarchy)}, the height of the subtree rooted at the
 * values' lowest common ancestor over the hierarchy's (0 for a leaf, 1 for the root). With
 * {@code IL(cl) = |cl|·Σ term}, a record joining cluster {@code c} costs the increase
 * {@code (|c|+1)·h(c ∪ r) − |c|·h(c)}, and two clusters joining
 * {@code (|a|+|b|)·h(a ∪ b) − |a|·h(a) − |b|·h(b)}, as {@link NcpHierarchyCost} with heights for
 * leaf counts. Source: ALGORITHMS.md §5 (GPKC).
 */
public final class HeightHierarchyCost extends HierarchyTermCost {
    private final double[] share;

    public HeightHierarchyCost(HierarchyRepresentative representative) {
        super(representative);
        var h = coded.hierarchy();
        int[] lowestLeaf = new int[h.size()];
        java.util.Arrays.fill(lowestLeaf, Integer.MAX_VALUE);
        for (int x = 0; x < h.size(); x++) {
            if (h.isLeaf(x)) {
                for (int a = x; a >= 0; a = a == h.root() ? -1 : h.parent(a)) {
                    lowestLeaf[a] = Math.min(lowestLeaf[a], h.level(x));
                }
            }
        }
        this.share = new double[h.size()];
        double height = h.height();
        for (int x = 0; x < share.length; x++) {
            share[x] = height > 0 && lowestLeaf[x] != Integer.MAX_VALUE ? (h.level(x) - lowestLeaf[x]) / height : 0;
        }
    }

    @Override
    protected double term(int x, int u, int size) {
        return (size + 1) * share[coded.lca(x, u)] - size * share[u];
    }

    @Override
    protected double nodesBetween(int ua, int sizeA, int ub, int sizeB) {
        return (sizeA + sizeB) * share[coded.lca(ua, ub)] - sizeA * share[ua] - sizeB * share[ub];
    }
}
