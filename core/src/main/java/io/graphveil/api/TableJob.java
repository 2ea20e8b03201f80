package io.graphveil.api;

import io.graphveil.BadParameterException;
import io.graphveil.ModelNotMetException;
import io.graphveil.Progress;
import io.graphveil.ProgressListener;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.anonymize.catalog.Anonymizers;
import io.graphveil.anonymize.lattice.UtilityMetric;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.criteria.ModelSpec;
import io.graphveil.io.Dataset;
import io.graphveil.io.RunReport;
import io.graphveil.pipeline.Policy;
import io.graphveil.pipeline.SchemaEdits;
import io.graphveil.pipeline.TablePipeline;
import io.graphveil.policy.ColumnRisk;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The anonymization of a table (no graph) with any algorithm under any privacy model, configured
 * step by step and run once: what {@code graphveil table} runs, in memory. Defaults are the command
 * line's: Datafly, seed 1, the algorithm's own suppression budget, the schema's quasi-identifiers,
 * SENSITIVE attribute and private values. With α the privacy gate decides; without it, its figures
 * are computed only. Not thread-safe; {@link #run} returns an immutable result.
 */
public final class TableJob {
    private final Dataset dataset;
    private final Path schema;
    private Integer k;
    private final List<CriterionSpec> criteria = new ArrayList<>();
    private String algorithm = "datafly";
    private long seed = 1;
    private Double suppression;
    private List<String> quasiIdentifiers;
    private String sensitive;
    private boolean acceptRisk;
    private ProgressListener progress = ProgressListener.SILENT;
    private Double privateRatio;
    private boolean paperRules;
    private boolean privateFirst;
    private UtilityMetric metric = UtilityMetric.LOSS;
    private RunReport report;

    TableJob(Dataset dataset, Path schema) {
        this.dataset = dataset;
        this.schema = schema;
    }

    /**
     * Sets k: every equivalence class holds at least k rows.
     *
     * @param k at least 2
     * @return this job
     */
    public TableJob k(int k) {
        this.k = k;
        return this;
    }

    /**
     * Sets α: in every class, at most an α share of the rows show each private value of a PRIVACY attribute.
     *
     * @param alpha in (0, 1]
     * @return this job
     */
    public TableJob alpha(double alpha) {
        return with(new CriterionSpec.Alpha(alpha));
    }

    /**
     * Adds a criterion to the privacy model: distinct or entropy l-diversity, t-closeness,
     * p-sensitivity or the w of (w,l,k) (see {@link CriterionSpec}).
     *
     * @param criterion the criterion's specification
     * @return this job
     */
    public TableJob with(CriterionSpec criterion) {
        criteria.add(Objects.requireNonNull(criterion, "criterion"));
        return this;
    }

    /**
     * Chooses the table algorithm by its command-line name.
     *
     * @param name one of {@link Anonymizers#NAMES}
     * @return this job
     */
    public TableJob algorithm(String name) {
        this.algorithm = Objects.requireNonNull(name, "name");
        return this;
    }

    /**
     * Sets the seed of every random choice.
     *
     * @param seed any number; the same seed gives the same result
     * @return this job
     */
    public TableJob seed(long seed) {
        this.seed = seed;
        return this;
    }

    /**
     * Sets the share of rows that may be suppressed.
     *
     * @param share in [0, 1)
     * @return this job
     */
    public TableJob suppression(double share) {
        this.suppression = share;
        return this;
    }

    /**
     * Makes exactly these attributes the quasi-identifiers (the schema's others are published as they are).
     *
     * @param names attribute names of the schema
     * @return this job
     */
    public TableJob quasiIdentifiers(List<String> names) {
        this.quasiIdentifiers = List.copyOf(names);
        return this;
    }

    /**
     * Makes this attribute the SENSITIVE one (for l, t, p and w).
     *
     * @param name an attribute of the schema that is not a quasi-identifier
     * @return this job
     */
    public TableJob sensitive(String name) {
        this.sensitive = Objects.requireNonNull(name, "name");
        return this;
    }

    /**
     * Returns a result even when the privacy gate (with α) finds persons its repairs cannot protect.
     *
     * @param on whether to accept the risk
     * @return this job
     */
    public TableJob acceptRisk(boolean on) {
        this.acceptRisk = on;
        return this;
    }

    /**
     * Sends the progress of the run's stages to {@code listener} (by default nothing is reported).
     *
     * @param listener where progress goes
     * @return this job
     */
    public TableJob progress(ProgressListener listener) {
        this.progress = Objects.requireNonNull(listener, "listener");
        return this;
    }

    /**
     * Draws the private values (with the seed) so that about this share of rows hold one, instead
     * of the schema's.
     *
     * @param ratio in [0, 1]
     * @return this job
     */
    public TableJob privateRatio(double ratio) {
        this.privateRatio = ratio;
        return this;
    }

    /**
     * Uses the papers' literal rules instead of the safe defaults (Datafly lifts private values alone;
     * suppression blanks private values only).
     *
     * @param on whether to use them
     * @return this job
     */
    public TableJob paperRules(boolean on) {
        this.paperRules = on;
        return this;
    }

    /**
     * Lets Datafly generalize the PRIVACY attribute first when only α fails.
     *
     * @param on whether to
     * @return this job
     */
    public TableJob privateFirst(boolean on) {
        this.privateFirst = on;
        return this;
    }

    /**
     * Chooses the utility measure a lattice search (Flash, L-Incognito) minimises.
     *
     * @param metric the measure
     * @return this job
     */
    public TableJob metric(UtilityMetric metric) {
        this.metric = Objects.requireNonNull(metric, "metric");
        return this;
    }

    /**
     * Shows progress on stderr, as the command line does, instead of reporting it to a listener.
     *
     * @return this job
     */
    public TableJob progressOnStderr() {
        this.progress = null;
        return this;
    }

    /**
     * Fills {@code report} (the run's {@code report.json}) instead of a report of its own.
     *
     * @param report the report to fill
     * @return this job
     */
    public TableJob report(RunReport report) {
        this.report = Objects.requireNonNull(report, "report");
        return this;
    }

    /**
     * Runs the job: edits the schema as asked, applies the privacy policy, checks the columns
     * published as they are, anonymizes and gates, all in memory.
     *
     * @return the anonymized table, ready to publish
     * @throws BadParameterException when a parameter is missing or out of range
     * @throws io.graphveil.BadInputException when the data cannot be anonymized as given
     * @throws ModelNotMetException when the model or the privacy gate cannot be met (and the risk was
     *                              not accepted)
     */
    public AnonymizedTable run() {
        if (k == null) {
            throw new BadParameterException("k is required");
        }
        ModelSpec model = ModelSpec.of(k);
        for (CriterionSpec c : criteria) {
            model = model.with(c);
        }
        Dataset data = dataset;
        if (quasiIdentifiers != null) {
            data = SchemaEdits.withQuasiIdentifiers(data, quasiIdentifiers);
        }
        RunReport report = this.report;
        if (report == null) {
            report = new RunReport("api");
            report.parameters().put("k", k).put("model", model.describe()).put("algorithm", algorithm)
                    .put("seed", seed);
        }
        Policy.Closed closed = Policy.apply(data, sensitive, false, model.alpha() != null, privateRatio, seed);
        closed.describeInto(report);
        Dataset policy = closed.dataset();
        ColumnRisk risk = ColumnRisk.of(policy.table());
        risk.requireAcceptable(schema);
        report.owner("column_risk").setAll(risk.toJson());
        TableAnonymizer anonymizer = Anonymizers.byName(algorithm, new Anonymizers.Settings(privateFirst, metric,
                paperRules));
        TablePipeline.Options options = new TablePipeline.Options(model, suppression, seed, paperRules);
        RunReport filled = report;
        TablePipeline.Outcome outcome = Progress.reportingTo(progress,
                () -> TablePipeline.run(policy, options, anonymizer, filled.clock()));
        report.owner("gate").setAll(outcome.gate().toJson());
        if (model.alpha() == null) {
            report.owner("gate").put("figures_only", true);
        }
        if (model.alpha() != null && !outcome.gate().passed() && !acceptRisk) {
            throw new ModelNotMetException("privacy gate: " + outcome.gate().refusal());
        }
        return new AnonymizedTable(outcome, options, report);
    }
}
