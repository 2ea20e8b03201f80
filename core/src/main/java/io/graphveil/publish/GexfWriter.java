package io.graphveil.publish;

import org.jgrapht.nio.ExportException;
import org.jgrapht.nio.gexf.GEXFAttributeType;
import org.jgrapht.nio.gexf.GEXFExporter;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a published graph as GEXF 1.2 (https://gexf.net, Gephi's format) with jgrapht-io's
 * exporter: the same nodes, values and edges as {@link GraphMlWriter}, through the same view of the
 * edge arrays. No creator, description or date is written, so the bytes depend on the graph alone.
 */
public final class GexfWriter {
    private GexfWriter() {
    }

    /**
     * @param attributes names of the node attributes, in column order of {@link GraphMlWriter.Nodes#value}
     * @param sources    edge sources as node indexes
     */
    public static void write(Path file, List<String> attributes, GraphMlWriter.Nodes nodes, int[] sources,
                             int[] targets) throws IOException {
        GEXFExporter<Integer, Integer> exporter = new GEXFExporter<>(nodes::id, e -> String.valueOf(e + 1));
        exporter.setCreator(null);
        exporter.setDescription(null);
        exporter.setParameter(GEXFExporter.Parameter.EXPORT_META, false);
        for (String a : attributes) {
            exporter.registerAttribute(a, GEXFExporter.AttributeCategory.NODE, GEXFAttributeType.STRING);
        }
        exporter.setVertexAttributeProvider(v -> GraphMlWriter.values(attributes, nodes, v));
        try (Writer out = io.graphveil.io.OwnerOnly.newBufferedWriter(file)) {
            exporter.exportGraph(new EdgeArrayGraph(nodes.count(), sources, targets), out);
        } catch (ExportException e) {
            throw new IOException("cannot write GEXF: " + e.getMessage(), e);
        }
    }
}
