package io.graphveil.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The criteria added through the model specification work end to end: {@code table} searches with
 * them, its verifier passes the result, and {@code verify} — the same specifications, the same rule
 * for each option — passes it again from the files and rejects a stronger claim.
 */
class ModelOptionsTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"datafly,--entropy-l 2", "flash,--entropy-l 2", "kaim,--entropy-l 2", "datafly,--t 0.3",
            "flash,--t 0.3", "k-member,--t 0.3", "l-incognito,--entropy-l 1.5"})
    void searchedVerifiedAndReverified(String algorithm, String criterion) {
        Path out = dir.resolve("out");
        List<String> args = new ArrayList<>(List.of("table", "--data", "tables/sample-1000/data.csv", "--schema",
                "tables/sample-1000/schema.json", "--algorithm", algorithm, "--k", "5", "--sensitive", "occupation",
                "--seed", "1", "--out", out.toString()));
        if (algorithm.equals("l-incognito")) {
            args.addAll(List.of("--l", "2"));
        }
        args.addAll(List.of(criterion.split(" ")));
        Cli r = Cli.run(args.toArray(new String[0]));
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("verifier passed"), r.out());
        Path schema = dir.resolve("schema.json");
        try {
            // the owner's schema with occupation made SENSITIVE, as the run read it
            Files.writeString(schema, Files.readString(out.resolve("schema.json")));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        List<String> verify = new ArrayList<>(List.of("verify", "--table", out.resolve("table.csv").toString(),
                "--schema", out.resolve("schema.json").toString(), "--k", "5"));
        verify.addAll(List.of(criterion.split(" ")));
        Cli v = Cli.run(verify.toArray(new String[0]));
        assertEquals(0, v.code(), v.toString());
        if (r.out().contains(" 0 classes,") || r.out().contains(" 1 classes,")) {
            return; // one group: as close to the table as it gets, any t holds
        }
        String stronger = criterion.startsWith("--t") ? "0.01" : "40";
        Cli w = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "5", criterion.split(" ")[0], stronger);
        assertEquals(1, w.code(), "a stronger claim fails: " + w);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {"--t 0; --t must be in (0,1]", "--t 1.5; --t must be in (0,1]",
            "--entropy-l 1; --entropy-l must be a number above 1", "--l 1; --l must be at least 2",
            "--p 9; --p must not exceed --k"})
    void oneRulePerOptionEverywhere(String option, String message) {
        String[] o = option.split(" ");
        Cli table = Cli.run("table", "--data", "tables/sample-1000/data.csv", "--schema", "tables/sample-1000/schema.json",
                "--k", "5", "--sensitive", "occupation", o[0], o[1], "--out", dir.resolve("t").toString());
        Cli verify = Cli.run("verify", "--table", "tables/sample-1000/data.csv", "--schema",
                "tables/sample-1000/schema.json", "--k", "5", o[0], o[1]);
        for (Cli r : List.of(table, verify)) {
            assertEquals(2, r.code(), r.toString());
            assertTrue(r.err().contains(message), r.err());
        }
    }

    /**
     * The ratings (a, b or c) of sample-1000's first 200 persons, in id order: with k = 3, α = 0.4
     * and 0.3-closeness Datafly suppresses two persons, whose ratings the publication blanks.
     */
    private static final String RATINGS = "aaaaaaaaababaaaababbaaaaaaaaaaabaaababbabababbabbaaaabacbaabaaaaaaaaaaaaaaaab"
            + "aaaaaaaaaaaaaaaaaaabaaaacaaccbaababaaaacabbaaaaabaaaacaacaaacbcaaaabaaaabbaaaaaaaaaaacbabaabbaabaabc"
            + "aaaaaabaaaaaabbbaaaaaaa";

    /**
     * t-closeness measures every class against the persons' own distribution, also in the check the
     * algorithm ends with on the table as published: measured against what the suppression left,
     * one class was 0.3 away and the run refused ("1 published classes fail it") a publication the
     * search and the verifier accept (DECISIONS: "t-closeness measures against the original").
     */
    /**
     * w on a graph counts persons in anonymize's verifier and in {@code verify --mapping}
     * (docs/DECISIONS.md, "w over persons in the verifier too"): drawn ratings (seed 4) at k = 3,
     * α = 0.4, w = 0.24, which anonymize refused before ("the verifier rejected the output": a class
     * at 0.2456 over rows). Published now; verify passes it with the mapping, and without it warns
     * that w is then averaged over rows, whose figure fails here.
     */
    @Test
    void wOnAGraphIsVerifiedOverPersonsWithTheMapping() {
        Path data = io.graphveil.RatedSample.drawn(dir.resolve("drawn"), 4, 0.5);
        Path out = dir.resolve("w");
        Cli r = Cli.run("anonymize", data.toString(), "--k", "3", "--alpha", "0.4", "--w", "0.24", "--seed", "1",
                "--no-pictures", "--no-review", "--write-mapping", "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        String[] claim = {"verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "3", "--alpha", "0.4", "--w", "0.24"};
        String mapping = io.graphveil.TestFiles.privateDir(out).resolve("mapping.secret.csv").toString();
        Cli persons = Cli.run(concat(claim, "--mapping", mapping));
        assertEquals(0, persons.code(), persons.toString());
        assertTrue(persons.out().contains("passed") && !persons.err().contains("warning"), persons.toString());
        Cli rows = Cli.run(claim);
        assertTrue(rows.err().contains("warning: without --mapping, w is averaged over rows"), rows.toString());
        assertEquals(1, rows.code(), rows.toString());
        assertTrue(rows.out().contains("average sensitivity fails"), rows.out());
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void tClosenessKeepsItsReferenceWhenSuppressionBlanksValues() throws java.io.IOException {
        Path data = Files.createDirectories(dir.resolve("rated"));
        io.graphveil.TestFiles.copyTree(Path.of("graphs/sample-1000/hierarchies"), data.resolve("hierarchies"));
        String schema = Files.readString(Path.of("graphs/sample-1000/schema.json"));
        int end = schema.lastIndexOf(']');
        Files.writeString(data.resolve("schema.json"), schema.substring(0, end).stripTrailing()
                + ",\n    {\"name\": \"rating\", \"role\": \"SENSITIVE\", \"type\": \"NOMINAL\"}\n  "
                + schema.substring(end));
        List<String> lines = Files.readAllLines(Path.of("graphs/sample-1000/nodes.csv"));
        List<String> nodes = new ArrayList<>(List.of(lines.get(0) + ",rating"));
        java.util.Set<String> ids = new java.util.HashSet<>();
        for (int i = 0; i < RATINGS.length(); i++) {
            String line = lines.get(i + 1);
            nodes.add(line + "," + RATINGS.charAt(i));
            ids.add(line.substring(0, line.indexOf(',')));
        }
        Files.write(data.resolve("nodes.csv"), nodes);
        List<String> edges = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("graphs/sample-1000/edges.csv"))) {
            String[] v = line.split(",");
            if (edges.isEmpty() || ids.contains(v[0]) && ids.contains(v[1])) {
                edges.add(line);
            }
        }
        Files.write(data.resolve("edges.csv"), edges);
        Path out = dir.resolve("out");
        Cli r = Cli.run("anonymize", data.toString(), "--k", "3", "--alpha", "0.4", "--t", "0.3", "--seed", "1",
                "--no-pictures", "--no-review", "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("2 suppressed records"), r.out());
        assertTrue(r.out().contains("0.3-closeness + k counting distinct persons passed"), r.out());
    }
}
