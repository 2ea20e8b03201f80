package io.graphveil.cli;

import io.graphveil.bench.BenchReport;
import io.graphveil.experiment.KaimExperiment;
import picocli.CommandLine.Command;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * {@code graphveil bench clustering} (issue #5): KAIM and k-member on all of UCI Adult, L-clustering
 * and L-Incognito on its complete rows, each a whole {@code graphveil table} run in a fresh JVM on
 * 2 processors (load, anonymize, publish, verify); and k-member on 5,000 rows, the size published
 * Python implementations need about 280 s for.
 */
@Command(name = "clustering", description = "Issue #5: KAIM, k-member, L-clustering and L-Incognito on UCI Adult.")
final class ClusteringBench extends BenchSuite {
    static final String KAIM_QI = String.join(",", KaimExperiment.KAIM_QI);
    static final String L_QI = String.join(",", KaimExperiment.L_QI);

    @Override
    void run(BenchReport report) throws Exception {
        Path data = options.require("adult-uci/adult.data");
        Path test = options.require("adult-uci/adult.test");
        Path schema = Home.resolve("tables/adult/schema.json");
        Path small = Files.createTempFile("graphveil-adult-5000-", ".data");
        try {
            List<String> lines = Files.readAllLines(data, StandardCharsets.UTF_8);
            Files.write(small, lines.subList(0, Math.min(5000, lines.size())), StandardCharsets.UTF_8);
            String full = data + "," + test;
            String input = options.quick ? small.toString() : full;
            String rows = options.quick ? "5,000 rows" : "48,842 rows";
            time(report, options, "KAIM, Adult " + rows + ", 8 QIs, k=10, table command wall", 90, List.of("--data", input,
                    "--algorithm", "kaim", "--k", "10", "--qi", KAIM_QI, "--sensitive", "salary"), schema);
            time(report, options, "k-member, Adult " + rows + ", 8 QIs, k=10, table command wall", 90, List.of("--data", input,
                    "--algorithm", "k-member", "--k", "10", "--qi", KAIM_QI, "--sensitive", "salary"), schema);
            String complete = options.quick ? "complete of 5,000 rows" : "45,222 complete rows";
            time(report, options, "L-clustering, Adult " + complete + ", l=5, table command wall", 90, List.of("--data", input,
                    "--complete-rows", "--algorithm", "l-clustering", "--k", "5", "--l", "5", "--qi", L_QI,
                    "--sensitive", "occupation"), schema);
            time(report, options, "L-Incognito, Adult " + complete + ", l=5, table command wall", 10, List.of("--data", input,
                    "--complete-rows", "--algorithm", "l-incognito", "--k", "5", "--l", "5", "--qi", L_QI,
                    "--sensitive", "occupation"), schema);
            if (!options.quick) {
                double[] wall = BenchCommand.wallTimes(1, out -> command(List.of("--data", small.toString(),
                        "--algorithm", "k-member", "--k", "10", "--qi", KAIM_QI, "--sensitive", "salary"), schema, out));
                report.note("k-member, first 5,000 rows of adult.data, k=10, wall (Python: ~280 s)", wall[0], "s");
            }
        } finally {
            Files.deleteIfExists(small);
        }
    }

    /**
     * Times {@code graphveil table} with {@code args} and {@code schema} in fresh JVMs on 2
     * processors (the median of {@code --runs}); judged against {@code target} seconds unless quick.
     */
    static void time(BenchReport report, BenchCommand.SuiteOptions options, String name, double target,
                     List<String> args, Path schema) throws Exception {
        double[] wall = BenchCommand.wallTimes(Math.max(1, options.runs), out -> command(args, schema, out));
        if (options.quick) {
            report.note(name + " (quick)", BenchCommand.median(wall), "s");
        } else {
            report.add(name, BenchCommand.median(wall), target, "s", String.format(Locale.ROOT,
                    "median of %d; min %.2f s", wall.length, Arrays.stream(wall).min().orElse(0)));
        }
    }

    private static List<String> command(List<String> args, Path schema, Path out) {
        List<String> all = new ArrayList<>(List.of("table", "--schema", schema.toString(), "--out", out.toString()));
        all.addAll(args);
        return all;
    }
}
