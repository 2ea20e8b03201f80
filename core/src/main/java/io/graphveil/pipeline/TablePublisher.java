package io.graphveil.pipeline;

import io.graphveil.Stopwatch;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.io.SchemaJson;
import io.graphveil.model.Schema;
import io.graphveil.publish.Publication;
import io.graphveil.quality.AttributeSummary;
import io.graphveil.quality.QualityInput;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.VerificationReport;
import io.graphveil.verify.Verifier;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Publishes a table run's outcome ({@code table.csv}, {@code schema.json}) and has the independent
 * verifier read it back: nothing the verifier rejects is published (ALGORITHMS.md §6).
 */
public final class TablePublisher {
    private TablePublisher() {
    }

    /**
     * Writes the public files into {@code dir} and verifies them.
     *
     * @return the run's result
     * @throws io.graphveil.ModelNotMetException when the verifier rejects the files
     * @throws IOException when writing fails
     */
    public static RunResult publish(TablePipeline.Outcome o, TablePipeline.Options options, Path dir, Stopwatch clock)
            throws IOException {
        clock.start("publish");
        Publication publication = new Publication(o.result().table(), null, options.seed());
        publication.write(dir, o.policy().hierarchies()).await();
        clock.stop("publish");
        clock.start("verify");
        Schema published = SchemaJson.read(dir.resolve(Publication.SCHEMA));
        Claim claim = options.model().claim(Verification.suppressionCap(o.result(), o.budget()), false,
                CriterionSpec.Context.of(o.policy().table(), o.policy().hierarchies()).published(published));
        VerificationReport verdict = Verifier.verify(PublishedTable.read(dir.resolve(Publication.TABLE), published),
                claim, null);
        clock.stop("verify");
        Verification.requirePassed(verdict);
        int rows = o.result().table().rowCount();
        QualityInput quality = new QualityInput(o.policy().table(), o.result().table(), o.policy().hierarchies(),
                o.result().classes(), options.k());
        java.util.Map<String, Double> measures = Verification.quality(o.anonymizer(), o.result(), quality);
        measures.put("unique_row_share", io.graphveil.policy.ColumnRisk.uniqueRowShare(o.result().table()));
        return new RunResult(o.model().describe(), o.anonymizer().name(), options.k(),
                new RunResult.Sizes(rows, 0, rows, 0, 0, 0, rows, o.result().classes().classCount(),
                        o.result().suppressedCount()),
                measures, AttributeSummary.of(quality), o.gate(),
                options.alpha() != null, verdict, null, null, null);
    }
}
