package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.jgrapht.alg.util.Triple;
import org.jgrapht.nio.BaseEventDrivenImporter;
import org.jgrapht.nio.ImportException;
import org.jgrapht.nio.gexf.SimpleGEXFEventDrivenImporter;
import org.jgrapht.nio.gml.GmlEventDrivenImporter;
import org.jgrapht.nio.graphml.GraphMLEventDrivenImporter;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a graph file — GraphML, GEXF, GML, or a bare edge list (SNAP style) — into an attribute
 * social network whose only IDENTIFIER is the file's node id and whose other columns are the node
 * attributes the file declares (NON_PRIVACY text; a bare edge list has none). The XML formats are
 * streamed by jgrapht-io's event-driven importers after a pass with {@link SafeXml}'s hardened
 * parser: a document with a DOCTYPE (and so any entity) is refused before jgrapht-io sees it, since
 * its own parser is not hardened. Edges are simple and undirected, as everywhere in GraphVeil:
 * self-loops, repeats and reciprocal pairs are dropped and counted.
 */
public final class GraphFileReader {
    /** The formats, told apart by the file's extension. */
    public enum Format {
        GRAPHML, GEXF, GML, EDGE_LIST
    }

    /** The column holding each node's id in the file. */
    public static final String ID = "id";

    /**
     * A graph read from a file.
     *
     * @param network the nodes (id and attributes) and their friendships
     * @param edges   what building the simple graph dropped
     */
    public record Read(Format format, AttributeSocialNetwork network, EdgeListBuilder.Result edges) {
    }

    private GraphFileReader() {
    }

    /** The format of {@code file} by its extension, or null when it is no graph file GraphVeil reads. */
    public static Format formatOf(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".graphml")) {
            return Format.GRAPHML;
        }
        if (name.endsWith(".gexf")) {
            return Format.GEXF;
        }
        if (name.endsWith(".gml")) {
            return Format.GML;
        }
        if (name.endsWith(".txt") || name.endsWith(".edges") || name.endsWith(".edgelist") || name.endsWith(".el")
                || name.endsWith(".tsv") || name.endsWith(".csv")) {
            return Format.EDGE_LIST;
        }
        return null;
    }

    /**
     * Reads {@code file} in the format its extension names.
     *
     * @throws BadInputException when the file is missing, not of a known format, or malformed
     */
    public static Read read(Path file) {
        Format format = formatOf(file);
        if (!Files.isRegularFile(file)) {
            throw BadInputException.at(file, 0, Files.exists(file) ? "expected a file" : "file not found");
        }
        if (format == null) {
            throw BadInputException.at(file, 0, "not a graph file GraphVeil reads (.graphml, .gexf, .gml, or an "
                    + "edge list: .txt, .edges, .tsv, .csv)");
        }
        if (format == Format.EDGE_LIST) {
            EdgeListReader.Bare bare = EdgeListReader.readBare(file);
            Table nodes = table(bare.ids(), List.of(), Map.of());
            return new Read(format, AttributeSocialNetwork.of(nodes, bare.edges().graph()), bare.edges());
        }
        if (format != Format.GML) {
            requireNoDoctype(file);
        }
        Collected c = new Collected();
        try (BufferedReader in = CsvLines.utf8(file)) {
            switch (format) {
                case GRAPHML -> c.listen(new GraphMLEventDrivenImporter()).importInput(in);
                case GEXF -> c.listen(new SimpleGEXFEventDrivenImporter()).importInput(in);
                default -> {
                    GmlEventDrivenImporter gml = new GmlEventDrivenImporter();
                    gml.addVertexConsumer(v -> c.node(String.valueOf(v)));
                    gml.addVertexAttributeConsumer((p, a) -> c.attribute(String.valueOf(p.getFirst()), p.getSecond(),
                            a.getValue()));
                    gml.addEdgeConsumer(t -> c.edge(String.valueOf(t.getFirst()), String.valueOf(t.getSecond())));
                    gml.importInput(in);
                }
            }
        } catch (ImportException e) {
            throw BadInputException.at(file, 0, "not a valid " + format.name().toLowerCase(Locale.ROOT).replace('_', ' ')
                    + " file: " + e.getMessage());
        } catch (NoSuchFileException e) {
            throw BadInputException.at(file, 0, "file not found");
        } catch (IOException e) {
            throw CsvLines.explain(file, e);
        }
        EdgeListBuilder.Result edges = c.edges.build(c.ids.size());
        Table nodes = table(new ArrayList<>(c.ids.keySet()), new ArrayList<>(c.names), c.values);
        return new Read(format, AttributeSocialNetwork.of(nodes, edges.graph()), edges);
    }

    /** A pass with the hardened parser: well-formed XML without a DOCTYPE, or bad input naming the line. */
    private static void requireNoDoctype(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            SafeXml.saxParserFactory().newSAXParser().parse(in, new DefaultHandler());
        } catch (SAXParseException e) {
            throw BadInputException.at(file, Math.max(0, e.getLineNumber()), "not well-formed or not allowed XML: "
                    + e.getMessage());
        } catch (NoSuchFileException e) {
            throw BadInputException.at(file, 0, "file not found");
        } catch (Exception e) {
            throw BadInputException.at(file, 0, "cannot read as XML: " + e.getMessage());
        }
    }

    private static Table table(List<String> ids, List<String> names, Map<String, Map<String, String>> values) {
        List<Attribute> attributes = new ArrayList<>();
        attributes.add(Attribute.builder(ID, AttributeRole.IDENTIFIER).build());
        for (String n : names) {
            attributes.add(Attribute.builder(n, AttributeRole.NON_PRIVACY).build());
        }
        Schema schema = Schema.of("graph", attributes);
        Table.Builder rows = Table.builder(schema, ids.size());
        for (String id : ids) {
            String[] row = new String[names.size() + 1];
            row[0] = id;
            Map<String, String> own = values.getOrDefault(id, Map.of());
            for (int j = 0; j < names.size(); j++) {
                String v = own.get(names.get(j));
                row[j + 1] = v == null || v.isEmpty() ? "*" : v;
            }
            rows.add(row);
        }
        return rows.build();
    }

    /** What the importers report, in order of first appearance. */
    private static final class Collected {
        final Map<String, Integer> ids = new LinkedHashMap<>();
        final List<String> names = new ArrayList<>();
        final Map<String, Map<String, String>> values = new HashMap<>();
        final EdgeListBuilder edges = new EdgeListBuilder();

        <I extends BaseEventDrivenImporter<String, Triple<String, String, Double>>> I listen(I importer) {
            importer.addVertexConsumer(this::node);
            importer.addVertexAttributeConsumer((p, a) -> attribute(p.getFirst(), p.getSecond(), a.getValue()));
            importer.addEdgeConsumer(t -> edge(t.getFirst(), t.getSecond()));
            return importer;
        }

        int node(String id) {
            return ids.computeIfAbsent(id, x -> ids.size());
        }

        void attribute(String id, String name, String value) {
            if (ID.equals(name)) {
                return;
            }
            if (!names.contains(name)) {
                names.add(name);
            }
            node(id);
            values.computeIfAbsent(id, x -> new HashMap<>()).put(name, value);
        }

        void edge(String u, String v) {
            edges.add(node(u), node(v));
        }
    }
}
