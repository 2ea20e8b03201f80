package io.graphveil.criteria;

/**
 * Distinct l-diversity (Machanavajjhala, Kifer, Gehrke and Venkitasubramaniam 2007, "l-diversity:
 * privacy beyond k-anonymity", TKDD): every equivalence class holds at least {@code l} distinct
 * known values of the SENSITIVE attribute. Monotone: merging classes never loses a value.
 */
public final class DistinctLDiversity extends DistinctSensitiveValues {

    public DistinctLDiversity(int l) {
        super(l, "l");
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
