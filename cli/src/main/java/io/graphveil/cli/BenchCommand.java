package io.graphveil.cli;

import io.graphveil.BadInputException;
import io.graphveil.bench.BenchReport;
import io.graphveil.io.Json;
import io.graphveil.io.OutputFolder;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code graphveil bench SUITE}: measures the issues' speed targets. CLI targets are whole-process
 * wall times of a fresh JVM (ALGORITHMS.md §7); "after warm-up" targets run inside this JVM.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Measure the speed targets (see docs/BENCHMARKS.md).",
        subcommands = {BenchCommand.Foundation.class, BenchCommand.Pipeline.class, BenchCommand.Lattice.class,
                ClusteringBench.class, BenchCommand.Graph.class, MaaBench.class, ScaleBench.class})
final class BenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "name a benchmark suite: foundation, pipeline, lattice, clustering, graph, maa, scale");
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

    /**
     * Wall times of {@code runs} fresh-JVM runs writing into a new folder each; one more run before
     * them warms the file cache and is not counted.
     */
    static double[] wallTimes(int runs, java.util.function.Function<Path, List<String>> args) throws Exception {
        double[] wall = new double[runs];
        for (int i = -1; i < runs; i++) {
            Path out = tempOut();
            try {
                ChildRun.Result r = child(null, args.apply(out));
                if (i >= 0) {
                    wall[i] = r.wallSeconds();
                }
            } finally {
                OutputFolder.deleteRecursively(out);
            }
        }
        return wall;
    }

    static Path tempOut() throws IOException {
        Path p = Files.createTempDirectory("graphveil-bench-");
        Files.delete(p);
        return p;
    }

    @Command(name = "foundation", description = "Issue #2: importing ego-Facebook; generating 1,000,000 nodes.")
    static final class Foundation extends BenchSuite {
        @Override
        void run(BenchReport report) throws Exception {
            Path ego = options.require("ego-facebook");
            double[] wall = wallTimes(options.runs, out -> List.of("import", "snap-ego", "--dir", ego.toString(),
                    "--out", out.toString()));
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
                OutputFolder.deleteRecursively(out);
            }
        }
    }

    @Command(name = "pipeline", description = "Issue #3: anonymize ego-Facebook; closeness; 1,000,000 nodes; Datafly on Adult.")
    static final class Pipeline extends BenchSuite {
        @Override
        void run(BenchReport report) throws Exception {
            egoFacebook(report);
            adultDatafly(report);
            million(report);
        }

        private void egoFacebook(BenchReport report) throws Exception {
            Path ego = options.require("ego-facebook");
            Path dataset = tempOut();
            try {
                child(null, List.of("import", "snap-ego", "--dir", ego.toString(), "--out", dataset.toString()));
                double[] wall = wallTimes(options.runs, out -> List.of("anonymize", dataset.toString(), "--k", "5",
                        "--alpha", "0.5", "--private-ratio", "0.2", "--seed", "1", "--no-pictures", "--out",
                        out.toString()));
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
                OutputFolder.deleteRecursively(dataset);
            }
        }

        private void adultDatafly(BenchReport report) throws Exception {
            Path data = options.require("adult-uci/adult.data");
            Path test = options.require("adult-uci/adult.test");
            io.graphveil.io.Dataset adult = io.graphveil.io.DatasetReader.readTable(List.of(data, test),
                    Home.resolve("tables/adult/schema.json"));
            adult = io.graphveil.pipeline.SchemaEdits.completeRows(adult);
            adult = io.graphveil.pipeline.SchemaEdits.withQuasiIdentifiers(adult,
                    io.graphveil.experiment.KaimExperiment.L_QI);
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
                OutputFolder.deleteRecursively(dataset);
                OutputFolder.deleteRecursively(out);
            }
        }
    }

    @Command(name = "lattice", description = "Issue #7: Flash on ARX's Adult benchmark (12,960 nodes); the (w,l,k) setting.")
    static final class Lattice extends BenchSuite {
        @Override
        void run(BenchReport report) throws Exception {
            adultArx(report);
            wlk(report);
        }

        /** Flash on the 9-attribute Adult of ARX, k = 5, no suppression, and its optimum against an exhaustive search. */
        private void adultArx(BenchReport report) throws Exception {
            var adult = io.graphveil.bench.AdultArx.load(options.require("adult-arx"));
            var model = io.graphveil.criteria.PrivacyModel.of(new io.graphveil.criteria.KAnonymity(5));
            var none = io.graphveil.anonymize.SuppressionBudget.none();
            var metric = io.graphveil.anonymize.lattice.UtilityMetric.LOSS;
            io.graphveil.anonymize.lattice.SearchResult[] last = {null};
            var timing = io.graphveil.bench.WarmTimer.time(10, Math.max(10, options.runs), () -> {
                var checker = new io.graphveil.anonymize.lattice.NodeChecker(adult.table(), adult.hierarchies(), model,
                        none);
                last[0] = io.graphveil.anonymize.lattice.Flash.search(checker, metric.on(checker, 5));
                return last[0];
            });
            var checker = new io.graphveil.anonymize.lattice.NodeChecker(adult.table(), adult.hierarchies(), model, none);
            String levels = java.util.Arrays.toString(checker.lattice().levels(last[0].optimum()));
            report.add("Flash, Adult (ARX) " + adult.table().rowCount() + " rows, 9 QIs, " + checker.lattice().size()
                    + " nodes, k=5, after warm-up, median", timing.medianMs() / 1e3, 0.25, "s",
                    "min " + String.format(java.util.Locale.ROOT, "%.3f", timing.minMs() / 1e3) + " s, "
                            + last[0].checks() + " nodes checked, optimum " + levels);
            long t0 = System.nanoTime();
            var all = io.graphveil.anonymize.lattice.ExhaustiveSearch.search(checker, metric.on(checker, 5));
            double seconds = (System.nanoTime() - t0) / 1e9;
            boolean same = all.optimum() == last[0].optimum() && all.value() == last[0].value();
            report.add("  mismatches between Flash's optimum and an exhaustive search's (LM)", same ? 0 : 1, 0, "",
                    String.format(java.util.Locale.ROOT, "LM %.6f at %s; exhaustive %s in %.1f s", last[0].value(),
                            levels, java.util.Arrays.toString(checker.lattice().levels(all.optimum())), seconds));
        }

        /** Flash in the setting of {@code experiment wlk}: 30,000 Adult rows, 7 QIs, the synthetic disease. */
        private void wlk(BenchReport report) throws Exception {
            Path data = options.require("adult-uci/adult.data");
            var prepared = io.graphveil.experiment.WlkExperiment.prepare(io.graphveil.io.DatasetReader.readTable(
                    List.of(data), Home.resolve("tables/adult/schema.json")), 30_000, 1);
            var settings = io.graphveil.experiment.WlkExperiment.Settings.paper();
            var variants = List.of(io.graphveil.experiment.WlkExperiment.withoutRequirements(prepared), prepared);
            double worst = 0;
            String worstAt = "";
            for (int k : options.quick ? List.of(2, 100) : settings.ks()) {
                for (var d : variants) {
                    var model = io.graphveil.criteria.PrivacyModel.of(new io.graphveil.criteria.KAnonymity(k),
                            new io.graphveil.criteria.DistinctLDiversity(settings.l()),
                            io.graphveil.pipeline.TablePipeline.averageSensitivity(settings.w(),
                                    io.graphveil.criteria.SensitivityWeights.defaults(settings.mu()), d));
                    var timing = io.graphveil.bench.WarmTimer.time(2, Math.max(3, options.runs), () ->
                            new io.graphveil.anonymize.lattice.FlashAnonymizer().anonymize(d.table(), d.hierarchies(),
                                    model, io.graphveil.anonymize.SuppressionBudget.none(), 1));
                    if (timing.medianMs() >= worst) {
                        worst = timing.medianMs();
                        worstAt = "k=" + k + (d == prepared ? ", personalized" : ", not personalized");
                    }
                }
            }
            report.add("Flash, (w,l,k) on 30,000 Adult rows, 7 QIs, slowest k, after warm-up, median", worst / 1e3, 1.0,
                    "s", worstAt);
        }
    }

    @Command(name = "graph", description = "Issue #4: measure and attack ego-Facebook; clustering on 200,000 nodes; "
            + "sampled closeness on 1,000,000 nodes; drawing 2,000 nodes.")
    static final class Graph extends BenchSuite {
        @Override
        void run(BenchReport report) throws Exception {
            GraphBenchmarks.run(report, options);
        }
    }
}
