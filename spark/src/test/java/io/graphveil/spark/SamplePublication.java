package io.graphveil.spark;

import io.graphveil.api.GraphVeil;
import io.graphveil.io.OutputFolder;
import io.graphveil.publish.GraphFiles;
import io.graphveil.verify.VerificationReport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * sample-1000 published by the pipeline with its defaults at k = 4, α = 0.5, seed 1 (and the
 * owner's mapping beside it), made once and shared by the module's test classes: each run of the
 * pipeline costs seconds of the module's three minutes. Deleted when the JVM ends.
 */
final class SamplePublication {
    private static Path out;
    private static VerificationReport verdict;
    private static io.graphveil.model.AttributeSocialNetwork network;

    private SamplePublication() {
    }

    /** The published folder; its owner's files are in {@code OutputFolder.privateTarget(folder, null)}. */
    static synchronized Path folder() {
        if (out == null) {
            try {
                Path dir = Files.createTempDirectory("graphveil-spark-tests-");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(dir)));
                Path target = dir.resolve("out");
                try (OutputFolder folder = OutputFolder.prepare(target, OutputFolder.privateTarget(target, null),
                        false, List.of(), null)) {
                    var run = GraphVeil.anonymize(Path.of("graphs/sample-1000")).k(4).alpha(0.5).seed(1).run();
                    network = run.network();
                    verdict = run.writeInto(folder, GraphFiles.defaults(), true, false, false).verdict();
                    folder.commit();
                }
                out = target;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** The run's own verification of the publication. */
    static synchronized VerificationReport verdict() {
        folder();
        return verdict;
    }

    /** The anonymized network the run published (its ids, before the publication's pseudonyms). */
    static synchronized io.graphveil.model.AttributeSocialNetwork network() {
        folder();
        return network;
    }

    private static void delete(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // a temporary folder left behind is harmless
        }
    }
}
