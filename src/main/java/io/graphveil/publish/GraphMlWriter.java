package io.graphveil.publish;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a published graph as GraphML (http://graphml.graphdrawing.org): one string key per
 * attribute, nodes in pseudonym order with their generalized values, edges in the given order.
 * Streams from arrays, so it needs no in-memory graph object.
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

    /**
     * @param attributes names of the node attributes, in column order of {@link Nodes#value}
     * @param sources    edge sources as node indexes
     */
    public static void write(Path file, List<String> attributes, Nodes nodes, int[] sources, int[] targets)
            throws IOException {
        try (Writer out = io.graphveil.io.OwnerOnly.newBufferedWriter(file)) {
            out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
            XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            x.writeStartElement("graphml");
            x.writeDefaultNamespace("http://graphml.graphdrawing.org/xmlns");
            x.writeCharacters("\n");
            for (int a = 0; a < attributes.size(); a++) {
                x.writeEmptyElement("key");
                x.writeAttribute("id", "d" + a);
                x.writeAttribute("for", "node");
                x.writeAttribute("attr.name", attributes.get(a));
                x.writeAttribute("attr.type", "string");
                x.writeCharacters("\n");
            }
            x.writeStartElement("graph");
            x.writeAttribute("id", "G");
            x.writeAttribute("edgedefault", "undirected");
            x.writeCharacters("\n");
            for (int v = 0; v < nodes.count(); v++) {
                x.writeStartElement("node");
                x.writeAttribute("id", nodes.id(v));
                for (int a = 0; a < attributes.size(); a++) {
                    x.writeStartElement("data");
                    x.writeAttribute("key", "d" + a);
                    x.writeCharacters(nodes.value(v, a));
                    x.writeEndElement();
                }
                x.writeEndElement();
                x.writeCharacters("\n");
            }
            for (int e = 0; e < sources.length; e++) {
                x.writeEmptyElement("edge");
                x.writeAttribute("source", nodes.id(sources[e]));
                x.writeAttribute("target", nodes.id(targets[e]));
                x.writeCharacters("\n");
            }
            x.writeEndElement();
            x.writeCharacters("\n");
            x.writeEndElement();
            x.writeEndDocument();
            x.flush();
            x.close();
            out.write("\n");
        } catch (XMLStreamException e) {
            throw new IOException("cannot write GraphML: " + e.getMessage(), e);
        }
    }
}
