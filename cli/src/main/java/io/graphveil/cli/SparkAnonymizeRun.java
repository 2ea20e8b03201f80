package io.graphveil.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.BadParameterException;
import io.graphveil.Progress;
import io.graphveil.anonymize.Datafly;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.HierarchyCsvReader;
import io.graphveil.io.Json;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import io.graphveil.io.SchemaJson;
import io.graphveil.model.Schema;
import io.graphveil.pipeline.GraphPipeline;
import io.graphveil.pipeline.PrivacyGate;
import io.graphveil.pipeline.ReportJson;
import io.graphveil.pipeline.Verification;
import io.graphveil.spark.SparkGraphJob;
import io.graphveil.spark.SparkGraphRun;
import io.graphveil.spark.SparkQuality;
import io.graphveil.verify.VerificationReport;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code anonymize --engine spark}: the job on Spark ({@link SparkGraphRun}), its publication
 * written into the output folder as the single-machine engine writes it and verified by the Spark
 * verifier before the folder is committed. Apart from {@link AnonymizeCommand} so that
 * no Spark class is touched unless Spark was asked for and found.
 */
final class SparkAnonymizeRun {
    private SparkAnonymizeRun() {
    }

    /**
     * @param nodes  where the people are ({@code DATASET_DIR/nodes.csv} when null): a path or a Hadoop URI, CSV or Parquet
     * @param edges  where the friendships are ({@code DATASET_DIR/edges.csv} when null)
     * @param master the Spark master, or null for the launcher's
     */
    static void run(CommandLine.Model.CommandSpec spec, Path datasetDir, String nodes, String edges, String master,
                    OutputOptions out, PrivateOutOption privateOut, AnonymizeCommand.Settings settings)
            throws Exception {
        refuseWhatItLacks(settings);
        GraphPipeline.checkParameters(settings.options());
        var files = settings.graphFiles();
        EngineOptions.requireSpark();
        PrintWriter err = spec.commandLine().getErr();
        if (!settings.noPictures || !settings.noReview) {
            err.println("note: --engine spark draws no pictures and writes no review page (as --no-pictures "
                    + "--no-review)");
            err.flush();
        }
        Path ownerFolder = privateOut.target(out.out);
        List<Path> inputs = List.of(datasetDir);
        OutputFolder.check(out.out, ownerFolder, out.force, inputs);
        Path schemaFile = datasetDir.resolve("schema.json");
        Schema schema = SchemaJson.read(schemaFile);
        if (settings.sensitive != null) {
            io.graphveil.pipeline.SchemaEdits.checkSensitiveChoice(schema, settings.sensitive, true, true);
            schema = io.graphveil.pipeline.SchemaEdits.withSensitive(schema, settings.sensitive);
        }
        SparkGraphJob.requireSupported(schema);
        Hierarchies hierarchyFiles = HierarchyCsvReader.readFiles(schema);
        String nodesAt = nodes != null ? nodes : datasetDir.resolve("nodes.csv").toString();
        String edgesAt = edges != null ? edges : datasetDir.resolve("edges.csv").toString();

        RunReport report = CliSupport.report("anonymize", spec);
        settings.describeInto(report.parameters());
        // where the data lies and which cluster ran it are the owner's: a path or a host name in
        // the public report would tell who published it
        ObjectNode engine = report.owner("engine");
        for (String name : new String[]{"nodes", "edges", "master"}) {
            report.parameters().remove(name);
        }
        engine.put("nodes", nodesAt).put("edges", edgesAt).put("master", master);
        report.parameters().put("engine", "spark");
        report.input().put("dataset", CliSupport.baseName(datasetDir));

        SparkGraphJob.Options options = new SparkGraphJob.Options(settings.k, settings.alpha, settings.suppression,
                settings.privateFirst, settings.seed, settings.model.specs());
        try (SparkGraphRun run = SparkGraphRun.start(master, schema, schemaFile.toString(), hierarchyFiles, nodesAt,
                edgesAt, options,
                Progress.start("split on Spark (rounds)", 0), report.clock())) {
            SparkGraphRun.Figures figures = run.figures();
            engine.put("spark_master", figures.master());
            report.owner("column_risk").setAll(run.columnRisk().toJson());
            Gate.decide(run.gate(), settings.acceptRisk, out.force, ownerFolder, inputs, report, err);
            VerificationReport[] verdict = new VerificationReport[1];
            List<Map<String, ObjectNode>> measured = new ArrayList<>();
            OutputFolder.Written written = CliSupport.publish(out, ownerFolder, inputs, report, folder -> {
                verdict[0] = run.publish(folder.dir(), settings.writeMapping ? folder.privateDir() : null, files,
                        report.clock());
                Verification.requirePassed(verdict[0]);
                SparkQuality.Result quality = run.quality(report.clock());
                ReportJson.quality(report, quality.measures(), quality.attributes());
                measured.add(run.measures(report.clock()));
                report.owner("metrics").setAll(run.personStatistics());
                fill(report, figures, run.gate(), settings, verdict[0], measured.get(0));
            }, err);
            summary(spec.commandLine().getOut(), figures, run.gate(), verdict[0], written, settings, measured.get(0));
        }
    }

    /** What the Spark engine does not do is refused before anything is read (exit code 2). */
    private static void refuseWhatItLacks(AnonymizeCommand.Settings s) {
        String lacking = null;
        if (!s.algorithm.equals("datafly")) {
            lacking = "--algorithm " + s.algorithm + " (Datafly only)";
        } else if (s.paperRules || s.balanced || s.recomputePriorities || s.strictPersons) {
            lacking = "the paper's rules";
        } else if (s.privateRatio != null) {
            lacking = "--private-ratio";
        } else if (s.gexf) {
            lacking = "--gexf";
        }
        if (lacking != null) {
            throw new BadParameterException("--engine spark runs the safe rules with Datafly under k, alpha, l, p, "
                    + "entropy l, t and w; "
                    + "for " + lacking + " use the single-machine engine");
        }
    }

    /** The report as the single-machine engine fills it, with the figures the Spark engine has. */
    private static void fill(RunReport report, SparkGraphRun.Figures f, PrivacyGate.Outcome gate,
                             AnonymizeCommand.Settings s, VerificationReport verdict, Map<String, ObjectNode> measures) {
        ObjectNode input = report.owner("input");
        input.put("nodes", f.persons());
        input.put("edges", f.friendships());
        ObjectNode counts = report.counts();
        counts.put("nodes", f.nodesOut());
        counts.put("edges", f.friendships());
        counts.put("rows", f.nodesOut());
        counts.put("suppressed", f.starred());
        counts.put("suppressed_by_algorithm", f.suppressed());
        counts.put("suppression_limit", f.suppressionLimit());
        counts.put("classes", f.classes());
        ObjectNode owner = report.owner("counts");
        owner.put("nodes_in", f.persons());
        owner.put("nodes_out", f.nodesOut());
        owner.put("edges_in", f.friendships());
        owner.put("edges_out", f.friendships());
        owner.put("holders", f.holders());
        owner.put("splits", f.splits());
        owner.put("split_rounds", f.rounds());
        owner.put("gate_repaired_persons", gate.repairedPersons());
        owner.put("gate_repaired_rows", gate.repairedRows());
        report.metrics().set("published", measures.get("after"));
        ObjectNode ownerMetrics = report.owner("metrics");
        ownerMetrics.set("before", measures.get("before"));
        ownerMetrics.set("after", measures.get("after"));
        ownerMetrics.set("comparison", measures.get("comparison"));
        ObjectNode split = report.owner("split");
        split.setAll((ObjectNode) Json.MAPPER.valueToTree(f.plan()));
        split.put("passes", 1);
        report.section("policy").put("model", f.model());
        ObjectNode policy = report.owner("policy").putObject("private_labels_added");
        f.added().forEach((name, labels) -> labels.forEach(policy.withArray(name)::add));
        ObjectNode algorithm = report.section("algorithm");
        algorithm.put("name", "datafly");
        Datafly.details(f.policy(), f.search(), f.suppressionLimit())
                .forEach((key, value) -> algorithm.set(key, Json.MAPPER.valueToTree(value)));
        report.section("verification").setAll(verdict.toJson());
        ReportJson.ownerOnlyVerification(report);
    }

    private static void summary(PrintWriter w, SparkGraphRun.Figures f, PrivacyGate.Outcome gate,
                                VerificationReport verdict, OutputFolder.Written written, AnonymizeCommand.Settings s,
                                Map<String, ObjectNode> measures) {
        w.printf(Locale.ROOT, "%s on Spark: %d nodes, %d edges -> %d nodes, %d edges (%d splits in %d "
                + "rounds)%n", f.model(), f.persons(), f.friendships(), f.nodesOut(),
                f.friendships(), f.splits(), f.rounds());
        AnonymizeCommand.gate(w, gate);
        w.printf(Locale.ROOT, "  %d suppressed records%n", f.starred());
        utility(w, measures.get("before"), measures.get("after"));
        AnonymizeCommand.verifier(w, verdict);
        AnonymizeCommand.filesToShare(w, written);
        w.flush();
    }

    /** The single machine's utility lines, with the keys this engine measures and their errors. */
    private static void utility(PrintWriter w, ObjectNode b, ObjectNode a) {
        w.printf(Locale.ROOT, "  %-32s %10s %10s%n", "utility", "before", "after");
        for (String key : new String[]{"average_clustering", "transitivity", "mean_harmonic_closeness"}) {
            w.printf(Locale.ROOT, "  %-32s %10.6f %10.6f%n", key, b.get(key).asDouble(), a.get(key).asDouble());
        }
        if (!a.path("closeness_method").asText().equals("exact")) {
            w.printf(Locale.ROOT, "  (closeness from %d sources: +/- %.4f before, +/- %.4f after, 95%% intervals)%n",
                    a.path("closeness_sources").asInt(), b.path("mean_harmonic_closeness_error_bound").asDouble(),
                    a.path("mean_harmonic_closeness_error_bound").asDouble());
        }
        if (!b.path("clustering_method").asText().equals("exact") || !a.path("clustering_method").asText()
                .equals("exact")) {
            w.printf(Locale.ROOT, "  (clustering estimated from about %d wedges: average +/- %.4f, transitivity "
                    + "+/- %.4f, 95%% intervals)%n", a.path("clustering_samples").asLong(),
                    a.path("average_clustering_error_bound").asDouble(), a.path("transitivity_error_bound").asDouble());
        }
    }
}
