package io.graphveil.io;

import io.graphveil.GraphVeilException;
import io.graphveil.model.HierarchySpec;
import io.graphveil.model.Attribute;
import io.graphveil.model.Schema;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Every file a run reads, for the output folder's "never overwrite input" check: the inputs as
 * given, every file inside an input folder (three levels deep: a dataset and its hierarchies),
 * plus, for an input that is a schema file ({@code *.json}) or a dataset folder holding
 * {@code schema.json}, every hierarchy file that schema references (resolved against the schema's
 * folder, so a file outside the dataset folder counts too).
 */
public final class InputFiles {
    private InputFiles() {
    }

    public static List<Path> expand(Collection<Path> inputs) {
        List<Path> all = new ArrayList<>(inputs);
        for (Path input : inputs) {
            if (Files.isDirectory(input)) {
                // every file of an input folder, a symbolic link among them resolved by the caller
                try (java.util.stream.Stream<Path> walk = Files.walk(input, 3)) {
                    walk.filter(p -> !p.equals(input)).forEach(all::add);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
            Path schemaFile = Files.isDirectory(input) ? input.resolve(DatasetReader.SCHEMA) : input;
            if (Files.isRegularFile(schemaFile) && schemaFile.getFileName().toString().endsWith(".json")) {
                if (!schemaFile.equals(input)) {
                    all.add(schemaFile);
                }
                all.addAll(hierarchyFiles(schemaFile));
            }
        }
        return all;
    }

    /** The hierarchy files {@code schemaFile} references; none when it cannot be read (the load reports why). */
    static List<Path> hierarchyFiles(Path schemaFile) {
        Schema schema;
        try {
            schema = SchemaJson.read(schemaFile);
        } catch (GraphVeilException | java.io.UncheckedIOException e) {
            return List.of();
        }
        List<Path> files = new ArrayList<>();
        for (Attribute a : schema.attributes()) {
            if (a.hierarchy().orElse(null) instanceof HierarchySpec.FromFile f) {
                files.add(schema.resolve(f.file()));
            }
        }
        return files;
    }
}
