package io.graphveil.publish;

import org.jgrapht.nio.Attribute;
import org.jgrapht.nio.AttributeType;
import org.jgrapht.nio.DefaultAttribute;
import org.jgrapht.nio.ExportException;
import org.jgrapht.nio.graphml.GraphMLExporter;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a published graph as GraphML (http://graphml.graphdrawing.org) with jgrapht-io's
 * exporter: one string key per attribute, nodes in pseudonym order with their generalized values,
 * edges in the given order. The graph is exported through a view of the edge arrays
 * ({@link EdgeArrayGraph}), so no graph object is built; values reach the exporter as they are
 * published, and the exporter escapes them (the reader refused, as bad input, characters XML 1.0
 * cannot hold).
 */
public final class GraphMlWriter {
    private GraphMlWriter() {
    }

    /** The rows of a published node table. */
    public interface Nodes {
        int count();

        String id(int node);

        String value(int node, int attribute);
    }

    /** Node {@code v}'s published values by attribute name, as jgrapht-io's exporters take them. */
    static Map<String, Attribute> values(List<String> attributes, Nodes nodes, int v) {
        Map<String, Attribute> values = new LinkedHashMap<>();
        for (int a = 0; a < attributes.size(); a++) {
            values.put(attributes.get(a), DefaultAttribute.createAttribute(nodes.value(v, a)));
        }
        return values;
    }

    /**
     * @param attributes names of the node attributes, in column order of {@link Nodes#value}
     * @param sources    edge sources as node indexes
     */
    public static void write(Path file, List<String> attributes, Nodes nodes, int[] sources, int[] targets)
            throws IOException {
        GraphMLExporter<Integer, Integer> exporter = new GraphMLExporter<>(nodes::id);
        for (String a : attributes) {
            exporter.registerAttribute(a, GraphMLExporter.AttributeCategory.NODE, AttributeType.STRING);
        }
        exporter.setVertexAttributeProvider(v -> values(attributes, nodes, v));
        try (Writer out = io.graphveil.io.OwnerOnly.newBufferedWriter(file)) {
            exporter.exportGraph(new EdgeArrayGraph(nodes.count(), sources, targets), out);
        } catch (ExportException e) {
            throw new IOException("cannot write GraphML: " + e.getMessage(), e);
        }
    }
}
