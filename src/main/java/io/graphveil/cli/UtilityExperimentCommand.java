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
 * {@code graphveil experiment utility DATASET_DIR}: the main job at each private ratio (SPEC 0:
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

        report.start("runs");
        List<UtilityExperiment.Row> rows = UtilityExperiment.run(d, ratios, k, alpha, anonymizer, seed, paperRules);
        report.stop("runs");
        List<UtilityChart.Point> points = new ArrayList<>();
        for (UtilityExperiment.Row row : rows) {
            GraphUtility b = row.before();
            GraphUtility a = row.after();
            points.add(new UtilityChart.Point(row.privateRatio(), b.clustering().average(), a.clustering().average(),
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
            UtilityChart.write(name, points, dir.resolve("utility.png"));
        });
        var w = spec.commandLine().getOut();
        w.printf(Locale.ROOT, "%-8s %8s %8s %12s %12s %12s %12s %12s %12s%n", "ratio", "holders", "splits",
                "clust.before", "clust.after", "trans.before", "trans.after", "close.before", "close.after");
        for (UtilityExperiment.Row row : rows) {
            List<Object> c = row.cells();
            w.printf(Locale.ROOT, "%-8.2f %8d %8d %12.6f %12.6f %12.6f %12.6f %12.6f %12.6f%s%n", c.get(0), c.get(1),
                    c.get(3), c.get(7), c.get(8), c.get(9), c.get(10), c.get(11), c.get(12),
                    row.verified() && row.gatePassed() ? "" : row.verified() ? "  (gate failed)" : "  (not verified)");
        }
        w.println("Results are in " + out.out.toAbsolutePath().normalize() + " (utility.csv, utility.png)");
        w.flush();
        return 0;
    }
}
