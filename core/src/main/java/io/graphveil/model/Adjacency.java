package io.graphveil.model;

/** Read access to an undirected graph on nodes {@code 0..n-1}: what neighbourhood queries need. */
public interface Adjacency {
    int nodeCount();

    int degree(int v);

    /** The {@code i}-th neighbour of {@code v}, {@code 0 ≤ i < degree(v)}. */
    int neighbor(int v, int i);

    /** Whether {@code u} and {@code v} are friends: {@link #listHolds} on the shorter of their lists. */
    default boolean hasEdge(int u, int v) {
        return degree(u) <= degree(v) ? listHolds(u, v) : listHolds(v, u);
    }

    /**
     * Whether {@code w} is in {@code v}'s list. This default scans it; a graph whose lists are sorted
     * answers by binary search (and {@link #sortedLists} says so).
     */
    default boolean listHolds(int v, int w) {
        for (int i = 0; i < degree(v); i++) {
            if (neighbor(v, i) == w) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first position {@code i ≥ from} of {@code v}'s list with {@code neighbor(v, i) >= x}, or
     * the degree if none, for a list that is ascending ({@link #sortedLists}). This default scans;
     * the graphs whose lists are arrays gallop ({@link SortedSearch}).
     */
    default int firstAtLeast(int v, int from, int x) {
        int d = degree(v);
        int i = from;
        while (i < d && neighbor(v, i) < x) {
            i++;
        }
        return i;
    }

    /** Whether every neighbour list is ascending, so that {@link #hasEdge} is a binary search. */
    default boolean sortedLists() {
        return false;
    }
}
