package io.graphveil.attack;

/**
 * Knowledge of one count that anonymization can only lower (a degree, a number of values): the
 * exact attacker wants the same count, the tolerant one any count up to the known one.
 */
abstract class CountKnowledge implements Knowledge {
    abstract int knownCount(int person);

    abstract int seenCount(int node);

    @Override
    public final int[] known(int person) {
        return new int[]{knownCount(person)};
    }

    @Override
    public final int[] seen(int node) {
        return new int[]{seenCount(node)};
    }

    @Override
    public final boolean exact(int[] known, int[] seen) {
        return exact(known[0], seen[0]);
    }

    @Override
    public final boolean tolerant(int[] known, int[] seen) {
        return tolerant(known[0], seen[0]);
    }

    /** One count's exact match; {@link CombinedKnowledge} applies it per component. */
    static boolean exact(int known, int seen) {
        return seen == known;
    }

    /** One count's tolerant match; {@link CombinedKnowledge} applies it per component. */
    static boolean tolerant(int known, int seen) {
        return seen <= known;
    }

    @Override
    public final boolean firstComponentBounds() {
        return true;
    }
}
