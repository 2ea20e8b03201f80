package io.graphveil.cli;

import io.graphveil.BadInputException;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.publish.PublishedNetwork;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A graph given on the command line: a dataset folder (SPEC 8: schema.json, nodes.csv, edges.csv)
 * or an {@code anonymize} output folder (schema.json, table.csv, edges.csv), told apart by
 * {@code nodes.csv}.
 *
 * @param dataset the dataset with its hierarchies, or null for a published folder
 */
record GraphInput(Path dir, AttributeSocialNetwork network, Dataset dataset) {

    static GraphInput read(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw BadInputException.at(dir, 0, Files.exists(dir) ? "expected a folder, found a file" : "folder not found");
        }
        if (PublishedNetwork.isPublished(dir)) {
            return new GraphInput(dir, PublishedNetwork.read(dir), null);
        }
        Dataset d = DatasetReader.read(dir);
        if (!d.isGraph()) {
            throw new BadInputException(dir + ": a table dataset has no graph (expected nodes.csv and edges.csv, "
                    + "or an anonymize output with table.csv and edges.csv)");
        }
        return new GraphInput(dir, d.network(), d);
    }

    boolean published() {
        return dataset == null;
    }

    String kind() {
        return published() ? "published" : "dataset";
    }
}
