package io.graphveil.cli;

import picocli.CommandLine.Option;

/** Options every command shares. */
public class CommonOptions {
    @Option(names = "--debug", description = "Print stack traces on errors.")
    boolean debug;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;
}
