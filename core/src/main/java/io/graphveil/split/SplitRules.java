package io.graphveil.split;

/**
 * One way of splitting (the paper's rules, or the safe defaults): who is split and in which
 * order, what each copy shows, and which copy each former neighbour joins. {@link NodeSplitter}
 * runs the loop shared by both and does the rewiring. Both draw every random choice of a split
 * from the node's own stream ({@link NodeKeys#stream}): {@link #deal} starts it, {@link #assign}
 * goes on with it.
 */
interface SplitRules {

    /** The targets in the order they are split. */
    SplitQueue queue();

    /** Rules for the values: the codes of the two copies of {@code v}, {@code [copy][attribute]}. */
    int[][] deal(int v);

    /**
     * Rules for the edges: the copy (0 or 1) each local neighbour of {@code ball} joins, by local
     * index (entry 0, the centre, unused).
     */
    int[] assign(int v, Neighborhood ball, int[][] copies);

    /** Which copy of the last {@link #deal} is the shadow (shows no dealt value), or −1 when neither is. */
    default int shadowCopy() {
        return -1;
    }
}
