package io.graphveil.cli;

import io.graphveil.anonymize.lattice.UtilityMetric;
import io.graphveil.experiment.WlkExperiment;
import io.graphveil.io.CsvOutput;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import io.graphveil.criteria.SensitivityWeights;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code graphveil experiment wlk}: (w,l,k) against personalized (w,l,k) on UCI Adult (ALGORITHMS.md §4). */
@Command(name = "wlk", description = {
        "Personalized (w,l,k)-anonymity on UCI Adult: a seeded sample of the complete rows, QIs age, workclass, "
                + "education, native-country, marital-status, race, sex, a seeded synthetic disease as the sensitive "
                + "attribute and a seeded personal requirement level. For every k, Flash under (w,l,k) and under "
                + "personalized (w,l,k); writes wlk.csv (AECS, PM, LM, high-risk class ratio, the table's mean "
                + "sensitivity) and report.json.",
        "--setup paper is the paper's setup as far as its text gives it (ALGORITHMS.md §4, docs/DECISIONS.md): "
                + "ARX's Adult (30,162 complete training rows) with ARX's hierarchies, requirement levels drawn per "
                + "record whatever the disease, the relative frequency weight."})
final class WlkExperimentCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;
    @Mixin
    OutputOptions out;

    @Option(names = "--data", split = ",", paramLabel = "FILE[,FILE]",
            description = "UCI Adult file(s) as published (--setup project, default ../shared/data/adult-uci/adult.data), "
                    + "or ARX's adult-arx folder (--setup paper, default ../shared/data/adult-arx).")
    List<Path> data;
    @Option(names = "--setup", defaultValue = "project", paramLabel = "project|paper",
            description = "project: UCI Adult with the bundled hierarchies and requirement levels drawn by the disease's "
                    + "level; paper: the paper's setup. Default: ${DEFAULT-VALUE}.")
    String setup;
    @Option(names = "--schema", paramLabel = "FILE", description = "Adult schema (default: the bundled tables/adult/schema.json).")
    Path schema;
    @Option(names = "--rows", defaultValue = "30000", paramLabel = "N",
            description = "Complete rows drawn with the seed. Default: ${DEFAULT-VALUE}.")
    int rows;
    @Option(names = "--k", split = ",", defaultValue = "2,5,10,25,50,100", paramLabel = "K[,K]",
            description = "Values of k. Default: ${DEFAULT-VALUE}.")
    List<Integer> ks;
    @Option(names = "--w", defaultValue = "0.65", paramLabel = "W", description = "Default: ${DEFAULT-VALUE}.")
    double w;
    @Option(names = "--l", defaultValue = "4", paramLabel = "L", description = "Default: ${DEFAULT-VALUE}.")
    int l;
    @Option(names = "--sensitivity-mix", defaultValue = "0.5", paramLabel = "MU", description = "Default: ${DEFAULT-VALUE}.")
    double mu;
    @Option(names = "--metric", defaultValue = "loss", paramLabel = "loss|precision|discernibility|aecs",
            description = "The metric Flash optimizes. Default: ${DEFAULT-VALUE}.")
    String metric;
    @Option(names = "--suppression", paramLabel = "S",
            description = "Share of records Flash may suppress. Default: none (project setup, ALGORITHMS.md §4), "
                    + "0.02 (paper setup: ARX's runs suppress; docs/DECISIONS.md).")
    Double suppression;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Random seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Override
    public Integer call() throws Exception {
        UtilityMetric m = UtilityMetric.parse(metric);
        if (ks.stream().anyMatch(k -> k < 2) || l < 2 || !(w > 0 && w <= 1) || !(mu >= 0 && mu <= 1) || rows < 1
                || suppression != null && !(suppression >= 0 && suppression < 1)) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "k >= 2, l >= 2, w in (0,1], sensitivity mix in [0,1], rows >= 1, suppression in [0,1)");
        }
        boolean paper = switch (setup) {
            case "paper" -> true;
            case "project" -> false;
            default -> throw new CommandLine.ParameterException(spec.commandLine(), "--setup is project or paper, not '"
                    + setup + "'");
        };
        if (suppression == null) {
            suppression = paper ? 0.02 : 0;
        }
        if (data == null) {
            data = List.of(Path.of(paper ? "../shared/data/adult-arx" : "../shared/data/adult-uci/adult.data"));
        }
        Path schemaFile = schema != null ? schema : Home.resolve("tables/adult/schema.json");
        List<Path> inputs = new ArrayList<>(data);
        if (!paper) {
            inputs.add(schemaFile);
        }
        OutputFolder.check(out.out, out.force, inputs);
        RunReport report = CliSupport.report("experiment wlk", spec);
        data.forEach(p -> report.input().withArray("files").add(CliSupport.baseName(p)));
        report.start("load");
        Dataset prepared = paper
                ? WlkExperiment.prepare(io.graphveil.bench.AdultArx.load(data.get(0)), rows, seed,
                WlkExperiment.PAPER_REQUIREMENT_SHARES)
                : WlkExperiment.prepare(DatasetReader.readTable(data, schemaFile), rows, seed);
        report.input().put("rows", prepared.table().rowCount());
        report.stop("load");
        report.start("runs");
        List<WlkExperiment.Row> results = WlkExperiment.run(prepared, new WlkExperiment.Settings(ks, w, l, mu, m,
                suppression, paper ? SensitivityWeights.Frequency.RELATIVE : SensitivityWeights.Frequency.SHARE));
        report.stop("runs");
        var flash = report.section("flash_ms");
        for (WlkExperiment.Row r : results) {
            flash.put(r.model() + " k=" + r.k(), Math.round(r.milliseconds()));
        }
        boolean allVerified = results.stream().allMatch(r -> !r.met() || r.verified());
        report.verification("experiment outputs", allVerified, results.stream().filter(r -> r.met() && !r.verified())
                .count());
        CliSupport.publish(out, inputs, report, folder -> {
            java.nio.file.Path dir = folder.dir();
            try (CSVPrinter csv = CsvOutput.open(dir.resolve("wlk.csv"))) {
                csv.printRecord("k", "model", "w", "l", "mu", "met", "classes", "suppressed", "aecs", "pm", "lm",
                        "high_risk_ratio", "max_class_sensitivity", "qi_levels", "checked_nodes", "verified",
                        "table_mean_sensitivity");
                for (WlkExperiment.Row r : results) {
                    csv.printRecord(r.k(), r.model(), w, l, mu, r.met(), r.classes(), r.suppressed(), number(r.aecs()),
                            number(r.pm()), number(r.lm()), number(r.highRiskRatio()),
                            number(r.maxClassSensitivity()), r.levels(), r.checkedNodes(), r.verified(),
                            number(r.tableMeanSensitivity()));
                }
            }
        });
        var w = spec.commandLine().getOut();
        w.printf(Locale.ROOT, "%-5s %-22s %8s %8s %8s %10s %10s%n", "k", "model", "aecs", "pm", "lm", "high-risk",
                "mean sens.");
        for (WlkExperiment.Row r : results) {
            w.printf(Locale.ROOT, "%-5d %-22s %8s %8s %8s %10s %10s%n", r.k(), r.model(), number(r.aecs()),
                    number(r.pm()), number(r.lm()), number(r.highRiskRatio()), number(r.tableMeanSensitivity()));
        }
        w.println("Results are in " + out.out.toAbsolutePath().normalize());
        w.flush();
        return allVerified ? 0 : 1;
    }

    private static String number(double x) {
        return Double.isNaN(x) ? "" : String.format(Locale.ROOT, "%.6f", x);
    }
}
