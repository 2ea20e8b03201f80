package io.graphveil.criteria;

/**
 * The p-sensitivity half of p-sensitive k-anonymity (Truta and Vinay 2006, "Privacy protection:
 * p-sensitive k-anonymity property"; ALGORITHMS.md §5): every equivalence class holds at least {@code p}
 * distinct known values of the SENSITIVE attribute. Combine with {@link KAnonymity} for the model.
 * Monotone.
 */
public final class PSensitivity extends DistinctSensitiveValues {

    public PSensitivity(int p) {
        super(p, "p");
    }

    public int p() {
        return threshold();
    }

    @Override
    public String name() {
        return "p-sensitivity";
    }

    @Override
    public String describe() {
        return threshold() + "-sensitivity";
    }
}
