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
        subcommands = {BenchCommand.Foundation.class})
final class BenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a benchmark suite: foundation");
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
}
