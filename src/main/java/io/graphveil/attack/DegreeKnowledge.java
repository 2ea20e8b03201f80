package io.graphveil.attack;

import io.graphveil.model.IndexedGraph;

/**
 * (a) The person's degree. Exact: the node's degree equals it; tolerant: the node's degree is at
 * most it (a copy keeps a subset of the person's friendships).
 */
final class DegreeKnowledge implements Knowledge {
    private final IndexedGraph original;
    private final IndexedGraph published;

    DegreeKnowledge(AttackInput in) {
        this.original = in.original().structure();
        this.published = in.published().structure();
    }

    @Override
    public String key() {
        return "degree";
    }

    @Override
    public int[] known(int person) {
        return new int[]{original.degree(person)};
    }

    @Override
    public int[] seen(int node) {
        return new int[]{published.degree(node)};
    }

    @Override
    public boolean exact(int[] known, int[] seen) {
        return seen[0] == known[0];
    }

    @Override
    public boolean tolerant(int[] known, int[] seen) {
        return seen[0] <= known[0];
    }

    @Override
    public boolean firstComponentBounds() {
        return true;
    }
}
