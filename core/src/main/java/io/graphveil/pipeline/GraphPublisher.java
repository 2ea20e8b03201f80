package io.graphveil.pipeline;

import io.graphveil.ModelNotMetException;
import io.graphveil.Stopwatch;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.io.SchemaJson;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;
import io.graphveil.publish.GraphFiles;
import io.graphveil.publish.Publication;
import io.graphveil.quality.AttributeSummary;
import io.graphveil.quality.QualityInput;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.VerificationReport;
import io.graphveil.verify.Verifier;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Publishes the outcome of the main job (ALGORITHMS.md §7) and has the independent verifier read the
 * published table back before anything is moved into place: an output the verifier rejects is
 * never published (ALGORITHMS.md §6).
 */
public final class GraphPublisher {
    public static final String BEFORE_PNG = "before.png";
    public static final String AFTER_PNG = "after.png";

    private GraphPublisher() {
    }

    /**
     * Writes the public files into {@code dir} (GraphML and GEXF as {@code files} says; the mapping into {@code mappingDir}, the owner's
     * folder, when not null) and verifies them.
     *
     * @return the run's result ({@link ReportJson} renders it)
     * @throws ModelNotMetException when the verifier rejects the files
     * @throws IOException when writing fails
     */
    public static RunResult publish(GraphPipeline.Outcome o, AnonymizeOptions options, GraphFiles files,
                                    Path mappingDir, Path dir, Stopwatch report) throws IOException {
        AttributeSocialNetwork published = o.published();
        report.start("publish");
        Publication publication = new Publication(published.table(), published.structure(), options.seed());
        publication.as(files);
        Publication.Written written = publication.write(dir, o.policy().hierarchies());
        try {
            return publishAndVerify(o, options, mappingDir, dir, report, publication, written);
        } catch (IOException | RuntimeException e) {
            // the folder is discarded after this: the GraphML writer must be done with it first
            try {
                written.await();
            } catch (IOException second) {
                e.addSuppressed(second);
            }
            throw e;
        }
    }

    /**
     * The verifier's verdict on the files in {@code dir}: a method of its own so that the table it
     * read is garbage once it returns, while the GraphML writer may still run.
     */
    private static VerificationReport verify(GraphPipeline.Outcome o, AnonymizeOptions options, Path dir,
                                             Map<String, String> mapping) {
        Schema publishedSchema = SchemaJson.read(dir.resolve(Publication.SCHEMA));
        PublishedTable table = PublishedTable.read(dir.resolve(Publication.TABLE), publishedSchema);
        Claim claim = options.model().claim(Verification.suppressionCap(o.anonymization(), o.budget()),
                options.countsPersons(), GraphPipeline.modelContext(options, o.split(), o.hierarchies())
                        .published(publishedSchema));
        return Verifier.verify(table, claim, mapping);
    }

    private static RunResult publishAndVerify(GraphPipeline.Outcome o, AnonymizeOptions options,
                                              Path mappingDir, Path dir, Stopwatch report,
                                                       Publication publication, Publication.Written written)
            throws IOException {
        AttributeSocialNetwork published = o.published();
        String[] originalId = new String[published.nodeCount()];
        AttributeSocialNetwork original = o.policy().network();
        for (int v = 0; v < originalId.length; v++) {
            originalId[v] = original.id(o.split().personOf(v));
        }
        if (mappingDir != null) {
            publication.writeMapping(mappingDir, originalId);
        }
        report.stop("publish");

        report.start("verify");
        VerificationReport verdict = verify(o, options, dir, publication.mapping(originalId));
        report.stop("verify");
        report.start("publish_graphml_wait");
        written.await();
        report.stop("publish_graphml_wait");
        Verification.requirePassed(verdict);
        report.start("quality");
        AnonymizationResult result = o.anonymization();
        QualityInput quality = new QualityInput(o.split().network().table(), result.table(), o.hierarchies(),
                result.classes(), options.k());
        Map<String, Double> measures = Verification.quality(o.anonymizer(), result, quality);
        measures.put("unique_row_share", io.graphveil.policy.ColumnRisk.uniqueRowShare(result.table()));
        report.stop("quality");
        return new RunResult(o.model().describe(), o.anonymizer().name(), options.k(),
                new RunResult.Sizes(original.nodeCount(), original.edgeCount(), published.nodeCount(),
                        published.edgeCount(), o.split().splits(), o.split().isolatedCopies(),
                        result.table().rowCount(), result.classes().classCount(), result.suppressedCount()),
                measures, AttributeSummary.of(quality), o.gate(), true, verdict, o.before(), o.after(),
                o.shadowBalance());
    }
}
