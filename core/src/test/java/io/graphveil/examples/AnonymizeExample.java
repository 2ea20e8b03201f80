package io.graphveil.examples;

import io.graphveil.api.AnonymizedGraph;
import io.graphveil.api.GraphVeil;
import io.graphveil.pipeline.RunResult;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * GraphVeil used from Java: anonymize the bundled sample with k-member, look at the result in
 * memory, publish it. Run from the repository's folder; CI runs it ({@code AnonymizeExampleTest}).
 */
public final class AnonymizeExample {
    private AnonymizeExample() {
    }

    public static void main(String[] args) throws Exception {
        Path out = args.length > 0 ? Path.of(args[0])
                : Files.createTempDirectory("graphveil-example").resolve("published");
        AnonymizedGraph result = GraphVeil.anonymize(Path.of("graphs/sample-1000"))
                .k(5).alpha(0.5).algorithm("k-member").seed(1)
                .run();
        System.out.printf("privacy gate passed: %s%n", result.gatePassed());
        System.out.printf("nodes %d -> %d, average clustering %.4f -> %.4f%n",
                (long) result.utility().before("nodes"), (long) result.utility().after("nodes"),
                result.utility().before("average_clustering"), result.utility().after("average_clustering"));
        RunResult published = result.publish(out);
        System.out.printf("verifier: %s, %d classes; published to %s%n",
                published.verdict().passed() ? "passed" : "rejected", published.verdict().classes(), out.getFileName());
        System.out.printf("table quality: %s%n", published.quality());
    }
}
