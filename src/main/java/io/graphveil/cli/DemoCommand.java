package io.graphveil.cli;

import io.graphveil.BadInputException;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.DatasetWriter;
import io.graphveil.io.Json;
import io.graphveil.io.RunReport;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code graphveil demo}: the main job on the bundled sample {@code graphs/sample-50}, into a
 * fresh folder, with a short summary of what was written where.
 */
@Command(name = "demo", description = "Run the main job on the bundled sample graphs/sample-50 and say where the results are.")
final class DemoCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Output folder. Default: a fresh graphveil-demo[-N] folder in the current directory.")
    Path out;
    @Option(names = "--force", description = "Replace a non-empty --out folder.")
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
        RunReport report = CliSupport.report("demo", spec);
        report.input().put("dataset", sample.toString());
        report.start("load");
        DatasetReader.Loaded loaded = DatasetReader.load(sample);
        Dataset dataset = loaded.dataset();
        report.stop("load");
        var summary = DatasetSummary.json(dataset);
        report.input().put("nodes", dataset.network().nodeCount());
        report.input().put("edges", dataset.network().edgeCount());
        CliSupport.publish(target, List.of(sample), report, dir -> {
            DatasetWriter.write(dataset, dir.resolve("dataset"));
            Files.writeString(dir.resolve("summary.txt"), DatasetSummary.text(summary), StandardCharsets.UTF_8);
            Json.write(dir.resolve("summary.json"), summary);
        });
        java.io.PrintWriter w = spec.commandLine().getOut();
        w.print(DatasetSummary.text(summary));
        w.println("The anonymization pipeline is not available yet: the demo imported and described the sample.");
        w.println("Results are in " + target.out.toAbsolutePath().normalize()
                + " (dataset/, summary.txt, summary.json, report.json).");
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
