package io.graphveil.model;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The published forms of a generalized value (ALGORITHMS.md §7): an interval built from data {@code [a~b]},
 * a set {@code {x|y|z}}, {@code *} for missing or suppressed, and otherwise a plain value (an
 * original value or a hierarchy label). Inside an interval's ends and a set's members a
 * {@code |}, {@code {}, {@code }}, {@code ~} — and, so that escaping can be undone, a
 * {@code \} — is preceded by {@code \}. Writers and readers of published tables share this one
 * definition; the verifier compares published strings only and needs none of it.
 */
public final class GeneralizedValues {
    private GeneralizedValues() {
    }

    /** {@code value} with {@code \ | { } ~} escaped by a backslash. */
    public static String escape(String value) {
        StringBuilder sb = null;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' || c == '|' || c == '{' || c == '}' || c == '~') {
                if (sb == null) {
                    sb = new StringBuilder(value.length() + 4).append(value, 0, i);
                }
                sb.append('\\');
            }
            if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? value : sb.toString();
    }

    /** The interval {@code [lo~hi]} of two values (escaped). */
    public static String interval(String lo, String hi) {
        return "[" + escape(lo) + "~" + escape(hi) + "]";
    }

    /** The set {@code {a|b|c}} of {@code members}, in the order given (escaped). */
    public static String set(Collection<String> members) {
        StringBuilder sb = new StringBuilder("{");
        boolean first = true;
        for (String m : members) {
            if (!first) {
                sb.append('|');
            }
            sb.append(escape(m));
            first = false;
        }
        return sb.append('}').toString();
    }

    /** A published value read back. */
    public sealed interface Parsed {
    }

    /** {@code *}: missing or fully generalized. */
    public record Missing() implements Parsed {
    }

    /** {@code [lo~hi]}, ends unescaped. */
    public record Interval(String lo, String hi) implements Parsed {
    }

    /** {@code {a|b}}, members unescaped. */
    public record SetOf(List<String> members) implements Parsed {
    }

    /** Anything else: an original value or a hierarchy label, as written. */
    public record Plain(String value) implements Parsed {
    }

    /**
     * Reads a published value. A value that merely looks like an interval or a set but does not
     * split as one (no unescaped {@code ~}, an unbalanced brace) is {@link Plain}.
     */
    public static Parsed parse(String published) {
        if (Values.isMissing(published)) {
            return new Missing();
        }
        int n = published.length();
        if (n >= 2 && published.charAt(0) == '{' && published.charAt(n - 1) == '}' && !escapedAt(published, n - 1)) {
            List<String> parts = split(published.substring(1, n - 1), '|');
            if (parts != null) {
                return new SetOf(parts);
            }
        }
        if (n >= 3 && published.charAt(0) == '[' && published.charAt(n - 1) == ']') {
            List<String> parts = split(published.substring(1, n - 1), '~');
            if (parts != null && parts.size() == 2) {
                return new Interval(parts.get(0), parts.get(1));
            }
        }
        return new Plain(published);
    }

    private static boolean escapedAt(String s, int i) {
        int backslashes = 0;
        for (int j = i - 1; j >= 0 && s.charAt(j) == '\\'; j--) {
            backslashes++;
        }
        return backslashes % 2 == 1;
    }

    /** Splits on unescaped {@code separator} and unescapes; null when an unescaped reserved character remains. */
    private static List<String> split(String body, char separator) {
        List<String> parts = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\') {
                if (i + 1 == body.length()) {
                    return null;
                }
                current.append(body.charAt(++i));
            } else if (c == separator) {
                parts.add(current.toString());
                current.setLength(0);
            } else if (c == '|' || c == '{' || c == '}' || c == '~') {
                return null;
            } else {
                current.append(c);
            }
        }
        parts.add(current.toString());
        return parts;
    }
}
