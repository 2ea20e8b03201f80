package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.TestFiles;
import io.graphveil.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One test per class of leak of issue #11, each reading a publication the way an attacker does —
 * every published file together — and scoring it with the owner's mapping. Each of them fails on
 * the paper's rules (today's behaviour before the issue), which {@code --paper-rules} keeps.
 */
class PublicationLeaksTest {
    private static final Set<String> PRIVATE = Set.of("6", "11", "19");

    @TempDir
    Path dir;

    /** A copy of the bundled sample-1000 with its schema edited by {@code edit}. */
    private Path sample(String name, java.util.function.UnaryOperator<String> edit) throws IOException {
        Path copy = dir.resolve(name);
        Path from = Path.of("graphs/sample-1000");
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path to = copy.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        Files.writeString(copy.resolve("schema.json"), edit.apply(Files.readString(copy.resolve("schema.json"))));
        return copy;
    }

    private Cli anonymize(Path dataset, Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("anonymize", dataset.toString(), "--out", out.toString(),
                "--write-mapping", "--no-pictures"));
        args.addAll(List.of(extra));
        if (!args.contains("--k")) {
            args.addAll(List.of("--k", "5"));
        }
        return Cli.run(args.toArray(new String[0]));
    }

    /** The tokens beside the quasi-identifiers that holders carry in more than an alpha share. */
    private static List<String> tells(Publications p, Set<String> privateValues, double alpha) {
        List<String> out = new ArrayList<>();
        p.tokens(List.of("occupation"), privateValues).forEach((token, c) -> {
            boolean literal = token.startsWith("occupation=") && privateValues.contains(token.substring(11));
            if (!literal && c[1] > alpha * c[0]) {
                out.add(token + " (" + c[1] + " holders of " + c[0] + ")");
            }
        });
        return out;
    }

    @ParameterizedTest(name = "private {0}")
    @ValueSource(strings = {"\"6\", \"11\", \"19\"", "\"19\""})
    void theMissingValuePatternDoesNotMarkHolders(String privateValues) throws IOException {
        Path ds = sample("s", s -> s.replace("\"private\" : [ \"6\", \"11\", \"19\" ]", "\"private\" : [ "
                + privateValues + " ]"));
        Set<String> held = new HashSet<>(List.of(privateValues.replace("\"", "").split(", ")));
        Path out = dir.resolve("out");
        Cli r = anonymize(ds, out, "--alpha", "0.5");
        assertEquals(0, r.code(), r.toString());
        Publications p = Publications.read(out, ds, "occupation");
        assertEquals(List.of(), tells(p, held, 0.5), "published details only holders wear");
        Path paper = dir.resolve("paper");
        assertEquals(0, anonymize(ds, paper, "--alpha", "0.5", "--paper-rules", "--accept-risk").code());
        assertFalse(tells(Publications.read(paper, ds, "occupation"), held, 0.5).isEmpty(),
                "the paper's rules leave '*' on holders' copies only");
    }

    @ParameterizedTest(name = "nullable {0}, alpha {1}")
    @CsvSource({"true, 0.05", "false, 0.1"})
    void generalizedLabelsDoNotMarkHolders(boolean nullable, String alpha) throws IOException {
        Path ds = sample("s", s -> s.replace("\"private\" : [ \"6\", \"11\", \"19\" ]", "\"private\" : [ \"19\" ]")
                .replace("\"role\" : \"PRIVACY\",", "\"role\" : \"PRIVACY\",\n    \"nullable\" : " + nullable + ","));
        Path out = dir.resolve("out");
        Cli r = anonymize(ds, out, "--alpha", alpha, "--private-first");
        assertEquals(0, r.code(), r.toString());
        Publications p = Publications.read(out, ds, "occupation");
        assertEquals(List.of(), tells(p, Set.of("19"), Double.parseDouble(alpha)));
        if (!nullable) {
            int occupation = p.header.indexOf("occupation");
            assertTrue(p.rows.stream().noneMatch(row -> row[occupation].equals("*")), "not nullable: a label, not *");
        }
        Path paper = dir.resolve("paper");
        assertEquals(0, anonymize(ds, paper, "--alpha", alpha, "--private-first", "--paper-rules", "--accept-risk")
                .code());
        assertFalse(tells(Publications.read(paper, ds, "occupation"), Set.of("19"), Double.parseDouble(alpha)).isEmpty(),
                "the paper's rules give holders' copies a label of their own");
    }

    /**
     * Within each class, the patterns of missing values that shadows show, carried by holders in more
     * than an alpha share of the persons showing them there.
     */
    private static List<String> shadowTellsByClass(Publications p, double alpha) {
        List<String> out = new ArrayList<>();
        p.tokens(List.of("gender", "age", "zip"), List.of("occupation"), PRIVATE).forEach((token, c) -> {
            if (token.contains("|missing:occupation") && c[1] > alpha * c[0]) {
                out.add(token + " (" + c[1] + " holders of " + c[0] + ")");
            }
        });
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"datafly", "flash", "l-incognito", "k-member", "kaim", "l-clustering"})
    void theShadowsOfAClassAreNotMostlyHolders(String algorithm) throws IOException {
        // An attacker who knows a person's quasi-identifiers, and that it was split (from its degree,
        // say), reads the shadows of its class: holders must be at most alpha of the persons showing
        // them there, not only over the whole table (before, one class's only shadow was a holder's).
        Path ds = sample("s", s -> s);
        Path out = dir.resolve("out");
        Cli r = anonymize(ds, out, "--alpha", "0.5", "--algorithm", algorithm);
        assertEquals(0, r.code(), r.toString());
        assertEquals(List.of(), shadowTellsByClass(Publications.read(out, ds, "occupation"), 0.5));
        JsonNode balance = TestFiles.ownerReport(out).get("split").get("holder_share_among_shadows_by_class");
        assertEquals(0, balance.get("strata_above_alpha").asInt(), balance.toString());
        assertTrue(balance.get("largest_holder_share").asDouble() <= 0.5, balance.toString());
        // and the owner reads it in the summary
        assertTrue(r.out().contains(String.format(java.util.Locale.ROOT, "  shadows: holders are at most %.0f%% of "
                + "the persons showing a shadow, in each of %d (class, pattern) strata",
                100 * balance.get("largest_holder_share").asDouble(), balance.get("strata").asInt())), r.out());
        Path paper = dir.resolve("paper");
        assertEquals(0, anonymize(ds, paper, "--alpha", "0.5", "--algorithm", algorithm, "--paper-rules",
                "--accept-risk").code());
        assertFalse(shadowTellsByClass(Publications.read(paper, ds, "occupation"), 0.5).isEmpty(),
                "the paper's rules split holders only");
    }

    @Test
    void suppressionDoesNotMarkHolders() throws IOException {
        // k = 25 with a 10 % budget leaves suppressed rows; they must show nothing beside the
        // pseudonym, and the suppressed persons hold private values no more often than alpha.
        Path ds = sample("s", s -> s);
        Path out = dir.resolve("out");
        Cli r = anonymize(ds, out, "--alpha", "0.5", "--k", "25", "--suppression", "0.1");
        assertEquals(0, r.code(), r.toString());
        Publications p = Publications.read(out, ds, "occupation");
        int suppressed = 0;
        Set<String> persons = new HashSet<>();
        for (int row = 0; row < p.rows.size(); row++) {
            String[] f = p.rows.get(row);
            if (f[p.header.indexOf("gender")].equals("*") && f[p.header.indexOf("age")].equals("*")
                    && f[p.header.indexOf("zip")].equals("*")) {
                suppressed++;
                persons.add(p.person[row]);
                assertEquals("*", f[p.header.indexOf("occupation")], "a suppressed row shows nothing");
            }
        }
        long holders = persons.stream().filter(id -> p.holds(id, PRIVATE)).count();
        assertTrue(holders <= 0.5 * persons.size(), holders + " holders among " + persons.size() + " suppressed");
        assertTrue(suppressed >= 0);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"datafly", "kaim", "k-member", "l-clustering"})
    void copiesAreNotLinkedByTheirValues(String algorithm) throws IOException {
        Path ds = withHobby(sample("s", s -> s));
        Path out = dir.resolve("out");
        Cli r = anonymize(ds, out, "--alpha", "0.5", "--algorithm", algorithm);
        assertEquals(0, r.code(), r.toString());
        double[] linker = linkByPattern(Publications.read(out, ds, "occupation"), 7);
        assertTrue(linker[1] > 20, "enough copies to judge: " + linker[1]);
        assertTrue(linker[0] <= 1.5 * linker[2] + 0.02, String.format("pairing precision %.3f against chance %.3f",
                linker[0], linker[2]));
        Path paper = dir.resolve("paper");
        assertEquals(0, anonymize(ds, paper, "--alpha", "0.5", "--algorithm", algorithm, "--paper-rules",
                "--accept-risk").code());
        double[] before = linkByPattern(Publications.read(paper, ds, "occupation"), 7);
        assertTrue(before[0] > 2 * before[2], String.format("the paper's rules pair copies by their complementary "
                + "missing values: %.3f against chance %.3f", before[0], before[2]));
    }

    /** The sample with a nullable NON_PRIVACY column {@code hobby} (seeded), so that values can be dealt. */
    private static Path withHobby(Path ds) throws IOException {
        List<String> nodes = Files.readAllLines(ds.resolve("nodes.csv"));
        List<String> out = new ArrayList<>(List.of(nodes.get(0) + ",hobby"));
        SplittableRandom random = new SplittableRandom(3);
        for (String line : nodes.subList(1, nodes.size())) {
            out.add(line + ",h" + random.nextInt(6));
        }
        Files.write(ds.resolve("nodes.csv"), out);
        String schema = Files.readString(ds.resolve("schema.json"));
        int end = schema.lastIndexOf(']');
        Files.writeString(ds.resolve("schema.json"), schema.substring(0, end).stripTrailing()
                + ", {\"name\": \"hobby\", \"role\": \"NON_PRIVACY\"}\n  ]\n}\n");
        return ds;
    }

    /**
     * A linker that reads values only: each row with a {@code *} beside the quasi-identifiers names,
     * in its class (same quasi-identifiers), the row most complementary to it (most columns where
     * exactly one of the two is {@code *}, none where both show different values), ties by a seeded
     * draw. {precision, guesses, chance}: chance is the mean of {@code 1 / candidate partners} — for
     * a row showing nothing beside the quasi-identifiers (a shadow), the class's rows showing
     * something, since a shadow's partner shows its person's values; for any other row, every other
     * row of the class.
     */
    private static double[] linkByPattern(Publications p, long seed) {
        List<String> qi = List.of("gender", "age", "zip");
        List<String> cells = List.of("occupation", "hobby");
        Map<String, List<Integer>> classes = new HashMap<>();
        for (int row = 0; row < p.rows.size(); row++) {
            StringBuilder key = new StringBuilder();
            for (String q : qi) {
                key.append(p.rows.get(row)[p.header.indexOf(q)]).append('|');
            }
            classes.computeIfAbsent(key.toString(), k -> new ArrayList<>()).add(row);
        }
        SplittableRandom random = new SplittableRandom(seed);
        int guesses = 0;
        int right = 0;
        double chance = 0;
        for (List<Integer> members : classes.values()) {
            for (int a : members) {
                String[] x = p.rows.get(a);
                if (members.size() < 2 || cells.stream().noneMatch(c -> x[p.header.indexOf(c)].equals("*"))) {
                    continue;
                }
                int top = -1;
                List<Integer> best = new ArrayList<>();
                for (int b : members) {
                    if (b == a) {
                        continue;
                    }
                    String[] y = p.rows.get(b);
                    int score = 0;
                    for (String c : cells) {
                        String u = x[p.header.indexOf(c)];
                        String v = y[p.header.indexOf(c)];
                        if (u.equals("*") != v.equals("*")) {
                            score++;
                        } else if (!u.equals("*") && !u.equals(v)) {
                            score = -100;
                        }
                    }
                    if (score > top) {
                        top = score;
                        best.clear();
                    }
                    if (score == top) {
                        best.add(b);
                    }
                }
                if (top < 0) {
                    continue;
                }
                int guess = best.get(random.nextInt(best.size()));
                guesses++;
                right += p.person[guess].equals(p.person[a]) ? 1 : 0;
                boolean blank = cells.stream().allMatch(c -> x[p.header.indexOf(c)].equals("*"));
                long showing = members.stream().filter(b -> b != a && cells.stream().anyMatch(
                        c -> !p.rows.get(b)[p.header.indexOf(c)].equals("*"))).count();
                chance += 1.0 / (blank && showing > 0 ? showing : members.size() - 1);
            }
        }
        return new double[]{guesses == 0 ? 0 : right / (double) guesses, guesses, guesses == 0 ? 0 : chance / guesses};
    }

    @Test
    void noCopyIsIsolated() throws IOException {
        Path ds = sample("s", s -> s);
        Path out = dir.resolve("out");
        assertEquals(0, anonymize(ds, out, "--alpha", "0.5").code());
        Publications p = Publications.read(out, ds, "occupation");
        for (int row = 0; row < p.rows.size(); row++) {
            if (p.publishedDegree(row) == 0) {
                assertEquals(0, p.originalDegree.getOrDefault(p.person[row], 0),
                        "an isolated published node is an isolated person, never a copy");
            }
        }
        JsonNode owner = TestFiles.ownerReport(out);
        assertEquals(0, owner.get("counts").get("isolated_copies").asInt());
        Path paper = dir.resolve("paper");
        assertEquals(0, anonymize(ds, paper, "--alpha", "0.5", "--paper-rules", "--accept-risk").code());
        assertTrue(TestFiles.ownerReport(paper).get("counts").get("isolated_copies").asInt() > 0,
                "rule c isolates the copy holding the private value");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"kaim", "k-member", "l-clustering"})
    void classesHoldKPersons(String algorithm) throws IOException {
        Path ds = sample("s", s -> s);
        Path out = dir.resolve("out");
        assertEquals(0, anonymize(ds, out, "--alpha", "0.5", "--algorithm", algorithm).code());
        assertTrue(minPersons(Publications.read(out, ds, "occupation")) >= 5);
        Path paper = dir.resolve("paper");
        assertEquals(0, anonymize(ds, paper, "--alpha", "0.5", "--algorithm", algorithm, "--paper-rules",
                "--accept-risk").code());
        assertTrue(minPersons(Publications.read(paper, ds, "occupation")) < 5, "the paper counts records");
    }

    private static int minPersons(Publications p) {
        Map<String, Set<String>> persons = new HashMap<>();
        for (int row = 0; row < p.rows.size(); row++) {
            StringBuilder key = new StringBuilder();
            for (String q : List.of("gender", "age", "zip")) {
                key.append(p.rows.get(row)[p.header.indexOf(q)]).append('|');
            }
            persons.computeIfAbsent(key.toString(), k -> new HashSet<>()).add(p.person[row]);
        }
        return persons.values().stream().mapToInt(Set::size).min().orElse(0);
    }

    @Test
    void thePublishedReportSaysNothingOfTheOriginal() throws IOException {
        Path out = dir.resolve("out");
        assertEquals(0, anonymize(sample("s", s -> s), out, "--alpha", "0.5").code());
        String report = Files.readString(out.resolve("report.json"));
        for (String key : List.of("nodes_in", "splits", "holders", "isolated_copies", "\"before\"", "comparison",
                "min_distinct_persons", "private_labels_added", "mapping.secret", "repaired", "exposed", "decoys")) {
            assertFalse(report.contains(key), key + " describes the original or the owner's files");
        }
        JsonNode published = Json.MAPPER.readTree(report);
        assertTrue(published.get("metrics").has("published"));
        assertFalse(published.has("gate"), "the gate's figures are the owner's");
        assertTrue(published.get("timings_ms").has("gate"), "its time is public");
    }

    @Test
    void theGateRefusesAnUnsafeResultAndPublishesNothing() throws IOException {
        Path ds = sample("s", s -> s.replace("\"private\" : [ \"6\", \"11\", \"19\" ]", "\"private\" : [ \"19\" ]"));
        Path out = dir.resolve("out");
        // k-member under the paper's rules puts a person's two copies in small classes: the copy-pair
        // attacker pins some, and a budget of 0 leaves the gate nothing to repair with.
        Cli r = anonymize(ds, out, "--alpha", "0.5", "--paper-rules", "--suppression", "0", "--algorithm", "k-member");
        assertEquals(1, r.code(), r.toString());
        String line = r.err().strip();
        assertTrue(line.startsWith("graphveil: privacy gate: the ") && line.contains(" attacker exposes ")
                && !line.contains("\n"), line);
        for (String f : List.of("table.csv", "edges.csv", "graph.graphml", "schema.json", "report.json")) {
            assertFalse(Files.exists(out.resolve(f)), f + " must not be written");
        }
        assertTrue(Files.exists(io.graphveil.TestFiles.privateDir(out).resolve("gate-refused.json")), "the owner's diagnostic");
        Path accepted = dir.resolve("accepted");
        Cli risk = anonymize(ds, accepted, "--alpha", "0.5", "--paper-rules", "--suppression", "0", "--algorithm",
                "k-member", "--accept-risk");
        assertEquals(0, risk.code(), risk.toString());
        assertTrue(Files.readString(accepted.resolve("report.json")).contains("accepted_risk"));
    }

    @Test
    void aColumnThatSinglesPeopleOutIsRefused() throws IOException {
        // An id column marked NON_PRIVACY by mistake would publish every id.
        Path ds = sample("s", s -> s.replace("\"role\" : \"IDENTIFIER\"", "\"role\" : \"IDENTIFIER\"")
                .replace("\"attributes\" : [ {", "\"attributes\" : [ {\n    \"name\" : \"uid\",\n    \"role\" : "
                        + "\"NON_PRIVACY\"\n  }, {"));
        List<String> nodes = Files.readAllLines(ds.resolve("nodes.csv"));
        List<String> withUid = new ArrayList<>(List.of("uid," + nodes.get(0)));
        for (String line : nodes.subList(1, nodes.size())) {
            withUid.add("u" + line.split(",")[0] + "," + line);
        }
        Files.write(ds.resolve("nodes.csv"), withUid);
        Cli r = anonymize(ds, dir.resolve("out"), "--alpha", "0.5");
        assertEquals(3, r.code(), r.toString());
        assertTrue(r.err().contains("'uid'") && r.err().contains("100.0%"), r.err());
        assertFalse(Files.exists(dir.resolve("out/table.csv")));
        Files.writeString(ds.resolve("schema.json"), Files.readString(ds.resolve("schema.json"))
                .replace("\"role\" : \"NON_PRIVACY\"", "\"role\" : \"NON_PRIVACY\", \"known_to_attackers\" : false"));
        assertEquals(0, anonymize(ds, dir.resolve("ok"), "--alpha", "0.5").code(), "the owner says no attacker knows it");
    }
}
