package io.graphveil.model;

/** Read access to an undirected graph on nodes {@code 0..n-1}: what neighbourhood queries need. */
public interface Adjacency {
    int nodeCount();

    int degree(int v);

    /** The {@code i}-th neighbour of {@code v}, {@code 0 ≤ i < degree(v)}. */
    int neighbor(int v, int i);

    /**
     * Whether {@code u} and {@code v} are friends. This default scans the shorter list; a graph
     * whose lists are sorted answers in {@code O(log d)} (and {@link #sortedLists} says so).
     */
    default boolean hasEdge(int u, int v) {
        if (degree(u) > degree(v)) {
            int t = u;
            u = v;
            v = t;
        }
        for (int i = 0; i < degree(u); i++) {
            if (neighbor(u, i) == v) {
                return true;
            }
        }
        return false;
    }

    /** Whether every neighbour list is ascending, so that {@link #hasEdge} is a binary search. */
    default boolean sortedLists() {
        return false;
    }
}
