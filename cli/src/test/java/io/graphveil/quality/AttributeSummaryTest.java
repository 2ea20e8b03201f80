package io.graphveil.quality;

import io.graphveil.cli.Main;
import io.graphveil.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The summary says per quasi-identifier what happened to it, in the owner's report and on stdout. */
class AttributeSummaryTest {
    @TempDir
    Path dir;

    @Test
    void everyQuasiIdentifierGetsItsLine() throws Exception {
        Path out = dir.resolve("out");
        StringWriter stdout = new StringWriter();
        int code = Main.run(new PrintWriter(stdout), new PrintWriter(new StringWriter()), "table", "--data",
                "tables/sample-1000/data.csv", "--schema", "tables/sample-1000/schema.json", "--algorithm", "flash",
                "--k", "5", "--alpha", "0.5", "--seed", "1", "--out", out.toString());
        assertEquals(0, code, stdout.toString());
        var entries = Json.MAPPER.readTree(dir.resolve("out.private").resolve("report.json").toFile())
                .get("quality").get("attributes");
        assertEquals(3, entries.size(), entries.toString());
        for (var e : entries) {
            assertTrue(stdout.toString().contains(e.get("summary").asText()), stdout.toString());
        }
        assertEquals("zip: generalized to * in all rows", entries.get(2).get("summary").asText());
        assertTrue(entries.get(1).get("summary").asText().startsWith("age: 3 distinct published values (of 7)"));
        assertTrue(Json.MAPPER.readTree(out.resolve("report.json").toFile()).path("quality").isMissingNode(),
                "it compares with the original: the owner's only");
    }

    @Test
    void linesHandComputed() {
        assertEquals("a: published as it is (4 values)", new AttributeSummary.Entry("a", 4, 4, 0).describe());
        assertEquals("b: 2 distinct published values (of 9), * in 12.5% of the rows",
                new AttributeSummary.Entry("b", 9, 2, 0.125).describe());
    }
}
