package io.graphveil.cli;

import io.graphveil.publish.GraphInput;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code graphveil info DIR}: node, edge, attribute and missing-value counts of a dataset folder. */
@Command(name = "info", description = "Describe a dataset folder: nodes, edges, attributes, missing values.")
final class InfoCommand implements Callable<Integer> {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;

    @Parameters(index = "0", paramLabel = "DIR", description = "A dataset folder (schema.json + nodes.csv/edges.csv or data.csv).")
    Path dir;

    @Option(names = "--format", defaultValue = "text", description = "text or json. Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Override
    public Integer call() {
        DatasetReader.Loaded loaded = DatasetReader.load(dir);
        ObjectNode summary = DatasetSummary.json(loaded.dataset());
        if (loaded.edges() != null) {
            GraphInput.putDropped(loaded.edges(), summary);
        }
        spec.commandLine().getOut().print(format == OutputFormat.JSON ? Json.pretty(summary) : DatasetSummary.text(summary));
        return 0;
    }

    enum OutputFormat { TEXT, JSON }
}
