package io.graphveil.cli;

import io.graphveil.BadInputException;
import io.graphveil.bench.BenchReport;
import io.graphveil.bench.ChildRun;
import io.graphveil.io.Json;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code graphveil bench SUITE}: measures the issues' speed targets. CLI targets are whole-process
 * wall times of a fresh JVM (SPEC 7); "after warm-up" targets run inside this JVM.
 */
@Command(name = "bench", description = "Measure the speed targets (see docs/BENCHMARKS.md).",
        subcommands = {BenchCommand.Foundation.class, BenchCommand.Pipeline.class, BenchCommand.Graph.class})
final class BenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a benchmark suite: foundation, pipeline, graph");
    }

    /** Options every suite takes. */
    static class SuiteOptions {
        @Option(names = "--data", defaultValue = "../shared/data", paramLabel = "DIR",
                description = "The reference data folder. Default: ${DEFAULT-VALUE}.")
        Path data;
        @Option(names = "--runs", defaultValue = "5", paramLabel = "N",
                description = "Timed runs per benchmark (the median is compared with the target). Default: ${DEFAULT-VALUE}.")
        int runs;
        @Option(names = "--json", paramLabel = "FILE", description = "Also write the results as JSON.")
        Path json;
        @Option(names = "--quick", description = "Scale the large benchmarks down (smoke test; targets not judged).")
        boolean quick;

        Path require(String relative) {
            Path p = data.resolve(relative);
            if (!Files.exists(p)) {
                throw new BadInputException(p + ": reference data not found (use --data DIR)");
            }
            return p;
        }
    }

    static int finish(BenchReport report, SuiteOptions o) throws IOException {
        if (o.json != null) {
            Json.write(o.json, report.json());
        }
        return report.allMet() ? 0 : 1;
    }

    static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    static ChildRun.Result child(String heap, List<String> args) throws IOException, InterruptedException {
        ChildRun.Result r = ChildRun.run(heap, 2, args);
        if (r.exitCode() != 0) {
            throw new IllegalStateException("graphveil " + String.join(" ", args) + " failed (exit "
                    + r.exitCode() + "): " + r.stderr().strip());
        }
        return r;
    }

    static Path tempOut() throws IOException {
        Path p = Files.createTempDirectory("graphveil-bench-");
        Files.delete(p);
        return p;
    }

    static void delete(Path p) throws IOException {
        if (Files.exists(p)) {
            try (var walk = Files.walk(p)) {
                for (Path q : (Iterable<Path>) walk.sorted(java.util.Comparator.reverseOrder())::iterator) {
                    Files.delete(q);
                }
            }
        }
    }

    @Command(name = "foundation", description = "Issue #2: importing ego-Facebook; generating 1,000,000 nodes.")
    static final class Foundation implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;
        @Mixin
        CommonOptions common;
        @Mixin
        SuiteOptions options;

        @Override
        public Integer call() throws Exception {
            BenchReport report = new BenchReport("foundation", spec.commandLine().getOut());
            Path ego = options.require("ego-facebook");
            double[] wall = new double[options.runs];
            for (int i = -1; i < options.runs; i++) { // run -1 warms the file cache
                Path out = tempOut();
                try {
                    ChildRun.Result r = child(null, List.of("import", "snap-ego", "--dir", ego.toString(), "--out",
                            out.toString()));
                    if (i >= 0) {
                        wall[i] = r.wallSeconds();
                    }
                } finally {
                    delete(out);
                }
            }
            report.add("import snap-ego (4,039 nodes, 88,234 edges), wall, median", median(wall), 2.0, "s",
                    "min " + String.format(java.util.Locale.ROOT, "%.3f", Arrays.stream(wall).min().orElse(0)) + " s");
            int nodes = options.quick ? 100_000 : 1_000_000;
            Path out = tempOut();
            try {
                ChildRun.Result r = child("6g", new ArrayList<>(List.of("generate", "--nodes", String.valueOf(nodes),
                        "--seed", "1", "--out", out.toString())));
                String edges = new String(Files.readAllBytes(out.resolve("report.json")));
                long m = Json.MAPPER.readTree(edges).get("counts").get("edges").asLong();
                String name = "generate " + nodes + " nodes (" + m + " edges), -Xmx6g, 2 cpus, wall";
                if (options.quick) {
                    report.note(name, r.wallSeconds(), "s");
                } else {
                    report.add(name, r.wallSeconds(), 60, "s", null);
                    report.add("generate 1,000,000 nodes, peak heap", r.peakHeapBytes() / 1e9, 6, "GB", null);
                }
            } finally {
                delete(out);
            }
            return finish(report, options);
        }
    }

    @Command(name = "pipeline", description = "Issue #3: anonymize ego-Facebook; closeness; 1,000,000 nodes; Datafly on Adult.")
    static final class Pipeline implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;
        @Mixin
        CommonOptions common;
        @Mixin
        SuiteOptions options;

        @Override
        public Integer call() throws Exception {
            BenchReport report = new BenchReport("pipeline", spec.commandLine().getOut());
            egoFacebook(report);
            adultDatafly(report);
            million(report);
            return finish(report, options);
        }

        private void egoFacebook(BenchReport report) throws Exception {
            Path ego = options.require("ego-facebook");
            Path dataset = tempOut();
            try {
                child(null, List.of("import", "snap-ego", "--dir", ego.toString(), "--out", dataset.toString()));
                double[] wall = new double[options.runs];
                for (int i = -1; i < options.runs; i++) {
                    Path out = tempOut();
                    try {
                        ChildRun.Result r = child(null, List.of("anonymize", dataset.toString(), "--k", "5", "--alpha",
                                "0.5", "--private-ratio", "0.2", "--seed", "1", "--no-pictures", "--out",
                                out.toString()));
                        if (i >= 0) {
                            wall[i] = r.wallSeconds();
                        }
                    } finally {
                        delete(out);
                    }
                }
                report.add("anonymize ego-Facebook, 20% private, k=5, alpha=0.5, --no-pictures, wall, median",
                        median(wall), 3.0, "s", "pictures: bench graph");
                var network = io.graphveil.io.DatasetReader.read(dataset).network();
                long t0 = System.nanoTime();
                io.graphveil.metrics.ClosenessCentralization.of(network.structure());
                double cold = (System.nanoTime() - t0) / 1e9;
                report.add("closeness centralization of ego-Facebook, first call (cold JIT)", cold, 0.7, "s", null);
                var warm = io.graphveil.bench.WarmTimer.time(3, options.runs,
                        () -> io.graphveil.metrics.ClosenessCentralization.of(network.structure()));
                report.note("closeness centralization of ego-Facebook, after warm-up, median", warm.medianMs() / 1e3,
                        "s");
            } finally {
                delete(dataset);
            }
        }

        private void adultDatafly(BenchReport report) throws Exception {
            Path data = options.require("adult-uci/adult.data");
            Path test = options.require("adult-uci/adult.test");
            io.graphveil.io.Dataset adult = io.graphveil.io.DatasetReader.readTable(List.of(data, test),
                    Home.resolve("tables/adult/schema.json"));
            adult = io.graphveil.pipeline.TableJob.completeRows(adult);
            adult = io.graphveil.pipeline.TableJob.withQuasiIdentifiers(adult, List.of("age", "sex", "race",
                    "marital-status", "education", "native-country", "workclass", "salary"));
            adult = io.graphveil.pipeline.Policy.withPrivateRatio(adult, 0.2, 1);
            io.graphveil.io.Dataset input = adult;
            var model = io.graphveil.criteria.PrivacyModel.of(new io.graphveil.criteria.KAnonymity(5),
                    new io.graphveil.criteria.AlphaDeassociation(0.5));
            var timing = io.graphveil.bench.WarmTimer.time(5, Math.max(5, options.runs), () ->
                    new io.graphveil.anonymize.Datafly().anonymize(input.table(), input.hierarchies(), model,
                            io.graphveil.anonymize.SuppressionBudget.sweeney(5), 1));
            report.add("Datafly (alpha,k) on Adult (" + input.table().rowCount() + " rows), after warm-up, median",
                    timing.medianMs() / 1e3, 0.5, "s", "min " + String.format(java.util.Locale.ROOT, "%.3f",
                            timing.minMs() / 1e3) + " s");
        }

        private void million(BenchReport report) throws Exception {
            int nodes = options.quick ? 100_000 : 1_000_000;
            Path dataset = tempOut();
            Path out = tempOut();
            try {
                child("8g", List.of("generate", "--nodes", String.valueOf(nodes), "--seed", "1", "--private-ratio",
                        "0.2", "--out", dataset.toString()));
                ChildRun.Result r = child("8g", List.of("anonymize", dataset.toString(), "--k", "5", "--alpha", "0.5",
                        "--seed", "1", "--out", out.toString()));
                var json = Json.MAPPER.readTree(out.resolve("report.json").toFile());
                var t = json.get("timings_ms");
                var c = json.get("counts");
                String detail = c.get("splits").asInt() + " splits, " + c.get("rows").asInt() + " rows, holders "
                        + String.format(java.util.Locale.ROOT, "%.1f%%", 100.0 * c.get("holders").asInt() / nodes);
                if (options.quick) {
                    report.note("split " + nodes + " nodes", t.get("split").asDouble() / 1e3, "s");
                    report.note("Datafly on the split table", t.get("anonymize").asDouble() / 1e3, "s");
                } else {
                    report.add("split 1,000,000 nodes / " + c.get("edges_in").asLong() + " edges", t.get("split")
                            .asDouble() / 1e3, 60, "s", detail);
                    report.add("Datafly (alpha,k) on the " + c.get("rows").asInt() + "-row split table",
                            t.get("anonymize").asDouble() / 1e3, 30, "s", null);
                    report.add("anonymize 1,000,000 nodes, peak heap (-Xmx8g)", r.peakHeapBytes() / 1e9, 8, "GB",
                            "whole run " + String.format(java.util.Locale.ROOT, "%.1f", r.wallSeconds()) + " s wall");
                }
            } finally {
                delete(dataset);
                delete(out);
            }
        }
    }

    @Command(name = "graph", description = "Issue #4: measure and attack ego-Facebook; clustering on 200,000 nodes; "
            + "sampled closeness on 1,000,000 nodes; drawing 2,000 nodes.")
    static final class Graph implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;
        @Mixin
        CommonOptions common;
        @Mixin
        SuiteOptions options;

        @Override
        public Integer call() throws Exception {
            return GraphBenchmarks.run(spec.commandLine().getOut(), options);
        }
    }
}
