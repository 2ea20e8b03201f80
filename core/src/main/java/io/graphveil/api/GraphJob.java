package io.graphveil.api;

import io.graphveil.BadParameterException;
import io.graphveil.ModelNotMetException;
import io.graphveil.Progress;
import io.graphveil.ProgressListener;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.criteria.ModelSpec;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.anonymize.catalog.Anonymizers;
import io.graphveil.anonymize.lattice.UtilityMetric;
import io.graphveil.io.Dataset;
import io.graphveil.io.RunReport;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.pipeline.AnonymizeOptions;
import io.graphveil.pipeline.GraphPipeline;
import io.graphveil.pipeline.Policy;
import io.graphveil.policy.ColumnRisk;

import java.nio.file.Path;

/**
 * The node-splitting (α,k) job on one graph, configured step by step and run once: the same
 * pipeline as {@code graphveil anonymize} (safe split rules, the table algorithm, the privacy gate),
 * in memory. Defaults are the command line's: Datafly, seed 1, the algorithm's own suppression
 * budget, the schema's private values. Not thread-safe; {@link #run} returns an immutable result.
 */
public final class GraphJob {
    private final Dataset dataset;
    private final Path source;
    private Integer k;
    private Double alpha;
    private String algorithm = "datafly";
    private long seed = 1;
    private Double suppression;
    private Double privateRatio;
    private boolean paperRules;
    private boolean acceptRisk;
    private final java.util.List<CriterionSpec> more = new java.util.ArrayList<>();
    private ProgressListener progress = ProgressListener.SILENT;
    private String sensitive;
    private boolean strictPersons;
    private boolean balanced;
    private boolean recomputePriorities;
    private boolean privateFirst;
    private UtilityMetric metric = UtilityMetric.LOSS;
    private RunReport report;

    GraphJob(Dataset dataset, Path source) {
        this.dataset = dataset;
        this.source = source;
    }

    /**
     * Sets k: every equivalence class holds at least k distinct persons.
     *
     * @param k at least 2
     * @return this job
     */
    public GraphJob k(int k) {
        this.k = k;
        return this;
    }

    /**
     * Sets α: in every class, at most an α share of the persons show each private value.
     *
     * @param alpha in (0, 1]
     * @return this job
     */
    public GraphJob alpha(double alpha) {
        this.alpha = alpha;
        return this;
    }

    /**
     * Chooses the table algorithm by its command-line name.
     *
     * @param name one of {@link Anonymizers#NAMES}
     * @return this job
     */
    public GraphJob algorithm(String name) {
        this.algorithm = name;
        return this;
    }

    /**
     * Sets the seed of every random choice.
     *
     * @param seed any number; the same seed gives the same result
     * @return this job
     */
    public GraphJob seed(long seed) {
        this.seed = seed;
        return this;
    }

    /**
     * Sets the share of rows the algorithm and the gate's repairs may suppress together.
     *
     * @param share in [0, 1)
     * @return this job
     */
    public GraphJob suppression(double share) {
        this.suppression = share;
        return this;
    }

    /**
     * Draws the private values (with the seed) so that about this share of persons hold one, instead
     * of the schema's.
     *
     * @param ratio in [0, 1]
     * @return this job
     */
    public GraphJob privateRatio(double ratio) {
        this.privateRatio = ratio;
        return this;
    }

    /**
     * Uses the papers' literal rules instead of the safe defaults (for reproducing experiments; see
     * docs/THREAT-MODEL.md for what they leak).
     *
     * @param on whether to use them
     * @return this job
     */
    public GraphJob paperRules(boolean on) {
        this.paperRules = on;
        return this;
    }

    /**
     * Returns a result even when the privacy gate finds persons its repairs cannot protect; the
     * result then says so ({@link AnonymizedGraph#gatePassed}).
     *
     * @param on whether to accept the risk
     * @return this job
     */
    public GraphJob acceptRisk(boolean on) {
        this.acceptRisk = on;
        return this;
    }

    /**
     * Adds a criterion to the privacy model besides k and α (e.g. {@code new CriterionSpec.EntropyL(2)}
     * on a SENSITIVE attribute); it is built, checked and verified as the command line's options are.
     *
     * @param criterion the criterion's specification
     * @return this job
     */
    public GraphJob with(CriterionSpec criterion) {
        more.add(java.util.Objects.requireNonNull(criterion, "criterion"));
        return this;
    }

    /**
     * Sends the progress of the run's stages to {@code listener} (by default nothing is reported).
     *
     * @param listener where progress goes
     * @return this job
     */
    public GraphJob progress(ProgressListener listener) {
        this.progress = java.util.Objects.requireNonNull(listener, "listener");
        return this;
    }

    /**
     * Makes this attribute the SENSITIVE one (for l, t, p and w added with {@link #with}).
     *
     * @param name a NON_PRIVACY or SENSITIVE attribute of the schema
     * @return this job
     */
    public GraphJob sensitive(String name) {
        this.sensitive = name;
        return this;
    }

    /**
     * Makes the verifier also require k distinct persons per class under the papers' rules (the
     * safe rules always count persons).
     *
     * @param on whether to
     * @return this job
     */
    public GraphJob strictPersons(boolean on) {
        this.strictPersons = on;
        return this;
    }

    /**
     * Under the papers' rules, deals a split person's friends to the copies in turn (ALGORITHMS.md §1.4's balanced
     * variant) instead of by the paper's rule.
     *
     * @param on whether to
     * @return this job
     */
    public GraphJob balanced(boolean on) {
        this.balanced = on;
        return this;
    }

    /**
     * Under the papers' rules, recomputes the queue's priorities after every split.
     *
     * @param on whether to
     * @return this job
     */
    public GraphJob recomputePriorities(boolean on) {
        this.recomputePriorities = on;
        return this;
    }

    /**
     * Lets Datafly generalize the PRIVACY attribute first when only α fails.
     *
     * @param on whether to
     * @return this job
     */
    public GraphJob privateFirst(boolean on) {
        this.privateFirst = on;
        return this;
    }

    /**
     * Chooses the utility measure a lattice search (Flash, L-Incognito) minimises.
     *
     * @param metric the measure
     * @return this job
     */
    public GraphJob metric(UtilityMetric metric) {
        this.metric = java.util.Objects.requireNonNull(metric, "metric");
        return this;
    }

    /**
     * Shows progress on stderr, as the command line does, instead of reporting it to a listener.
     *
     * @return this job
     */
    public GraphJob progressOnStderr() {
        this.progress = null;
        return this;
    }

    /**
     * Fills {@code report} (the run's {@code report.json}) instead of a report of its own: the
     * command line passes one holding its parameters.
     *
     * @param report the report to fill
     * @return this job
     */
    public GraphJob report(RunReport report) {
        this.report = java.util.Objects.requireNonNull(report, "report");
        return this;
    }

    /**
     * Runs the job: applies the privacy policy, checks the columns published as they are, splits,
     * anonymizes, measures and gates, all in memory.
     *
     * @return the anonymized graph, ready to publish
     * @throws BadParameterException when a parameter is missing or out of range
     * @throws io.graphveil.BadInputException when the data cannot be anonymized as given
     * @throws ModelNotMetException when the model or the privacy gate cannot be met (and the risk was
     *                              not accepted)
     */
    public AnonymizedGraph run() {
        if (k == null || alpha == null) {
            throw new BadParameterException("k and alpha are required");
        }
        ModelSpec model = ModelSpec.of(k, new CriterionSpec.Alpha(alpha));
        for (CriterionSpec c : more) {
            model = model.with(c);
        }
        AnonymizeOptions options = new AnonymizeOptions(model, suppression, privateRatio, strictPersons, balanced,
                recomputePriorities, seed, GraphUtility.DEFAULT_EXACT_CLOSENESS_LIMIT, paperRules);
        GraphPipeline.checkParameters(options);
        TableAnonymizer anonymizer = Anonymizers.byName(algorithm, new Anonymizers.Settings(privateFirst, metric,
                paperRules));
        RunReport report = this.report;
        if (report == null) {
            report = new RunReport("api");
            report.parameters().put("k", k).put("alpha", alpha).put("model", model.describe())
                    .put("algorithm", algorithm).put("seed", seed).put("paper-rules", paperRules);
            if (source != null) {
                report.input().put("dataset", source.getFileName().toString());
            }
        }
        report.start("policy");
        Policy.Closed closed;
        ColumnRisk risk;
        try {
            closed = Policy.apply(dataset, sensitive, true, true, privateRatio, seed);
            risk = ColumnRisk.of(closed.dataset().table());
        } finally {
            report.stop("policy");
        }
        closed.describeInto(report);
        Dataset policy = closed.dataset();
        risk.requireAcceptable(source == null ? Path.of("schema.json") : source.resolve("schema.json"));
        report.owner("column_risk").setAll(risk.toJson());
        RunReport filled = report;
        GraphPipeline.Outcome outcome = Progress.reportingTo(progress,
                () -> GraphPipeline.run(policy, options, anonymizer, filled.clock()));
        report.owner("gate").setAll(outcome.gate().toJson());
        if (!outcome.gate().passed() && !acceptRisk) {
            throw new ModelNotMetException("privacy gate: " + outcome.gate().refusal());
        }
        return new AnonymizedGraph(outcome, options, report);
    }
}
