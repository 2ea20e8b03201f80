package io.graphveil.io;

/**
 * What a value must be to be published faithfully in every file GraphVeil writes: text XML 1.0
 * can hold (no NUL or other control character but tab, line feed and carriage return, no
 * unpaired surrogate, no U+FFFE or U+FFFF), so that {@code graph.graphml} stays well-formed; and not
 * a formula a spreadsheet would run when opening {@code table.csv} — a value beginning with
 * {@code =}, {@code +}, {@code -}, {@code @}, tab or carriage return that is not a number. Such a value
 * is refused as bad input rather than altered, since a changed value could hide a private one from
 * the verifier. Identifiers are never published and are not checked.
 */
public final class PublishableText {
    private PublishableText() {
    }

    /** What keeps {@code value} from being published, or null. */
    public static String problem(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            boolean control = c < 0x20 && c != '\t' && c != '\n' && c != '\r';
            boolean surrogate = Character.isSurrogate(c) && !(Character.isHighSurrogate(c) && i + 1 < value.length()
                    && Character.isLowSurrogate(value.charAt(i + 1)));
            if (Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(value.charAt(i - 1))) {
                surrogate = false;
            }
            if (control || surrogate || c == '\uFFFE' || c == '\uFFFF') {
                return String.format(java.util.Locale.ROOT, "'%s' holds the character U+%04X, which XML cannot carry",
                        visible(value), (int) c);
            }
        }
        if (!value.isEmpty() && "=+-@\t\r".indexOf(value.charAt(0)) >= 0 && !ValueRules.isNumber(value)) {
            return "'" + visible(value) + "' would run as a formula in a spreadsheet opening the published table";
        }
        return null;
    }

    /** {@code value} with control characters written as {@code \\uXXXX}, for a one-line message. */
    static String visible(String value) {
        StringBuilder sb = new StringBuilder();
        for (char c : value.toCharArray()) {
            if (c < 0x20 || c == '\uFFFE' || c == '\uFFFF' || Character.isSurrogate(c)) {
                sb.append(String.format(java.util.Locale.ROOT, "\\u%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.length() > 60 ? sb.substring(0, 60) + "..." : sb.toString();
    }
}
