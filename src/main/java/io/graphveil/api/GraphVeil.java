package io.graphveil.api;

import io.graphveil.BadInputException;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;

import java.nio.file.Path;
import java.util.Objects;

/**
 * The entry point of GraphVeil as a library. A graph job reads like the command line:
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
        Objects.requireNonNull(dataset, "dataset");
        if (!dataset.isGraph()) {
            throw new BadInputException("not a graph dataset");
        }
        return new GraphJob(dataset, null);
    }
}
