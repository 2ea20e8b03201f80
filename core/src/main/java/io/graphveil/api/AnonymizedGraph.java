package io.graphveil.api;

import io.graphveil.ModelNotMetException;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import io.graphveil.metrics.UtilityComparison;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.pipeline.AnonymizeOptions;
import io.graphveil.pipeline.GraphPipeline;
import io.graphveil.pipeline.GraphPublisher;
import io.graphveil.pipeline.PrivacyGate;
import io.graphveil.pipeline.ReportJson;
import io.graphveil.pipeline.OwnerViews;
import io.graphveil.pipeline.RunResult;
import io.graphveil.publish.GraphFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The result of a {@link GraphJob}: the anonymized graph in memory, the privacy gate's verdict and
 * the utility before and after. Immutable. {@link #publish} writes it the way {@code graphveil
 * anonymize} does, after the independent verifier has read it back.
 */
public final class AnonymizedGraph {
    private final GraphPipeline.Outcome outcome;
    private final AnonymizeOptions options;
    private final RunReport report;

    AnonymizedGraph(GraphPipeline.Outcome outcome, AnonymizeOptions options, RunReport report) {
        this.outcome = outcome;
        this.options = options;
        this.report = report;
    }

    /**
     * The anonymized graph, nodes in split order (not yet pseudonymized: {@link #publish} assigns
     * the pseudonyms and drops the identifiers).
     *
     * @return the split graph with its generalized values
     */
    public AttributeSocialNetwork network() {
        return outcome.published();
    }

    /**
     * Whether no gated attacker exposes anyone.
     *
     * @return the privacy gate's verdict
     */
    public boolean gatePassed() {
        return outcome.gate().passed();
    }

    /**
     * The graph's utility measures before and after.
     *
     * @return the comparison
     */
    public UtilityComparison utility() {
        return UtilityComparison.of(outcome.before(), outcome.after());
    }

    /**
     * The privacy gate's full outcome: who is exposed to which attacker, what was repaired.
     *
     * @return the gate's outcome
     */
    public PrivacyGate.Outcome gate() {
        return outcome.gate();
    }

    /**
     * Writes the publication into {@code out} and the owner's files into {@code OUT.private}, as
     * {@code graphveil anonymize --no-pictures --no-review} does; nothing is written unless the verifier accepts
     * the table read back from disk.
     *
     * @param out an absent or empty folder
     * @return the run's result: sizes, quality, the gate and the verifier's report
     * @throws ModelNotMetException when the verifier rejects the publication
     * @throws io.graphveil.BadParameterException when {@code out} cannot be used
     * @throws UncheckedIOException when writing fails
     */
    public RunResult publish(Path out) {
        try (OutputFolder folder = OutputFolder.prepare(out, OutputFolder.privateTarget(out, null), false, List.of(),
                null)) {
            RunResult result = writeInto(folder, GraphFiles.defaults(), false, false, false);
            folder.commitWithReport(report);
            return result;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes the publication into an output folder not yet committed and fills the run's report;
     * the caller commits the folder (with {@link OutputFolder#commitWithReport}) or lets it go.
     *
     * @param folder   the output folder
     * @param files    the drawing formats to write (GraphML up to a size, GEXF)
     * @param mapping  whether to write the secret mapping into the owner's folder
     * @param pictures whether to draw the before/after pictures into the owner's folder
     * @param review   whether to write the review page ({@code review.html}) into the owner's folder
     * @return the run's result
     * @throws ModelNotMetException when the verifier rejects the publication
     * @throws IOException when writing fails
     */
    public RunResult writeInto(OutputFolder folder, GraphFiles files, boolean mapping, boolean pictures, boolean review)
            throws IOException {
        try (OwnerViews views = pictures || review
                ? OwnerViews.start(outcome, options, pictures, review, report.clock()) : null) {
            RunResult result = GraphPublisher.publish(outcome, options, files, mapping ? folder.privateDir() : null,
                    folder.dir(), report.clock());
            if (views != null) {
                views.finish(result, folder.privateDir(), report.clock());
            }
            ReportJson.graph(report, outcome, options, result);
            return result;
        }
    }
}
