package io.graphveil.hierarchy;

import io.graphveil.model.Values;

import java.util.Arrays;
import java.util.Set;

/**
 * Builds a code hierarchy by prefix masking (ALGORITHMS.md §0): with {@code digits = 5},
 * {@code 12345 → 1234* → 123** → 12*** → 1**** → *}. Level {@code j} keeps the first
 * {@code digits − j} characters and masks the rest, so codes of other lengths (ZIP+4
 * {@code 12345-6789}, malformed 6–9 digit codes) are kept as leaves and join their 5-digit
 * neighbours from level 1 up; a shorter code is padded with {@code *}.
 */
public final class MaskHierarchy {
    private MaskHierarchy() {
    }

    public static Hierarchy build(Iterable<String> codes, int digits) {
        if (digits < 1) {
            throw new IllegalArgumentException("digits must be at least 1");
        }
        // sorted, so that the hierarchy (and the policy files cut from it) does not depend on the
        // order the rows were read in: Spark has none
        Set<String> distinct = new java.util.TreeSet<>();
        for (String c : codes) {
            if (!Values.isMissing(c)) {
                distinct.add(c);
            }
        }
        Hierarchy.Builder b = new Hierarchy.Builder(null);
        for (String code : distinct) {
            String[] path = new String[digits + 1];
            path[0] = code;
            for (int j = 1; j < digits; j++) {
                path[j] = mask(code, digits, j);
            }
            path[digits] = Values.MISSING;
            b.add(path, 0);
        }
        return b.build();
    }

    /** {@code code} with its prefix of {@code digits − level} characters kept, padded with {@code *} to {@code digits}. */
    public static String mask(String code, int digits, int level) {
        int keep = Math.min(code.length(), digits - level);
        char[] out = new char[digits];
        Arrays.fill(out, '*');
        code.getChars(0, keep, out, 0);
        return new String(out);
    }
}
