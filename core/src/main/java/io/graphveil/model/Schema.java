package io.graphveil.model;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The data owner's policy for a dataset (ALGORITHMS.md §8): the attributes with their roles and types, the
 * tokens that mean "missing", and the layout of the data file. Immutable. Hierarchy paths are
 * relative to {@link #baseDir()}, the folder of the schema file.
 */
public final class Schema {
    private final String name;
    private final String description;
    private final List<String> missingTokens;
    private final List<Attribute> attributes;
    private final Map<String, Integer> indexByName;
    private final DataFormat format;
    private final char delimiter;
    private final Path baseDir;
    /** The file the schema was read from, or null. */
    private Path source;

    private Schema(String name, String description, List<String> missingTokens, List<Attribute> attributes,
                   DataFormat format, char delimiter, Path baseDir) {
        this.name = name == null ? "" : name;
        this.description = description;
        Set<String> tokens = new LinkedHashSet<>();
        tokens.add(Values.MISSING);
        tokens.addAll(missingTokens);
        this.missingTokens = List.copyOf(tokens);
        this.attributes = List.copyOf(attributes);
        this.format = Objects.requireNonNull(format);
        this.delimiter = delimiter;
        this.baseDir = baseDir;
        Map<String, Integer> idx = new HashMap<>();
        for (int i = 0; i < this.attributes.size(); i++) {
            if (idx.put(this.attributes.get(i).name(), i) != null) {
                throw new IllegalArgumentException("attribute '" + this.attributes.get(i).name() + "' is defined twice");
            }
        }
        this.indexByName = Collections.unmodifiableMap(idx);
    }

    public static Schema of(String name, List<Attribute> attributes) {
        return new Schema(name, null, List.of(), attributes, DataFormat.CSV, ',', null);
    }

    public static Schema of(String name, String description, List<String> missingTokens, List<Attribute> attributes,
                            DataFormat format, char delimiter, Path baseDir) {
        return new Schema(name, description, missingTokens, attributes, format, delimiter, baseDir);
    }

    public String name() {
        return name;
    }

    public Optional<String> description() {
        return Optional.ofNullable(description);
    }

    /** Tokens read as missing, {@code *} always first. */
    public List<String> missingTokens() {
        return missingTokens;
    }

    public boolean isMissingToken(String value) {
        return missingTokens.contains(value);
    }

    public List<Attribute> attributes() {
        return attributes;
    }

    public int size() {
        return attributes.size();
    }

    public Attribute attribute(int index) {
        return attributes.get(index);
    }

    /** The attribute called {@code name}; fails when there is none. */
    public Attribute attribute(String attributeName) {
        int i = indexOf(attributeName);
        if (i < 0) {
            throw new IllegalArgumentException("no attribute '" + attributeName + "' in schema " + name);
        }
        return attributes.get(i);
    }

    /** Index of the attribute called {@code name}, or −1. */
    public int indexOf(String attributeName) {
        Integer i = indexByName.get(attributeName);
        return i == null ? -1 : i;
    }

    /** Indexes of the attributes in {@code role}, in schema order. */
    public int[] indexesOf(AttributeRole role) {
        return IntStream.range(0, attributes.size()).filter(i -> attributes.get(i).role() == role).toArray();
    }

    /**
     * Indexes of the attributes that are neither IDENTIFIER nor QUASI_IDENTIFIER, in schema order:
     * what a row shows beside its class (the columns a shadow copy deals, an attacker reads beside
     * the quasi-identifiers).
     */
    public int[] indexesBesideQuasiIdentifiers() {
        return IntStream.range(0, attributes.size()).filter(i -> {
            AttributeRole role = attributes.get(i).role();
            return role != AttributeRole.IDENTIFIER && role != AttributeRole.QUASI_IDENTIFIER;
        }).toArray();
    }

    /** The first IDENTIFIER attribute: the node id of a graph dataset; −1 when there is none. */
    public int identifierIndex() {
        for (int i = 0; i < attributes.size(); i++) {
            if (attributes.get(i).role() == AttributeRole.IDENTIFIER) {
                return i;
            }
        }
        return -1;
    }

    public List<String> names() {
        List<String> names = new ArrayList<>(attributes.size());
        attributes.forEach(a -> names.add(a.name()));
        return names;
    }

    public DataFormat format() {
        return format;
    }

    public char delimiter() {
        return delimiter;
    }

    /** The folder hierarchy paths are resolved against; null for a schema built in code. */
    public Path baseDir() {
        return baseDir;
    }

    /** Resolves a path written in the schema against its folder. */
    public Path resolve(String relative) {
        Path p = Path.of(relative);
        return baseDir == null || p.isAbsolute() ? p : baseDir.resolve(p);
    }

    /** The same schema with {@code replacement} in place of the attribute of the same name. */
    public Schema withAttribute(Attribute replacement) {
        int i = indexOf(replacement.name());
        if (i < 0) {
            throw new IllegalArgumentException("no attribute '" + replacement.name() + "' in schema " + name);
        }
        List<Attribute> list = new ArrayList<>(attributes);
        list.set(i, replacement);
        return keepSource(new Schema(name, description, missingTokens, list, format, delimiter, baseDir));
    }

    public Schema withAttributes(List<Attribute> replacement) {
        return keepSource(new Schema(name, description, missingTokens, replacement, format, delimiter, baseDir));
    }

    private Schema keepSource(Schema copy) {
        copy.source = source;
        return copy;
    }

    /** The file this schema was read from, for messages about it (null when built in memory). */
    public Path source() {
        return source;
    }

    /** This schema, recorded as read from {@code file}. */
    public Schema readFrom(Path file) {
        Schema copy = new Schema(name, description, missingTokens, attributes, format, delimiter, baseDir);
        copy.source = file;
        return copy;
    }

    public Schema withBaseDir(Path dir) {
        return keepSource(new Schema(name, description, missingTokens, attributes, format, delimiter, dir));
    }

    /** The same policy for a plain CSV file (what the project writes, whatever it read). */
    public Schema asCsv() {
        return keepSource(new Schema(name, description, missingTokens, attributes, DataFormat.CSV, ',', baseDir));
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Schema)) {
            return false;
        }
        Schema s = (Schema) o;
        return delimiter == s.delimiter && name.equals(s.name) && Objects.equals(description, s.description)
                && missingTokens.equals(s.missingTokens) && attributes.equals(s.attributes) && format == s.format;
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, missingTokens, attributes, format, delimiter);
    }

    @Override
    public String toString() {
        return "Schema[" + name + ", " + attributes + "]";
    }
}
