package io.graphveil.anonymize.cluster;

import io.graphveil.model.Column;

/**
 * A cluster's value as the lowest common ancestor of its members' values in the attribute's
 * hierarchy (KAIM's group centre, ALGORITHMS.md §2; k-member's categorical generalization), updated in
 * O(1) per join with the LCA table. A missing member makes it the root, {@code *}. Published as
 * the node's label.
 */
public final class HierarchyRepresentative implements AttributeRepresentative {
    private final CodedHierarchy coded;
    private final int[] codeOfRecord;
    private final GrowableInts node = new GrowableInts();

    public HierarchyRepresentative(CodedHierarchy coded, Column column) {
        this.coded = coded;
        this.codeOfRecord = column.codes();
    }

    public CodedHierarchy coded() {
        return coded;
    }

    /** The representative's hierarchy node. */
    public int node(int cluster) {
        return node.get(cluster);
    }

    private int nodeOf(int record) {
        return coded.node(codeOfRecord[record]);
    }

    @Override
    public void open(int cluster, int record) {
        node.set(cluster, nodeOf(record));
    }

    @Override
    public void add(int cluster, int record) {
        node.set(cluster, coded.lca(node.get(cluster), nodeOf(record)));
    }

    @Override
    public void merge(int into, int from) {
        node.set(into, coded.lca(node.get(into), node.get(from)));
    }

    @Override
    public String label(int cluster) {
        return coded.hierarchy().label(node.get(cluster));
    }
}
