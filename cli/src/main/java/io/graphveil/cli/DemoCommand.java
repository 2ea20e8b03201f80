package io.graphveil.cli;

import io.graphveil.BadInputException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code graphveil demo}: the main job on the bundled sample {@code graphs/sample-50}, into a
 * fresh folder, with a short summary of what was written where.
 */
@Command(name = "demo", description = "Run the main job (anonymize, k = 3, alpha = 0.5) on the bundled sample graphs/sample-50 and say where the results are.")
final class DemoCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Output folder. Default: a fresh graphveil-demo[-N] folder in the current directory.")
    Path out;
    @Option(names = "--force", description = "Replace a previous GraphVeil output at --out (and its OUT.private).")
    boolean force;

    @Override
    public Integer call() throws Exception {
        Path sample = Home.resolve("graphs/sample-50");
        if (!Files.isDirectory(sample)) {
            throw new BadInputException(sample + ": the bundled sample is missing (run from the project folder "
                    + "or through ./graphveil)");
        }
        OutputOptions target = new OutputOptions();
        target.out = out != null ? out : freshFolder();
        target.force = force;
        AnonymizeCommand.Settings settings = new AnonymizeCommand.Settings();
        settings.k = 3;
        settings.alpha = 0.5;
        settings.seed = 1;
        spec.commandLine().getOut().println("graphveil demo: anonymizing " + sample + " with k = 3, alpha = 0.5");
        AnonymizeCommand.run(spec, "demo", sample, target, new PrivateOutOption(), settings);
        spec.commandLine().getOut().flush();
        return 0;
    }

    private static Path freshFolder() {
        Path base = Path.of("graphveil-demo");
        for (int i = 2; Files.exists(base) && !isEmptyDir(base); i++) {
            base = Path.of("graphveil-demo-" + i);
        }
        return base;
    }

    private static boolean isEmptyDir(Path p) {
        try (var s = Files.list(p)) {
            return Files.isDirectory(p) && s.findAny().isEmpty();
        } catch (java.io.IOException e) {
            return false;
        }
    }
}
