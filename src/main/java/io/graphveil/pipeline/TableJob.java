package io.graphveil.pipeline;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.BadInputException;
import io.graphveil.BadParameterException;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.criteria.AverageSensitivity;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.criteria.ModelSpec;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.criteria.SensitivityWeights;
import io.graphveil.io.Dataset;
import io.graphveil.io.Json;
import io.graphveil.io.RunReport;
import io.graphveil.io.SchemaJson;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.publish.Publication;
import io.graphveil.quality.QualityInput;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.VerificationReport;
import io.graphveil.verify.Verifier;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Anonymizes a table (no graph) with any {@link TableAnonymizer}, then publishes and verifies it:
 * what {@code graphveil table} runs.
 */
public final class TableJob {

    /**
     * @param model        the privacy model: k and any further criteria (α, l, entropy l, t, p, w)
     * @param suppression  share of records that may be suppressed; null for the algorithm's default
     *                     (Sweeney's k records for Datafly, none for Flash)
     * @param paperRules   the papers' literal suppression (private values only) instead of the safe defaults
     */
    public record Options(ModelSpec model, Double suppression, long seed, boolean paperRules) {
        public int k() {
            return model.k();
        }

        /** α, or null when the model has none. */
        public Double alpha() {
            return model.alpha();
        }
    }

    /** The threshold the gate's figures use when no α is claimed (they are reported, never gated). */
    public static final double FIGURES_ALPHA = 0.5;

    /** The criteria the options ask for, on {@code dataset}'s rows. */
    public static PrivacyModel model(Options options, Dataset dataset) {
        return options.model().build(CriterionSpec.Context.of(dataset.table(), dataset.hierarchies()));
    }

    /** The suppression budget of a run: {@code suppression} as a share of records, or the algorithm's default for k. */
    static SuppressionBudget budget(TableAnonymizer anonymizer, int k, Double suppression) {
        return suppression == null ? anonymizer.defaultBudget(k) : SuppressionBudget.share(suppression);
    }

    /**
     * The {@code w} criterion for {@code dataset}, its weights computed (so that a bad requirement
     * level fails here, before any search).
     */
    public static AverageSensitivity averageSensitivity(double w, SensitivityWeights weights, Dataset dataset) {
        return (AverageSensitivity) new CriterionSpec.W(w, weights).build(CriterionSpec.Context.of(dataset.table(),
                dataset.hierarchies()));
    }

    /**
     * Refuses a {@code --sensitive} choice that would silently drop protection (exit code 2): making
     * an attribute SENSITIVE takes it out of its role, so a QUASI_IDENTIFIER would be published
     * ungeneralized and a PRIVACY attribute would lose its private-value set. {@code anonymize}
     * ({@code graph}) accepts only a NON_PRIVACY or SENSITIVE attribute, since its split and α always
     * protect the PRIVACY values; {@code table} accepts a PRIVACY attribute unless α is asked for, and
     * a quasi-identifier only once {@code --qi} has left it out. An unknown name is left to
     * {@link #withSensitive}.
     */
    public static void checkSensitiveChoice(Schema schema, String name, boolean graph, boolean alpha) {
        int a = schema.indexOf(name);
        if (a < 0) {
            return;
        }
        AttributeRole role = schema.attribute(a).role();
        if (role == AttributeRole.QUASI_IDENTIFIER) {
            throw new BadParameterException("--sensitive: '" + name + "' is a QUASI_IDENTIFIER and would be published "
                    + "ungeneralized; " + (graph ? "choose a NON_PRIVACY attribute (or change its role in schema.json)"
                    : "choose the quasi-identifiers with --qi first"));
        }
        if (role == AttributeRole.PRIVACY && (graph || alpha)) {
            throw new BadParameterException("--sensitive: '" + name + "' is a PRIVACY attribute whose private values "
                    + (graph ? "the split and alpha protect; choose a NON_PRIVACY attribute"
                    : "--alpha protects; it cannot be the SENSITIVE attribute as well"));
        }
    }

    /** The dataset with {@code name} as its one SENSITIVE attribute (a former one becomes NON_PRIVACY). */
    public static Dataset withSensitive(Dataset dataset, String name) {
        Schema schema = dataset.schema();
        int a = schema.indexOf(name);
        if (a < 0) {
            throw new BadParameterException("--sensitive: no attribute '" + name + "'");
        }
        if (schema.attribute(a).role() == AttributeRole.IDENTIFIER) {
            throw new BadParameterException("--sensitive: '" + name + "' is an IDENTIFIER and is never published");
        }
        List<Attribute> attributes = new ArrayList<>();
        for (Attribute attribute : schema.attributes()) {
            if (attribute.name().equals(name)) {
                attributes.add(attribute.role() == AttributeRole.SENSITIVE ? attribute
                        : attribute.withRole(AttributeRole.SENSITIVE));
            } else if (attribute.role() == AttributeRole.SENSITIVE) {
                attributes.add(attribute.withRole(AttributeRole.NON_PRIVACY));
            } else {
                attributes.add(attribute);
            }
        }
        return dataset.withTable(dataset.table().withSchema(schema.withAttributes(attributes)));
    }

    /** The anonymized table and what produced it. */
    public record Outcome(Dataset policy, TableAnonymizer anonymizer, AnonymizationResult result, PrivacyModel model,
                          long budget, PrivacyGate.Outcome gate) {
    }

    private TableJob() {
    }

    /** The schema's quasi-identifiers that {@code qi} does not list: {@link #withQuasiIdentifiers} demotes them. */
    public static List<String> demotedBy(Schema schema, List<String> qi) {
        List<String> out = new ArrayList<>();
        for (int a : schema.indexesOf(AttributeRole.QUASI_IDENTIFIER)) {
            if (!qi.contains(schema.attribute(a).name())) {
                out.add(schema.attribute(a).name());
            }
        }
        return out;
    }

    /** The dataset with {@code qi} as its quasi-identifiers (former ones not listed become NON_PRIVACY). */
    public static Dataset withQuasiIdentifiers(Dataset dataset, List<String> qi) {
        Schema schema = dataset.schema();
        Set<String> wanted = new LinkedHashSet<>(qi);
        for (String name : wanted) {
            int a = schema.indexOf(name);
            if (a < 0) {
                throw new BadParameterException("--qi: no attribute '" + name + "' (the schema has "
                        + String.join(", ", schema.names()) + ")");
            }
            if (schema.attribute(a).role() == AttributeRole.IDENTIFIER) {
                throw new BadParameterException("--qi: '" + name + "' is an IDENTIFIER and is never published");
            }
        }
        List<Attribute> attributes = new ArrayList<>();
        for (Attribute a : schema.attributes()) {
            if (wanted.contains(a.name())) {
                attributes.add(a.role() == AttributeRole.QUASI_IDENTIFIER ? a : a.withRole(AttributeRole.QUASI_IDENTIFIER));
            } else if (a.role() == AttributeRole.QUASI_IDENTIFIER) {
                attributes.add(a.withRole(AttributeRole.NON_PRIVACY));
            } else {
                attributes.add(a);
            }
        }
        return dataset.withTable(dataset.table().withSchema(schema.withAttributes(attributes)));
    }

    /** The rows without any missing value (the "complete rows" of the papers' Adult experiments). */
    public static Dataset completeRows(Dataset dataset) {
        io.graphveil.model.Table t = dataset.table();
        int[] keep = java.util.stream.IntStream.range(0, t.rowCount()).filter(r -> {
            for (int c = 0; c < t.columnCount(); c++) {
                if (t.code(r, c) == io.graphveil.model.Column.MISSING_CODE) {
                    return false;
                }
            }
            return true;
        }).toArray();
        return dataset.withTable(t.select(keep));
    }

    public static Outcome run(Dataset dataset, Options options, TableAnonymizer anonymizer, RunReport report) {
        if (options.k() > dataset.table().rowCount()) {
            throw new BadInputException("k = " + options.k() + " is larger than the " + dataset.table().rowCount()
                    + " rows of the table");
        }
        if (options.alpha() != null) {
            Policy.requirePrivacyHierarchies(dataset);
        }
        PrivacyModel model = model(options, dataset);
        SuppressionBudget budget = budget(anonymizer, options.k(), options.suppression());
        report.start("anonymize");
        AnonymizationResult result = anonymizer.anonymize(dataset.table(), dataset.hierarchies(), model, budget,
                options.seed());
        if (!options.paperRules()) {
            result = result.withSuppressedRowsBlank();
        }
        report.stop("anonymize");
        int rows = dataset.table().rowCount();
        long limit = budget.limit(rows);
        report.start("gate");
        // One row per person: the attackers know the quasi-identifiers; a table has no degrees.
        PrivacyGate.Outcome gate = PrivacyGate.check(result, dataset.table(), null, null,
                io.graphveil.model.Permutations.identity(rows), dataset.hierarchies(), dataset.schema(),
                options.alpha() == null ? FIGURES_ALPHA : options.alpha(),
                options.alpha() == null ? limit : PrivacyGate.budget(limit, options.suppression(), options.k(), rows),
                model, options.seed());
        report.stop("gate");
        if (options.alpha() != null) {
            result = gate.result();
        }
        return new Outcome(dataset, anonymizer, result, model, limit, gate);
    }

    /** Publishes {@code table.csv} and {@code schema.json}, verifies them, and fills the report. */
    public static VerificationReport publish(Outcome o, Options options, Path dir, RunReport report)
            throws IOException {
        report.start("publish");
        Publication publication = new Publication(o.result().table(), null, options.seed());
        publication.write(dir, o.policy().hierarchies()).await();
        report.stop("publish");
        report.start("verify");
        Schema published = SchemaJson.read(dir.resolve(Publication.SCHEMA));
        Claim claim = options.model().claim(Verification.suppressionCap(o.result(), o.budget()), false,
                CriterionSpec.Context.of(o.policy().table(), o.policy().hierarchies()).published(published));
        VerificationReport verdict = Verifier.verify(PublishedTable.read(dir.resolve(Publication.TABLE), published),
                claim, null);
        report.stop("verify");

        report.input().put("rows", o.policy().table().rowCount());
        ObjectNode counts = report.counts();
        Verification.putResultCounts(counts, o.result(), o.budget());
        report.owner("counts").put("holders", Policy.holders(o.policy().table()));
        QualityInput quality = new QualityInput(o.policy().table(), o.result().table(), o.policy().hierarchies(),
                o.result().classes(), options.k());
        Verification.putQuality(report.metrics(), o.anonymizer(), o.result(), quality);
        Verification.putAttributeSummary(report, quality);
        report.metrics().put("unique_row_share", io.graphveil.policy.ColumnRisk.uniqueRowShare(o.result().table()));
        ObjectNode policy = report.section("policy");
        policy.put("model", o.model().describe());
        options.model().find(CriterionSpec.W.class).ifPresent(w -> policy.put("sensitivity_weights",
                w.weights().describe()));
        List<String> qis = new ArrayList<>();
        for (int a : o.policy().schema().indexesOf(AttributeRole.QUASI_IDENTIFIER)) {
            qis.add(o.policy().schema().attribute(a).name());
        }
        policy.set("quasi_identifiers", Json.MAPPER.valueToTree(qis));
        Verification.describeAlgorithmAndVerdict(report, o.anonymizer(), o.result(), verdict);
        Verification.requirePassed(verdict);
        return verdict;
    }
}
