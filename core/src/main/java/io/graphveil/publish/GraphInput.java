package io.graphveil.publish;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.BadInputException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.GraphFileReader;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.EdgeListBuilder;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A graph given by a path: a dataset folder (ALGORITHMS.md §8: schema.json, nodes.csv, edges.csv),
 * an {@code anonymize} output folder (schema.json, table.csv, edges.csv), told apart by
 * {@code nodes.csv}, or a graph file ({@link GraphFileReader}: GraphML, GEXF, GML, a bare edge list)
 * whose nodes carry only their id and the file's own attributes.
 *
 * @param dir     the path it was read from
 * @param network the graph with its nodes' values
 * @param dataset the dataset with its hierarchies, or null for a published folder
 * @param edges   what reading the edges dropped, or null for a published folder
 * @param file    whether it was a graph file
 */
public record GraphInput(Path dir, AttributeSocialNetwork network, Dataset dataset, EdgeListBuilder.Result edges,
                  boolean file) {

    /**
     * Reads a dataset folder, a published folder or a graph file.
     *
     * @throws io.graphveil.BadInputException when it is none of them, or is malformed
     */
    public static GraphInput read(Path dir) {
        if (Files.isRegularFile(dir)) {
            GraphFileReader.Read g = GraphFileReader.read(dir);
            return new GraphInput(dir, g.network(), Dataset.ofGraph(g.network(), Hierarchies.empty()), g.edges(), true);
        }
        if (!Files.isDirectory(dir)) {
            throw BadInputException.at(dir, 0, "folder or graph file not found");
        }
        if (PublishedNetwork.isPublished(dir)) {
            return new GraphInput(dir, PublishedNetwork.read(dir), null, null, false);
        }
        DatasetReader.Loaded loaded = DatasetReader.load(dir);
        Dataset d = loaded.dataset();
        if (!d.isGraph()) {
            throw new BadInputException(dir + ": a table dataset has no graph (expected nodes.csv and edges.csv, "
                    + "or an anonymize output with table.csv and edges.csv)");
        }
        return new GraphInput(dir, d.network(), d, loaded.edges(), false);
    }

    /**
     * Puts what reading {@code edges} dropped into {@code counts} (when not null) and says so in one
     * line on {@code err} when anything was: the graph is simple and undirected, so self-loops,
     * repeated and reciprocal edges of edges.csv are not kept, but never silently.
     */
    public static void reportDropped(EdgeListBuilder.Result edges, Path dir, ObjectNode counts, PrintWriter err) {
        if (edges == null) {
            return;
        }
        if (counts != null) {
            putDropped(edges, counts);
        }
        if (edges.dropped() > 0) {
            err.printf(java.util.Locale.ROOT, "note: %s: %d self-loops and %d duplicate edges dropped, %d reciprocal "
                            + "edges merged (the graph is simple and undirected)%n",
                    Files.isRegularFile(dir) ? dir : dir.resolve(DatasetReader.EDGES),
                    edges.selfLoops(), edges.duplicates(), edges.reciprocal());
            err.flush();
        }
    }

    /** Puts what reading {@code edges} dropped into {@code node} ({@code info} does so without the note). */
    public static void putDropped(EdgeListBuilder.Result edges, ObjectNode node) {
        node.put("self_loops_dropped", edges.selfLoops());
        node.put("duplicate_edges_dropped", edges.duplicates());
        node.put("reciprocal_edges_merged", edges.reciprocal());
    }

    /** Whether it is an {@code anonymize} output (no dataset, no hierarchies). */
    public boolean published() {
        return dataset == null;
    }

    /** {@code graph file}, {@code published} or {@code dataset}. */
    public String kind() {
        return file ? "graph file" : published() ? "published" : "dataset";
    }
}
