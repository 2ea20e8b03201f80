package io.graphveil.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code graphveil experiment NAME}: the papers' experiments, each writing a CSV of results (and
 * charts where they have them) into {@code --out}.
 */
@Command(name = "experiment", mixinStandardHelpOptions = true, description = "Run one of the papers' experiments and write its results as CSV.",
        subcommands = {WlkExperimentCommand.class, KaimExperimentCommand.class, UtilityExperimentCommand.class,
                MaaExperimentCommand.class})
final class ExperimentCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name an experiment (see graphveil experiment --help)");
    }
}
