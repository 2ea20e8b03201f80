package io.graphveil.cli;

import io.graphveil.BadInputException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The UCI Adult inputs of the experiments: adult.data, adult.test and a schema, each checked to exist. */
final class AdultFiles {
    private AdultFiles() {
    }

    /**
     * {@code [adult.data, adult.test, schema]} under the reference data folder {@code data}; the
     * schema is {@code schema}, or the bundled {@code defaultSchema} when null.
     */
    static List<Path> require(Path data, Path schema, String defaultSchema) {
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
