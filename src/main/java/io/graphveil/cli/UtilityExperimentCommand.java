package io.graphveil.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.BadInputException;
import io.graphveil.BadParameterException;
import io.graphveil.Progress;
import io.graphveil.anonymize.catalog.Anonymizers;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.io.CsvOutput;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.Json;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.pipeline.AnonymizeOptions;
import io.graphveil.pipeline.GraphPipeline;
import io.graphveil.pipeline.GraphPublisher;
import io.graphveil.pipeline.Policy;
import io.graphveil.render.UtilityChart;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code graphveil experiment utility DATASET_DIR}: the main job at each private ratio (SPEC 0:
 * 0, 10 %, 20 %, 30 % of each PRIVACY attribute's domain declared private), with the clustering
 * coefficients and closeness centralization before and after; writes {@code utility.csv},
 * {@code utility.png} and {@code report.json}. Every run's output is published into a scratch
 * folder and passes the verifier before its row counts.
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

    static final String[] COLUMNS = {"private_ratio", "holders", "holder_share", "splits", "isolated_copies",
            "nodes_before", "nodes_after", "average_clustering_before", "average_clustering_after",
            "transitivity_before", "transitivity_after", "closeness_centralization_before",
            "closeness_centralization_after", "closeness_error_bound_before", "closeness_error_bound_after",
            "closeness_scope_after", "verified"};

    @Override
    public Integer call() throws Exception {
        AnonymizeOptions base = new AnonymizeOptions(k, alpha, null, null, false, false, false, seed,
                GraphUtility.DEFAULT_EXACT_CLOSENESS_LIMIT, paperRules);
        GraphPipeline.checkParameters(base);
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

        List<Object[]> rows = new ArrayList<>();
        List<UtilityChart.Point> points = new ArrayList<>();
        Progress progress = Progress.start("utility experiment", ratios.size());
        report.start("runs");
        // the policy changes no edge: the original graph is measured once for every ratio
        GraphUtility before = GraphPipeline.measure(d.network(), base);
        Path scratch = Files.createTempDirectory("graphveil-utility-");
        try {
            for (double r : ratios) {
                RunReport run = new RunReport("anonymize");
                Dataset policy = Policy.apply(d, null, true, true, r, seed, run);
                AnonymizeOptions options = new AnonymizeOptions(k, alpha, null, r, false, false, false, seed,
                        GraphUtility.DEFAULT_EXACT_CLOSENESS_LIMIT, paperRules);
                GraphPipeline.Outcome o = GraphPipeline.run(policy, options, anonymizer, before, run);
                Path dir = scratch.resolve(String.format(Locale.ROOT, "r%.3f", r));
                io.graphveil.io.OwnerOnly.createDirectories(dir);
                boolean verified = GraphPublisher.publish(o, options, false, null, dir, run).passed();
                GraphUtility b = o.before();
                GraphUtility a = o.after();
                int nodes = policy.network().nodeCount();
                rows.add(new Object[]{r, o.split().holders(), o.split().holders() / (double) nodes, o.split().splits(),
                        o.split().isolatedCopies(), b.nodes(), a.nodes(), b.clustering().average(),
                        a.clustering().average(), b.clustering().transitivity(), a.clustering().transitivity(),
                        b.closeness().value(), a.closeness().value(), b.closeness().errorBound(),
                        a.closeness().errorBound(), a.closeness().scope().name().toLowerCase(Locale.ROOT), verified});
                points.add(new UtilityChart.Point(r, b.clustering().average(), a.clustering().average(),
                        b.clustering().transitivity(), a.clustering().transitivity(), b.closeness().value(),
                        a.closeness().value(), b.closeness().errorBound(), a.closeness().errorBound()));
                progress.update(rows.size());
            }
        } finally {
            OutputFolder.deleteRecursively(scratch);
        }
        progress.finish();
        report.stop("runs");

        ArrayNode table = report.metrics().putArray("runs");
        for (Object[] row : rows) {
            ObjectNode o = table.addObject();
            for (int c = 0; c < COLUMNS.length; c++) {
                o.set(COLUMNS[c], Json.MAPPER.valueToTree(row[c]));
            }
        }
        report.counts().put("runs", rows.size());
        String name = d.schema().name();
        CliSupport.publish(out, List.of(dataset), report, folder -> {
            java.nio.file.Path dir = folder.dir();
            try (CSVPrinter csv = CsvOutput.open(dir.resolve("utility.csv"))) {
                csv.printRecord((Object[]) COLUMNS);
                for (Object[] row : rows) {
                    csv.printRecord(row);
                }
            }
            UtilityChart.write(name, points, dir.resolve("utility.png"));
        });
        var w = spec.commandLine().getOut();
        w.printf(Locale.ROOT, "%-8s %8s %8s %12s %12s %12s %12s %12s %12s%n", "ratio", "holders", "splits",
                "clust.before", "clust.after", "trans.before", "trans.after", "close.before", "close.after");
        for (Object[] row : rows) {
            w.printf(Locale.ROOT, "%-8.2f %8d %8d %12.6f %12.6f %12.6f %12.6f %12.6f %12.6f%n", row[0], row[1], row[3],
                    row[7], row[8], row[9], row[10], row[11], row[12]);
        }
        w.println("Results are in " + out.out.toAbsolutePath().normalize() + " (utility.csv, utility.png)");
        w.flush();
        return 0;
    }
}
