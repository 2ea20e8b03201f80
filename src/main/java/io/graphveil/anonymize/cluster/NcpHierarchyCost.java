package io.graphveil.anonymize.cluster;

/**
 * k-member's information-loss terms for a categorical attribute with the normalized certainty
 * penalty (Xu, Wang, Pei et al. 2006; Ghinita et al. 2007): a cluster generalized to node
 * {@code u} costs {@code NCP(u) = leaves(u)/leaves(root)}, 0 when {@code u} covers one leaf. With
 * {@code IL(e) = |e|·Σ NCP} (Byun et al. 2007), a record joining cluster {@code c} costs the increase
 * {@code (|c|+1)·NCP(c ∪ r) − |c|·NCP(c)}, and two clusters joining
 * {@code (|a|+|b|)·NCP(a ∪ b) − |a|·NCP(a) − |b|·NCP(b)}.
 */
public final class NcpHierarchyCost implements AttributeCost {
    private final HierarchyRepresentative representative;
    private final CodedHierarchy coded;
    private final double[] ncp;

    public NcpHierarchyCost(HierarchyRepresentative representative) {
        this.representative = representative;
        this.coded = representative.coded();
        var h = coded.hierarchy();
        this.ncp = new double[h.size()];
        double all = h.leafCount(h.root());
        for (int x = 0; x < ncp.length; x++) {
            ncp[x] = h.leafCount(x) > 1 ? h.leafCount(x) / all : 0;
        }
    }

    @Override
    public int codeCount() {
        return coded.codeCount();
    }

    @Override
    public void fillRow(int cluster, int size, double[] row) {
        fill(representative.node(cluster), size, row);
    }

    @Override
    public void fillRowForValue(int value, double[] row) {
        fill(coded.node(value), 1, row);
    }

    private void fill(int u, int size, double[] row) {
        for (int v = 0; v < coded.codeCount(); v++) {
            row[v] = term(coded.node(v), u, size);
        }
    }

    private double term(int x, int u, int size) {
        return (size + 1) * ncp[coded.lca(x, u)] - size * ncp[u];
    }

    @Override
    public double cost(int cluster, int size, int code) {
        return term(coded.node(code), representative.node(cluster), size);
    }

    @Override
    public double between(int a, int sizeA, int b, int sizeB) {
        int ua = representative.node(a);
        int ub = representative.node(b);
        return (sizeA + sizeB) * ncp[coded.lca(ua, ub)] - sizeA * ncp[ua] - sizeB * ncp[ub];
    }
}
