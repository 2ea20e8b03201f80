package io.graphveil.anonymize.cluster;

/**
 * KAIM's distance terms for one attribute (SPEC 2): record to group
 * {@code GR(t,t*) + |G|·GR(g,t*)} with {@code t*} the lowest common ancestor of the record's
 * value and the group centre {@code g}; record to record {@code GR(t1,t*) + GR(t2,t*)} (a group
 * of one); and, for merging groups that fail a further criterion, group to group
 * {@code |G|·GR(g,t*) + |H|·GR(h,t*)} (our extension, in the form of L-clustering's {@code DS(G,H)}).
 */
public final class KaimCost implements AttributeCost {
    private final HierarchyRepresentative centre;
    private final CodedHierarchy coded;
    private final KaimInformation information;

    public KaimCost(HierarchyRepresentative centre, KaimInformation information) {
        this.centre = centre;
        this.coded = centre.coded();
        this.information = information;
    }

    @Override
    public int codeCount() {
        return coded.codeCount();
    }

    @Override
    public void fillRow(int cluster, int size, double[] row) {
        fill(centre.node(cluster), size, row);
    }

    @Override
    public void fillRowForValue(int value, double[] row) {
        fill(coded.node(value), 1, row);
    }

    private void fill(int g, int size, double[] row) {
        for (int v = 0; v < coded.codeCount(); v++) {
            row[v] = term(coded.node(v), g, size);
        }
    }

    private double term(int x, int g, int size) {
        int y = coded.lca(x, g);
        return information.rate(x, y) + size * information.rate(g, y);
    }

    @Override
    public double cost(int cluster, int size, int code) {
        return term(coded.node(code), centre.node(cluster), size);
    }

    @Override
    public double between(int a, int sizeA, int b, int sizeB) {
        int ga = centre.node(a);
        int gb = centre.node(b);
        int y = coded.lca(ga, gb);
        return sizeA * information.rate(ga, y) + sizeB * information.rate(gb, y);
    }
}
