package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads a dataset folder (ALGORITHMS.md §8): {@code schema.json}, then {@code nodes.csv} and
 * {@code edges.csv} for a graph or {@code data.csv} for a table. Hierarchy files are read before
 * the data so that a value they lack is reported with its line.
 */
public final class DatasetReader {
    public static final String SCHEMA = "schema.json";
    public static final String NODES = "nodes.csv";
    public static final String EDGES = "edges.csv";
    public static final String DATA = "data.csv";

    private DatasetReader() {
    }

    /** A dataset as read, with what reading its edges dropped or merged. */
    public record Loaded(Dataset dataset, EdgeListBuilder.Result edges) {
    }

    public static Dataset read(Path dir) {
        return load(dir).dataset();
    }

    public static Loaded load(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw BadInputException.at(dir, 0, Files.exists(dir) ? "expected a dataset folder, found a file"
                    : "dataset folder not found");
        }
        Path schemaFile = dir.resolve(SCHEMA);
        Schema schema = SchemaJson.read(schemaFile);
        Hierarchies files = HierarchyCsvReader.readFiles(schema);
        Path nodes = dir.resolve(NODES);
        if (Files.exists(nodes)) {
            Table table = TableReader.readNodes(nodes, schema, files);
            Path edgesFile = dir.resolve(EDGES);
            if (!Files.exists(edgesFile)) {
                throw BadInputException.at(edgesFile, 0, "a graph dataset needs edges.csv beside nodes.csv");
            }
            if (schema.identifierIndex() < 0) {
                throw BadInputException.at(schemaFile, 0, "a graph dataset needs an IDENTIFIER attribute: "
                        + "edges.csv refers to nodes by it");
            }
            EdgeListReader.Read read = EdgeListReader.readNetwork(edgesFile, table, EdgeListReader.Header.REQUIRED);
            return new Loaded(Dataset.ofGraph(read.network(), files.completeFor(table)), read.edges());
        }
        Path data = dir.resolve(DATA);
        if (Files.exists(data)) {
            Table table = TableReader.read(data, schema, files);
            return new Loaded(Dataset.ofTable(table, files.completeFor(table)), null);
        }
        throw BadInputException.at(dir, 0, "no nodes.csv or data.csv in the dataset folder");
    }

    /** Reads a table from data files (several are concatenated) and a schema file anywhere. */
    public static Dataset readTable(List<Path> dataFiles, Path schemaFile) {
        Schema schema = SchemaJson.read(schemaFile);
        Hierarchies files = HierarchyCsvReader.readFiles(schema);
        Table table = TableReader.read(dataFiles, schema, files);
        return Dataset.ofTable(table, files.completeFor(table));
    }
}
