package io.graphveil.attack;

import io.graphveil.model.IndexedGraph;

import java.util.Arrays;

/**
 * (d) The structure of the person's 1-neighbourhood: the degree sequence of {@code LY_1} (ALGORITHMS.md §1.3),
 * descending. Its first element is the centre's degree (the centre is adjacent to every other node
 * of its ball). Exact: the node's sequence is the same; tolerant: it is dominated — no longer, and
 * element by element no larger — which holds for every copy, because splitting maps a copy's ball
 * one-to-one onto a subgraph of the person's ball, and a subgraph's descending degree sequence is
 * dominated by the graph's.
 */
final class NeighborhoodKnowledge implements Knowledge {
    private final int[][] known;
    private final int[][] seen;

    NeighborhoodKnowledge(AttackInput in) {
        this.known = sequences(in.original().structure());
        this.seen = in.published() == in.original() ? known : sequences(in.published().structure());
    }

    /**
     * The descending degree sequence of every node's {@code LY_1}, without building the ball: the
     * centre is adjacent to its {@code d(v)} neighbours, and a neighbour {@code w} to the centre
     * and to each common neighbour, degree {@code 1 + |N(w) ∩ N(v)|} (the graph is simple). The
     * same multiset as {@link io.graphveil.split.Neighborhood#degreeSequence()} of the ball.
     */
    static int[][] sequences(IndexedGraph g) {
        int n = g.nodeCount();
        int[][] out = new int[n][];
        int[] mark = new int[n]; // mark[w] == v + 1: w is a neighbour of v
        for (int v = 0; v < n; v++) {
            for (int i = g.start(v); i < g.end(v); i++) {
                mark[g.target(i)] = v + 1;
            }
            int[] d = new int[g.degree(v) + 1];
            d[0] = g.degree(v);
            for (int i = g.start(v); i < g.end(v); i++) {
                int w = g.target(i);
                int degree = 1;
                for (int j = g.start(w); j < g.end(w); j++) {
                    degree += mark[g.target(j)] == v + 1 ? 1 : 0;
                }
                d[i - g.start(v) + 1] = degree;
            }
            Arrays.sort(d);
            for (int i = 0, j = d.length - 1; i < j; i++, j--) {
                int t = d[i];
                d[i] = d[j];
                d[j] = t;
            }
            out[v] = d;
        }
        return out;
    }

    @Override
    public String key() {
        return "neighborhood";
    }

    @Override
    public int[] known(int person) {
        return known[person];
    }

    @Override
    public int[] seen(int node) {
        return seen[node];
    }

    @Override
    public boolean exact(int[] known, int[] seen) {
        return Arrays.equals(known, seen);
    }

    @Override
    public boolean tolerant(int[] known, int[] seen) {
        if (seen.length > known.length) {
            return false;
        }
        for (int i = 0; i < seen.length; i++) {
            if (seen[i] > known[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean firstComponentBounds() {
        return true;
    }
}
