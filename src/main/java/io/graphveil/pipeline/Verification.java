package io.graphveil.pipeline;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.ModelNotMetException;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.io.Json;
import io.graphveil.io.RunReport;
import io.graphveil.quality.QualityInput;
import io.graphveil.quality.QualityMetric;
import io.graphveil.verify.VerificationReport;

/**
 * The verify-and-report steps that {@link GraphPublisher} and {@link TableJob} share: the claim the
 * verifier checks, the counts, measures and sections of {@code report.json} that come from the
 * anonymization alone, and the refusal to publish what the verifier rejected (SPEC 6). Each caller
 * keeps its own keys (nodes, holders, persons) around these, so the key order of the report is theirs.
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

    /** Puts {@code rows}, {@code suppressed}, {@code suppressed_by_algorithm}, {@code suppression_limit} and {@code classes}. */
    static void putResultCounts(ObjectNode counts, AnonymizationResult result, long budget) {
        counts.put("rows", result.table().rowCount());
        counts.put("suppressed", result.suppressedCount());
        counts.put("suppressed_by_algorithm", result.suppressedByAlgorithmCount());
        counts.put("suppression_limit", budget);
        counts.put("classes", result.classes().classCount());
    }

    /** Puts each of the algorithm's quality measures that applies to the published schema. */
    static void putQuality(ObjectNode metrics, TableAnonymizer anonymizer, AnonymizationResult result,
                           QualityInput q) {
        java.util.Set<String> own = new java.util.HashSet<>();
        anonymizer.metrics().forEach(m -> own.add(m.key()));
        for (QualityMetric m : io.graphveil.quality.StandardQuality.with(anonymizer.metrics())) {
            if (!m.appliesTo(result.table().schema())) {
                continue;
            }
            if (!anonymizer.publishesLabels() && io.graphveil.quality.StandardQuality.readsLabels(m)) {
                metrics.putNull(m.key()); // centroids are no labels: a loss read from them would be made up
                continue;
            }
            if (own.contains(m.key())) {
                metrics.put(m.key(), m.evaluate(q));
                continue;
            }
            // a common measure reads published values as hierarchy labels; sets of values and
            // centroids are not labels, so there it is null (not measurable), never a guess
            try {
                metrics.put(m.key(), m.evaluate(q));
            } catch (IllegalArgumentException notLabels) {
                metrics.putNull(m.key());
            }
        }
    }

    /** The owner's {@code quality.attributes}: what happened to each quasi-identifier (it compares with the original). */
    static void putAttributeSummary(RunReport report, QualityInput q) {
        io.graphveil.quality.AttributeSummary.toJson(io.graphveil.quality.AttributeSummary.of(q),
                report.owner("quality").putArray("attributes"));
    }

    /** Fills the report's {@code algorithm} section (name and the algorithm's details), then {@code verification}. */
    static void describeAlgorithmAndVerdict(RunReport report, TableAnonymizer anonymizer, AnonymizationResult result,
                                            VerificationReport verdict) {
        ObjectNode algorithm = report.section("algorithm");
        algorithm.put("name", anonymizer.name());
        result.details().forEach((key, value) -> algorithm.set(key, Json.MAPPER.valueToTree(value)));
        report.section("verification").setAll(verdict.toJson());
    }

    /** Nothing is published that the verifier rejected: {@link ModelNotMetException} (exit code 1). */
    static void requirePassed(VerificationReport verdict) {
        if (!verdict.passed()) {
            throw new ModelNotMetException("the verifier rejected the output (" + verdict.violations().size()
                    + " violations), so nothing was published; first: " + verdict.violations().get(0));
        }
    }
}
