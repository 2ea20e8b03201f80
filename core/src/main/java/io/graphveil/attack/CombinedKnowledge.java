package io.graphveil.attack;

/** (c) Two counts at once (vectors {@code {first, second}}): a node must match both, in the same way. */
final class CombinedKnowledge implements Knowledge {
    private final CountKnowledge first;
    private final CountKnowledge second;

    CombinedKnowledge(CountKnowledge first, CountKnowledge second) {
        this.first = first;
        this.second = second;
    }

    @Override
    public String key() {
        return first.key() + "_and_" + second.key();
    }

    @Override
    public int[] known(int person) {
        return new int[]{first.knownCount(person), second.knownCount(person)};
    }

    @Override
    public int[] seen(int node) {
        return new int[]{first.seenCount(node), second.seenCount(node)};
    }

    @Override
    public boolean exact(int[] known, int[] seen) {
        return CountKnowledge.exact(known[0], seen[0]) && CountKnowledge.exact(known[1], seen[1]);
    }

    @Override
    public boolean tolerant(int[] known, int[] seen) {
        return CountKnowledge.tolerant(known[0], seen[0]) && CountKnowledge.tolerant(known[1], seen[1]);
    }

    @Override
    public boolean firstComponentBounds() {
        return true;
    }
}
