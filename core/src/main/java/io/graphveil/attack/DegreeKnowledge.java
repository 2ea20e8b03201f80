package io.graphveil.attack;

import io.graphveil.model.IndexedGraph;

/**
 * (a) The person's degree. Exact: the node's degree equals it; tolerant: the node's degree is at
 * most it (a copy keeps a subset of the person's friendships).
 */
final class DegreeKnowledge extends CountKnowledge {
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
    int knownCount(int person) {
        return original.degree(person);
    }

    @Override
    int seenCount(int node) {
        return published.degree(node);
    }
}
