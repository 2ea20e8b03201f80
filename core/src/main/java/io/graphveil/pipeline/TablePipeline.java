package io.graphveil.pipeline;

import io.graphveil.BadInputException;
import io.graphveil.Stopwatch;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.criteria.AverageSensitivity;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.criteria.ModelSpec;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.criteria.SensitivityWeights;
import io.graphveil.io.Dataset;


/**
 * Anonymizes a table (no graph) with any {@link TableAnonymizer} and has the privacy gate judge
 * it: the first half of what {@code graphveil table} runs ({@link TablePublisher} publishes and
 * verifies). The schema edits of its options are {@link SchemaEdits}'. No I/O here.
 */
public final class TablePipeline {

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

    /**
     * The {@code w} criterion for {@code dataset}, its weights computed (so that a bad requirement
     * level fails here, before any search).
     */
    public static AverageSensitivity averageSensitivity(double w, SensitivityWeights weights, Dataset dataset) {
        return (AverageSensitivity) new CriterionSpec.W(w, weights).build(CriterionSpec.Context.of(dataset.table(),
                dataset.hierarchies()));
    }

    /** The anonymized table and what produced it. */
    public record Outcome(Dataset policy, TableAnonymizer anonymizer, AnonymizationResult result, PrivacyModel model,
                          long budget, PrivacyGate.Outcome gate) {
    }

    private TablePipeline() {
    }

    /**
     * Anonymizes {@code dataset}'s table under {@code options}' model and gates it.
     *
     * @throws BadInputException when k exceeds the rows
     * @throws io.graphveil.ModelNotMetException when no table satisfies the model within the budget
     */
    public static Outcome run(Dataset dataset, Options options, TableAnonymizer anonymizer, Stopwatch clock) {
        if (options.k() > dataset.table().rowCount()) {
            throw new BadInputException("k = " + options.k() + " is larger than the " + dataset.table().rowCount()
                    + " rows of the table");
        }
        if (options.alpha() != null) {
            Policy.requirePrivacyHierarchies(dataset);
        }
        PrivacyModel model = model(options, dataset);
        SuppressionBudget budget = SuppressionBudget.of(anonymizer, options.k(), options.suppression());
        clock.start("anonymize");
        AnonymizationResult result = anonymizer.anonymize(dataset.table(), dataset.hierarchies(), model, budget,
                options.seed());
        if (!options.paperRules()) {
            result = result.withSuppressedRowsBlank();
        }
        clock.stop("anonymize");
        int rows = dataset.table().rowCount();
        long limit = budget.limit(rows);
        clock.start("gate");
        // One row per person: the attackers know the quasi-identifiers; a table has no degrees.
        PrivacyGate.Outcome gate = PrivacyGate.check(result, dataset.table(), null, null,
                io.graphveil.model.Permutations.identity(rows), dataset.hierarchies(), dataset.schema(),
                options.alpha() == null ? FIGURES_ALPHA : options.alpha(),
                options.alpha() == null ? limit : PrivacyGate.budget(limit, options.suppression(), options.k(), rows),
                model, options.seed());
        clock.stop("gate");
        if (options.alpha() != null) {
            result = gate.result();
        }
        return new Outcome(dataset, anonymizer, result, model, limit, gate);
    }

}
