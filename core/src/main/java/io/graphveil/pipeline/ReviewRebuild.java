package io.graphveil.pipeline;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.BadInputException;
import io.graphveil.attack.PrivacyAudit;
import io.graphveil.io.Dataset;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.SchemaJson;
import io.graphveil.io.TableReader;
import io.graphveil.io.Json;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Table;
import io.graphveil.publish.GraphInput;
import io.graphveil.publish.MappingFile;
import io.graphveil.render.Pictures;
import io.graphveil.review.PublishedClasses;
import io.graphveil.review.ReviewInput;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What {@code graphveil review} shows, rebuilt from files: the publication (its table, graph and
 * {@code report.json}) and, where given, the original dataset with the secret mapping — then the
 * attackers run before and after with the gate's effort, the utility is measured on both graphs
 * and the drawing is laid out as a run lays it out. Without the original, the page shows what
 * the publication alone tells (labels, classes in rows, the published graph's utility).
 */
public final class ReviewRebuild {

    private ReviewRebuild() {
    }

    /**
     * @param publication a publication folder ({@code graphveil anonymize}'s or {@code table}'s output)
     * @param original    the original dataset folder, or null
     * @param mapping     the secret mapping of the publication (with {@code original}), or null
     * @param pictures    whether to lay out the before/after drawing (needs the original)
     * @return the page's input
     * @throws BadInputException when a folder is not what it should be
     */
    public static ReviewInput of(Path publication, Path original, Path mapping, boolean pictures) {
        boolean graph = Files.exists(publication.resolve("edges.csv"));
        if (!Files.exists(publication.resolve("report.json")) || !Files.exists(publication.resolve("table.csv"))) {
            throw new BadInputException(publication + ": not a publication (no table.csv and report.json of "
                    + "anonymize or table)");
        }
        if (!graph && original != null) {
            throw new BadInputException(publication + ": a table publication; --original is for graph publications "
                    + "(the table run writes its full page itself)");
        }
        AttributeSocialNetwork pnet = graph ? GraphInput.read(publication).network() : null;
        Table pt = graph ? pnet.table() : TableReader.read(publication.resolve("table.csv"),
                SchemaJson.read(publication.resolve("schema.json")), Hierarchies.empty());
        IndexedGraph pg = graph ? pnet.structure() : null;
        JsonNode report = report(publication);
        JsonNode params = report.path("parameters");
        long seed = params.path("seed").asLong(1);
        double alpha = params.path("alpha").isNumber() ? params.path("alpha").asDouble() : TablePipeline.FIGURES_ALPHA;
        Double ratio = params.path("private-ratio").isNumber() ? params.path("private-ratio").asDouble() : null;
        JsonNode verification = report.path("verification");
        List<String[]> figures = new ArrayList<>();
        figures.add(new String[]{"publication", publication.getFileName().toString()});
        figures.add(new String[]{"published rows", String.format(Locale.ROOT, "%,d in %,d classes, %,d suppressed",
                verification.path("rows").asInt(), verification.path("classes").asInt(),
                verification.path("suppressed").asInt())});
        report.path("metrics").fields().forEachRemaining(e -> {
            if (e.getValue().isNumber()) {
                figures.add(new String[]{e.getKey(), String.format(Locale.ROOT, "%.4f", e.getValue().asDouble())});
            }
        });
        String model = report.path("policy").path("model").asText("unknown");
        String algorithm = report.path("algorithm").path("name").asText(null);
        String verdict = String.format(Locale.ROOT, "%s (%d violations), as the run recorded",
                verification.path("model").asText(), verification.path("violations").asInt());
        boolean passed = verification.path("passed").asBoolean(false);
        GraphUtility.Options measures = GraphUtility.Options.defaults().withSeed(seed);
        GraphUtility after = graph ? GraphUtility.measure(pg, measures) : null;
        if (original == null) {
            return new ReviewInput(pt.schema().name(), model, algorithm, passed, verdict, null, figures, null,
                    pt, null, null, pg, null, null, null, after, null);
        }
        GraphInput orig = GraphInput.read(original);
        if (orig.published()) {
            throw new BadInputException(original + ": --original must be a dataset folder");
        }
        Dataset policy = Policy.apply(orig.dataset(), null, graph, true, ratio, seed).dataset();
        AttributeSocialNetwork o = orig.network();
        int[] personOf = MappingFile.personOfNode(mapping, o, pnet);
        PrivacyAudit.Input in = new PrivacyAudit.Input(policy.table(), o.structure(), pt,
                pg, policy.hierarchies(), policy.schema(), personOf, alpha, seed);
        PrivacyAudit.Result attacksAfter = PrivacyAudit.run(in, PrivacyAudit.Effort.GATE)
                .withLinkage(in, PrivacyAudit.Effort.GATE_LINKAGE);
        PrivacyAudit.Result attacksBefore = ReviewPages.auditBefore(policy.table(), graph ? o.structure() : null,
                policy, alpha, seed);
        GraphUtility before = graph ? GraphUtility.measure(o.structure(), measures) : null;
        Pictures.BeforeAfter drawing = graph && pictures ? Pictures.of(o.schema().name(), o.structure(),
                Policy.holderRows(policy.table()), pg, personOf, Policy.holderRows(pt),
                PublishedClasses.of(pt).classOf(), seed) : null;
        return new ReviewInput(o.schema().name(), model, algorithm, passed, verdict, null, figures, policy.table(),
                pt, personOf, graph ? o.structure() : null, pg, attacksBefore,
                attacksAfter, before, after, drawing);
    }

    private static JsonNode report(Path publication) {
        Path file = publication.resolve("report.json");
        try {
            return Json.MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot be read as JSON: " + e.getMessage());
        }
    }
}
