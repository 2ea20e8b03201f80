package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.TestFiles;
import io.graphveil.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnonymizeCommandTest {
    @TempDir
    Path dir;

    private Path generated(String name, int n, long seed, String... extra) {
        Path out = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("generate", "--nodes", String.valueOf(n), "--seed",
                String.valueOf(seed), "--avg-degree", "6", "--out", out.toString()));
        args.addAll(List.of(extra));
        Cli r = Cli.run(args.toArray(new String[0]));
        assertEquals(0, r.code(), r.toString());
        return out;
    }

    private Cli anonymize(Path dataset, Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("anonymize", dataset.toString(), "--out", out.toString()));
        args.addAll(List.of(extra));
        return Cli.run(args.toArray(new String[0]));
    }

    /** Above the stated size the graph is published as edges.csv alone, and the run says so. */
    @Test
    void graphMlIsSkippedAboveItsEdgeLimitAndTheRunSaysSo() throws Exception {
        Path ds = generated("g", 200, 3, "--private-ratio", "0.3");
        Path out = dir.resolve("out");
        Cli r = anonymize(ds, out, "--k", "4", "--alpha", "0.5", "--graphml-max-edges", "10", "--gexf",
                "--no-pictures", "--no-review");
        assertEquals(0, r.code(), r.toString());
        assertFalse(Files.exists(out.resolve("graph.graphml")));
        assertFalse(Files.exists(out.resolve("graph.gexf")));
        assertTrue(Files.exists(out.resolve("edges.csv")));
        assertTrue(r.out().contains("graph.graphml and graph.gexf not written"), r.out());
        assertTrue(r.out().contains("more than --graphml-max-edges 10"), r.out());
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        assertEquals(10, report.get("parameters").get("graphml-max-edges").asLong());
        Path all = dir.resolve("all");
        Cli whole = anonymize(ds, all, "--k", "4", "--alpha", "0.5", "--no-pictures", "--no-review");
        assertEquals(0, whole.code(), whole.toString());
        assertTrue(Files.exists(all.resolve("graph.graphml")), "small graphs keep their GraphML by default");
        assertFalse(whole.out().contains("not written"), whole.out());
        assertEquals(Files.readString(all.resolve("edges.csv")), Files.readString(out.resolve("edges.csv")));
    }

    @Test
    void publishesEveryFileOfSpec7() throws Exception {
        Path ds = generated("g", 200, 3, "--private-ratio", "0.3");
        Path out = dir.resolve("out");
        Cli r = anonymize(ds, out, "--k", "4", "--alpha", "0.5");
        assertEquals(0, r.code(), r.toString());
        for (String f : List.of("table.csv", "edges.csv", "graph.graphml", "schema.json", "report.json")) {
            assertTrue(Files.exists(out.resolve(f)), f);
        }
        assertFalse(Files.exists(io.graphveil.TestFiles.privateDir(out).resolve("mapping.secret.csv")), "the mapping only on request");
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        for (String key : List.of("command", "version", "parameters", "input", "counts", "metrics", "verification",
                "timings_ms")) {
            assertTrue(report.has(key), key);
        }
        for (String key : List.of("nodes", "edges", "rows", "suppressed", "classes")) {
            assertTrue(report.get("counts").has(key), key);
        }
        for (String key : List.of("nodes_in", "edges_in", "splits", "holders", "isolated_copies")) {
            assertFalse(report.get("counts").has(key), key + " describes the original: owner-only");
        }
        assertFalse(report.get("metrics").has("before"), "the original's measures are owner-only");
        JsonNode owner = TestFiles.ownerReport(out);
        for (String key : List.of("nodes_in", "nodes_out", "edges_in", "edges_out", "splits", "rows", "suppressed",
                "classes", "isolated_copies")) {
            assertTrue(owner.get("counts").has(key), key);
        }
        for (String key : List.of("average_clustering", "transitivity", "closeness_centralization")) {
            assertTrue(owner.get("metrics").get("before").has(key), key);
            assertTrue(owner.get("metrics").get("after").has(key), key);
            assertTrue(report.get("metrics").get("published").has(key), key);
        }
        assertTrue(report.get("verification").get("passed").asBoolean());
        assertEquals(4, report.get("parameters").get("k").asInt());
        JsonNode c = owner.get("counts");
        assertEquals(c.get("nodes_in").asInt() + c.get("splits").asInt(), c.get("nodes_out").asInt());
        assertEquals(c.get("edges_in").asInt(), c.get("edges_out").asInt());
        Cli v = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "4", "--alpha", "0.5");
        assertEquals(0, v.code(), v.toString());
    }

    @Test
    void sameSeedGivesByteIdenticalOutput() {
        Path ds = generated("g", 150, 5, "--private-ratio", "0.2", "--missing", "0.05");
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        assertEquals(0, anonymize(ds, a, "--k", "3", "--alpha", "0.6", "--seed", "9").code());
        assertEquals(0, anonymize(ds, b, "--k", "3", "--alpha", "0.6", "--seed", "9").code());
        for (String f : List.of("table.csv", "edges.csv", "graph.graphml", "schema.json")) {
            assertEquals(TestFiles.read(a.resolve(f)), TestFiles.read(b.resolve(f)), f);
        }
        Path c = dir.resolve("c");
        assertEquals(0, anonymize(ds, c, "--k", "3", "--alpha", "0.6", "--seed", "10").code());
        assertFalse(TestFiles.read(a.resolve("table.csv")).equals(TestFiles.read(c.resolve("table.csv"))));
    }

    @Test
    void publishedFilesHoldNoIdentifierAndTheMappingOnlyWhenAsked() throws Exception {
        // few enough holders that the classes stay apart: with 0.3 (or 0.2) of the codes private the
        // holders are too many for the decoys in every class, and all generalizes to one
        Path ds = generated("g", 120, 8, "--private-ratio", "0.1");
        // Give everybody a recognizable identifier.
        List<String> lines = Files.readAllLines(ds.resolve("nodes.csv"));
        List<String> renamed = new ArrayList<>(List.of(lines.get(0)));
        for (String line : lines.subList(1, lines.size())) {
            renamed.add("person-" + line);
        }
        Files.write(ds.resolve("nodes.csv"), renamed);
        List<String> edges = Files.readAllLines(ds.resolve("edges.csv"));
        List<String> renamedEdges = new ArrayList<>(List.of(edges.get(0)));
        for (String e : edges.subList(1, edges.size())) {
            String[] f = e.split(",");
            renamedEdges.add("person-" + f[0] + ",person-" + f[1]);
        }
        Files.write(ds.resolve("edges.csv"), renamedEdges);
        Path out = dir.resolve("out");
        Cli r = anonymize(ds, out, "--k", "3", "--alpha", "0.5", "--write-mapping");
        assertEquals(0, r.code(), r.toString());
        for (String f : List.of("table.csv", "edges.csv", "graph.graphml", "schema.json", "report.json")) {
            assertFalse(TestFiles.read(out.resolve(f)).contains("person-"), f + " holds an identifier");
        }
        assertTrue(TestFiles.read(out.resolve("table.csv")).startsWith("pseudonym,"));
        List<String> mapping = Files.readAllLines(io.graphveil.TestFiles.privateDir(out).resolve("mapping.secret.csv"));
        assertEquals("original_id,pseudonym", mapping.get(0));
        JsonNode report = TestFiles.ownerReport(out);
        assertEquals(report.get("counts").get("nodes_out").asInt(), mapping.size() - 1);
        Map<String, Integer> copies = new HashMap<>();
        for (String m : mapping.subList(1, mapping.size())) {
            copies.merge(m.split(",")[0], 1, Integer::sum);
        }
        assertEquals(120, copies.size(), "every person appears");
        assertEquals(report.get("counts").get("splits").asInt(), copies.values().stream().filter(c -> c == 2).count(),
                "a split person has two pseudonyms");
        Cli strict = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "3", "--mapping", io.graphveil.TestFiles.privateDir(out).resolve("mapping.secret.csv").toString());
        assertTrue(strict.out().contains("fewest distinct persons"), strict.toString());
    }

    @Test
    void ownerOnlyFilesGoToAPrivateFolder() throws Exception {
        Path ds = generated("g", 120, 5, "--private-ratio", "0.3");
        Path out = dir.resolve("out");
        Cli r = anonymize(ds, out, "--k", "3", "--alpha", "0.5", "--write-mapping");
        assertEquals(0, r.code(), r.toString());
        try (var top = Files.list(out)) {
            List<String> names = top.map(p -> p.getFileName().toString()).sorted().toList();
            assertEquals(List.of(".graphveil-manifest.json", "edges.csv", "graph.graphml", "hierarchies", "report.json",
                    "schema.json", "table.csv"), names, "the output holds only publishable files");
        }
        Path owner = TestFiles.privateDir(out);
        for (String f : List.of("before.png", "after.png", "mapping.secret.csv", "README.txt", "report.json", "review.html")) {
            assertTrue(Files.isRegularFile(owner.resolve(f)), f);
        }
        assertTrue(TestFiles.read(owner.resolve("README.txt")).contains("NEVER share"));
        if (Files.getFileStore(out).supportsFileAttributeView("posix")) {
            assertEquals("rwx------", java.nio.file.attribute.PosixFilePermissions.toString(
                    Files.getPosixFilePermissions(owner)));
            assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                    Files.getPosixFilePermissions(owner.resolve("mapping.secret.csv"))));
        }
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        for (Path r2 : List.of(out.resolve("report.json"), owner.resolve("report.json"))) {
            assertFalse(TestFiles.read(r2).contains(dir.toAbsolutePath().toString()),
                    "no path of the user's machine in " + r2.getFileName());
        }
        List<String> published = new ArrayList<>();
        report.get("published_files").forEach(f -> published.add(f.asText()));
        assertTrue(published.containsAll(List.of("table.csv", "edges.csv", "graph.graphml", "schema.json",
                "report.json")), published.toString());
        assertFalse(report.has("private_files"), "the published report names no owner-only file");
        List<String> secret = new ArrayList<>();
        TestFiles.ownerReport(out).get("private_files").forEach(f -> secret.add(f.asText()));
        assertEquals(List.of("README.txt", "after.png", "before.png", "mapping.secret.csv", "report.json",
                "review.html"), secret);
        assertTrue(r.out().contains("Publish ") && r.out().contains("it holds nothing else")
                && r.out().contains("out.private") && r.out().contains("never share it"), r.out());
        Path elsewhere = dir.resolve("mine");
        Cli chosen = anonymize(ds, dir.resolve("out2"), "--k", "3", "--alpha", "0.5", "--private-out",
                elsewhere.toString());
        assertEquals(0, chosen.code(), chosen.toString());
        assertTrue(Files.isRegularFile(elsewhere.resolve("report.json")), "--private-out names the owner's folder");
    }

    @Test
    void strictPersonsModePassesTheStrictCheck() {
        Path ds = generated("g", 200, 12, "--private-ratio", "0.4");
        Path out = dir.resolve("out");
        Cli r = anonymize(ds, out, "--k", "4", "--alpha", "0.5", "--strict-persons", "--write-mapping");
        assertEquals(0, r.code(), r.toString());
        Cli v = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "4", "--mapping", io.graphveil.TestFiles.privateDir(out).resolve("mapping.secret.csv").toString());
        assertEquals(0, v.code(), v.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "k below 2              | --k,1,--alpha,0.5                     | 2 | k must be at least 2",
            "alpha zero             | --k,3,--alpha,0                       | 2 | alpha must be in (0,1]",
            "alpha above one        | --k,3,--alpha,1.5                     | 2 | alpha must be in (0,1]",
            "suppression one        | --k,3,--alpha,0.5,--suppression,1     | 2 | suppression",
            "k above node count     | --k,500,--alpha,0.5                   | 3 | larger than the 60 nodes",
            "unknown algorithm      | --k,3,--alpha,0.5,--algorithm,nope    | 2 | unknown algorithm 'nope'",
            "negative GraphML limit | --k,3,--alpha,0.5,--graphml-max-edges,-1 | 2 | --graphml-max-edges must be at least 0",
    })
    void badParametersWriteNothing(String what, String args, int code, String message) {
        Path ds = generated("g", 60, 2);
        Path out = dir.resolve("out");
        List<String> all = new ArrayList<>(List.of("anonymize", ds.toString(), "--out", out.toString()));
        all.addAll(List.of(args.split(",")));
        Cli r = Cli.run(all.toArray(new String[0]));
        assertEquals(code, r.code(), r.toString());
        assertTrue(r.err().contains(message), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void privateValueOutsideTheDomainIsBadInputNamingTheSchemaLine() throws Exception {
        Path ds = generated("g", 60, 2);
        String schema = TestFiles.read(ds.resolve("schema.json")).replace("\"6\", \"11\", \"19\"", "\"6\", \"42\"");
        Files.writeString(ds.resolve("schema.json"), schema);
        Cli r = anonymize(ds, dir.resolve("out"), "--k", "3", "--alpha", "0.5");
        assertEquals(3, r.code(), r.toString());
        long line = Files.readAllLines(ds.resolve("schema.json")).indexOf(Files.readAllLines(ds.resolve("schema.json"))
                .stream().filter(l -> l.contains("\"42\"")).findFirst().orElseThrow()) + 1;
        assertTrue(r.err().contains("schema.json line " + line + ": ") && r.err().contains("'42' is not in its domain"),
                r.err());
    }

    @Test
    void privacyAttributeWithoutHierarchyIsBadInput() throws Exception {
        Path ds = generated("g", 60, 2);
        String schema = TestFiles.read(ds.resolve("schema.json"))
                .replaceFirst("(\"private\" : \\[[^]]*\\],\\s*)\"hierarchy\" : \\{\\s*\"file\" : \"hierarchies/occupation.csv\"\\s*},", "$1");
        assertFalse(schema.contains("occupation.csv"), schema);
        Files.writeString(ds.resolve("schema.json"), schema);
        Cli r = anonymize(ds, dir.resolve("out"), "--k", "3", "--alpha", "0.5");
        assertEquals(3, r.code(), r.toString());
        assertTrue(r.err().contains("'occupation' is PRIVACY") && r.err().contains("hierarchy"), r.err());
        assertFalse(Files.exists(dir.resolve("out")));
    }

    @Test
    void microAggregationRunsOnTheSplitGraphWithPAndASensitiveAttribute() {
        Path ds = generated("g", 200, 4, "--private-ratio", "0.3");
        // --sensitive takes a NON_PRIVACY attribute only: make age one.
        String schema = TestFiles.read(ds.resolve("schema.json"));
        String ageAsQi = "\"name\" : \"age\",\n    \"role\" : \"QUASI_IDENTIFIER\"";
        assertTrue(schema.contains(ageAsQi), schema);
        TestFiles.write(ds, "schema.json", schema.replace(ageAsQi, "\"name\" : \"age\",\n    \"role\" : \"NON_PRIVACY\""));
        Path out = dir.resolve("maa");
        Cli r = anonymize(ds, out, "--k", "6", "--alpha", "0.5", "--algorithm", "maa-sae", "--p", "3", "--sensitive",
                "age", "--no-pictures");
        assertEquals(0, r.code(), r.toString());
        Cli v = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "6", "--p", "3", "--alpha", "0.5");
        assertEquals(0, v.code(), v.toString());
        assertEquals(2, anonymize(ds, dir.resolve("none"), "--k", "6", "--alpha", "0.5", "--algorithm", "maa-sae")
                .code(), "MAA needs --p");
        assertEquals(2, anonymize(ds, dir.resolve("none"), "--k", "3", "--alpha", "0.5", "--p", "4").code(), "p > k");
    }

    @Test
    void sensitiveNamesOnlyANonPrivacyOrSensitiveAttribute() {
        Path ds = generated("g", 60, 4, "--private-ratio", "0.3");
        Cli privacy = anonymize(ds, dir.resolve("p"), "--k", "3", "--alpha", "0.5", "--l", "2", "--sensitive",
                "occupation");
        assertEquals(2, privacy.code(), "before, the private set vanished and alpha passed on nothing: " + privacy);
        assertTrue(privacy.err().contains("'occupation' is a PRIVACY attribute"), privacy.err());
        Cli qi = anonymize(ds, dir.resolve("q"), "--k", "3", "--alpha", "0.5", "--l", "2", "--sensitive", "zip");
        assertEquals(2, qi.code(), qi.toString());
        assertTrue(qi.err().contains("'zip' is a QUASI_IDENTIFIER and would be published ungeneralized"), qi.err());
        assertFalse(Files.exists(dir.resolve("p")) || Files.exists(dir.resolve("q")));
    }

    @Test
    void forceReplacesOnlyAGraphVeilOutputAndNeverAHierarchyFile() throws Exception {
        Path ds = generated("g", 60, 4);
        Path mine = dir.resolve("mine");
        TestFiles.write(mine, "notes.txt", "mine");
        Cli r = anonymize(ds, mine, "--k", "3", "--alpha", "0.5", "--force");
        assertEquals(2, r.code(), r.toString());
        assertTrue(r.err().contains("was not written by GraphVeil"), r.err());
        assertEquals("mine", TestFiles.read(mine.resolve("notes.txt")));
        // A hierarchy file outside the dataset folder is an input: an output folder holding it is refused.
        Path shared = dir.resolve("shared");
        Files.createDirectories(shared);
        Files.move(ds.resolve("hierarchies/gender.csv"), shared.resolve("gender.csv"));
        TestFiles.write(shared, "report.json", "{}");
        Path schema = ds.resolve("schema.json");
        TestFiles.write(ds, "schema.json", TestFiles.read(schema).replace("hierarchies/gender.csv", "../shared/gender.csv"));
        Cli h = anonymize(ds, shared, "--k", "3", "--alpha", "0.5", "--force");
        assertEquals(2, h.code(), h.toString());
        assertTrue(h.err().contains("holds the input"), h.err());
        assertTrue(Files.exists(shared.resolve("gender.csv")));
        assertEquals(0, anonymize(ds, dir.resolve("out"), "--k", "3", "--alpha", "0.5", "--no-pictures").code());
    }

    @Test
    void droppedEdgesAreCountedAndNoted() throws Exception {
        Path ds = generated("g", 60, 4);
        List<String> edges = new ArrayList<>(Files.readAllLines(ds.resolve("edges.csv")));
        String[] first = edges.get(1).split(",");
        edges.add(first[0] + "," + first[0]);
        edges.add(first[0] + "," + first[1]);
        edges.add(first[0] + "," + first[1]);
        edges.add(first[1] + "," + first[0]);
        Files.write(ds.resolve("edges.csv"), edges);
        Path out = dir.resolve("out");
        Cli r = anonymize(ds, out, "--k", "3", "--alpha", "0.5", "--no-pictures");
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.err().contains("1 self-loops and 2 duplicate edges dropped, 1 reciprocal edges merged"), r.err());
        JsonNode counts = TestFiles.ownerReport(out).get("counts");
        assertEquals(1, counts.get("self_loops_dropped").asInt());
        assertEquals(2, counts.get("duplicate_edges_dropped").asInt());
        assertEquals(1, counts.get("reciprocal_edges_merged").asInt());
        Cli m = Cli.run("measure", ds.toString());
        assertEquals(0, m.code(), m.toString());
        assertTrue(m.err().contains("1 self-loops"), m.err());
        Cli clean = anonymize(generated("h", 60, 4), dir.resolve("clean"), "--k", "3", "--alpha", "0.5", "--no-pictures");
        assertFalse(clean.err().contains("self-loops"), clean.err());
    }

    @Test
    void labelsWhoseLeavesAreAllPrivateArePrivateToo() throws Exception {
        Path out = dir.resolve("out");
        Cli r = anonymize(Path.of("graphs/sample-50"), out, "--k", "3", "--alpha", "0.5", "--no-pictures");
        assertEquals(0, r.code(), r.toString());
        JsonNode report = TestFiles.ownerReport(out);
        assertEquals("{\"occupation\":[\"professional\"]}",
                report.get("policy").get("private_labels_added").toString());
        assertFalse(Json.MAPPER.readTree(out.resolve("report.json").toFile()).path("policy").has("private_labels_added"),
                "the policy's private values are the owner's");
        // The published schema lists a private value only where the table shows it: what the verifier needs.
        boolean shown = Files.readAllLines(out.resolve("table.csv")).stream().anyMatch(l -> l.contains(",professional"));
        assertEquals(shown, TestFiles.read(out.resolve("schema.json")).contains("\"professional\""));
    }

    @Test
    void aTableIsNotAGraph() {
        Path t = generated("t", 50, 1, "--table");
        Cli r = anonymize(t, dir.resolve("out"), "--k", "3", "--alpha", "0.5");
        assertEquals(3, r.code(), r.toString());
        assertTrue(r.err().contains("graphveil table"), r.err());
    }

    /** Property test: random generated graphs, k and α through the whole pipeline; the verifier must pass. */
    @ParameterizedTest(name = "seed {0}: n {1}, k {2}, alpha {3}, ratio {4}, {5}")
    @CsvSource({"21, 120, 2, 0.5, 0.1, --balanced", "22, 300, 5, 0.3, 0.3, --recompute-priorities",
            "23, 250, 8, 1.0, 0.2, --private-first", "24, 400, 3, 0.25, 0.5, --strict-persons",
            "25, 180, 10, 0.4, 0.3, --balanced"})
    void randomGraphsVerify(long seed, int n, int k, double alpha, double ratio, String option) throws Exception {
        Path ds = generated("g" + seed, n, seed, "--missing", "0.05");
        Path out = dir.resolve("out" + seed);
        Cli r = anonymize(ds, out, "--k", String.valueOf(k), "--alpha", String.valueOf(alpha), "--private-ratio",
                String.valueOf(ratio), "--seed", String.valueOf(seed), option);
        assertEquals(0, r.code(), r.toString());
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        assertTrue(report.get("verification").get("passed").asBoolean());
        Cli v = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", String.valueOf(k), "--alpha", String.valueOf(alpha));
        assertEquals(0, v.code(), v.toString());
    }
}
