package io.graphveil.api;

import io.graphveil.BadInputException;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;

import io.graphveil.publish.GraphInput;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.IndexedGraph;
import org.jgrapht.Graph;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The entry point of GraphVeil as a library: graph jobs ({@link #anonymize}), table jobs
 * ({@link #table}), attacks ({@link #attack}) and measures ({@link #measure}). A graph job reads
 * like the command line:
 *
 * <pre>{@code
 * AnonymizedGraph result = GraphVeil.anonymize(Path.of("graphs/sample-1000"))
 *         .k(5).alpha(0.5).algorithm("k-member").seed(1).run();
 * result.publish(Path.of("out"));
 * }</pre>
 *
 * A dataset built in memory (for instance from a JGraphT graph with
 * {@link io.graphveil.model.AttributeSocialNetwork#fromGraph}) goes through
 * {@link #anonymize(Dataset)}.
 *
 * <p>Thread-safety: a job is configured and run by one thread; its result is immutable and may be
 * shared. Separate jobs may run at once on separate threads. Errors are the unchecked
 * {@link io.graphveil.BadInputException}, {@link io.graphveil.BadParameterException} and
 * {@link io.graphveil.ModelNotMetException}, each with a one-line message; nothing here exits the
 * JVM or prints, unless a {@link io.graphveil.ProgressListener} given to a job does.
 */
public final class GraphVeil {
    private GraphVeil() {
    }

    /**
     * A job anonymizing the graph dataset in {@code folder} (schema.json, nodes.csv, edges.csv).
     *
     * @param folder a dataset folder
     * @return a job to configure and run
     * @throws BadInputException when the folder cannot be read or holds no graph
     */
    public static GraphJob anonymize(Path folder) {
        Objects.requireNonNull(folder, "folder");
        Dataset dataset = DatasetReader.load(folder).dataset();
        if (!dataset.isGraph()) {
            throw new BadInputException(folder + ": not a graph dataset (expected nodes.csv and edges.csv)");
        }
        return new GraphJob(dataset, folder);
    }

    /**
     * A job anonymizing a graph dataset held in memory.
     *
     * @param dataset a graph dataset (its network and hierarchies)
     * @return a job to configure and run
     * @throws BadInputException when the dataset holds no graph
     */
    public static GraphJob anonymize(Dataset dataset) {
        return anonymize(dataset, null);
    }

    /**
     * A job anonymizing a graph dataset already read from {@code folder}.
     *
     * @param dataset a graph dataset (its network and hierarchies)
     * @param folder  the folder it was read from, named in errors and reports; null when none
     * @return a job to configure and run
     * @throws BadInputException when the dataset holds no graph
     */
    public static GraphJob anonymize(Dataset dataset, Path folder) {
        Objects.requireNonNull(dataset, "dataset");
        if (!dataset.isGraph()) {
            throw new BadInputException((folder == null ? "" : folder + ": ") + "not a graph dataset (expected "
                    + "nodes.csv and edges.csv); use a table job for a table");
        }
        return new GraphJob(dataset, folder);
    }

    /**
     * A job anonymizing a table (no graph) under any privacy model.
     *
     * @param data   the CSV files of the table (read one after another)
     * @param schema its {@code schema.json}
     * @return a job to configure and run
     * @throws BadInputException when a file cannot be read or does not match the schema
     */
    public static TableJob table(List<Path> data, Path schema) {
        Objects.requireNonNull(schema, "schema");
        return new TableJob(DatasetReader.readTable(List.copyOf(data), schema), schema);
    }

    /**
     * A job anonymizing a table already read.
     *
     * @param dataset the table with its hierarchies
     * @param schema  the {@code schema.json} it was read with, named in errors
     * @return a job to configure and run
     */
    public static TableJob table(Dataset dataset, Path schema) {
        return new TableJob(Objects.requireNonNull(dataset, "dataset"), Objects.requireNonNull(schema, "schema"));
    }

    /**
     * The attacks on a publication, with what an attacker may know of the original.
     *
     * @param original  the original dataset folder, or a graph file (then the structural attacks only)
     * @param published the publication ({@code anonymize}'s output folder) or a graph file
     * @return a job to configure and run
     */
    public static AttackJob attack(Path original, Path published) {
        return new AttackJob(Objects.requireNonNull(original, "original"), Objects.requireNonNull(published, "published"));
    }

    /**
     * The utility measures of a graph (closeness sampled, with its error bound, past
     * {@link GraphUtility#DEFAULT_EXACT_CLOSENESS_LIMIT} nodes).
     *
     * @param graph a dataset folder, a publication or a graph file (GraphML, GEXF, GML, edge list)
     * @return the measures
     * @throws BadInputException when it cannot be read
     */
    public static GraphUtility measure(Path graph) {
        return measure(GraphInput.read(Objects.requireNonNull(graph, "graph")).network().structure());
    }

    /**
     * The utility measures of a JGraphT graph, read as simple and undirected (self-loops and
     * repeated edges dropped).
     *
     * @param graph any graph
     * @param <V>   its vertex type
     * @param <E>   its edge type
     * @return the measures
     */
    public static <V, E> GraphUtility measure(Graph<V, E> graph) {
        Map<V, Integer> index = new HashMap<>();
        for (V v : graph.vertexSet()) {
            index.put(v, index.size());
        }
        EdgeListBuilder edges = new EdgeListBuilder();
        for (E e : graph.edgeSet()) {
            edges.add(index.get(graph.getEdgeSource(e)), index.get(graph.getEdgeTarget(e)));
        }
        return measure(edges.build(index.size()).graph());
    }

    private static GraphUtility measure(IndexedGraph g) {
        return GraphUtility.measure(g, GraphUtility.Options.defaults());
    }
}
