package io.graphveil.pipeline;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.criteria.DistinctPersonsKAnonymity;
import io.graphveil.group.Partition;
import io.graphveil.io.Json;
import io.graphveil.io.RunReport;
import io.graphveil.io.SchemaJson;
import io.graphveil.metrics.UtilityComparison;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.quality.AttributeSummary;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Renders a run's typed result ({@link RunResult}, with the outcome it came from) into
 * {@code report.json} (ALGORITHMS.md §7) at the edge — the command line and the API call it after the run;
 * the pipeline itself writes no JSON. The published report gets only what the published files show
 * (the model, the verdict, the published graph's own measures, the table's quality, the
 * algorithm's levels); everything about the original — its size and measures, holders, splits,
 * decoys, isolated copies, persons per class, the comparison, the gate — goes to the owner's
 * report, since a published count of isolated nodes before splitting, say, marks every isolated
 * node after it as a copy.
 */
public final class ReportJson {
    private ReportJson() {
    }

    /** Renders a graph run. */
    public static void graph(RunReport report, GraphPipeline.Outcome o, AnonymizeOptions options, RunResult r) {
        AttributeSocialNetwork in = o.policy().network();
        AnonymizationResult result = o.anonymization();
        ObjectNode input = report.owner("input");
        input.put("nodes", in.nodeCount());
        input.put("edges", in.edgeCount());
        ObjectNode counts = report.counts();
        counts.put("nodes", o.published().nodeCount());
        counts.put("edges", o.published().edgeCount());
        resultCounts(counts, result, o.budget());
        ObjectNode owner = report.owner("counts");
        owner.put("nodes_in", r.sizes().nodesIn());
        owner.put("nodes_out", r.sizes().nodesOut());
        owner.put("edges_in", r.sizes().edgesIn());
        owner.put("edges_out", r.sizes().edgesOut());
        owner.put("holders", o.split().holders());
        owner.put("splits", r.sizes().splits());
        owner.put("split_rounds", o.split().rounds());
        owner.put("isolated_copies", r.sizes().isolatedCopies());
        owner.put("gate_repaired_persons", o.gate().repairedPersons());
        owner.put("gate_repaired_rows", o.gate().repairedRows());

        ObjectNode metrics = report.metrics();
        quality(report, r);
        metrics.set("published", o.after().toJson());
        ObjectNode ownerMetrics = report.owner("metrics");
        ownerMetrics.put("holder_share", in.nodeCount() == 0 ? 0 : o.split().holders() / (double) in.nodeCount());
        personStatistics(ownerMetrics, result.classes(), o.split().persons(), options.k());
        ownerMetrics.set("before", o.before().toJson());
        ownerMetrics.set("after", o.after().toJson());
        ownerMetrics.set("comparison", UtilityComparison.of(o.before(), o.after()).toJson());
        if (o.split().safe()) {
            ObjectNode split = report.owner("split");
            split.setAll((ObjectNode) Json.MAPPER.valueToTree(o.split().plan()));
            split.put("passes", o.splitPasses());
            split.set("holder_share_among_shadows_by_class",
                    Json.MAPPER.valueToTree(o.shadowBalance().toMap()));
        }

        report.section("policy").put("model", r.model());
        ObjectNode policy = report.owner("policy");
        SchemaJson.toJson(o.policy().schema()).withArray("attributes").forEach(a -> {
            if (a.has("private")) {
                policy.set(a.get("name").asText(), a.get("private"));
            }
        });
        algorithmAndVerdict(report, r, result);
        ownerOnlyVerification(report);
    }

    /**
     * Moves the graph verdict's persons per class and private shares to the owner's report: they
     * show how many copies a class holds.
     */
    public static void ownerOnlyVerification(RunReport report) {
        var published = report.section("verification");
        for (String key : new String[]{"min_distinct_persons", "max_private_share"}) {
            if (published.has(key)) {
                report.owner("verification").set(key, published.remove(key));
            }
        }
    }

    /** Renders a table run. */
    public static void table(RunReport report, TablePipeline.Outcome o, TablePipeline.Options options, RunResult r) {
        report.input().put("rows", o.policy().table().rowCount());
        resultCounts(report.counts(), o.result(), o.budget());
        report.owner("counts").put("holders", Policy.holders(o.policy().table()));
        quality(report, r);
        ObjectNode policy = report.section("policy");
        policy.put("model", r.model());
        options.model().find(CriterionSpec.W.class).ifPresent(w -> policy.put("sensitivity_weights",
                w.weights().describe()));
        List<String> qis = new ArrayList<>();
        for (int a : o.policy().schema().indexesOf(AttributeRole.QUASI_IDENTIFIER)) {
            qis.add(o.policy().schema().attribute(a).name());
        }
        policy.set("quasi_identifiers", Json.MAPPER.valueToTree(qis));
        algorithmAndVerdict(report, r, o.result());
    }

    /** {@code rows}, {@code suppressed}, {@code suppressed_by_algorithm}, {@code suppression_limit}, {@code classes}. */
    private static void resultCounts(ObjectNode counts, AnonymizationResult result, long budget) {
        counts.put("rows", result.table().rowCount());
        counts.put("suppressed", result.suppressedCount());
        counts.put("suppressed_by_algorithm", result.suppressedByAlgorithmCount());
        counts.put("suppression_limit", budget);
        counts.put("classes", result.classes().classCount());
    }

    /** The quality measures into {@code metrics}; what happened to each attribute into the owner's {@code quality}. */
    private static void quality(RunReport report, RunResult r) {
        quality(report, r.quality(), r.attributes());
    }

    /**
     * The quality measures into {@code metrics} (null where one cannot be read); what happened to
     * each attribute into the owner's {@code quality}. Shared by both engines.
     */
    public static void quality(RunReport report, Map<String, Double> measures, List<AttributeSummary.Entry> attributes) {
        ObjectNode metrics = report.metrics();
        for (Map.Entry<String, Double> e : measures.entrySet()) {
            if (e.getValue() == null) {
                metrics.putNull(e.getKey());
            } else {
                metrics.put(e.getKey(), e.getValue());
            }
        }
        // it compares with the original
        AttributeSummary.toJson(attributes, report.owner("quality").putArray("attributes"));
    }

    /** The {@code algorithm} section (name and the algorithm's details), then {@code verification}. */
    private static void algorithmAndVerdict(RunReport report, RunResult r, AnonymizationResult result) {
        ObjectNode algorithm = report.section("algorithm");
        algorithm.put("name", r.algorithm());
        result.details().forEach((key, value) -> algorithm.set(key, Json.MAPPER.valueToTree(value)));
        report.section("verification").setAll(r.verdict().toJson());
    }

    /** ALGORITHMS.md §1.5's note on counting: distinct original persons per class, beside the record counts. */
    static void personStatistics(ObjectNode metrics, Partition classes, int[] personOf, int k) {
        DistinctPersonsKAnonymity counter = new DistinctPersonsKAnonymity(Math.max(2, k), personOf);
        int min = Integer.MAX_VALUE;
        long sum = 0;
        int below = 0;
        for (int c = 0; c < classes.classCount(); c++) {
            int d = counter.distinctPersons(classes, c);
            min = Math.min(min, d);
            sum += d;
            below += d < k ? 1 : 0;
        }
        metrics.put("min_distinct_persons", classes.classCount() == 0 ? 0 : min);
        metrics.put("mean_distinct_persons", classes.classCount() == 0 ? 0 : sum / (double) classes.classCount());
        metrics.put("classes_with_fewer_than_k_persons", below);
    }
}
