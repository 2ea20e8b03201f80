package io.graphveil.metrics;

import io.graphveil.model.IndexedGraph;

/**
 * The connected components of a graph, found by breadth-first search in O(n + m). Component ids
 * are numbered in order of their smallest node. Immutable.
 */
public final class Components {
    private final int[] componentOf;
    private final int[] sizes;
    private final int largest;

    private Components(int[] componentOf, int[] sizes) {
        this.componentOf = componentOf;
        this.sizes = sizes;
        int best = -1;
        for (int c = 0; c < sizes.length; c++) {
            if (best < 0 || sizes[c] > sizes[best]) {
                best = c;
            }
        }
        this.largest = best;
    }

    public static Components of(IndexedGraph g) {
        int n = g.nodeCount();
        int[] comp = new int[n];
        java.util.Arrays.fill(comp, -1);
        int[] queue = new int[n];
        int[] sizes = new int[Math.max(1, n)];
        int count = 0;
        for (int s = 0; s < n; s++) {
            if (comp[s] >= 0) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = s;
            comp[s] = count;
            while (head < tail) {
                int u = queue[head++];
                for (int i = g.start(u); i < g.end(u); i++) {
                    int v = g.target(i);
                    if (comp[v] < 0) {
                        comp[v] = count;
                        queue[tail++] = v;
                    }
                }
            }
            sizes[count++] = tail;
        }
        return new Components(comp, java.util.Arrays.copyOf(sizes, count));
    }

    public int count() {
        return sizes.length;
    }

    public int componentOf(int node) {
        return componentOf[node];
    }

    public int size(int component) {
        return sizes[component];
    }

    /** The id of the largest component (the first such in case of ties), −1 for an empty graph. */
    public int largest() {
        return largest;
    }

    public int largestSize() {
        return largest < 0 ? 0 : sizes[largest];
    }

    /** Nodes with no neighbour. */
    public int isolated() {
        int n = 0;
        for (int s : sizes) {
            if (s == 1) {
                n++;
            }
        }
        return n;
    }
}
