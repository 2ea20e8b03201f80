package io.graphveil.pipeline;

import io.graphveil.metrics.GraphUtility;
import io.graphveil.quality.AttributeSummary;
import io.graphveil.verify.VerificationReport;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a verified run published, as values: the model, the sizes, the table's quality, what
 * happened to each quasi-identifier, the privacy gate, the verifier's verdict and, for a graph, its
 * utility before and after. Immutable. {@link ReportJson} renders it, with the run's
 * {@link GraphPipeline.Outcome} or {@link TablePipeline.Outcome}, into {@code report.json} at the
 * edge (the command line, the API); nothing reads it back from JSON.
 *
 * @param model      the privacy model, e.g. {@code 5-anonymity + (0.5)-deassociation}
 * @param algorithm  the table algorithm's name
 * @param k          the model's k
 * @param sizes      the sizes in and out
 * @param quality    the table-quality measures by key, in report order; a null value is a measure that
 *                   does not apply to what the algorithm published (e.g. a label loss on centroids)
 * @param attributes what happened to each quasi-identifier
 * @param gate       the privacy gate's outcome
 * @param gated      whether the gate decided (false: its figures are reported only, as for a table without α)
 * @param verdict    the independent verifier's report on the files read back
 * @param before     the original graph's utility, null for a table
 * @param after      the published graph's utility, null for a table
 * @param shadows    the holders' share among each class's shadow carriers on the publication, null
 *                   for a table or under the paper's rules
 */
public record RunResult(String model, String algorithm, int k, Sizes sizes, Map<String, Double> quality,
                        List<AttributeSummary.Entry> attributes, PrivacyGate.Outcome gate, boolean gated,
                        VerificationReport verdict, GraphUtility before, GraphUtility after,
                        ShadowBalance.Figures shadows) {

    /**
     * @param nodesIn        nodes of the original graph (rows of a table)
     * @param edgesIn        edges of the original graph (0 for a table)
     * @param nodesOut       nodes published (rows of a table)
     * @param edgesOut       edges published
     * @param splits         persons split into two copies
     * @param isolatedCopies copies left without a friend
     * @param rows           rows published
     * @param classes        equivalence classes
     * @param suppressed     rows published with every quasi-identifier {@code *}
     */
    public record Sizes(int nodesIn, long edgesIn, int nodesOut, long edgesOut, int splits, int isolatedCopies,
                        int rows, int classes, long suppressed) {
    }

    /**
     * Copies the quality measures and the attribute summaries, so that the result stays as it was made.
     *
     * @param model      the privacy model
     * @param algorithm  the table algorithm's name
     * @param k          the model's k
     * @param sizes      the sizes in and out
     * @param quality    the table-quality measures by key (null: not measurable)
     * @param attributes what happened to each quasi-identifier
     * @param gate       the privacy gate's outcome
     * @param gated      whether the gate decided
     * @param verdict    the verifier's report
     * @param before     the original graph's utility, null for a table
     * @param after      the published graph's utility, null for a table
     * @param shadows    the holders' share among each class's shadow carriers, null for a table or
     *                   under the paper's rules
     */
    public RunResult {
        quality = Collections.unmodifiableMap(new LinkedHashMap<>(quality));
        attributes = List.copyOf(attributes);
    }

    /**
     * Whether this is a graph's run (it has utility measures).
     *
     * @return true for a graph, false for a table
     */
    public boolean isGraph() {
        return after != null;
    }
}
