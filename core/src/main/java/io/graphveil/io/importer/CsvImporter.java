package io.graphveil.io.importer;

import io.graphveil.io.HierarchyCsvReader;
import io.graphveil.BadInputException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.EdgeListReader;
import io.graphveil.io.SchemaJson;
import io.graphveil.io.TableReader;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Imports any node table (CSV with a header) plus an edge list described by a schema, or a table
 * alone. The edge list may be CSV, TSV or blank-separated, with {@code #} comments and an optional
 * header; its ids are the schema's IDENTIFIER values.
 */
public final class CsvImporter {
    private CsvImporter() {
    }

    /** @param edges the edge list, or null for a table dataset */
    public static ImportResult run(Path nodes, Path edges, Path schemaFile) {
        List<Path> inputs = new ArrayList<>(List.of(schemaFile, nodes));
        Map<String, Long> counts = new LinkedHashMap<>();
        if (edges == null) {
            Dataset dataset = DatasetReader.readTable(List.of(nodes), schemaFile);
            counts.put("rows", (long) dataset.table().rowCount());
            ImportResult.putPadded(counts, dataset.hierarchies());
            return new ImportResult(dataset, inputs, counts);
        }
        Schema schema = SchemaJson.read(schemaFile);
        Hierarchies files = HierarchyCsvReader.readFiles(schema);
        Table table = TableReader.readNodes(nodes, schema, files);
        if (schema.identifierIndex() < 0) {
            throw BadInputException.at(schemaFile, 0, "a graph needs an IDENTIFIER attribute to name nodes");
        }
        inputs.add(edges);
        EdgeListReader.Read read = EdgeListReader.readNetwork(edges, table, EdgeListReader.Header.DETECT);
        AttributeSocialNetwork network = read.network();
        counts.put("nodes", (long) network.nodeCount());
        counts.put("edges", network.edgeCount());
        ImportResult.putDropped(counts, read.edges());
        // Completed after the edges are read, so that an edge-list error is reported before any
        // problem building the schema's mask or interval hierarchies.
        Hierarchies complete = files.completeFor(table);
        ImportResult.putPadded(counts, complete);
        return new ImportResult(Dataset.ofGraph(network, complete), inputs, counts);
    }
}
