package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.Table;

import java.nio.file.Path;
import java.util.function.ToIntFunction;

/**
 * Reads friendship edge lists: a dataset's {@code edges.csv} (header {@code source,target}, SPEC 8)
 * or a friendship file (CSV, TSV or blank-separated, {@code #} comments, optional header). Ids are
 * resolved to node indexes; an unknown id is an error naming the line. Self-loops, duplicates and
 * reciprocal pairs are dropped and counted by {@link EdgeListBuilder}.
 */
public final class EdgeListReader {

    /** Whether the first line is a header. */
    public enum Header {
        /** The first line names the two columns (a dataset's edges.csv). */
        REQUIRED,
        /** The first line is a header when one of its fields is not a known id. */
        DETECT
    }

    /** A network read from a node table and an edge list, and what reading the edges dropped. */
    public record Read(AttributeSocialNetwork network, EdgeListBuilder.Result edges) {
    }

    private EdgeListReader() {
    }

    /**
     * The network of {@code nodes} with the friendships of {@code file}, whose ids are the values
     * of the nodes' IDENTIFIER attribute (unique and present, else IllegalArgumentException before
     * the file is read).
     */
    public static Read readNetwork(Path file, Table nodes, Header header) {
        AttributeSocialNetwork withoutEdges = AttributeSocialNetwork.withoutEdges(nodes);
        EdgeListBuilder.Result edges = read(file, withoutEdges::indexOf, nodes.rowCount(), header);
        return new Read(AttributeSocialNetwork.of(nodes, edges.graph()), edges);
    }

    /**
     * @param index node index of an id, or −1 when the id is unknown
     */
    public static EdgeListBuilder.Result read(Path file, ToIntFunction<String> index, int nodeCount, Header header) {
        String first = CsvLines.firstLine(file, true);
        if (first == null) {
            throw BadInputException.at(file, 0, "the file is empty");
        }
        char delimiter = CsvLines.sniff(first);
        EdgeListBuilder edges = new EdgeListBuilder();
        boolean[] atStart = {true};
        CsvLines.forEach(file, delimiter, true, true, line -> {
            String[] f = line.fields();
            boolean start = atStart[0];
            atStart[0] = false;
            if (f.length != 2) {
                throw BadInputException.at(file, line.number(), "expected 2 ids, found " + f.length + " fields");
            }
            if (start && isHeader(f, header, index)) {
                return;
            }
            int u = node(file, line.number(), f[0].strip(), index);
            int v = node(file, line.number(), f[1].strip(), index);
            edges.add(u, v);
        });
        return edges.build(nodeCount);
    }

    /**
     * Whether the first line names the columns: always when a header is required; otherwise when
     * it holds an unknown id that is not a number (a numeric unknown id is bad data, reported as such).
     */
    private static boolean isHeader(String[] f, Header header, ToIntFunction<String> index) {
        if (header == Header.REQUIRED) {
            return true;
        }
        boolean unknown = index.applyAsInt(f[0].strip()) < 0 || index.applyAsInt(f[1].strip()) < 0;
        return unknown && !isNumber(f[0]) && !isNumber(f[1]);
    }

    private static int node(Path file, long line, String id, ToIntFunction<String> index) {
        int i = index.applyAsInt(id);
        if (i < 0) {
            throw BadInputException.at(file, line, "unknown node id '" + id + "'");
        }
        return i;
    }

    private static boolean isNumber(String s) {
        return ValueRules.isNumber(s.strip());
    }
}
