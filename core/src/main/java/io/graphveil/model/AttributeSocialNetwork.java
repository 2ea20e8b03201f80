package io.graphveil.model;

import org.jgrapht.Graph;
import org.jgrapht.graph.AsUnmodifiableGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.builder.GraphTypeBuilder;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An attribute social network (ALGORITHMS.md §0): people carrying one value per attribute, and their
 * friendships as an undirected simple graph. Node {@code i} is row {@code i} of {@link #table()},
 * and its id is the value of the schema's first IDENTIFIER attribute, so the network and its node
 * table convert to each other without loss. The public model is the JGraphT graph of
 * {@link #graph()}, built on first use; hot paths use the {@link IndexedGraph} of
 * {@link #structure()}. Immutable.
 */
public final class AttributeSocialNetwork {
    private final Table nodes;
    private final IndexedGraph structure;
    private final int idColumn;
    private volatile int[] rowOfIdCode;
    private volatile int[] rowOfNumber;
    private volatile Graph<Person, DefaultEdge> graph;

    private AttributeSocialNetwork(Table nodes, IndexedGraph structure) {
        this.nodes = Objects.requireNonNull(nodes);
        this.structure = Objects.requireNonNull(structure);
        if (nodes.rowCount() != structure.nodeCount()) {
            throw new IllegalArgumentException("node table has " + nodes.rowCount() + " rows, graph "
                    + structure.nodeCount() + " nodes");
        }
        this.idColumn = nodes.schema().identifierIndex();
        if (idColumn < 0) {
            throw new IllegalArgumentException("a network's schema needs an IDENTIFIER attribute for node ids");
        }
        Column ids = nodes.column(idColumn);
        if (ids.distinctKnown() != nodes.rowCount() || ids.missingCount() > 0) {
            throw new IllegalArgumentException("node ids must be unique and present");
        }
    }

    /** The network whose node {@code i} is row {@code i} of {@code nodes}. */
    public static AttributeSocialNetwork of(Table nodes, IndexedGraph structure) {
        return new AttributeSocialNetwork(nodes, structure);
    }

    /** The network of a table's rows without any friendship. */
    public static AttributeSocialNetwork withoutEdges(Table nodes) {
        return new AttributeSocialNetwork(nodes, IndexedGraph.empty(nodes.rowCount()));
    }

    /**
     * The network of a JGraphT graph; nodes are numbered in the graph's vertex iteration order.
     * Every vertex must carry {@code schema}.
     */
    public static <E> AttributeSocialNetwork fromGraph(Schema schema, Graph<Person, E> g) {
        Table.Builder rows = Table.builder(schema, g.vertexSet().size());
        Map<Person, Integer> index = new HashMap<>();
        for (Person p : g.vertexSet()) {
            if (!p.schema().names().equals(schema.names())) {
                throw new IllegalArgumentException("person " + p.id() + " carries another schema");
            }
            index.put(p, index.size());
            rows.add(p.values());
        }
        EdgeListBuilder edges = new EdgeListBuilder();
        for (E e : g.edgeSet()) {
            edges.add(index.get(g.getEdgeSource(e)), index.get(g.getEdgeTarget(e)));
        }
        EdgeListBuilder.Result built = edges.build(index.size());
        if (built.dropped() > 0) {
            throw new IllegalArgumentException("the graph is not simple: " + built.selfLoops() + " self-loops, "
                    + (built.duplicates() + built.reciprocal()) + " parallel edges");
        }
        return new AttributeSocialNetwork(rows.build(), built.graph());
    }

    public Schema schema() {
        return nodes.schema();
    }

    /** The node table: row {@code i} is node {@code i}. */
    public Table table() {
        return nodes;
    }

    /** The int-indexed friendship graph. */
    public IndexedGraph structure() {
        return structure;
    }

    public int nodeCount() {
        return structure.nodeCount();
    }

    public long edgeCount() {
        return structure.edgeCount();
    }

    /** The id of node {@code i}. */
    public String id(int node) {
        return nodes.value(node, idColumn);
    }

    /**
     * The index of the node with id {@code id}, or −1. When every id is a number written plainly
     * (digits without a leading zero), as in most exports, ids are found by their value in an array
     * (one memory access where hashing the string takes several: loading ten million edges spends
     * most of its time here); otherwise through the id column's dictionary.
     */
    public int indexOf(String id) {
        if (numericIds()) {
            return indexOfNumber(Values.plainNumber(id));
        }
        Column ids = nodes.column(idColumn);
        int[] rows = rowOfIdCode;
        if (rows == null) {
            // ids are unique, so each code is one row's; the column's own index finds the code
            rows = new int[ids.dictionarySize()];
            java.util.Arrays.fill(rows, -1);
            for (int i = 0; i < nodeCount(); i++) {
                rows[ids.code(i)] = i;
            }
            rowOfIdCode = rows;
        }
        int code = ids.encode(id);
        return code < 0 ? -1 : rows[code];
    }

    /**
     * Whether every id is a number written plainly (and below {@code 4n + 1024}), so that
     * {@link #indexOfNumber} finds nodes.
     */
    public boolean numericIds() {
        return rowOfNumber() != null;
    }

    /** The index of the node whose id is the number {@code number} written plainly, or −1 (also when ids are not numbers). */
    public int indexOfNumber(int number) {
        int[] byNumber = rowOfNumber();
        return byNumber != null && number >= 0 && number < byNumber.length ? byNumber[number] : -1;
    }

    /** The row of each id by its number, when all ids are plain numbers below {@code 4n + 1024}; else null. */
    private int[] rowOfNumber() {
        int[] byNumber = rowOfNumber;
        if (byNumber == null) {
            byNumber = numbered();
            rowOfNumber = byNumber;
        }
        return byNumber == NOT_NUMBERS ? null : byNumber;
    }

    /** What {@link #rowOfNumber} holds once computed when the ids are not all plain numbers. */
    private static final int[] NOT_NUMBERS = new int[0];

    private int[] numbered() {
        Column ids = nodes.column(idColumn);
        int[] numberOfCode = new int[ids.dictionarySize()];
        long limit = 4L * nodeCount() + 1024;
        int max = -1;
        for (int code = 1; code < numberOfCode.length; code++) {
            int number = Values.plainNumber(ids.decode(code));
            if (number < 0 || number >= limit) {
                return NOT_NUMBERS;
            }
            max = Math.max(max, number);
            numberOfCode[code] = number;
        }
        int[] byNumber = new int[max + 1];
        java.util.Arrays.fill(byNumber, -1);
        for (int i = 0; i < nodeCount(); i++) {
            byNumber[numberOfCode[ids.code(i)]] = i;
        }
        return byNumber;
    }

    public Person person(int node) {
        return new Person(schema(), id(node), nodes.row(node));
    }

    /** The same friendships with other node values (same number of rows, same ids). */
    public AttributeSocialNetwork withTable(Table replacement) {
        return new AttributeSocialNetwork(replacement, structure);
    }

    /**
     * The network as an unmodifiable JGraphT simple graph of {@link Person}s, vertices in node
     * order; built on first call (keep it off hot paths on large graphs).
     */
    public Graph<Person, DefaultEdge> graph() {
        Graph<Person, DefaultEdge> g = graph;
        if (g == null) {
            Graph<Person, DefaultEdge> built = GraphTypeBuilder.<Person, DefaultEdge>undirected()
                    .allowingSelfLoops(false).allowingMultipleEdges(false)
                    .edgeClass(DefaultEdge.class).weighted(false).buildGraph();
            List<Person> people = new ArrayList<>(nodeCount());
            for (int i = 0; i < nodeCount(); i++) {
                Person p = person(i);
                people.add(p);
                built.addVertex(p);
            }
            structure.forEachEdge((u, v) -> built.addEdge(people.get(u), people.get(v)));
            g = new AsUnmodifiableGraph<>(built);
            graph = g;
        }
        return g;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof AttributeSocialNetwork)) {
            return false;
        }
        AttributeSocialNetwork n = (AttributeSocialNetwork) o;
        return nodes.equals(n.nodes) && structure.equals(n.structure);
    }

    @Override
    public int hashCode() {
        return 31 * nodes.hashCode() + structure.hashCode();
    }

    @Override
    public String toString() {
        return "AttributeSocialNetwork[" + schema().name() + ", " + nodeCount() + " nodes, " + edgeCount() + " edges]";
    }
}
