package io.graphveil.io;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.HierarchySpec;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Column;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes a dataset folder (ALGORITHMS.md §8) that {@link DatasetReader} reads back to the same dataset:
 * {@code schema.json}, {@code nodes.csv} + {@code edges.csv} or {@code data.csv}, and each file
 * hierarchy under {@code hierarchies/} with the schema's path rewritten to it.
 */
public final class DatasetWriter {
    private DatasetWriter() {
    }

    public static void write(Dataset dataset, Path dir) throws IOException {
        OwnerOnly.createDirectories(dir);
        Schema schema = writeHierarchies(dataset.schema(), dataset.hierarchies(), dir);
        SchemaJson.write(schema.asCsv(), dir.resolve(DatasetReader.SCHEMA));
        if (dataset.isGraph()) {
            AttributeSocialNetwork network = dataset.network();
            writeTable(network.table(), dir.resolve(DatasetReader.NODES));
            writeEdges(network, dir.resolve(DatasetReader.EDGES));
        } else {
            writeTable(dataset.table(), dir.resolve(DatasetReader.DATA));
        }
    }

    /**
     * Writes the hierarchy of every attribute whose schema names a file to
     * {@code dir/hierarchies/NAME.csv}; returns the schema with those paths.
     */
    public static Schema writeHierarchies(Schema schema, Hierarchies hierarchies, Path dir) throws IOException {
        List<Attribute> attributes = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (Attribute a : schema.attributes()) {
            Hierarchy h = hierarchies.get(a.name()).orElse(null);
            if (a.hierarchy().orElse(null) instanceof HierarchySpec.FromFile && h != null) {
                String base = a.name().replaceAll("[^A-Za-z0-9_.-]", "_");
                String name = base;
                for (int i = 2; !used.add(name.toLowerCase(java.util.Locale.ROOT)); i++) {
                    name = base + "_" + i;
                }
                String relative = "hierarchies/" + name + ".csv";
                OwnerOnly.createDirectories(dir.resolve("hierarchies"));
                writeHierarchy(h, dir.resolve(relative));
                attributes.add(a.toBuilder().hierarchy(new HierarchySpec.FromFile(relative)).build());
            } else {
                attributes.add(a);
            }
        }
        return schema.withAttributes(attributes).withBaseDir(dir);
    }

    /** One row per leaf, leaf first, {@code ;}-separated (the format ARX uses). */
    public static void writeHierarchy(Hierarchy h, Path file) throws IOException {
        try (CSVPrinter out = CsvOutput.open(file, ';')) {
            for (String[] row : h.rows()) {
                out.printRecord((Object[]) row);
            }
        }
    }

    /** The table as CSV with a header of attribute names; missing values as {@code *}. */
    public static void writeTable(Table table, Path file) throws IOException {
        try (CSVPrinter out = CsvOutput.open(file)) {
            out.printRecord(table.schema().names());
            Column[] columns = new Column[table.columnCount()];
            for (int c = 0; c < columns.length; c++) {
                columns[c] = table.column(c);
            }
            for (int r = 0; r < table.rowCount(); r++) {
                for (Column column : columns) {
                    out.print(column.value(r));
                }
                out.println();
            }
        }
    }

    /** {@code source,target} by node id, one line per edge with the smaller index first. */
    public static void writeEdges(AttributeSocialNetwork network, Path file) throws IOException {
        IndexedGraph g = network.structure();
        String[] ids = new String[network.nodeCount()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = network.id(i);
        }
        try (CSVPrinter out = CsvOutput.open(file)) {
            out.printRecord("source", "target");
            IOException[] failure = {null};
            g.forEachEdge((u, v) -> {
                if (failure[0] == null) {
                    try {
                        out.printRecord(ids[u], ids[v]);
                    } catch (IOException e) {
                        failure[0] = e;
                    }
                }
            });
            if (failure[0] != null) {
                throw failure[0];
            }
        }
    }
}
