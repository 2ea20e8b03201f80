package io.graphveil.api;

import io.graphveil.ModelNotMetException;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import io.graphveil.model.Table;
import io.graphveil.pipeline.PrivacyGate;
import io.graphveil.pipeline.ReportJson;
import io.graphveil.pipeline.RunResult;
import io.graphveil.pipeline.TablePipeline;
import io.graphveil.pipeline.TablePublisher;
import io.graphveil.pipeline.ReviewPages;
import io.graphveil.review.ReviewPage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The result of a {@link TableJob}: the anonymized table in memory and the privacy gate's verdict.
 * Immutable. {@link #publish} writes it the way {@code graphveil table} does, after the independent
 * verifier has read it back.
 */
public final class AnonymizedTable {
    private final TablePipeline.Outcome outcome;
    private final TablePipeline.Options options;
    private final RunReport report;

    AnonymizedTable(TablePipeline.Outcome outcome, TablePipeline.Options options, RunReport report) {
        this.outcome = outcome;
        this.options = options;
        this.report = report;
    }

    /**
     * The anonymized table, rows in input order (publishing shuffles them).
     *
     * @return the generalized table
     */
    public Table table() {
        return outcome.result().table();
    }

    /**
     * Whether no gated attacker exposes anyone (always computed; it decides only with α).
     *
     * @return the privacy gate's verdict
     */
    public boolean gatePassed() {
        return outcome.gate().passed();
    }

    /**
     * The privacy model the table satisfies.
     *
     * @return e.g. {@code 5-anonymity + entropy 2-diversity}
     */
    public String model() {
        return outcome.model().describe();
    }

    /**
     * The privacy gate's full outcome.
     *
     * @return the gate's outcome
     */
    public PrivacyGate.Outcome gate() {
        return outcome.gate();
    }

    /**
     * Writes {@code table.csv}, {@code schema.json} and {@code report.json} into {@code out} and the
     * owner's report into {@code OUT.private}; nothing is written unless the verifier accepts the
     * table read back from disk.
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
            RunResult result = writeInto(folder, false);
            folder.commitWithReport(report);
            return result;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes the publication into an output folder not yet committed and fills the run's report;
     * the caller commits the folder or lets it go.
     *
     * @param folder the output folder
     * @param review whether to write the review page ({@code review.html}) into the owner's folder
     * @return the run's result
     * @throws ModelNotMetException when the verifier rejects the publication
     * @throws IOException when writing fails
     */
    public RunResult writeInto(OutputFolder folder, boolean review) throws IOException {
        ReviewPages.TablePage page = review ? ReviewPages.table(outcome, options.alpha(), options.seed()) : null;
        RunResult result = TablePublisher.publish(outcome, options, folder.dir(), report.clock());
        if (page != null) {
            page.finish(result, folder.privateDir().resolve(ReviewPage.FILE), report.clock());
        }
        ReportJson.table(report, outcome, options, result);
        return result;
    }
}
