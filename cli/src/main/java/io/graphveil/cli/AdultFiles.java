package io.graphveil.cli;

import io.graphveil.BadInputException;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The UCI Adult inputs of the experiments (a picocli mixin for {@code --data}): adult.data,
 * adult.test and a schema, each checked to exist.
 */
final class AdultFiles {
    @Option(names = "--data", defaultValue = "../shared/data", paramLabel = "DIR",
            description = "The reference data folder (adult-uci/adult.data and adult.test). Default: ${DEFAULT-VALUE}.")
    Path data;

    /**
     * {@code [adult.data, adult.test, schema]} under the reference data folder; the schema is
     * {@code schema}, or the bundled {@code defaultSchema} when null.
     */
    List<Path> require(Path schema, String defaultSchema) {
        List<Path> inputs = List.of(data.resolve("adult-uci/adult.data"), data.resolve("adult-uci/adult.test"),
                schema != null ? schema : Home.resolve(defaultSchema));
        for (Path p : inputs) {
            if (!Files.exists(p)) {
                throw new BadInputException(p + ": not found (use --data DIR)");
            }
        }
        return inputs;
    }
}
