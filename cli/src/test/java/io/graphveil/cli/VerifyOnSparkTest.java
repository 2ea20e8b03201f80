package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.TestFiles;
import io.graphveil.io.Json;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code graphveil verify --engine spark} prints the single-machine verifier's verdict, figures
 * and violations (in its own order) on a publication of sample-1000, for a claim it meets and for
 * claims it does not; without Spark on the class path, or on a table Spark cannot read, it stops
 * with one line.
 */
class VerifyOnSparkTest {
    @TempDir
    static Path dir;
    private static Path out;

    @BeforeAll
    static void publish() {
        out = dir.resolve("out");
        Cli r = Cli.run("anonymize", "graphs/sample-1000", "--k", "4", "--alpha", "0.5", "--out", out.toString(),
                "--no-pictures", "--no-review", "--write-mapping");
        assertEquals(0, r.code(), r.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "--k 4 --alpha 0.5 --mapping; 0",
            "--k 12 --alpha 0.3 --mapping; 1",
            "--k 13 --alpha 0.05 --max-suppressed 0; 1"})
    void bothEnginesGiveTheSameVerdict(String claim, int code) {
        List<String> args = new ArrayList<>(List.of("verify", "--table", out.resolve("table.csv").toString(),
                "--schema", out.resolve("schema.json").toString(), "--format", "json"));
        for (String a : claim.split(" ")) {
            args.add(a);
            if (a.equals("--mapping")) {
                args.add(TestFiles.privateDir(out).resolve("mapping.secret.csv").toString());
            }
        }
        Cli single = Cli.run(args.toArray(String[]::new));
        args.addAll(List.of("--engine", "spark", "--master", "local[2]"));
        Cli spark = Cli.run(args.toArray(String[]::new));
        assertEquals(code, single.code(), single.toString());
        assertEquals(code, spark.code(), spark.toString());
        assertEquals(sorted(single.out()), sorted(spark.out()));
    }

    @Test
    void withoutSparkOnTheClassPathItSaysSoInOneLine() throws Exception {
        String withoutSpark = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(e -> !e.contains("org/apache/spark/") && !e.contains("org" + File.separator + "apache"
                        + File.separator + "spark")).collect(Collectors.joining(File.pathSeparator));
        Cli r = Cli.child(List.of("-cp", withoutSpark), "verify", "--table", out.resolve("table.csv").toString(),
                "--schema", out.resolve("schema.json").toString(), "--k", "4", "--engine", "spark");
        assertEquals(2, r.code(), r.toString());
        assertTrue(r.err().startsWith("graphveil: --engine spark needs Apache Spark 4"), r.toString());
        assertEquals(1, r.err().strip().lines().count(), r.toString());
        assertFalse(r.err().contains("Exception"), r.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"a record of two fields", "an absent file"})
    void aTableSparkCannotReadIsOneLineAfterTheProgress(String what) throws Exception {
        Path bad = dir.resolve("bad-" + what.replace(' ', '-') + ".csv");
        if (what.startsWith("a record")) {
            List<String> lines = new ArrayList<>(java.nio.file.Files.readAllLines(out.resolve("table.csv")));
            lines.set(5, "1,2");
            java.nio.file.Files.write(bad, lines);
        }
        // a JVM of its own, with Spark and its opens: Spark's log lines must not bury the error
        List<String> opens = java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("--add-opens") || a.startsWith("-Djdk.reflect") || a.startsWith("-Dio.netty"))
                .toList();
        Cli r = Cli.child(opens, "verify", "--table", bad.toString(), "--schema", out.resolve("schema.json").toString(),
                "--k", "4", "--engine", "spark", "--master", "local[2]");
        assertEquals(3, r.code(), r.toString());
        List<String> lines = r.err().strip().lines().toList();
        assertTrue(lines.get(lines.size() - 1).startsWith("graphveil: " + bad + ": "), r.toString());
        assertTrue(lines.subList(0, lines.size() - 1).stream().allMatch(l -> l.startsWith("verify on Spark: ")),
                "nothing but the progress before the one line: " + r);
        assertFalse(r.out().contains("passed"), r.toString());
    }

    /** The JSON verdict with its details in sorted order (the engines list violations in different orders). */
    private static JsonNode sorted(String json) {
        try {
            ObjectNode o = (ObjectNode) Json.MAPPER.readTree(json);
            List<String> details = new ArrayList<>();
            o.get("details").forEach(d -> details.add(d.asText()));
            details.sort(null);
            var list = o.putArray("details");
            details.forEach(list::add);
            return o;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
