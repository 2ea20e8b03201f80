package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.TestFiles;
import io.graphveil.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CliTest {
    @TempDir
    Path dir;

    @Test
    void versionHelpAndUsageErrors() {
        Cli v = Cli.run("--version");
        assertEquals(0, v.code());
        assertTrue(v.out().startsWith("graphveil "), v.out());
        assertEquals(0, Cli.run("--help").code());
        assertEquals(0, Cli.run("generate", "--help").code());
        for (String parent : new String[]{"import", "experiment", "bench"}) {
            assertEquals(0, Cli.run(parent, "--help").code(), parent + " --help");
            assertEquals(2, Cli.run(parent).code(), parent + " needs a subcommand");
        }
        assertEquals(2, Cli.run().code(), "a command is needed");
        assertEquals(2, Cli.run("frobnicate").code());
        assertEquals(2, Cli.run("generate", "--nodes", "5").code(), "--out is required");
        assertEquals(2, Cli.run("generate", "--nodes", "0", "--out", dir.resolve("x").toString()).code());
        assertEquals(2, Cli.run("generate", "--nodes", "5", "--private-ratio", "1.5", "--out",
                dir.resolve("x").toString()).code());
        assertEquals(2, Cli.run("info", "a", "--format", "xml").code());
    }

    @Test
    void badInputIsOneLineWithExitThreeAndNoStackTrace() {
        Cli r = Cli.run("info", dir.resolve("absent").toString());
        assertEquals(3, r.code(), r.toString());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("absent"), r.err());
        assertFalse(r.err().contains("at io.graphveil"), "no stack trace without --debug");
        Cli debug = Cli.run("info", dir.resolve("absent").toString(), "--debug");
        assertEquals(3, debug.code());
        assertTrue(debug.err().contains("at io.graphveil"), "--debug shows the stack trace");
    }

    @Test
    void badImportWritesNothing() {
        Path ds = TestFiles.smallDataset(dir.resolve("in"));
        TestFiles.write(ds, "nodes.csv", "id,sex,age,job\na,F,34,lawyer\nb,M,forty,clerk\n");
        Path out = dir.resolve("out");
        Cli r = Cli.run("import", "csv", "--nodes", ds.resolve("nodes.csv").toString(), "--edges",
                ds.resolve("edges.csv").toString(), "--schema", ds.resolve("schema.json").toString(),
                "--out", out.toString());
        assertEquals(3, r.code(), r.toString());
        assertTrue(r.err().contains("nodes.csv line 3") && r.err().contains("'forty' is not a number"), r.err());
        assertFalse(Files.exists(out), "no partial output");
        try (var s = Files.list(dir)) {
            assertEquals(List.of("in"), s.map(p -> p.getFileName().toString()).toList(), "no temporary folder left");
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void importCsvWritesADatasetAndAReport() throws Exception {
        Path ds = TestFiles.smallDataset(dir.resolve("in"));
        Path out = dir.resolve("out");
        Cli r = Cli.run("import", "csv", "--nodes", ds.resolve("nodes.csv").toString(), "--edges",
                ds.resolve("edges.csv").toString(), "--schema", ds.resolve("schema.json").toString(),
                "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        for (String f : List.of("schema.json", "nodes.csv", "edges.csv", "hierarchies/sex.csv", "hierarchies/job.csv",
                "report.json")) {
            assertTrue(Files.exists(out.resolve(f)), f);
        }
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        for (String key : List.of("command", "version", "parameters", "input", "counts", "timings_ms")) {
            assertTrue(report.has(key), key);
        }
        assertEquals(4, report.get("counts").get("nodes").asInt());
        Cli again = Cli.run("import", "csv", "--nodes", ds.resolve("nodes.csv").toString(), "--schema",
                ds.resolve("schema.json").toString(), "--out", out.toString());
        assertEquals(2, again.code(), "a non-empty output folder is refused without --force");
        assertTrue(again.err().contains("--force"), again.err());
        Cli forced = Cli.run("import", "csv", "--nodes", ds.resolve("nodes.csv").toString(), "--schema",
                ds.resolve("schema.json").toString(), "--out", out.toString(), "--force");
        assertEquals(0, forced.code(), forced.toString());
        assertTrue(Files.exists(out.resolve("data.csv")), "without --edges the import is a table");
        Cli overwriteInput = Cli.run("import", "csv", "--nodes", ds.resolve("nodes.csv").toString(), "--schema",
                ds.resolve("schema.json").toString(), "--out", ds.toString(), "--force");
        assertEquals(2, overwriteInput.code(), "never overwrite input");
        assertTrue(Files.exists(ds.resolve("nodes.csv")));
    }

    @Test
    void generateIsDeterministicAndInfoDescribesIt() {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        assertEquals(0, Cli.run("generate", "--nodes", "300", "--seed", "9", "--missing", "0.1", "--out", a.toString())
                .code());
        assertEquals(0, Cli.run("generate", "--nodes", "300", "--seed", "9", "--missing", "0.1", "--out", b.toString())
                .code());
        for (String f : List.of("schema.json", "nodes.csv", "edges.csv", "hierarchies/occupation.csv")) {
            assertEquals(TestFiles.read(a.resolve(f)), TestFiles.read(b.resolve(f)), f);
        }
        Cli info = Cli.run("info", a.toString());
        assertEquals(0, info.code(), info.toString());
        assertTrue(info.out().contains("nodes 300"), info.out());
        assertTrue(info.out().contains("occupation") && info.out().contains("private {6,11,19}"), info.out());
        Cli json = Cli.run("info", a.toString(), "--format", "json");
        assertTrue(json.out().contains("\"missing_cells\""), json.out());
        Cli table = Cli.run("generate", "--nodes", "40", "--table", "--private-ratio", "0.2", "--out",
                dir.resolve("t").toString());
        assertEquals(0, table.code(), table.toString());
        assertTrue(Files.exists(dir.resolve("t/data.csv")));
    }

    @Test
    void demoRunsOnTheBundledSample() {
        Path out = dir.resolve("demo");
        Cli r = Cli.run("demo", "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains(out.toAbsolutePath().normalize().toString()), r.out());
        assertTrue(Files.exists(out.resolve("report.json")));
    }
}
