package io.graphveil.cli;

import io.graphveil.publish.GraphInput;
import io.graphveil.render.Warmup;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.BadInputException;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.pipeline.AnonymizeOptions;
import io.graphveil.pipeline.GraphPipeline;
import io.graphveil.api.AnonymizedGraph;
import io.graphveil.api.GraphJob;
import io.graphveil.api.GraphVeil;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.criteria.ModelSpec;
import io.graphveil.pipeline.RunResult;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code graphveil anonymize DATASET_DIR}: the node-splitting (α,k) pipeline of ALGORITHMS.md §1 on a graph dataset. */
@Command(name = "anonymize", description = {
        "Split every node holding a private value, anonymize the split graph's table (alpha,k) with a table "
                + "algorithm (Datafly by default, any other with --algorithm; --l, --entropy-l, --t, --p and --w add criteria on the "
                + "SENSITIVE attribute), "
                + "write the generalized values back, verify, and publish table.csv, edges.csv, graph.graphml, "
                + "schema.json and report.json; owner-only pictures, the review page review.html (and the mapping on request) go to the owner's folder OUT.private (or --private-out)."})
final class AnonymizeCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;
    @Mixin
    OutputOptions out;
    @Mixin
    PrivateOutOption privateOut;
    @Mixin
    Settings settings;

    @Parameters(index = "0", paramLabel = "DATASET_DIR", description = "A graph dataset folder.")
    Path dataset;

    @Mixin
    EngineOptions engine = new EngineOptions();
    @Option(names = "--nodes", paramLabel = "LOCATION",
            description = "With --engine spark: the people, a path or a Hadoop URI, CSV or Parquet (*.parquet). "
                    + "Default: DATASET_DIR/nodes.csv.")
    String nodes;
    @Option(names = "--edges", paramLabel = "LOCATION",
            description = "With --engine spark: the friendships, as --nodes. Default: DATASET_DIR/edges.csv.")
    String edges;

    /** The options of a run, shared with {@code demo}. */
    static class Settings {
        @Option(names = "--k", required = true, paramLabel = "K", description = "k of (alpha,k)-anonymity (>= 2).")
        int k;
        @Option(names = "--alpha", required = true, paramLabel = "A", description = "alpha of (alpha,k)-anonymity, in (0,1].")
        double alpha;
        @Option(names = "--private-ratio", paramLabel = "R",
                description = "Declare ceil(R*|dom|) values of each PRIVACY attribute, chosen with the seed, private "
                        + "(replaces the schema's sets).")
        Double privateRatio;
        @Option(names = "--suppression", paramLabel = "S",
                description = "Suppression budget as a share of records (default: at most k records, Sweeney's rule).")
        Double suppression;
        @Option(names = "--paper-rules",
                description = "The paper's literal rules instead of the safe defaults: split only holders, deal "
                        + "values alternately between the copies, count records, suppress private values only "
                        + "(for reproducing the paper; leaves tells that docs/THREAT-MODEL.md measures).")
        boolean paperRules;
        @Option(names = "--strict-persons",
                description = "With --paper-rules: an equivalence class needs k distinct original persons "
                        + "(always so without --paper-rules).")
        boolean strictPersons;
        @Option(names = "--balanced",
                description = "With --paper-rules: break rule-c ties toward the copy with fewer neighbours.")
        boolean balanced;
        @Option(names = "--recompute-priorities",
                description = "With --paper-rules: re-rank the split queue after each split.")
        boolean recomputePriorities;
        @Option(names = "--private-first",
                description = "Datafly: generalize the PRIVACY attribute first when only alpha fails.")
        boolean privateFirst;
        @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Random seed. Default: ${DEFAULT-VALUE}.")
        long seed;
        @Option(names = "--algorithm", defaultValue = "datafly", paramLabel = "NAME",
                completionCandidates = io.graphveil.anonymize.catalog.Anonymizers.Names.class,
                description = "Table algorithm for the split graph's table: ${COMPLETION-CANDIDATES}. "
                        + "Default: ${DEFAULT-VALUE}.")
        String algorithm = "datafly";
        @Option(names = "--sensitive", paramLabel = "NAME",
                description = "The SENSITIVE attribute to use (default: the schema's): a NON_PRIVACY or SENSITIVE one.")
        String sensitive;
        @Mixin
        ModelOptions model = new ModelOptions();
        @Option(names = "--metric", defaultValue = "loss", paramLabel = "loss|precision|discernibility|aecs",
                description = "Flash: the utility metric whose optimum it finds. Default: ${DEFAULT-VALUE}.")
        String metric = "loss";
        @Option(names = "--no-pictures", description = "Do not draw before.png and after.png in the owner's folder, nor "
                + "the review page's drawing.")
        boolean noPictures;
        @Option(names = "--no-review", description = "Do not write the review page (review.html) in the owner's folder.")
        boolean noReview;
        @Option(names = "--gexf", description = "Also publish the graph as GEXF (graph.gexf, for Gephi) beside graph.graphml.")
        boolean gexf;
        @Option(names = "--graphml-max-edges", paramLabel = "EDGES",
                description = "Write graph.graphml (and graph.gexf) only for graphs of at most EDGES edges; above, the "
                        + "graph is published as edges.csv alone. Default: 5000000.")
        long graphMlMaxEdges = io.graphveil.publish.GraphFiles.DEFAULT_XML_MAX_EDGES;
        @Option(names = "--accept-risk",
                description = "Publish even when the privacy gate finds persons exposed that its repairs cannot cover "
                        + "(recorded in report.json).")
        boolean acceptRisk;
        @Option(names = "--write-mapping",
                description = "Also write mapping.secret.csv to the owner's folder (original id per pseudonym): it re-identifies "
                        + "everyone.")
        boolean writeMapping;

        /** The drawing formats asked for; a negative limit is a bad parameter. */
        io.graphveil.publish.GraphFiles graphFiles() {
            if (graphMlMaxEdges < 0) {
                throw new io.graphveil.BadParameterException("--graphml-max-edges must be at least 0, not "
                        + graphMlMaxEdges);
            }
            return new io.graphveil.publish.GraphFiles(gexf, graphMlMaxEdges);
        }

        /** The effective settings, so that a report shows them even when a command set them itself (demo). */
        void describeInto(com.fasterxml.jackson.databind.node.ObjectNode params) {
            params.put("k", k);
            params.put("alpha", alpha);
            if (privateRatio != null) {
                params.put("private-ratio", privateRatio);
            } else {
                params.putNull("private-ratio");
            }
            if (suppression != null) {
                params.put("suppression", suppression);
            } else {
                params.putNull("suppression");
            }
            params.put("paper-rules", paperRules);
            params.put("strict-persons", strictPersons);
            params.put("balanced", balanced);
            params.put("recompute-priorities", recomputePriorities);
            params.put("private-first", privateFirst);
            params.put("seed", seed);
            params.put("write-mapping", writeMapping);
            params.put("no-pictures", noPictures);
            params.put("no-review", noReview);
            params.put("gexf", gexf);
            params.put("graphml-max-edges", graphMlMaxEdges);
            params.put("accept-risk", acceptRisk);
            params.put("algorithm", algorithm);
            model.describeInto(params);
            params.put("metric", metric);
        }

        /**
         * The library's job with these settings: the command line runs the API, adding only the
         * parsing, the output folders and the printing. The gate's refusal is decided by the caller
         * (it writes the owner's refusal file), so the job accepts the risk.
         */
        GraphJob job(Dataset dataset, Path folder) {
            ModelSpec spec = options().model();
            GraphJob job = GraphVeil.anonymize(dataset, folder).k(k).alpha(alpha).algorithm(algorithm).seed(seed)
                    .paperRules(paperRules).strictPersons(strictPersons).balanced(balanced)
                    .recomputePriorities(recomputePriorities).privateFirst(privateFirst)
                    .metric(io.graphveil.anonymize.lattice.UtilityMetric.parse(metric)).acceptRisk(true)
                    .progressOnStderr();
            if (sensitive != null) {
                job.sensitive(sensitive);
            }
            if (suppression != null) {
                job.suppression(suppression);
            }
            if (privateRatio != null) {
                job.privateRatio(privateRatio);
            }
            for (CriterionSpec c : spec.criteria()) {
                if (!(c instanceof CriterionSpec.K) && !(c instanceof CriterionSpec.Alpha)) {
                    job.with(c);
                }
            }
            return job;
        }

        AnonymizeOptions options() {
            return new AnonymizeOptions(model.model(k, alpha), suppression, privateRatio, strictPersons, balanced,
                    recomputePriorities, seed, GraphUtility.DEFAULT_EXACT_CLOSENESS_LIMIT, paperRules);
        }
    }

    @Override
    public Integer call() throws Exception {
        if (!engine.spark(spec)) {
            if (nodes != null || edges != null) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--nodes and --edges need --engine spark");
            }
            run(spec, "anonymize", dataset, out, privateOut, settings);
        } else {
            SparkAnonymizeRun.run(spec, dataset, nodes, edges, engine.master, out, privateOut, settings);
        }
        return 0;
    }

    /** Runs the pipeline on {@code datasetDir} into {@code out}; prints a summary. */
    static Path run(CommandLine.Model.CommandSpec spec, String command, Path datasetDir, OutputOptions out,
                    PrivateOutOption privateOut, Settings settings) throws Exception {
        // parameters and the algorithm's name are checked before any file is touched
        GraphPipeline.checkParameters(settings.options());
        settings.graphFiles();
        io.graphveil.anonymize.catalog.Anonymizers.byName(settings.algorithm,
                new io.graphveil.anonymize.catalog.Anonymizers.Settings(settings.privateFirst,
                        io.graphveil.anonymize.lattice.UtilityMetric.parse(settings.metric), settings.paperRules));
        Path ownerFolder = privateOut.target(out.out);
        OutputFolder.check(out.out, ownerFolder, out.force, List.of(datasetDir));
        if ((!settings.noPictures || !settings.noReview)) {
            // the drawing's one-off start-up runs on the second core while the data loads
            Warmup.inBackground();
        }
        RunReport report = CliSupport.report(command, spec);
        settings.describeInto(report.parameters());
        report.input().put("dataset", CliSupport.baseName(datasetDir));
        report.start("load");
        DatasetReader.Loaded loaded = DatasetReader.load(datasetDir);
        Dataset dataset = loaded.dataset();
        if (!dataset.isGraph()) {
            throw new BadInputException(datasetDir + ": anonymize needs a graph dataset (nodes.csv and edges.csv); "
                    + "use 'graphveil table' for a table");
        }
        GraphInput.reportDropped(loaded.edges(), datasetDir, report.owner("counts"), spec.commandLine().getErr());
        report.stop("load");
        AnonymizedGraph graph = settings.job(dataset, datasetDir).report(report).run();
        Gate.decide(graph.gate(), settings.acceptRisk, out.force, ownerFolder, List.of(datasetDir), report,
                spec.commandLine().getErr());
        RunResult[] result = new RunResult[1];
        OutputFolder.Written written = CliSupport.publish(out, ownerFolder, List.of(datasetDir), report,
                folder -> result[0] = graph.writeInto(folder, settings.graphFiles(), settings.writeMapping,
                        !settings.noPictures, !settings.noReview), spec.commandLine().getErr());
        summary(spec.commandLine().getOut(), result[0], written);
        long edges = result[0].sizes().edgesOut();
        if (!settings.graphFiles().writesXml(edges)) {
            spec.commandLine().getOut().printf(Locale.ROOT, "graph.graphml%s not written: %d edges, more than "
                    + "--graphml-max-edges %d (edges.csv holds the graph)%n", settings.gexf ? " and graph.gexf" : "",
                    edges, settings.graphMlMaxEdges);
            spec.commandLine().getOut().flush();
        }
        return out.out;
    }

    static void summary(PrintWriter w, RunResult r, OutputFolder.Written out) {
        RunResult.Sizes c = r.sizes();
        w.printf(Locale.ROOT, "%s: %d nodes, %d edges -> %d nodes, %d edges (%d splits, %d isolated copies)%n",
                r.model(), c.nodesIn(), c.edgesIn(), c.nodesOut(), c.edgesOut(), c.splits(), c.isolatedCopies());
        gate(w, r);
        shadows(w, r);
        w.printf(Locale.ROOT, "  %d equivalence classes, %d suppressed records; %s%n", c.classes(), c.suppressed(),
                measures(r.quality()));
        r.attributes().forEach(e -> w.println("    " + e.describe()));
        w.flush();
        CliSupport.warnIfDegenerate(w, c.rows(), c.classes(), (int) c.suppressed(), r.k());
        var b = r.before().toJson();
        var a = r.after().toJson();
        w.printf(Locale.ROOT, "  %-32s %10s %10s%n", "utility", "before", "after");
        for (String key : new String[]{"average_clustering", "transitivity", "closeness_centralization"}) {
            w.printf(Locale.ROOT, "  %-32s %10s %10s%n", key, number(b.get(key)), number(a.get(key)));
        }
        if (a.path("closeness_method").asText().equals("sampled")) {
            w.printf(Locale.ROOT, "  (closeness sampled: +/- %.4f before, +/- %.4f after, 95%% intervals)%n",
                    b.get("closeness_error_bound").asDouble(), a.get("closeness_error_bound").asDouble());
        }
        if (!b.path("clustering_method").asText().equals("exact") || !a.path("clustering_method").asText()
                .equals("exact")) {
            w.printf(Locale.ROOT, "  (clustering estimated from %d wedges: average +/- %.4f, transitivity +/- %.4f, "
                    + "95%% intervals)%n", a.path("clustering_samples").asInt(),
                    a.path("average_clustering_error_bound").asDouble(), a.path("transitivity_error_bound").asDouble());
        }
        if (!a.get("closeness_scope").asText().equals("whole graph")) {
            w.printf(Locale.ROOT, "  (closeness after splitting: %s of %d nodes)%n", a.get("closeness_scope").asText(),
                    a.path("closeness_scope_nodes").asInt());
        }
        if (c.suppressed() == c.rows()) {
            w.println("  warning: every row is published with all quasi-identifiers '*' (in effect, all suppressed)");
        }
        verifier(w, r);
        filesToShare(w, out);
        w.flush();
    }

    /** The privacy gate's line, when it decided. */
    static void gate(PrintWriter w, RunResult r) {
        if (r.gated()) {
            gate(w, r.gate());
        }
    }

    /** The privacy gate's line. */
    static void gate(PrintWriter w, io.graphveil.pipeline.PrivacyGate.Outcome gate) {
        w.printf(Locale.ROOT, "  privacy gate: %s%s%n", gate.passed() ? "passed" : "FAILED, published anyway (--accept-risk)",
                gate.repairedPersons() > 0 ? String.format(Locale.ROOT, " after repairing %d persons (%d rows blanked)",
                        gate.repairedPersons(), gate.repairedRows()) : "");
    }

    /**
     * How well the decoys hide the holders among each class's shadows on the publication (the
     * owner's report has the figures: split.holder_share_among_shadows_by_class).
     */
    static void shadows(PrintWriter w, RunResult r) {
        var s = r.shadows();
        if (s == null || s.strata() == 0) {
            return;
        }
        if (s.aboveAlpha() == 0) {
            w.printf(Locale.ROOT, "  shadows: holders are at most %.0f%% of the persons showing a shadow, in each of "
                    + "%d (class, pattern) strata%n", 100 * s.largestShare(), s.strata());
        } else {
            w.printf(Locale.ROOT, "  warning: in %d (class, shadow pattern) strata (%d persons) holders are more than "
                    + "alpha of the persons showing that shadow: that one of them was split tells that it holds a "
                    + "private value%n", s.aboveAlpha(), s.personsAbove());
        }
    }

    static void verifier(PrintWriter w, RunResult r) {
        verifier(w, r.verdict());
    }

    static void verifier(PrintWriter w, io.graphveil.verify.VerificationReport verdict) {
        w.printf(Locale.ROOT, "  verifier: %s %s (%d violations)%n", verdict.model(),
                verdict.passed() ? "passed" : "FAILED", verdict.violations().size());
    }

    /**
     * Which folder may be shared (whole) and which is the owner's alone, from where the output went
     * and the files each holds.
     */
    static void filesToShare(PrintWriter w, OutputFolder.Written out) {
        java.util.Set<String> shared = new java.util.LinkedHashSet<>();
        out.publishedFiles().forEach(name -> {
            int slash = name.indexOf('/');
            shared.add(slash < 0 ? name : name.substring(0, slash + 1));
        });
        w.println("Publish " + out.target().toAbsolutePath().normalize() + " (" + String.join(", ", shared)
                + "): it holds nothing else");
        if (out.privateTarget() != null) {
            w.println("Keep " + out.privateTarget() + " (" + String.join(", ", out.privateFiles())
                    + ") to yourself: never share it");
        }
    }

    /** The first seven measurable quality measures, e.g. {@code lm 0.120, precision 0.870}. */
    static String measures(java.util.Map<String, Double> quality) {
        StringBuilder sb = new StringBuilder();
        int shown = 0;
        for (var e : quality.entrySet()) {
            if (shown == 7) {
                break;
            }
            if (e.getValue() != null) {
                sb.append(shown++ == 0 ? "" : ", ").append(e.getKey()).append(' ')
                        .append(String.format(Locale.ROOT, "%.3f", e.getValue()));
            }
        }
        return sb.toString();
    }

    private static String number(JsonNode n) {
        return n == null || n.isNull() ? "-" : String.format(Locale.ROOT, "%.6f", n.asDouble());
    }
}
