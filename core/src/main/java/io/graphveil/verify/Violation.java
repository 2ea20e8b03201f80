package io.graphveil.verify;

/** One failing equivalence class (or the suppression count): which criterion, which class, why. */
public record Violation(String criterion, String equivalenceClass, String message) {
    @Override
    public String toString() {
        return criterion + " fails for [" + equivalenceClass + "]: " + message;
    }
}
