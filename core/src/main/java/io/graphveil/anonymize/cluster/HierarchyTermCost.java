package io.graphveil.anonymize.cluster;

/**
 * An {@link AttributeCost} whose term depends only on hierarchy nodes: the record's value node
 * {@code x}, the cluster's representative node {@code u} and the cluster's size. The rows, the
 * single costs and the group-to-group term all read the representative's node here; the
 * subclasses give the two formulas ({@link KaimCost}, {@link NcpHierarchyCost}).
 */
abstract sealed class HierarchyTermCost implements AttributeCost permits KaimCost, NcpHierarchyCost,
        HeightHierarchyCost {
    private final HierarchyRepresentative representative;
    /** The attribute's codes in its hierarchy. */
    protected final CodedHierarchy coded;

    HierarchyTermCost(HierarchyRepresentative representative) {
        this.representative = representative;
        this.coded = representative.coded();
    }

    /** The term for a record at node {@code x} joining a cluster at node {@code u} of {@code size} records. */
    protected abstract double term(int x, int u, int size);

    /** The term for clusters at nodes {@code u} ({@code sizeU} records) and {@code w} ({@code sizeW}) joining. */
    protected abstract double nodesBetween(int u, int sizeU, int w, int sizeW);

    @Override
    public final int codeCount() {
        return coded.codeCount();
    }

    @Override
    public final void fillRow(int cluster, int size, double[] row) {
        fill(representative.node(cluster), size, row);
    }

    @Override
    public final void fillRowForValue(int value, double[] row) {
        fill(coded.node(value), 1, row);
    }

    private void fill(int u, int size, double[] row) {
        for (int v = 0; v < coded.codeCount(); v++) {
            row[v] = term(coded.node(v), u, size);
        }
    }

    @Override
    public final double cost(int cluster, int size, int code) {
        return term(coded.node(code), representative.node(cluster), size);
    }

    @Override
    public final double between(int a, int sizeA, int b, int sizeB) {
        return nodesBetween(representative.node(a), sizeA, representative.node(b), sizeB);
    }
}
