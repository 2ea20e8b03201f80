package io.graphveil;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Small files for tests. */
public final class TestFiles {
    private TestFiles() {
    }

    public static Path write(Path dir, String name, String content) {
        try {
            Path p = dir.resolve(name);
            Files.createDirectories(p.getParent());
            Files.writeString(p, content, StandardCharsets.UTF_8);
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The owner's folder of an output folder: {@code OUT.private} beside it. */
    public static Path privateDir(Path out) {
        return out.resolveSibling(out.getFileName() + ".private");
    }

    /** The owner's report of an output folder ({@code OUT.private/report.json}). */
    public static com.fasterxml.jackson.databind.JsonNode ownerReport(Path out) {
        try {
            return io.graphveil.io.Json.MAPPER.readTree(privateDir(out).resolve("report.json").toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Copies the folder {@code from} into {@code to}, sub-folders included. */
    public static void copyTree(Path from, Path to) {
        try (java.util.stream.Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A copy of the dataset folder {@code from} in {@code to} whose schema gives the attribute
     * {@code name} the role {@code role} instead of QUASI_IDENTIFIER.
     */
    public static Path withRole(Path from, Path to, String name, String role) {
        copyTree(from, to);
        String schema = read(to.resolve("schema.json"));
        String changed = schema.replaceFirst("(\"name\"\\s*:\\s*\"" + java.util.regex.Pattern.quote(name)
                + "\"[^}]*?\"role\"\\s*:\\s*\")QUASI_IDENTIFIER", "$1" + role);
        if (changed.equals(schema)) {
            throw new IllegalArgumentException("no quasi-identifier '" + name + "' in " + from);
        }
        write(to, "schema.json", changed);
        return to;
    }

    public static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The schema of a small graph dataset: id, a nominal QI with a file hierarchy, a numeric QI, a PRIVACY attribute. */
    public static final String SMALL_SCHEMA = """
            {
              "name": "small",
              "missing": ["*", "?"],
              "attributes": [
                {"name": "id", "role": "IDENTIFIER"},
                {"name": "sex", "role": "QUASI_IDENTIFIER", "type": "NOMINAL", "hierarchy": {"file": "h/sex.csv"}},
                {"name": "age", "role": "QUASI_IDENTIFIER", "type": "CONTINUOUS", "hierarchy": {"intervals": [10, 20]}},
                {"name": "job", "role": "PRIVACY", "type": "NOMINAL", "private": ["lawyer"],
                 "hierarchy": {"file": "h/job.csv"}}
              ]
            }
            """;

    /** Writes a small valid graph dataset folder (schema, hierarchies, nodes, edges) into {@code dir}. */
    public static Path smallDataset(Path dir) {
        write(dir, "schema.json", SMALL_SCHEMA);
        write(dir, "h/sex.csv", "F;*\nM;*\n");
        write(dir, "h/job.csv", "lawyer;law;*\nclerk;office;*\njudge;law;*\n");
        write(dir, "nodes.csv", "id,sex,age,job\na,F,34,lawyer\nb,M,41,clerk\nc,?,29,judge\nd,M,*,clerk\n");
        write(dir, "edges.csv", "source,target\na,b\nb,c\nc,a\nc,d\n");
        return dir;
    }
}
