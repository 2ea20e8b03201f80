package io.graphveil.model;

/**
 * The missing value. ALGORITHMS.md §0 puts {@code *} at the root's height of every hierarchy, so a missing
 * value and a fully suppressed one are the same thing and every algorithm keeps such records.
 */
public final class Values {
    /** The canonical missing (or fully generalized) value. */
    public static final String MISSING = "*";

    private Values() {
    }

    public static boolean isMissing(String value) {
        return MISSING.equals(value);
    }
}
