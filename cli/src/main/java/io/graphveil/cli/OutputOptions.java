package io.graphveil.cli;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** {@code --out DIR} and {@code --force}: where a command writes, and whether it may replace a non-empty folder. */
public class OutputOptions {
    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Output folder (written atomically; must be empty or absent unless --force).")
    Path out;

    @Option(names = "--force",
            description = "Replace a previous GraphVeil output folder (every file in it as its manifest lists it).")
    boolean force;
}
