package io.graphveil.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The project's one JSON configuration: a shared mapper, a pretty printer with {@code \n} line
 * ends and one-line arrays (so outputs are byte-identical on every platform), and a map from JSON
 * pointers to line numbers so that schema errors can name their line.
 */
public final class Json {
    /** Reads reject a key given twice in one object (a second {@code "private"} must not replace the first). */
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private static final DefaultPrettyPrinter PRINTER = new DefaultPrettyPrinter()
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(DefaultPrettyPrinter.FixedSpaceIndenter.instance);

    private Json() {
    }

    public static ObjectWriter writer() {
        return MAPPER.writer(PRINTER);
    }

    /** Pretty JSON text ending with a newline. */
    public static String pretty(JsonNode node) {
        try {
            return writer().writeValueAsString(node) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void write(Path file, JsonNode node) throws IOException {
        OwnerOnly.writeString(file, pretty(node));
    }

    /** Line of every value and field name, by JSON pointer ({@code /attributes/2/role}). */
    public static Map<String, Integer> lineIndex(byte[] json) throws IOException {
        Map<String, Integer> lines = new HashMap<>();
        Deque<Frame> stack = new ArrayDeque<>();
        try (JsonParser p = MAPPER.getFactory().createParser(json)) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                int line = p.currentTokenLocation().getLineNr();
                Frame top = stack.peek();
                switch (t) {
                    case FIELD_NAME -> {
                        top.field = p.currentName();
                        lines.put(top.pointer + "/" + top.field, line);
                    }
                    case START_OBJECT, START_ARRAY -> {
                        String ptr = childPointer(top);
                        lines.putIfAbsent(ptr, line);
                        stack.push(new Frame(ptr, t == JsonToken.START_ARRAY));
                    }
                    case END_OBJECT, END_ARRAY -> stack.pop();
                    default -> lines.putIfAbsent(childPointer(top), line);
                }
            }
        }
        return lines;
    }

    private static String childPointer(Frame top) {
        if (top == null) {
            return "";
        }
        return top.array ? top.pointer + "/" + (top.index++) : top.pointer + "/" + top.field;
    }

    private static final class Frame {
        final String pointer;
        final boolean array;
        int index;
        String field;

        Frame(String pointer, boolean array) {
            this.pointer = pointer;
            this.array = array;
        }
    }
}
