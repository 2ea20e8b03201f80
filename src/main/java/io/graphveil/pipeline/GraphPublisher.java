package io.graphveil.pipeline;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.ModelNotMetException;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.group.Partition;
import io.graphveil.criteria.DistinctPersonsKAnonymity;
import io.graphveil.io.RunReport;
import io.graphveil.io.SchemaJson;
import io.graphveil.metrics.UtilityComparison;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;
import io.graphveil.publish.Publication;
import io.graphveil.quality.QualityInput;
import io.graphveil.render.Pictures;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.VerificationReport;
import io.graphveil.verify.Verifier;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Publishes the outcome of the main job (SPEC 7) and has the independent verifier read the
 * published table back before anything is moved into place: an output the verifier rejects is
 * never published (SPEC 6).
 */
public final class GraphPublisher {
    public static final String BEFORE_PNG = "before.png";
    public static final String AFTER_PNG = "after.png";

    private GraphPublisher() {
    }

    /**
     * Writes the public files into {@code dir} (graph.gexf too when {@code gexf}; the mapping into {@code mappingDir}, the owner's
     * folder, when not null), verifies them, and fills {@code report}; throws
     * {@link ModelNotMetException} when the verifier rejects them.
     */
    public static VerificationReport publish(GraphPipeline.Outcome o, AnonymizeOptions options, boolean gexf,
                                             Path mappingDir, Path dir, RunReport report) throws IOException {
        AttributeSocialNetwork published = o.published();
        report.start("publish");
        Publication publication = new Publication(published.table(), published.structure(), options.seed());
        if (gexf) {
            publication.alsoGexf();
        }
        Publication.Written written = publication.write(dir, o.policy().hierarchies());
        try {
            return publishAndVerify(o, options, mappingDir, dir, report, publication, written);
        } catch (IOException | RuntimeException e) {
            // the folder is discarded after this: the GraphML writer must be done with it first
            try {
                written.await();
            } catch (IOException second) {
                e.addSuppressed(second);
            }
            throw e;
        }
    }

    private static VerificationReport publishAndVerify(GraphPipeline.Outcome o, AnonymizeOptions options,
                                                       Path mappingDir, Path dir, RunReport report,
                                                       Publication publication, Publication.Written written)
            throws IOException {
        AttributeSocialNetwork published = o.published();
        String[] originalId = new String[published.nodeCount()];
        AttributeSocialNetwork original = o.policy().network();
        for (int v = 0; v < originalId.length; v++) {
            originalId[v] = original.id(o.split().personOf(v));
        }
        if (mappingDir != null) {
            publication.writeMapping(mappingDir, originalId);
        }
        report.stop("publish");

        report.start("verify");
        Schema publishedSchema = SchemaJson.read(dir.resolve(Publication.SCHEMA));
        PublishedTable table = PublishedTable.read(dir.resolve(Publication.TABLE), publishedSchema);
        Map<String, String> mapping = new HashMap<>();
        for (int v = 0; v < originalId.length; v++) {
            mapping.put(String.valueOf(publication.pseudonym(v)), originalId[v]);
        }
        Claim claim = options.model().claim(Verification.suppressionCap(o.anonymization(), o.budget()),
                options.countsPersons(), GraphPipeline.modelContext(options, o.split(), o.hierarchies())
                        .published(publishedSchema));
        VerificationReport verdict = Verifier.verify(table, claim, mapping);
        report.stop("verify");
        report.start("publish_graphml_wait");
        written.await();
        report.stop("publish_graphml_wait");
        fill(report, o, options, verdict);
        Verification.requirePassed(verdict);
        return verdict;
    }

    /**
     * Writes {@code before.png} and {@code after.png} into the owner's folder ({@link Pictures}): holders of a
     * private value in the original, and the split copies with and without it (as dealt by the
     * splitter, before generalization) in the published graph, on one layout. They show the
     * original graph and pair each split person's copies, so they are the owner's, never published.
     */
    public static void writePictures(GraphPipeline.Outcome o, long seed, Path owner, RunReport report)
            throws IOException {
        report.start("pictures");
        AttributeSocialNetwork original = o.policy().network();
        Pictures.BeforeAfter pictures = Pictures.of(original.schema().name(), original.structure(),
                Policy.holderRows(original.table()), o.published().structure(), o.split().persons(),
                Policy.holderRows(o.split().network().table()), seed);
        pictures.before().write(owner.resolve(BEFORE_PNG));
        pictures.after().write(owner.resolve(AFTER_PNG));
        report.stop("pictures");
    }

    /**
     * Fills the report: the published {@code report.json} gets only what the published files show
     * (the model, the verdict, the published graph's own measures, the table's quality, the
     * algorithm's levels); everything about the original — its size and measures, holders, splits,
     * decoys, isolated copies, persons per class, the comparison, the gate — goes to the owner's
     * report, since a published count of isolated nodes before splitting, say, marks every
     * isolated node after it as a copy.
     */
    private static void fill(RunReport report, GraphPipeline.Outcome o, AnonymizeOptions options,
                             VerificationReport verdict) {
        AttributeSocialNetwork in = o.policy().network();
        AnonymizationResult result = o.anonymization();
        ObjectNode input = report.owner("input");
        input.put("nodes", in.nodeCount());
        input.put("edges", in.edgeCount());
        ObjectNode counts = report.counts();
        counts.put("nodes", o.published().nodeCount());
        counts.put("edges", o.published().edgeCount());
        Verification.putResultCounts(counts, result, o.budget());
        ObjectNode owner = report.owner("counts");
        owner.put("nodes_in", in.nodeCount());
        owner.put("nodes_out", o.published().nodeCount());
        owner.put("edges_in", in.edgeCount());
        owner.put("edges_out", o.published().edgeCount());
        owner.put("holders", o.split().holders());
        owner.put("splits", o.split().splits());
        owner.put("isolated_copies", o.split().isolatedCopies());
        owner.put("gate_repaired_persons", o.gate().repairedPersons());
        owner.put("gate_repaired_rows", o.gate().repairedRows());

        ObjectNode metrics = report.metrics();
        QualityInput quality = new QualityInput(o.split().network().table(), result.table(), o.hierarchies(),
                result.classes(), options.k());
        Verification.putQuality(metrics, o.anonymizer(), result, quality);
        Verification.putAttributeSummary(report, quality);
        metrics.put("unique_row_share", io.graphveil.policy.ColumnRisk.uniqueRowShare(result.table()));
        metrics.set("published", o.after().toJson());
        ObjectNode ownerMetrics = report.owner("metrics");
        ownerMetrics.put("holder_share", in.nodeCount() == 0 ? 0 : o.split().holders() / (double) in.nodeCount());
        personStatistics(ownerMetrics, result.classes(), o.split().persons(), options.k());
        ownerMetrics.set("before", o.before().toJson());
        ownerMetrics.set("after", o.after().toJson());
        ownerMetrics.set("comparison", UtilityComparison.of(o.before(), o.after()).toJson());
        if (o.split().safe()) {
            report.owner("split").setAll((ObjectNode) io.graphveil.io.Json.MAPPER.valueToTree(o.split().plan()));
        }

        report.section("policy").put("model", o.model().describe());
        ObjectNode policy = report.owner("policy");
        SchemaJson.toJson(o.policy().schema()).withArray("attributes").forEach(a -> {
            if (a.has("private")) {
                policy.set(a.get("name").asText(), a.get("private"));
            }
        });
        Verification.describeAlgorithmAndVerdict(report, o.anonymizer(), result, verdict);
        // persons per class (and shares of them) show how many copies a class holds: the owner's
        var published = report.section("verification");
        for (String key : new String[]{"min_distinct_persons", "max_private_share"}) {
            if (published.has(key)) {
                report.owner("verification").set(key, published.remove(key));
            }
        }
    }

    /** SPEC 1.5's note on counting: distinct original persons per class, beside the record counts. */
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
