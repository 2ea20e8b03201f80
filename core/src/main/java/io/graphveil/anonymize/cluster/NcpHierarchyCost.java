package io.graphveil.anonymize.cluster;

/**
 * k-member's information-loss terms for a categorical attribute with the normalized certainty
 * penalty (Xu, Wang, Pei et al. 2006; Ghinita et al. 2007): a cluster generalized to node
 * {@code u} costs {@code NCP(u) = leaves(u)/leaves(root)}, 0 when {@code u} covers one leaf. With
 * {@code IL(e) = |e|·Σ NCP} (Byun et al. 2007), a record joining cluster {@code c} costs the increase
 * {@code (|c|+1)·NCP(c ∪ r) − |c|·NCP(c)}, and two clusters joining
 * {@code (|a|+|b|)·NCP(a ∪ b) − |a|·NCP(a) − |b|·NCP(b)}.
 */
public final class NcpHierarchyCost extends HierarchyTermCost {
    private final double[] ncp;

    public NcpHierarchyCost(HierarchyRepresentative representative) {
        super(representative);
        var h = coded.hierarchy();
        this.ncp = new double[h.size()];
        double all = h.leafCount(h.root());
        for (int x = 0; x < ncp.length; x++) {
            ncp[x] = h.leafCount(x) > 1 ? h.leafCount(x) / all : 0;
        }
    }

    @Override
    protected double term(int x, int u, int size) {
        return (size + 1) * ncp[coded.lca(x, u)] - size * ncp[u];
    }

    @Override
    protected double nodesBetween(int ua, int sizeA, int ub, int sizeB) {
        return (sizeA + sizeB) * ncp[coded.lca(ua, ub)] - sizeA * ncp[ua] - sizeB * ncp[ub];
    }
}
