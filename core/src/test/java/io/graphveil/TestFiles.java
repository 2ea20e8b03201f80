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
