package io.graphveil.cli;

import io.graphveil.StageProgress;
import io.graphveil.publish.GraphInput;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.BadParameterException;
import io.graphveil.io.Json;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.metrics.UtilityComparison;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code graphveil measure DIR [--against DIR2]}: the graph utility measures of ALGORITHMS.md §7 on a dataset
 * folder or an {@code anonymize} output folder, as one JSON object (or a table); with
 * {@code --against}, DIR2 measured the same way as the "before" side and the comparison.
 */
@Command(name = "measure", description = {
        "Measure a graph: nodes, edges, components, degrees, clustering, transitivity, closeness centralization "
                + "(sampled with an error bound above --exact-limit nodes), average shortest path length, diameter.",
        "DIR is a dataset folder (nodes.csv, edges.csv) or an anonymize output folder (table.csv, edges.csv)."})
final class MeasureCommand implements Callable<Integer> {
    /** Largest graph whose betweenness {@code --betweenness} computes (Brandes is O(n·m)). */
    static final int BETWEENNESS_LIMIT = 50_000;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;

    @Parameters(index = "0", paramLabel = "GRAPH", description = "The graph to measure: a dataset or published folder, or a graph file (.graphml, .gexf, .gml, or an edge list .txt/.edges/.tsv/.csv).")
    Path dir;
    @Option(names = "--against", paramLabel = "DIR2",
            description = "Also measure DIR2 and compare: DIR2 is 'before' (e.g. the original), DIR 'after'.")
    Path against;
    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT",
            description = "text or json. Default: ${DEFAULT-VALUE}.")
    Format format;
    @Option(names = "--exact-limit", defaultValue = "100000", paramLabel = "N",
            description = "Largest graph whose distance measures are exact; above, sampled. Default: ${DEFAULT-VALUE}.")
    int exactLimit;
    @Option(names = "--samples", defaultValue = "1024", paramLabel = "N",
            description = "Sampled sources above the exact limit. Default: ${DEFAULT-VALUE}.")
    int samples;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Seed of the sample. Default: ${DEFAULT-VALUE}.")
    long seed;
    @Option(names = "--betweenness",
            description = "Also Brandes betweenness (O(nodes x edges); graphs up to " + BETWEENNESS_LIMIT + " nodes).")
    boolean betweenness;

    enum Format { TEXT, JSON }

    @Override
    public Integer call() {
        if (samples < 2) {
            throw new BadParameterException("--samples must be at least 2, not " + samples);
        }
        GraphUtility.Options options = new GraphUtility.Options(exactLimit, samples, seed,
                betweenness ? BETWEENNESS_LIMIT : 0);
        long t0 = System.nanoTime();
        Measured self = measure(dir, options);
        ObjectNode out = self.json;
        if (against != null) {
            Measured other = measure(against, options);
            out.set("against", other.json);
            out.set("comparison", UtilityComparison.of(other.utility, self.utility).toJson());
        }
        ((ObjectNode) out.get("timings_ms")).put("total", (System.nanoTime() - t0) / 1_000_000);
        PrintWriter w = spec.commandLine().getOut();
        w.print(format == Format.JSON ? Json.pretty(out) : text(out));
        w.flush();
        return 0;
    }

    private record Measured(GraphUtility utility, ObjectNode json) {
    }

    private Measured measure(Path folder, GraphUtility.Options options) {
        long t0 = System.nanoTime();
        GraphInput input;
        try (StageProgress loading = StageProgress.start("load " + CliSupport.baseName(folder))) {
            input = GraphInput.read(folder);
        }
        GraphInput.reportDropped(input.edges(), folder, null, spec.commandLine().getErr());
        long load = (System.nanoTime() - t0) / 1_000_000;
        if (betweenness && input.network().nodeCount() > BETWEENNESS_LIMIT) {
            throw new BadParameterException("--betweenness is for graphs up to " + BETWEENNESS_LIMIT + " nodes; "
                    + folder + " has " + input.network().nodeCount());
        }
        GraphUtility u;
        try (StageProgress measuring = StageProgress.start("measure " + CliSupport.baseName(folder))) {
            u = GraphUtility.measure(input.network().structure(), options);
        }
        ObjectNode json = Json.MAPPER.createObjectNode();
        json.put("graph", folder.toString());
        json.put("kind", input.kind());
        json.setAll(u.toJson());
        ObjectNode timings = json.putObject("timings_ms");
        timings.put("load", load);
        timings.setAll((ObjectNode) u.toJson().get("timings_ms"));
        return new Measured(u, json);
    }

    /** Key and value per line; with a comparison, before / after / change columns. */
    static String text(ObjectNode o) {
        StringBuilder sb = new StringBuilder();
        JsonNode comparison = o.get("comparison");
        if (comparison == null) {
            sb.append(o.get("graph").asText()).append(" (").append(o.get("kind").asText()).append(")\n");
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (e.getValue().isValueNode() && !e.getKey().equals("graph") && !e.getKey().equals("kind")) {
                    sb.append(String.format(Locale.ROOT, "  %-42s %s%n", e.getKey(), value(e.getValue())));
                }
            }
        } else {
            sb.append(String.format(Locale.ROOT, "%-44s %14s %14s %14s%n", "", "against", "this", "rel. change"));
            sb.append(String.format(Locale.ROOT, "%-44s %14s %14s%n", "", o.get("against").get("kind").asText(),
                    o.get("kind").asText()));
            comparison.get("measures").fields().forEachRemaining(e -> sb.append(String.format(Locale.ROOT,
                    "  %-42s %14s %14s %14s%n", e.getKey(), value(e.getValue().get("before")),
                    value(e.getValue().get("after")), value(e.getValue().get("relative_change")))));
            sb.append(String.format(Locale.ROOT, "  %-42s %14s%n", "degree_distribution_distance (KS)",
                    value(comparison.get("degree_distribution_distance"))));
            comparison.get("cosine_similarity").fields().forEachRemaining(e -> sb.append(String.format(Locale.ROOT,
                    "  %-42s %14s%n", "cosine_similarity " + e.getKey(), value(e.getValue()))));
        }
        String scope = o.get("closeness_scope").asText();
        if (!o.get("closeness_method").asText().equals("exact")) {
            sb.append(String.format(Locale.ROOT, "closeness sampled from %d sources: +/- %.5f (95%% interval)%n",
                    o.get("closeness_sources").asInt(), o.get("closeness_error_bound").asDouble()));
        }
        if (!o.path("clustering_method").asText("exact").equals("exact")) {
            sb.append(String.format(Locale.ROOT, "clustering estimated from %d wedges: average +/- %.5f, "
                    + "transitivity +/- %.5f (95%% intervals)%n", o.get("clustering_samples").asInt(),
                    o.get("average_clustering_error_bound").asDouble(), o.get("transitivity_error_bound").asDouble()));
        }
        if (!scope.equals("whole graph")) {
            sb.append(String.format(Locale.ROOT, "closeness measured on the largest component (%d of %d nodes)%n",
                    o.get("closeness_scope_nodes").asInt(), o.get("nodes").asInt()));
        }
        return sb.toString();
    }

    private static String value(JsonNode v) {
        if (v == null || v.isNull()) {
            return "-";
        }
        if (v.isIntegralNumber()) {
            return v.asText();
        }
        if (v.isNumber() && v.asDouble() == Math.rint(v.asDouble()) && Math.abs(v.asDouble()) < 1e15) {
            return Long.toString((long) v.asDouble());
        }
        if (v.isNumber()) {
            return String.format(Locale.ROOT, "%.6f", v.asDouble());
        }
        return v.asText();
    }
}
