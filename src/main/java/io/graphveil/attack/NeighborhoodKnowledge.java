package io.graphveil.attack;

import io.graphveil.model.IndexedGraph;
import io.graphveil.split.Neighborhood;

/**
 * (d) The structure of the person's 1-neighbourhood: the degree sequence of {@code LY_1} (SPEC 1.3),
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

    private static int[][] sequences(IndexedGraph g) {
        int[][] out = new int[g.nodeCount()][];
        Neighborhood.Query query = new Neighborhood.Query(g.nodeCount());
        for (int v = 0; v < out.length; v++) {
            out[v] = query.ball(g, v, 1).degreeSequence();
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
        return java.util.Arrays.equals(known, seen);
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
