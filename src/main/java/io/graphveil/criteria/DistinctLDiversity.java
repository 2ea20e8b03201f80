package io.graphveil.criteria;

import io.graphveil.BadParameterException;

/**
 * Distinct l-diversity (Machanavajjhala, Kifer, Gehrke and Venkitasubramaniam 2007, "l-diversity:
 * privacy beyond k-anonymity", TKDD): every equivalence class holds at least {@code l} distinct
 * known values of the SENSITIVE attribute. Monotone: merging classes never loses a value.
 */
public final class DistinctLDiversity extends DistinctSensitiveValues {

    public DistinctLDiversity(int l) {
        super(requireAtLeastTwo(l), "l");
    }

    private static int requireAtLeastTwo(int l) {
        if (l < 2) {
            throw new BadParameterException("l must be at least 2, not " + l);
        }
        return l;
    }

    public int l() {
        return threshold();
    }

    @Override
    public String name() {
        return "l-diversity";
    }

    @Override
    public String describe() {
        return "distinct " + threshold() + "-diversity";
    }
}
