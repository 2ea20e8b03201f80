package io.graphveil.review;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Escaping for the review page. Text goes into elements and attribute values with the five
 * characters HTML gives meaning to replaced; data goes into a {@code <script type="application/json">}
 * block as JSON whose {@code <}, {@code >}, {@code &} and line separators are written as
 * {@code \}{@code uXXXX} escapes, so that no value — {@code </script>} included — can end the block or
 * be read as markup, and the page's own script reads it with {@code JSON.parse}, never as code.
 */
public final class Html {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Html() {
    }

    /**
     * Text for an element or a quoted attribute value.
     *
     * @param s any text (null reads as empty)
     * @return the escaped text
     */
    public static String text(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /**
     * A value as JSON safe inside a {@code <script type="application/json">} element.
     *
     * @param value a Jackson-serializable value
     * @return the JSON text, with no {@code <}, {@code >} or {@code &} left
     */
    public static String scriptJson(Object value) {
        String json;
        try {
            json = JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        StringBuilder b = new StringBuilder(json.length() + 64);
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            switch (c) {
                case '<' -> b.append("\\u003c");
                case '>' -> b.append("\\u003e");
                case '&' -> b.append("\\u0026");
                case '\u2028' -> b.append("\\u2028");
                case '\u2029' -> b.append("\\u2029");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
