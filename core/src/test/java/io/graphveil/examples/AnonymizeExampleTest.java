package io.graphveil.examples;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The library example runs as a reader would run it, and publishes what the command line would. */
class AnonymizeExampleTest {
    @TempDir
    Path dir;

    @Test
    void theExampleRuns() throws Exception {
        PrintStream before = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            AnonymizeExample.main(new String[]{dir.resolve("published").toString()});
        } finally {
            System.setOut(before);
        }
        String text = captured.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("privacy gate passed: true") && text.contains("verifier: passed"), text);
        for (String f : new String[]{"table.csv", "edges.csv", "graph.graphml", "schema.json", "report.json"}) {
            assertTrue(Files.isRegularFile(dir.resolve("published").resolve(f)), f);
        }
        assertTrue(Files.isRegularFile(dir.resolve("published.private").resolve("report.json")),
                "the owner's report goes beside it");
    }
}
