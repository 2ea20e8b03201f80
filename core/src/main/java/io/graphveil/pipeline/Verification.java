package io.graphveil.pipeline;

import io.graphveil.ModelNotMetException;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.quality.QualityInput;
import io.graphveil.quality.QualityMetric;
import io.graphveil.verify.VerificationReport;

/**
 * The verify steps that {@link GraphPublisher} and {@link TablePublisher} share: the suppression cap
 * the verifier allows, the table-quality measures of a result, and the refusal to publish what the
 * verifier rejected (ALGORITHMS.md §6).
 */
public final class Verification {
    private Verification() {
    }

    /**
     * The most rows the verifier may find suppressed: the algorithm's budget plus the rows whose
     * quasi-identifiers are all {@code *} without the algorithm choosing so (missing values).
     */
    public static long suppressionCap(AnonymizationResult result, long budget) {
        return budget + result.suppressedCount() - result.suppressedByAlgorithmCount();
    }

    /**
     * Each of the algorithm's quality measures that applies to the published schema, by key in the
     * order of {@link io.graphveil.quality.StandardQuality#with}; null where a measure cannot be read
     * from what the algorithm published.
     */
    static java.util.Map<String, Double> quality(TableAnonymizer anonymizer, AnonymizationResult result,
                                                 QualityInput q) {
        return quality(anonymizer, result.table().schema(), q);
    }

    /**
     * The same for a result given by its published schema (an engine that holds no {@link
     * AnonymizationResult}, the Spark engine's): each of the algorithm's measures that applies to
     * {@code published}, by key.
     */
    public static java.util.Map<String, Double> quality(TableAnonymizer anonymizer, io.graphveil.model.Schema published,
                                                        QualityInput q) {
        java.util.Map<String, Double> out = new java.util.LinkedHashMap<>();
        java.util.Set<String> own = new java.util.HashSet<>();
        anonymizer.metrics().forEach(m -> own.add(m.key()));
        for (QualityMetric m : io.graphveil.quality.StandardQuality.with(anonymizer.metrics())) {
            if (!m.appliesTo(published)) {
                continue;
            }
            if (!anonymizer.publishesLabels() && io.graphveil.quality.StandardQuality.readsLabels(m)) {
                out.put(m.key(), null); // centroids are no labels: a loss read from them would be made up
                continue;
            }
            if (own.contains(m.key())) {
                out.put(m.key(), m.evaluate(q));
                continue;
            }
            // a common measure reads published values as hierarchy labels; sets of values and
            // centroids are not labels, so there it is null (not measurable), never a guess
            try {
                out.put(m.key(), m.evaluate(q));
            } catch (IllegalArgumentException notLabels) {
                out.put(m.key(), null);
            }
        }
        return out;
    }

    /** Nothing is published that the verifier rejected: {@link ModelNotMetException} (exit code 1). */
    public static void requirePassed(VerificationReport verdict) {
        if (!verdict.passed()) {
            throw new ModelNotMetException("the verifier rejected the output (" + verdict.violations().size()
                    + " violations), so nothing was published; first: " + verdict.violations().get(0));
        }
    }
}
