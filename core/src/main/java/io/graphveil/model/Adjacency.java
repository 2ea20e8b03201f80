package io.graphveil.model;

/** Read access to an undirected graph on nodes {@code 0..n-1}: what neighbourhood queries need. */
public interface Adjacency {
    int nodeCount();

    int degree(int v);

    /** The {@code i}-th neighbour of {@code v}, {@code 0 ≤ i < degree(v)}. */
    int neighbor(int v, int i);
}
