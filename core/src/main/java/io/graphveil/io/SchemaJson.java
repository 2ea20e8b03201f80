package io.graphveil.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.BadInputException;
import io.graphveil.model.HierarchySpec;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeType;
import io.graphveil.model.DataFormat;
import io.graphveil.model.Schema;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads and writes {@code schema.json} (ALGORITHMS.md §8). Reading is strict: an unknown key, role or type,
 * a value of the wrong kind or a missing required key is an error that names the file and line.
 */
public final class SchemaJson {
    private static final Set<String> TOP_KEYS = Set.of("name", "description", "missing", "format", "delimiter",
            "attributes");
    private static final Set<String> ATTRIBUTE_KEYS = Set.of("name", "role", "type", "nullable", "private",
            "hierarchy", "order", "weight", "gaps", "beta", "levels", "requirement", "description",
            "known_to_attackers");

    private SchemaJson() {
    }

    /** Reads a schema file; hierarchy paths in it resolve against its folder. */
    public static Schema read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw BadInputException.at(file, 0, "schema file not found");
        } catch (IOException e) {
            throw BadInputException.at(file, 0, "cannot read schema: " + e.getMessage());
        }
        if (new String(bytes, java.nio.charset.StandardCharsets.UTF_8).isBlank()) {
            throw BadInputException.at(file, 0, "the schema file is empty");
        }
        try {
            return parse(bytes, file, file.toAbsolutePath().getParent()).readFrom(file);
        } catch (IOException e) {
            throw BadInputException.at(file, 0, "cannot read schema: " + e.getMessage());
        }
    }

    /**
     * The line of {@code file} on which {@code value} is given for attribute {@code attribute} (the
     * first line quoting it after the attribute's name), for a message about it; 0 when not found.
     */
    public static long lineOf(Path file, String attribute, String value) {
        try {
            java.util.List<String> lines = Files.readAllLines(file);
            boolean inAttribute = false;
            for (int i = 0; i < lines.size(); i++) {
                String l = lines.get(i);
                if (l.contains("\"name\"") && l.contains("\"" + attribute + "\"")) {
                    inAttribute = true;
                } else if (inAttribute && l.contains("\"name\"")) {
                    inAttribute = false;
                }
                if (inAttribute && l.contains("\"" + value + "\"")) {
                    return i + 1;
                }
            }
        } catch (IOException | UncheckedIOException e) {
            return 0;
        }
        return 0;
    }

    /** Parses schema JSON text (tests, embedded defaults); paths resolve against {@code baseDir}. */
    public static Schema parse(String json, Path baseDir) {
        try {
            return parse(json.getBytes(java.nio.charset.StandardCharsets.UTF_8), Path.of("schema.json"), baseDir);
        } catch (IOException e) {
            throw new BadInputException("cannot parse schema: " + e.getMessage());
        }
    }

    /**
     * The schema in {@code bytes}; a JSON syntax error names {@code file} and its line, other I/O
     * errors are left to the caller (a file read and a string parse word them differently).
     */
    private static Schema parse(byte[] bytes, Path file, Path dir) throws IOException {
        JsonNode root;
        Map<String, Integer> lines;
        try {
            root = Json.MAPPER.readTree(bytes);
            lines = Json.lineIndex(bytes);
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            throw BadInputException.at(file, line, "invalid JSON: " + e.getOriginalMessage());
        }
        return new Reader(file, lines).schema(root, dir);
    }

    private static final class Reader {
        private final Path file;
        private final Map<String, Integer> lines;

        Reader(Path file, Map<String, Integer> lines) {
            this.file = file;
            this.lines = lines;
        }

        private BadInputException error(String pointer, String message) {
            return BadInputException.at(file, lines.getOrDefault(pointer, 0), message);
        }

        Schema schema(JsonNode root, Path dir) {
            if (root == null || !root.isObject()) {
                throw error("", "the schema must be a JSON object");
            }
            checkKeys(root, "", TOP_KEYS, "the schema");
            String name = optText(root, "", "name");
            String description = optText(root, "", "description");
            List<String> missing = textList(root.get("missing"), "/missing");
            DataFormat format = DataFormat.CSV;
            if (root.has("format")) {
                try {
                    format = DataFormat.fromJson(text(root.get("format"), "/format"));
                } catch (IllegalArgumentException e) {
                    throw error("/format", e.getMessage());
                }
            }
            char delimiter = ',';
            if (root.has("delimiter")) {
                String d = text(root.get("delimiter"), "/delimiter");
                if (d.length() != 1) {
                    throw error("/delimiter", "delimiter must be one character, not '" + d + "'");
                }
                delimiter = d.charAt(0);
            }
            JsonNode attrs = root.get("attributes");
            if (attrs == null || !attrs.isArray() || attrs.isEmpty()) {
                throw error(attrs == null ? "" : "/attributes", "the schema needs a non-empty 'attributes' list");
            }
            List<Attribute> attributes = new ArrayList<>();
            for (int i = 0; i < attrs.size(); i++) {
                attributes.add(attribute(attrs.get(i), "/attributes/" + i));
            }
            Map<String, Integer> seen = new LinkedHashMap<>();
            for (int i = 0; i < attributes.size(); i++) {
                Attribute a = attributes.get(i);
                if (seen.put(a.name(), i) != null) {
                    throw error("/attributes/" + i + "/name", "attribute '" + a.name() + "' is defined twice");
                }
            }
            for (int i = 0; i < attributes.size(); i++) {
                Attribute a = attributes.get(i);
                if (a.requirement().isPresent() && !seen.containsKey(a.requirement().get())) {
                    throw error("/attributes/" + i + "/requirement", "attribute '" + a.name()
                            + "': requirement column '" + a.requirement().get() + "' is not in the schema");
                }
            }
            return Schema.of(name, description, missing, attributes, format, delimiter, dir);
        }

        private Attribute attribute(JsonNode node, String ptr) {
            if (!node.isObject()) {
                throw error(ptr, "an attribute must be a JSON object");
            }
            String name = text(require(node, ptr, "name", "an attribute"), ptr + "/name");
            String what = "attribute '" + name + "'";
            checkKeys(node, ptr, ATTRIBUTE_KEYS, what);
            AttributeRole role = enumValue(AttributeRole.class, text(require(node, ptr, "role", what), ptr + "/role"),
                    ptr + "/role", what + ": unknown role");
            Attribute.Builder b = Attribute.builder(name, role);
            if (node.has("type")) {
                b.type(enumValue(AttributeType.class, text(node.get("type"), ptr + "/type"), ptr + "/type",
                        what + ": unknown type"));
            }
            if (node.has("nullable")) {
                JsonNode n = node.get("nullable");
                if (!n.isBoolean()) {
                    throw error(ptr + "/nullable", what + ": nullable must be true or false, not " + n);
                }
                b.nullable(n.booleanValue());
            }
            if (node.has("known_to_attackers")) {
                JsonNode n = node.get("known_to_attackers");
                if (!n.isBoolean()) {
                    throw error(ptr + "/known_to_attackers", what + ": known_to_attackers must be true or false, not " + n);
                }
                b.knownToAttackers(n.booleanValue());
            }
            if (node.has("private")) {
                if (role != AttributeRole.PRIVACY) {
                    throw error(ptr + "/private", what + ": only a PRIVACY attribute has a 'private' list");
                }
                b.privateValues(textList(node.get("private"), ptr + "/private"));
            } else if (role == AttributeRole.PRIVACY) {
                throw error(ptr, what + ": a PRIVACY attribute needs its 'private' list of private values");
            }
            if (node.has("hierarchy")) {
                b.hierarchy(hierarchy(node.get("hierarchy"), ptr + "/hierarchy", what));
            }
            if (node.has("order")) {
                b.order(textList(node.get("order"), ptr + "/order"));
            }
            if (node.has("weight")) {
                b.weight(number(node.get("weight"), ptr + "/weight", what + ": weight"));
            }
            if (node.has("gaps")) {
                List<Double> gaps = new ArrayList<>();
                JsonNode g = node.get("gaps");
                if (!g.isArray()) {
                    throw error(ptr + "/gaps", what + ": gaps must be a list of numbers");
                }
                for (int i = 0; i < g.size(); i++) {
                    double w = number(g.get(i), ptr + "/gaps/" + i, what + ": gap weight");
                    if (!(w > 0)) {
                        throw error(ptr + "/gaps/" + i, what + ": gap weights must be > 0, not " + w);
                    }
                    gaps.add(w);
                }
                b.gaps(gaps);
            }
            if (node.has("beta")) {
                b.beta(number(node.get("beta"), ptr + "/beta", what + ": beta"));
            }
            if (node.has("levels")) {
                JsonNode l = node.get("levels");
                if (!l.isObject()) {
                    throw error(ptr + "/levels", what + ": levels must map values to levels");
                }
                Map<String, Integer> levels = new LinkedHashMap<>();
                for (Iterator<Map.Entry<String, JsonNode>> it = l.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    JsonNode v = e.getValue();
                    if (!v.canConvertToInt() || !v.isIntegralNumber() || v.intValue() < 1) {
                        throw error(ptr + "/levels/" + e.getKey(), what + ": level of '" + e.getKey()
                                + "' must be a whole number >= 1, not " + v);
                    }
                    levels.put(e.getKey(), v.intValue());
                }
                b.levels(levels);
            }
            if (node.has("requirement")) {
                b.requirement(text(node.get("requirement"), ptr + "/requirement"));
            }
            if (node.has("description")) {
                b.description(text(node.get("description"), ptr + "/description"));
            }
            if (role == AttributeRole.IDENTIFIER && node.has("hierarchy")) {
                throw error(ptr + "/hierarchy", what + ": an IDENTIFIER is never published, so it has no hierarchy");
            }
            try {
                return b.build();
            } catch (IllegalArgumentException e) {
                throw error(ptr, e.getMessage());
            }
        }

        private HierarchySpec hierarchy(JsonNode h, String ptr, String what) {
            if (!h.isObject() || h.size() != 1) {
                throw error(ptr, what + ": hierarchy must be one of {\"file\": …}, {\"mask\": {\"digits\": N}}, "
                        + "{\"intervals\": [w1, w2, …]}");
            }
            try {
                if (h.has("file")) {
                    return new HierarchySpec.FromFile(text(h.get("file"), ptr + "/file"));
                }
                if (h.has("mask")) {
                    JsonNode m = h.get("mask");
                    JsonNode d = m.isObject() ? m.get("digits") : m;
                    if (d == null || !d.isIntegralNumber()) {
                        throw error(ptr + "/mask", what + ": mask needs {\"digits\": N}");
                    }
                    return new HierarchySpec.Mask(d.intValue());
                }
                if (h.has("intervals")) {
                    JsonNode iv = h.get("intervals");
                    if (!iv.isArray()) {
                        throw error(ptr + "/intervals", what + ": intervals must be a list of widths");
                    }
                    List<Double> widths = new ArrayList<>();
                    for (int i = 0; i < iv.size(); i++) {
                        widths.add(number(iv.get(i), ptr + "/intervals/" + i, what + ": interval width"));
                    }
                    return new HierarchySpec.Intervals(widths);
                }
            } catch (IllegalArgumentException e) {
                throw error(ptr, what + ": " + e.getMessage());
            }
            throw error(ptr, what + ": unknown hierarchy kind '" + h.fieldNames().next()
                    + "' (expected file, mask or intervals)");
        }

        private void checkKeys(JsonNode node, String ptr, Set<String> allowed, String what) {
            for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
                String key = it.next();
                if (!allowed.contains(key)) {
                    throw error(ptr + "/" + key, what + ": unknown key '" + key + "'");
                }
            }
        }

        private JsonNode require(JsonNode node, String ptr, String key, String what) {
            JsonNode v = node.get(key);
            if (v == null || v.isNull()) {
                throw error(ptr, what + " needs '" + key + "'");
            }
            return v;
        }

        private String optText(JsonNode node, String ptr, String key) {
            return node.has(key) ? text(node.get(key), ptr + "/" + key) : null;
        }

        /** Text of a string or number node (private values may be written as numbers). */
        private String text(JsonNode v, String ptr) {
            if (v.isTextual()) {
                return v.textValue();
            }
            if (v.isNumber()) {
                return v.asText();
            }
            throw error(ptr, "expected text, found " + v);
        }

        private List<String> textList(JsonNode v, String ptr) {
            List<String> out = new ArrayList<>();
            if (v == null) {
                return out;
            }
            if (!v.isArray()) {
                throw error(ptr, "expected a list, found " + v);
            }
            for (int i = 0; i < v.size(); i++) {
                out.add(text(v.get(i), ptr + "/" + i));
            }
            return out;
        }

        private double number(JsonNode v, String ptr, String what) {
            if (!v.isNumber()) {
                throw error(ptr, what + " must be a number, not " + v);
            }
            return v.doubleValue();
        }

        private <E extends Enum<E>> E enumValue(Class<E> type, String value, String ptr, String message) {
            try {
                return Enum.valueOf(type, value.trim().toUpperCase(Locale.ROOT).replace('-', '_'));
            } catch (IllegalArgumentException e) {
                List<String> names = new ArrayList<>();
                for (E c : type.getEnumConstants()) {
                    names.add(c.name());
                }
                throw error(ptr, message + " '" + value + "' (expected one of " + String.join(", ", names) + ")");
            }
        }
    }

    /** The schema as JSON, keys in ALGORITHMS.md §8's order; hierarchy file paths as they are in the schema. */
    public static ObjectNode toJson(Schema schema) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("name", schema.name());
        schema.description().ifPresent(d -> root.put("description", d));
        ArrayNode missing = root.putArray("missing");
        schema.missingTokens().forEach(missing::add);
        if (schema.format() != DataFormat.CSV) {
            root.put("format", schema.format().jsonName());
        }
        if (schema.delimiter() != ',') {
            root.put("delimiter", String.valueOf(schema.delimiter()));
        }
        ArrayNode attrs = root.putArray("attributes");
        for (Attribute a : schema.attributes()) {
            ObjectNode o = attrs.addObject();
            o.put("name", a.name());
            o.put("role", a.role().name());
            if (a.hasExplicitType()) {
                o.put("type", a.type().name());
            }
            if (!a.nullable()) {
                o.put("nullable", false);
            }
            if (!a.knownToAttackers()) {
                o.put("known_to_attackers", false);
            }
            if (a.role() == AttributeRole.PRIVACY) {
                ArrayNode p = o.putArray("private");
                a.privateValues().forEach(p::add);
            }
            if (!a.order().isEmpty()) {
                ArrayNode ord = o.putArray("order");
                a.order().forEach(ord::add);
            }
            a.hierarchy().ifPresent(h -> o.set("hierarchy", hierarchyJson(h)));
            if (a.weight() != 1.0) {
                o.put("weight", a.weight());
            }
            if (!a.gaps().isEmpty()) {
                ArrayNode g = o.putArray("gaps");
                a.gaps().forEach(g::add);
            }
            a.beta().ifPresent(beta -> o.put("beta", beta));
            if (!a.levels().isEmpty()) {
                ObjectNode l = o.putObject("levels");
                a.levels().forEach(l::put);
            }
            a.requirement().ifPresent(r -> o.put("requirement", r));
            a.description().ifPresent(d -> o.put("description", d));
        }
        return root;
    }

    private static ObjectNode hierarchyJson(HierarchySpec spec) {
        ObjectNode h = Json.MAPPER.createObjectNode();
        if (spec instanceof HierarchySpec.FromFile f) {
            h.put("file", f.file());
        } else if (spec instanceof HierarchySpec.Mask m) {
            h.putObject("mask").put("digits", m.digits());
        } else if (spec instanceof HierarchySpec.Intervals iv) {
            ArrayNode a = h.putArray("intervals");
            for (double w : iv.widths()) {
                if (w == Math.rint(w)) {
                    a.add((long) w);
                } else {
                    a.add(w);
                }
            }
        }
        return h;
    }

    public static String toText(Schema schema) {
        return Json.pretty(toJson(schema));
    }

    public static void write(Schema schema, Path file) throws IOException {
        Json.write(file, toJson(schema));
    }
}
