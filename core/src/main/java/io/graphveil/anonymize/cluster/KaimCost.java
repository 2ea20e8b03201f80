package io.graphveil.anonymize.cluster;

/**
 * KAIM's distance terms for one attribute (ALGORITHMS.md §2): record to group
 * {@code GR(t,t*) + |G|·GR(g,t*)} with {@code t*} the lowest common ancestor of the record's
 * value and the group centre {@code g}; record to record {@code GR(t1,t*) + GR(t2,t*)} (a group
 * of one); and, for merging groups that fail a further criterion, group to group
 * {@code |G|·GR(g,t*) + |H|·GR(h,t*)} (our extension, in the form of L-clustering's {@code DS(G,H)}).
 */
public final class KaimCost extends HierarchyTermCost {
    private final KaimInformation information;

    public KaimCost(HierarchyRepresentative centre, KaimInformation information) {
        super(centre);
        this.information = information;
    }

    @Override
    protected double term(int x, int g, int size) {
        int y = coded.lca(x, g);
        return information.rate(x, y) + size * information.rate(g, y);
    }

    @Override
    protected double nodesBetween(int ga, int sizeA, int gb, int sizeB) {
        int y = coded.lca(ga, gb);
        return sizeA * information.rate(ga, y) + sizeB * information.rate(gb, y);
    }
}
