package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.Stopwatch;
import io.graphveil.bench.BenchReport;
import io.graphveil.io.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * {@code graphveil bench scale}: issue #16's single-machine targets. For each size, a graph of
 * {@code generate --nodes N --avg-degree 20 --seed 1} (generated once into the work folder, not
 * timed), then {@code anonymize --k 5 --alpha 0.5 --no-pictures --no-review} twice in a fresh JVM
 * with the size's heap: once timed, once with {@link Stopwatch#LIVE_HEAP_PROPERTY} on to read the
 * heap still in use after a full collection at each stage's end (the collections would inflate the
 * time). Targets: 1 M nodes within 60 s in {@code -Xmx800m}; 10 M within 600 s in {@code -Xmx8g};
 * bytes of live heap per edge at the largest size at most 1.25 × those at 1 M.
 */
@Command(name = "scale", mixinStandardHelpOptions = true,
        description = "Time and memory of anonymize on generated graphs of 1 M nodes and more (issue #16).")
final class ScaleBench extends BenchSuite {
    @Option(names = "--sizes", split = ",", defaultValue = "1000000", paramLabel = "N[,N...]",
            description = "Node counts to run (e.g. 1000000,3000000,10000000). Default: ${DEFAULT-VALUE}.")
    List<Integer> sizes;
    @Option(names = "--work", paramLabel = "DIR", description = "Where the generated graphs are kept between runs "
            + "(default: a temporary folder, deleted afterwards).")
    Path work;

    @Override
    void run(BenchReport report) throws Exception {
        boolean temporary = work == null;
        Path dir = temporary ? Files.createTempDirectory("graphveil-scale-") : work;
        try {
            double bytesPerEdgeAt1m = Double.NaN;
            double bytesPerEdgeLargest = Double.NaN;
            int largest = 0;
            for (int n : sizes) {
                int nodes = options.quick ? Math.max(10_000, n / 100) : n;
                Path graph = dir.resolve("g" + nodes);
                if (!Files.exists(graph.resolve("edges.csv"))) {
                    BenchCommand.child("14g", List.of("generate", "--nodes", String.valueOf(nodes), "--avg-degree",
                            "20", "--seed", "1", "--out", graph.toString(), "--force"));
                }
                String heap = n <= 1_000_000 ? "800m" : "8g";
                List<String> args = List.of("anonymize", graph.toString(), "--k", "5", "--alpha", "0.5",
                        "--no-pictures", "--no-review", "--force", "--out");
                Path out = dir.resolve("out" + nodes);
                ChildRun.Result timed = run(heap, List.of(), args, out);
                String name = String.format(Locale.ROOT, "anonymize %,d nodes, avg degree 20, -Xmx%s", nodes, heap);
                double target = n <= 1_000_000 ? 60 : n <= 3_000_000 ? Double.NaN : 600;
                if (Double.isNaN(target) || options.quick) {
                    report.note(name, timed.wallSeconds(), "s");
                } else {
                    report.add(name, timed.wallSeconds(), target, "s", "whole process, graph generation not counted");
                }
                run(heap, List.of("-D" + Stopwatch.LIVE_HEAP_PROPERTY + "=true"), args, out);
                JsonNode owner = Json.MAPPER.readTree(privateDir(out).resolve("report.json").toFile());
                long edges = owner.path("counts").path("edges_in").asLong();
                long peakMib = 0;
                StringBuilder stages = new StringBuilder();
                for (Iterator<java.util.Map.Entry<String, JsonNode>> it = owner.path("live_heap_mib").fields();
                     it.hasNext(); ) {
                    var e = it.next();
                    peakMib = Math.max(peakMib, e.getValue().asLong());
                    stages.append(stages.length() == 0 ? "" : ", ").append(e.getKey()).append(' ')
                            .append(e.getValue().asLong());
                }
                double perEdge = peakMib * 1048576.0 / edges;
                report.note(String.format(Locale.ROOT, "  largest live heap at a stage's end, %,d nodes", nodes),
                        peakMib, "MiB");
                report.note(String.format(Locale.ROOT, "  live heap per edge, %,d nodes (%,d edges)", nodes, edges),
                        perEdge, "B");
                spec.commandLine().getOut().println("    live heap by stage (MiB): " + stages);
                if (n == 1_000_000) {
                    bytesPerEdgeAt1m = perEdge;
                }
                if (n > largest) {
                    largest = n;
                    bytesPerEdgeLargest = perEdge;
                }
            }
            if (!Double.isNaN(bytesPerEdgeAt1m) && largest > 1_000_000 && !options.quick) {
                report.add(String.format(Locale.ROOT, "live heap per edge, %,d nodes / 1,000,000 nodes", largest),
                        bytesPerEdgeLargest / bytesPerEdgeAt1m, 1.25, "x", null);
            }
        } finally {
            if (temporary) {
                io.graphveil.io.OutputFolder.deleteRecursively(dir);
            }
        }
    }

    private static ChildRun.Result run(String heap, List<String> jvm, List<String> args, Path out) throws Exception {
        List<String> all = new ArrayList<>(args);
        all.add(out.toString());
        ChildRun.Result r = ChildRun.run(heap, 2, jvm, all);
        if (r.exitCode() != 0) {
            throw new IllegalStateException("graphveil " + String.join(" ", all) + " failed (exit " + r.exitCode()
                    + "): " + r.stderr().strip());
        }
        return r;
    }

    private static Path privateDir(Path out) {
        return out.resolveSibling(out.getFileName() + ".private");
    }
}
