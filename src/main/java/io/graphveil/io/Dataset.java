package io.graphveil.io;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.Objects;
import java.util.Optional;

/**
 * A dataset folder in memory (SPEC 8): the schema, the node or data table, the friendships for a
 * graph dataset, and the hierarchies of its attributes. Immutable.
 */
public final class Dataset {
    private final Table table;
    private final IndexedGraph graph;
    private final Hierarchies hierarchies;

    private Dataset(Table table, IndexedGraph graph, Hierarchies hierarchies) {
        this.table = Objects.requireNonNull(table);
        this.graph = graph;
        this.hierarchies = Objects.requireNonNull(hierarchies);
        if (graph != null) {
            AttributeSocialNetwork.of(table, graph); // validates ids and sizes
        }
    }

    public static Dataset ofGraph(AttributeSocialNetwork network, Hierarchies hierarchies) {
        return new Dataset(network.table(), network.structure(), hierarchies);
    }

    public static Dataset ofTable(Table table, Hierarchies hierarchies) {
        return new Dataset(table, null, hierarchies);
    }

    public Schema schema() {
        return table.schema();
    }

    /** The node table of a graph, or the data table. */
    public Table table() {
        return table;
    }

    public boolean isGraph() {
        return graph != null;
    }

    /** The friendships, for a graph dataset. */
    public Optional<IndexedGraph> structure() {
        return Optional.ofNullable(graph);
    }

    /** The attribute social network of a graph dataset. */
    public AttributeSocialNetwork network() {
        if (graph == null) {
            throw new IllegalStateException("a table dataset has no friendships");
        }
        return AttributeSocialNetwork.of(table, graph);
    }

    public Hierarchies hierarchies() {
        return hierarchies;
    }

    public Dataset withTable(Table replacement) {
        return new Dataset(replacement, graph, hierarchies);
    }

    public Dataset withHierarchies(Hierarchies replacement) {
        return new Dataset(table, graph, replacement);
    }
}
