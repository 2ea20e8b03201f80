package io.graphveil.cli;

import io.graphveil.BadParameterException;
import io.graphveil.io.Json;
import io.graphveil.policy.SchemaDraft;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code graphveil schema infer DATA}: a first schema.json for a node or data file. */
@Command(name = "schema", description = "Work with schema.json files.", subcommands = SchemaCommand.Infer.class)
final class SchemaCommand {

    @Command(name = "infer", description = {"Draft a schema.json for a node or data file (CSV or TSV with a header): "
            + "types guessed from the values, every column a quasi-identifier except those that single rows out "
            + "(drafted as identifiers), hierarchies from the data (intervals for numbers, masks for codes). "
            + "Nothing is made PRIVACY: name the private attribute and its values yourself. Notes go to stderr."})
    static final class Infer implements Callable<Integer> {
        @picocli.CommandLine.Spec
        picocli.CommandLine.Model.CommandSpec spec;
        @Mixin
        CommonOptions common;

        @Parameters(index = "0", paramLabel = "DATA", description = "The node or data file.")
        Path data;

        @Option(names = "--out", paramLabel = "FILE", description = "Write the draft here (a new file) instead of stdout.")
        Path out;

        @Override
        public Integer call() throws Exception {
            if (out != null && Files.exists(out)) {
                throw new BadParameterException("refusing to overwrite " + out + ": give a new file");
            }
            SchemaDraft.Result draft = SchemaDraft.infer(data);
            PrintWriter err = spec.commandLine().getErr();
            draft.notes().forEach(n -> err.println("note: " + n));
            err.flush();
            String text = Json.pretty(draft.schema()).stripTrailing() + System.lineSeparator();
            if (out == null) {
                spec.commandLine().getOut().print(text);
                spec.commandLine().getOut().flush();
            } else {
                Path parent = out.toAbsolutePath().getParent();
                Path temp = Files.createTempFile(parent, "." + out.getFileName(), ".tmp");
                try {
                    Files.writeString(temp, text);
                    Files.move(temp, out);
                } finally {
                    Files.deleteIfExists(temp);
                }
            }
            return 0;
        }
    }
}
