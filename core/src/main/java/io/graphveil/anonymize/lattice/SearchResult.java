package io.graphveil.anonymize.lattice;

/**
 * The outcome of a lattice search: the optimal anonymous node (−1 when no node is anonymous), its
 * check and metric value, and how much work the search did.
 *
 * @param checks    nodes whose classes were grouped and judged
 * @param strategy  how the search pruned (for the report)
 */
public record SearchResult(int optimum, NodeCheck check, double value, int checks, String strategy) {
    public boolean found() {
        return optimum >= 0;
    }
}
