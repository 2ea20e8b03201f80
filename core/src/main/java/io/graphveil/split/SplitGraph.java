package io.graphveil.split;

import io.graphveil.model.Adjacency;
import io.graphveil.model.IndexedGraph;

import java.util.Arrays;

/**
 * The friendship graph while nodes are being split: growable int adjacency lists with room for
 * the copies, which take the indexes after the original nodes.
 */
final class SplitGraph implements Adjacency {
    private final int[][] adjacency;
    private final int[] degree;
    private int nodeCount;

    SplitGraph(IndexedGraph g, int capacity) {
        adjacency = new int[capacity][];
        degree = new int[capacity];
        nodeCount = g.nodeCount();
        for (int v = 0; v < nodeCount; v++) {
            adjacency[v] = g.neighbors(v);
            degree[v] = adjacency[v].length;
        }
    }

    @Override
    public int nodeCount() {
        return nodeCount;
    }

    @Override
    public int degree(int v) {
        return degree[v];
    }

    @Override
    public int neighbor(int v, int i) {
        return adjacency[v][i];
    }

    /** Adds a node with no edges; returns its index. */
    int addNode() {
        adjacency[nodeCount] = new int[0];
        return nodeCount++;
    }

    /** Replaces the neighbour list of {@code v} (the other ends are not touched). */
    void setNeighbors(int v, int[] neighbors, int count) {
        adjacency[v] = Arrays.copyOf(neighbors, count);
        degree[v] = count;
    }

    /** In {@code u}'s list, the neighbour {@code from} becomes {@code to}. */
    void replaceNeighbor(int u, int from, int to) {
        int[] a = adjacency[u];
        for (int i = 0; i < degree[u]; i++) {
            if (a[i] == from) {
                a[i] = to;
                return;
            }
        }
        throw new IllegalStateException(from + " is not a neighbour of " + u);
    }

    /** The graph as compressed sparse rows (neighbour lists sorted). */
    IndexedGraph toIndexedGraph() {
        int[] us = new int[countEdges()];
        int[] vs = new int[us.length];
        int m = 0;
        for (int u = 0; u < nodeCount; u++) {
            for (int i = 0; i < degree[u]; i++) {
                int v = adjacency[u][i];
                if (u < v) {
                    us[m] = u;
                    vs[m++] = v;
                }
            }
        }
        return IndexedGraph.fromSimpleEdges(nodeCount, us, vs, m);
    }

    private int countEdges() {
        long sum = 0;
        for (int v = 0; v < nodeCount; v++) {
            sum += degree[v];
        }
        return (int) (sum / 2);
    }
}
