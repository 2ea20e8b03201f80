package io.graphveil.io;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.Objects;
import java.util.Optional;

/**
 * A dataset folder in memory (ALGORITHMS.md §8): the schema, the node or data table, the friendships for a
 * graph dataset, and the hierarchies of its attributes. Immutable.
 */
public final class Dataset {
    private final Table table;
    /** The network of a graph dataset (its table is {@link #table}); null for a table dataset. */
    private final AttributeSocialNetwork network;
    private final Hierarchies hierarchies;

    private Dataset(Table table, AttributeSocialNetwork network, Hierarchies hierarchies) {
        this.table = Objects.requireNonNull(table);
        this.network = network;
        this.hierarchies = Objects.requireNonNull(hierarchies);
    }

    public static Dataset ofGraph(AttributeSocialNetwork network, Hierarchies hierarchies) {
        return new Dataset(network.table(), network, hierarchies);
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
        return network != null;
    }

    /** The friendships, for a graph dataset. */
    public Optional<IndexedGraph> structure() {
        return network == null ? Optional.empty() : Optional.of(network.structure());
    }

    /** The attribute social network of a graph dataset. */
    public AttributeSocialNetwork network() {
        if (network == null) {
            throw new IllegalStateException("a table dataset has no friendships");
        }
        return network;
    }

    public Hierarchies hierarchies() {
        return hierarchies;
    }

    /** The same dataset with other values; for a graph, the network checks ids and sizes again. */
    public Dataset withTable(Table replacement) {
        if (network == null) {
            return new Dataset(replacement, null, hierarchies);
        }
        return new Dataset(replacement, network.withTable(replacement), hierarchies);
    }
}
