package io.graphveil.attack;

import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Values;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether a published value is consistent with a known original value: the tolerant linking
 * attacker's test (ALGORITHMS.md §1.6 (e)). A published value covers {@code x} when it is {@code x}, when it
 * is {@code *}, when it is a label of an ancestor of {@code x} in the attribute's hierarchy, when it
 * is an interval from data {@code [a~b]} (or a hierarchy's half-open {@code [a~b)}) holding the
 * number {@code x}, or when it is a set {@code {x|y|z}} (ALGORITHMS.md §7's escaping) holding {@code x}.
 */
final class ValueCover {
    private ValueCover() {
    }

    static boolean covers(String published, String original, Hierarchy hierarchy) {
        if (published.equals(original) || Values.isMissing(published)) {
            return true;
        }
        if (Values.isMissing(original)) {
            return false;
        }
        if (hierarchy != null) {
            for (int x = hierarchy.node(original); x >= 0; x = hierarchy.parent(x)) {
                if (hierarchy.label(x).equals(published)) {
                    return true;
                }
            }
        }
        int n = published.length();
        if (n >= 2 && published.charAt(0) == '{' && published.charAt(n - 1) == '}') {
            return members(published.substring(1, n - 1)).contains(original);
        }
        if (n >= 5 && published.charAt(0) == '[' && (published.charAt(n - 1) == ']' || published.charAt(n - 1) == ')')) {
            int tilde = published.indexOf('~');
            try {
                double lo = Double.parseDouble(published.substring(1, tilde));
                double hi = Double.parseDouble(published.substring(tilde + 1, n - 1));
                double x = Double.parseDouble(original);
                return lo <= x && (published.charAt(n - 1) == ']' ? x <= hi : x < hi);
            } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
                return false;
            }
        }
        return false;
    }

    /** The members of a set's body {@code x|y|z}, with {@code \}-escapes removed. */
    static List<String> members(String body) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\' && i + 1 < body.length()) {
                current.append(body.charAt(++i));
            } else if (c == '|') {
                out.add(current.toString());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        out.add(current.toString());
        return out;
    }
}
