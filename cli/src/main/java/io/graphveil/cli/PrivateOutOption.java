package io.graphveil.cli;

import io.graphveil.io.OutputFolder;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** {@code --private-out DIR}: where the owner-only files go, never inside the folder to publish. */
class PrivateOutOption {
    @Option(names = "--private-out", paramLabel = "DIR",
            description = "Folder for the owner-only files (the owner's report, pictures, mapping). Default: OUT.private "
                    + "beside OUT, so that OUT can be shared whole.")
    Path privateOut;

    /** The owner's folder of an output at {@code out}. */
    Path target(Path out) {
        return OutputFolder.privateTarget(out, privateOut);
    }
}
