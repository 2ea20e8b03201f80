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

    /**
     * The number {@code s} writes plainly — ASCII digits without a leading zero, below 2^31, as
     * ids and pseudonyms usually are — or −1 for any other string ({@code "007"}, {@code "+7"},
     * {@code " 7"}), so that two different strings never give the same number.
     */
    public static int plainNumber(String s) {
        int length = s.length();
        if (length == 0 || length > 10 || (length > 1 && s.charAt(0) == '0')) {
            return -1;
        }
        long n = 0;
        for (int i = 0; i < length; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            n = n * 10 + (c - '0');
        }
        return n <= Integer.MAX_VALUE ? (int) n : -1;
    }
}
