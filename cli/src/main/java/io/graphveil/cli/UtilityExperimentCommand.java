package io.graphveil.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.BadInputException;
import io.graphveil.BadParameterException;
import io.graphveil.anonymize.catalog.Anonymizers;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.experiment.UtilityExperiment;
import io.graphveil.io.CsvOutput;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.Json;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.render.UtilityChart;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code graphveil experiment utility DATASET_DIR}: the main job at each private ratio (ALGORITHMS.md §0:
 * 0, 10 %, 20 %, 30 % of each PRIVACY attribute's domain declared private), with the clustering
 * coefficients and closeness centralization before and after ({@link UtilityExperiment}); writes
 * {@code utility.csv}, {@code utility.png} and {@code report.json}.
 */
@Command(name = "utility", description = {
        "Anonymize a graph dataset at private ratios 0, 0.1, 0.2, 0.3 and chart average clustering, transitivity "
                + "and closeness centralization before and after: utility.csv, utility.png, report.json."})
final class UtilityExperimentCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;
    @Mixin
    OutputOptions out;

    @Parameters(index = "0", paramLabel = "DATASET_DIR", description = "A graph dataset folder.")
    Path dataset;
    @Option(names = "--ratios", split = ",", defaultValue = "0,0.1,0.2,0.3", paramLabel = "R[,R...]",
            description = "Private ratios. Default: ${DEFAULT-VALUE}.")
    List<Double> ratios;
    @Option(names = "--k", defaultValue = "5", paramLabel = "K", description = "k. Default: ${DEFAULT-VALUE}.")
    int k;
    @Option(names = "--alpha", defaultValue = "0.5", paramLabel = "A", description = "alpha. Default: ${DEFAULT-VALUE}.")
    double alpha;
    @Option(names = "--algorithm", defaultValue = "datafly", paramLabel = "NAME",
            description = "Table algorithm. Default: ${DEFAULT-VALUE}.")
    String algorithm;
    @Option(names = "--paper-rules",
            description = "Split with the paper's literal rules (holders only, values dealt alternately, records "
                    + "counted) instead of the safe defaults.")
    boolean paperRules;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Seed. Default: ${DEFAULT-VALUE}.")
    long seed;
    @Option(names = "--ball", paramLabel = "N",
            description = "The paper's small setting: only the N nodes a breadth-first search reaches first from a "
                    + "start chosen with the seed (e.g. 50 MovieLens users with Last.fm friendships).")
    Integer ball;
    @Option(names = "--rules", defaultValue = "safe", paramLabel = "safe|paper|both",
            description = "The split rules to run: the safe defaults, the paper's, or both side by side. "
                    + "Default: ${DEFAULT-VALUE} (paper with --paper-rules).")
    String rules;

    @Override
    public Integer call() throws Exception {
        for (double r : ratios) {
            if (!(r >= 0 && r <= 1)) {
                throw new BadParameterException("private ratios must be in [0,1], not " + r);
            }
        }
        TableAnonymizer anonymizer = Anonymizers.byName(algorithm, Anonymizers.Settings.defaults());
        OutputFolder.check(out.out, out.force, List.of(dataset));
        RunReport report = CliSupport.report("experiment utility", spec);
        report.input().put("dataset", CliSupport.baseName(dataset));
        report.start("load");
        Dataset d = DatasetReader.read(dataset);
        if (!d.isGraph()) {
            throw new BadInputException(dataset + ": the utility experiment needs a graph dataset");
        }
        report.stop("load");
        report.input().put("nodes", d.network().nodeCount());
        report.input().put("edges", d.network().edgeCount());

        if (ball != null) {
            if (ball < 2) {
                throw new BadParameterException("--ball must be at least 2, not " + ball);
            }
            d = UtilityExperiment.ball(d, ball, seed);
            report.input().put("ball", d.network().nodeCount());
            report.input().put("ball_edges", d.network().edgeCount());
        }
        List<Boolean> ruleSets = switch (paperRules ? "paper" : rules) {
            case "safe" -> List.of(false);
            case "paper" -> List.of(true);
            case "both" -> List.of(false, true);
            default -> throw new BadParameterException("--rules is safe, paper or both, not '" + rules + "'");
        };
        report.start("runs");
        List<UtilityExperiment.Row> rows = new ArrayList<>();
        for (boolean paper : ruleSets) {
            rows.addAll(UtilityExperiment.run(d, ratios, k, alpha, anonymizer, seed, paper));
        }
        report.stop("runs");
        // one chart per rule set: utility.png for the first, utility-paper.png beside it with --rules both
        java.util.Map<String, List<UtilityChart.Point>> points = new java.util.LinkedHashMap<>();
        for (UtilityExperiment.Row row : rows) {
            GraphUtility b = row.before();
            GraphUtility a = row.after();
            points.computeIfAbsent(row.rules(), x -> new ArrayList<>()).add(new UtilityChart.Point(row.privateRatio(), b.clustering().average(), a.clustering().average(),
                    b.clustering().transitivity(), a.clustering().transitivity(), b.closeness().value(),
                    a.closeness().value(), b.closeness().errorBound(), a.closeness().errorBound()));
        }

        ArrayNode table = report.metrics().putArray("runs");
        for (UtilityExperiment.Row row : rows) {
            ObjectNode o = table.addObject();
            List<Object> cells = row.cells();
            for (int c = 0; c < cells.size(); c++) {
                o.set(UtilityExperiment.COLUMNS.get(c), Json.MAPPER.valueToTree(cells.get(c)));
            }
        }
        report.counts().put("runs", rows.size());
        String name = d.schema().name();
        CliSupport.publish(out, List.of(dataset), report, folder -> {
            java.nio.file.Path dir = folder.dir();
            try (CSVPrinter csv = CsvOutput.open(dir.resolve("utility.csv"))) {
                csv.printRecord(UtilityExperiment.COLUMNS);
                for (UtilityExperiment.Row row : rows) {
                    csv.printRecord(row.cells());
                }
            }
            boolean first = true;
            for (var e : points.entrySet()) {
                UtilityChart.write(first ? name : name + " (" + e.getKey() + " rules)", e.getValue(),
                        dir.resolve(first ? "utility.png" : "utility-" + e.getKey() + ".png"));
                first = false;
            }
        });
        var w = spec.commandLine().getOut();
        w.printf(Locale.ROOT, "%-6s %-6s %8s %8s %12s %12s %12s %12s %12s %12s%n", "rules", "ratio", "holders",
                "splits", "clust.before", "clust.after", "trans.before", "trans.after", "close.before", "close.after");
        for (UtilityExperiment.Row row : rows) {
            List<Object> c = row.cells();
            w.printf(Locale.ROOT, "%-6s %-6.2f %8d %8d %12.6f %12.6f %12.6f %12.6f %12.6f %12.6f%s%n", c.get(0),
                    c.get(1), c.get(2), c.get(4), c.get(8), c.get(9), c.get(12), c.get(13), c.get(14), c.get(15),
                    row.verified() && row.gatePassed() ? "" : row.verified() ? "  (gate failed)" : "  (not verified)");
        }
        w.println("Results are in " + out.out.toAbsolutePath().normalize() + " (utility.csv, utility.png)");
        w.flush();
        return 0;
    }
}
