package io.graphveil.cli;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --engine single|spark} and {@code --master URL}: where a command that has a Spark
 * counterpart runs (README, "Large graphs"). Shared by {@code anonymize} and {@code verify}.
 */
class EngineOptions {
    @Option(names = "--engine", defaultValue = "single", paramLabel = "single|spark",
            description = "single: this machine; spark: Apache Spark, which must be on the class path (as under "
                    + "spark-submit). Default: ${DEFAULT-VALUE}.")
    String engine = "single";
    @Option(names = "--master", paramLabel = "URL",
            description = "With --engine spark: the Spark master (local[2], spark://HOST:7077, yarn). Default: the one "
                    + "spark-submit gives, else local[*].")
    String master;

    /**
     * Whether Spark was asked for.
     *
     * @throws CommandLine.ParameterException for another engine's name, or a master without Spark (exit code 2)
     */
    boolean spark(CommandLine.Model.CommandSpec spec) {
        if (!engine.equals("single") && !engine.equals("spark")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--engine is single or spark");
        }
        if (master != null && engine.equals("single")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--master needs --engine spark");
        }
        return engine.equals("spark");
    }

    /** Spark must be on the class path (as under spark-submit): a bad parameter otherwise (exit code 2), in one line. */
    static void requireSpark() {
        if (!io.graphveil.spark.SparkSessions.available()) {
            throw new io.graphveil.BadParameterException("--engine spark needs Apache Spark 4 (Scala 2.13) on the class "
                    + "path: run graphveil through spark-submit (README, \"Large graphs\")");
        }
    }
}
