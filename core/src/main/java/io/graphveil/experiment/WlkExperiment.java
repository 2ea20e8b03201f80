package io.graphveil.experiment;

import io.graphveil.model.Permutations;
import io.graphveil.BadInputException;
import io.graphveil.ModelNotMetException;
import io.graphveil.Progress;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.anonymize.lattice.FlashAnonymizer;
import io.graphveil.anonymize.lattice.UtilityMetric;
import io.graphveil.criteria.AverageSensitivity;
import io.graphveil.criteria.DistinctLDiversity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.criteria.SensitivityWeights;
import io.graphveil.generate.SyntheticDisease;
import io.graphveil.io.Dataset;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.pipeline.TablePipeline;
import io.graphveil.pipeline.SchemaEdits;
import io.graphveil.pipeline.Verification;
import io.graphveil.quality.AverageClassSize;
import io.graphveil.quality.HighRiskClassRatio;
import io.graphveil.quality.LossMetric;
import io.graphveil.quality.Precision;
import io.graphveil.quality.QualityInput;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.SensitivityClaim;
import io.graphveil.verify.VerificationReport;
import io.graphveil.verify.Verifier;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The experiment of personalized (w,l,k)-anonymity (ALGORITHMS.md §4): UCI Adult's complete rows, a seeded
 * sample of them, quasi-identifiers age, workclass, education, native-country, marital-status,
 * race and sex, and the seeded {@link SyntheticDisease} as the sensitive attribute. For each
 * {@code k}, Flash anonymizes the table under (w,l,k) without personal requirements (every record's
 * general sensitivity is its disease's) and under personalized (w,l,k) (the max with its own
 * requirement), and the experiment reports AECS, PM, LM and the share of high-risk classes. Every
 * table is checked by the independent verifier.
 */
public final class WlkExperiment {
    /** The quasi-identifiers of the papers' Adult experiments. */
    public static final List<String> QUASI_IDENTIFIERS = List.of("age", "workclass", "education", "native-country",
            "marital-status", "race", "sex");

    /**
     * The requirement levels of the paper's setup, drawn for each record whatever its disease: none,
     * the category, the root. Calibrated (with the relative frequency weight) so that the
     * personalized table's mean general sensitivity is the paper's 0.567; see docs/DECISIONS.md.
     */
    public static final double[] PAPER_REQUIREMENT_SHARES = {0.55, 0.275, 0.175};

    /**
     * The parameters; the defaults are the paper's: w = 0.65, l = 4, μ = 0.5, k ∈ {2,5,10,25,50,100}.
     *
     * @param frequency how a disease's frequency weighs ({@code wf_a})
     */
    public record Settings(List<Integer> ks, double w, int l, double mu, UtilityMetric metric, double suppression,
                           SensitivityWeights.Frequency frequency) {
        public Settings(List<Integer> ks, double w, int l, double mu, UtilityMetric metric, double suppression) {
            this(ks, w, l, mu, metric, suppression, SensitivityWeights.Frequency.SHARE);
        }

        public static Settings paper() {
            return new Settings(List.of(2, 5, 10, 25, 50, 100), 0.65, 4, 0.5, UtilityMetric.LOSS, 0);
        }

        SensitivityWeights weights() {
            return new SensitivityWeights(mu, frequency, List.of(), List.of());
        }

        SuppressionBudget budget() {
            return suppression == 0 ? SuppressionBudget.none() : SuppressionBudget.share(suppression);
        }
    }

    /** One run: the model, what it cost, whether it was met and verified, and how long Flash took. */
    public record Row(int k, String model, boolean met, int classes, int suppressed, double aecs, double pm, double lm,
                      double highRiskRatio, double maxClassSensitivity, String levels, int checkedNodes,
                      boolean verified, double milliseconds, double tableMeanSensitivity) {
    }

    private WlkExperiment() {
    }

    /**
     * The experiment's table: the complete rows of {@code adult}, {@code rows} of them drawn with the
     * seed (kept in file order), the seven quasi-identifiers, and the synthetic disease.
     */
    public static Dataset prepare(Dataset adult, int rows, long seed) {
        return prepare(adult, rows, seed, null);
    }

    /**
     * {@link #prepare(Dataset, int, long)} with the requirement levels drawn with {@code requirementShares}
     * whatever the disease (null: by the disease's level).
     */
    public static Dataset prepare(Dataset adult, int rows, long seed, double[] requirementShares) {
        Dataset complete = SchemaEdits.completeRows(adult);
        int n = complete.table().rowCount();
        if (rows > n) {
            throw new BadInputException("the data has " + n + " complete rows, fewer than the " + rows + " asked for");
        }
        int[] order = Permutations.identity(n);
        Permutations.shufflePrefix(order, rows, new SplittableRandom(seed));
        int[] sample = Arrays.copyOf(order, rows);
        Arrays.sort(sample);
        Dataset sampled = complete.withTable(complete.table().select(sample));
        return SyntheticDisease.addTo(SchemaEdits.withQuasiIdentifiers(sampled, QUASI_IDENTIFIERS), seed + 1,
                requirementShares);
    }

    /** The same dataset without personal requirements: the (w,l,k) model. */
    public static Dataset withoutRequirements(Dataset dataset) {
        Schema schema = dataset.schema();
        List<Attribute> attributes = new ArrayList<>();
        for (Attribute a : schema.attributes()) {
            attributes.add(a.role() == AttributeRole.SENSITIVE ? a.toBuilder().requirement(null).build() : a);
        }
        return dataset.withTable(dataset.table().withSchema(schema.withAttributes(attributes)));
    }

    /** Runs both models for every {@code k} on a prepared dataset. */
    public static List<Row> run(Dataset prepared, Settings settings) {
        List<Row> rows = new ArrayList<>();
        Dataset plain = withoutRequirements(prepared);
        Progress progress = Progress.start("wlk", 2L * settings.ks().size());
        for (int k : settings.ks()) {
            rows.add(runOne(plain, k, "(w,l,k)", settings));
            progress.update(rows.size());
            rows.add(runOne(prepared, k, "personalized (w,l,k)", settings));
            progress.update(rows.size());
        }
        progress.finish();
        return rows;
    }

    /** One model at one {@code k}. */
    public static Row runOne(Dataset data, int k, String name, Settings s) {
        SensitivityWeights weights = s.weights();
        AverageSensitivity w = TablePipeline.averageSensitivity(s.w(), weights, data);
        double tableMean = Arrays.stream(w.perRecord(data.table())).average().orElse(0);
        PrivacyModel model = PrivacyModel.of(new KAnonymity(k), new DistinctLDiversity(s.l()), w);
        long t0 = System.nanoTime();
        AnonymizationResult r;
        try {
            r = new FlashAnonymizer(s.metric()).anonymize(data.table(), data.hierarchies(), model, s.budget(), 0);
        } catch (ModelNotMetException e) {
            return new Row(k, name, false, 0, 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, "", 0,
                    false, (System.nanoTime() - t0) / 1e6, tableMean);
        }
        double ms = (System.nanoTime() - t0) / 1e6;
        QualityInput q = new QualityInput(data.table(), r.table(), data.hierarchies(), r.classes(), k);
        VerificationReport v = verify(r, k, s, w);
        Map<?, ?> levels = (Map<?, ?>) r.details().get("qi_levels");
        StringBuilder lv = new StringBuilder();
        levels.forEach((a, l) -> lv.append(lv.length() == 0 ? "" : " ").append(a).append('=').append(l));
        return new Row(k, name, true, r.classes().classCount(), r.suppressedCount(),
                new AverageClassSize().evaluate(q), new Precision().evaluate(q), new LossMetric().evaluate(q),
                new HighRiskClassRatio().evaluate(q), v.maxMeanSensitivity(), lv.toString(),
                (Integer) r.details().get("checked_nodes"), v.passed(), ms, tableMean);
    }

    private static VerificationReport verify(AnonymizationResult r, int k, Settings s, AverageSensitivity w) {
        long cap = Verification.suppressionCap(r, s.budget().limit(r.table().rowCount()));
        Claim claim = new Claim(k, null, s.l(), null, cap, false).withSensitivity(
                new SensitivityClaim(s.w(), s.mu(), s.frequency() == SensitivityWeights.Frequency.RELATIVE, List.of(),
                        List.of(), w.requirementHeight()));
        return Verifier.verify(PublishedTable.of(r.table()), claim, null);
    }
}
