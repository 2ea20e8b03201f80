package io.graphveil.attack;

/**
 * One kind of background knowledge of ALGORITHMS.md §1.6: what the attacker knows of each original person
 * (a vector of ints), what the publication shows of each node (a vector of the same kind), and when
 * a node is a candidate for a person. The <i>exact</i> attacker of the paper expects to see what
 * it knows; the <i>tolerant</i> attacker knows that anonymization only coarsens — splitting lowers
 * degrees and drops values, generalization widens them — and accepts any node whose view could have
 * come from the person. When the publication only splits, generalizes and suppresses (as the
 * node-splitting pipeline does), a tolerant attacker's candidate set always holds the person's
 * copies; a method that perturbs values (micro-aggregation) can push a copy out of it.
 */
public interface Knowledge {
    /** snake_case name for reports: {@code degree}, {@code neighborhood}, ... */
    String key();

    /** What the attacker knows of original person {@code person}. */
    int[] known(int person);

    /** What the publication shows of published node {@code node}. */
    int[] seen(int node);

    boolean exact(int[] known, int[] seen);

    boolean tolerant(int[] known, int[] seen);

    /**
     * Whether both vectors are non-empty and a match needs {@code seen[0] == known[0]} (exact) or
     * {@code seen[0] <= known[0]} (tolerant): lets the attack skip most nodes.
     */
    default boolean firstComponentBounds() {
        return false;
    }

    default boolean matches(Matching matching, int[] known, int[] seen) {
        return matching == Matching.EXACT ? exact(known, seen) : tolerant(known, seen);
    }

    /** The two ways of matching. */
    enum Matching {
        EXACT, TOLERANT;

        public String key() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
