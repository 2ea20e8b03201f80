package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.Table;

import java.nio.file.Path;
import java.util.function.ToIntFunction;

/**
 * Reads friendship edge lists, the one reader for them all: a dataset's {@code edges.csv} (comma
 * separated, its first line exactly the header {@code source,target}, no comments: an id may begin
 * with {@code #}) or an imported friendship file (CSV, TSV or blank-separated as SNAP writes them,
 * an optional header, {@code #} comment lines as those formats define them). Nothing is dropped in
 * silence: a dataset file without its header is an error (its first edge would be read as one), and
 * an imported line beginning with {@code #} that names a known node is ambiguous, an error. Ids are
 * resolved to node indexes; an unknown id is an error naming the line. Self-loops, duplicates and
 * reciprocal pairs are dropped and counted by {@link EdgeListBuilder}.
 */
public final class EdgeListReader {

    /** Whether the first line is a header. */
    public enum Header {
        /** The first line is {@code source,target} and there are no comments (a dataset's edges.csv). */
        REQUIRED,
        /** The first line is a header when one of its fields is not a known id; {@code #} lines are comments. */
        DETECT
    }

    /** A bare edge list's graph: the ids in order of first appearance, and the simple undirected graph. */
    public record Bare(java.util.List<String> ids, EdgeListBuilder.Result edges) {
    }

    /** Header words of the edge lists in the wild, read as a header when a bare list's first line holds two. */
    private static final java.util.Set<String> HEADER_WORDS = java.util.Set.of("source", "target", "from", "to", "u",
            "v", "src", "dst", "node1", "node2", "node_1", "node_2", "fromnodeid", "tonodeid", "id1", "id2", "id_1", "id_2",
            "source_id", "target_id", "a", "b");

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
        if (header == Header.REQUIRED) {
            EdgeListBuilder plain = new EdgeListBuilder();
            if (PlainEdges.read(file, withoutEdges, plain)) {
                EdgeListBuilder.Result edges = plain.build(nodes.rowCount());
                return new Read(AttributeSocialNetwork.of(nodes, edges.graph()), edges);
            }
        }
        EdgeListBuilder.Result edges = read(file, withoutEdges::indexOf, nodes.rowCount(), header);
        return new Read(AttributeSocialNetwork.of(nodes, edges.graph()), edges);
    }

    /**
     * @param index node index of an id, or −1 when the id is unknown
     */
    public static EdgeListBuilder.Result read(Path file, ToIntFunction<String> index, int nodeCount, Header header) {
        return read(file, index, index, nodeCount, header);
    }

    /**
     * A bare edge list (SNAP style, no node table): every id met is a node, numbered in order of first
     * appearance; {@code #} lines are comments; the first line is a header only when both its fields
     * are header words ({@code source,target}, {@code FromNodeId ToNodeId}, ...), since ids may be
     * names.
     */
    public static Bare readBare(Path file) {
        java.util.Map<String, Integer> ids = new java.util.LinkedHashMap<>();
        ToIntFunction<String> resolve = id -> ids.computeIfAbsent(id, x -> ids.size());
        ToIntFunction<String> find = id -> ids.getOrDefault(id, -1);
        EdgeListBuilder.Result edges = read(file, find, resolve, -1, Header.DETECT);
        return new Bare(java.util.List.copyOf(ids.keySet()), edges);
    }

    /**
     * @param find      the node of an id, or −1, without adding it
     * @param resolve   the node of an id, −1 when unknown (a bare list adds it instead)
     * @param nodeCount the number of nodes, or −1: as many as {@code resolve} has handed out
     */
    private static EdgeListBuilder.Result read(Path file, ToIntFunction<String> find, ToIntFunction<String> resolve,
                                               int nodeCount, Header header) {
        boolean bare = nodeCount < 0;
        int[] seen = {0};
        String first = CsvLines.firstLine(file, header == Header.DETECT);
        if (first == null) {
            throw BadInputException.at(file, 0, "the file is empty");
        }
        boolean dataset = header == Header.REQUIRED;
        char delimiter = dataset ? ',' : CsvLines.sniff(first);
        EdgeListBuilder edges = new EdgeListBuilder();
        boolean[] atStart = {true};
        CsvLines.forEach(file, delimiter, false, true, line -> {
            String[] f = line.fields();
            boolean start = atStart[0];
            atStart[0] = false;
            if (!dataset && f.length > 0 && f[0].strip().startsWith("#")) {
                requireComment(file, line.number(), f, find);
                atStart[0] = start;
                return;
            }
            if (f.length != 2) {
                throw BadInputException.at(file, line.number(), "expected 2 ids, found " + f.length + " fields");
            }
            if (start && dataset) {
                if (!f[0].strip().equalsIgnoreCase("source") || !f[1].strip().equalsIgnoreCase("target")) {
                    throw BadInputException.at(file, line.number(), "expected the header 'source,target', found '"
                            + f[0] + "," + f[1] + "' (without it the first edge would be taken for a header)");
                }
                return;
            }
            if (start && (bare ? isHeaderWords(f) : isHeader(f, find))) {
                return;
            }
            int u = node(file, line.number(), f[0].strip(), resolve);
            int v = node(file, line.number(), f[1].strip(), resolve);
            seen[0] = Math.max(seen[0], Math.max(u, v) + 1);
            edges.add(u, v);
        });
        return edges.build(bare ? seen[0] : nodeCount);
    }

    /**
     * A {@code #} line of an imported file is a comment, unless what follows the mark could be read
     * as ids of known nodes: then which was meant is unclear, an error rather than a dropped edge.
     */
    private static void requireComment(Path file, long line, String[] f, ToIntFunction<String> index) {
        String first = f[0].strip();
        boolean idWithMark = index.applyAsInt(first) >= 0;
        boolean edgeBehindMark = f.length == 2 && index.applyAsInt(first.substring(1).strip()) >= 0
                && index.applyAsInt(f[1].strip()) >= 0;
        if (idWithMark || edgeBehindMark) {
            throw BadInputException.at(file, line, "'" + String.join(" ", f).strip() + "' is a comment by its '#', "
                    + "but names known nodes: remove the '#' or reword the comment");
        }
    }

    /**
     * Whether an imported file's first line names the columns: when it holds an unknown id that is
     * not a number (a numeric unknown id is bad data, reported as such).
     */
    private static boolean isHeader(String[] f, ToIntFunction<String> index) {
        boolean unknown = index.applyAsInt(f[0].strip()) < 0 || index.applyAsInt(f[1].strip()) < 0;
        return unknown && !isNumber(f[0]) && !isNumber(f[1]);
    }

    private static boolean isHeaderWords(String[] f) {
        return HEADER_WORDS.contains(f[0].strip().toLowerCase(java.util.Locale.ROOT))
                && HEADER_WORDS.contains(f[1].strip().toLowerCase(java.util.Locale.ROOT));
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
