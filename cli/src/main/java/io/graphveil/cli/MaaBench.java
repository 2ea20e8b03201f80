package io.graphveil.cli;

import io.graphveil.bench.BenchReport;
import io.graphveil.experiment.MaaExperiment;
import picocli.CommandLine.Command;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code graphveil bench maa} (issue #6): MAA-SAE, MAA-MINIL and GPKC on the rows of
 * {@code experiment maa} (the complete UCI Adult rows whose fnlwgt has 6 digits, 37,290), k = 10,
 * p = 5, 7 quasi-identifiers, each a whole {@code graphveil table} run (load, anonymize, publish,
 * verify) in a fresh JVM on 2 processors. Targets: MAA-SAE 120 s, MAA-MINIL and GPKC 90 s.
 */
@Command(name = "maa", description = "Issue #6: MAA-SAE, MAA-MINIL and GPKC on the experiment's 37,290 Adult rows, k=10, p=5.")
final class MaaBench extends BenchSuite {
    @Override
    void run(BenchReport report) throws Exception {
        Path data = options.require("adult-uci/adult.data");
        Path test = options.require("adult-uci/adult.test");
        Path schema = Home.resolve("tables/adult/schema-maa.json");
        Path rows = Files.createTempFile("graphveil-adult-maa-", ".data");
        try {
            List<String> kept = new ArrayList<>();
            for (Path file : List.of(data, test)) {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    String[] f = line.split(", ");
                    if (f.length == 15 && !line.contains("?") && MaaExperiment.sixDigits(f[2])) {
                        kept.add(line);
                    }
                }
            }
            if (options.quick) {
                kept = kept.subList(0, Math.min(5000, kept.size()));
            }
            Files.write(rows, kept, StandardCharsets.UTF_8);
            String size = String.format(java.util.Locale.ROOT, "%,d rows", kept.size());
            for (String algorithm : List.of("maa-sae", "maa-minil", "gpkc")) {
                ClusteringBench.time(report, options, algorithm + ", Adult " + size + " (6-digit fnlwgt), 7 QIs, k=10, "
                        + "p=5, table command wall", algorithm.equals("maa-sae") ? 120 : 90, List.of("--data",
                        rows.toString(), "--algorithm", algorithm, "--k", "10", "--p", "5"), schema);
            }
        } finally {
            Files.deleteIfExists(rows);
        }
    }
}
