package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.TestFiles;
import io.graphveil.io.Json;
import io.graphveil.spark.SparkGraphRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code graphveil anonymize --engine spark} publishes what the single-machine engine publishes
 * (sample-50: every public file and the owner's mapping, byte for byte; the report with no path of
 * the machine); what the Spark engine does not do is refused in one line before anything is read;
 * without Spark on the class path it says so in one line.
 */
class AnonymizeOnSparkTest {
    @TempDir
    Path dir;

    @Test
    void bothEnginesPublishTheSameFiles() throws IOException {
        Path single = dir.resolve("single");
        Path spark = dir.resolve("spark");
        Cli a = Cli.run("anonymize", "graphs/sample-50", "--k", "3", "--alpha", "0.5", "--out", single.toString(),
                "--no-pictures", "--no-review", "--write-mapping");
        assertEquals(0, a.code(), a.toString());
        Cli b = Cli.run("anonymize", "graphs/sample-50", "--k", "3", "--alpha", "0.5", "--out", spark.toString(),
                "--write-mapping", "--engine", "spark", "--master", "local[2]");
        assertEquals(0, b.code(), b.toString());
        assertTrue(b.err().contains("note: --engine spark draws no pictures"), b.toString());
        assertTrue(b.out().contains("mean_harmonic_closeness") && b.out().contains("transitivity"), b.toString());
        assertTrue(b.out().contains("verifier: (0.5,3)-anonymity + k counting distinct persons passed"), b.toString());
        List<String> files = files(single);
        assertTrue(files.containsAll(List.of("table.csv", "edges.csv", "graph.graphml", "schema.json")),
                files.toString());
        assertEquals(files, files(spark));
        for (String name : files) {
            assertArrayEquals(Files.readAllBytes(single.resolve(name)), Files.readAllBytes(spark.resolve(name)), name);
        }
        assertArrayEquals(Files.readAllBytes(TestFiles.privateDir(single).resolve("mapping.secret.csv")),
                Files.readAllBytes(TestFiles.privateDir(spark).resolve("mapping.secret.csv")), "mapping");

        String report = Files.readString(spark.resolve("report.json"));
        JsonNode json = Json.MAPPER.readTree(report);
        assertEquals("spark", json.path("parameters").path("engine").asText());
        assertTrue(json.path("verification").path("passed").asBoolean(), report);
        JsonNode singleReport = Json.MAPPER.readTree(single.resolve("report.json").toFile());
        for (String count : new String[]{"nodes", "edges", "rows", "suppressed", "suppressed_by_algorithm",
                "suppression_limit", "classes"}) {
            assertEquals(singleReport.path("counts").path(count), json.path("counts").path(count), count);
        }
        assertEquals(singleReport.path("algorithm"), json.path("algorithm"), "Datafly's levels and iterations");
        JsonNode verification = singleReport.path("verification");
        for (String key : new String[]{"model", "passed", "violations", "rows", "suppressed", "classes",
                "min_class_size"}) {
            assertEquals(verification.path(key), json.path("verification").path(key), key);
        }
        assertFalse(json.path("verification").has("min_distinct_persons"), "persons per class are the owner's");
        JsonNode measured = json.path("metrics").path("published");
        JsonNode expected = singleReport.path("metrics").path("published");
        for (String key : new String[]{"average_clustering", "average_clustering_deg2", "transitivity",
                "average_degree", "max_degree"}) {
            assertEquals(expected.path(key).asDouble(), measured.path(key).asDouble(), 1e-12, key);
        }
        assertEquals("exact", measured.path("clustering_method").asText());
        assertTrue(Math.abs(expected.path("mean_harmonic_closeness").asDouble()
                        - measured.path("mean_harmonic_closeness").asDouble())
                        <= measured.path("mean_harmonic_closeness_error_bound").asDouble() + 1e-12,
                "closeness within its stated error: " + measured + " vs " + expected);
        assertEquals(Math.min(measured.path("nodes").asInt(), SparkGraphRun.CLOSENESS_SOURCES
                + SparkGraphRun.CLOSENESS_CANDIDATES), measured.path("closeness_sources").asInt());
        // 72 nodes: the 64 of highest degree and a sample of the other 8 are every node, so exact
        for (String key : new String[]{"closeness_centralization", "harmonic_closeness_centralization"}) {
            assertEquals(expected.path(key).asDouble(), measured.path(key).asDouble(), 1e-12, key);
        }
        assertEquals(expected.path("closeness_scope"), measured.path("closeness_scope"));
        for (String key : new String[]{"isolated_nodes", "components", "largest_component_nodes"}) {
            assertEquals(expected.path(key).asLong(), measured.path(key).asLong(), key);
        }
        assertTrue(Math.abs(expected.path("average_shortest_path_length").asDouble()
                        - measured.path("average_shortest_path_length").asDouble())
                        <= measured.path("average_shortest_path_length_error_bound").asDouble() + 1e-12,
                "mean shortest-path length within its stated error: " + measured + " vs " + expected);
        assertTrue(measured.path("diameter_lower").asInt() <= expected.path("diameter").asInt()
                && measured.path("diameter_lower").asInt() > 0, measured.toString());
        assertTrue(expected.path("diameter").asInt() <= measured.path("diameter_upper").asInt(),
                "the diameter within its bounds: " + measured);
        assertEquals(measured.path("diameter_lower").equals(measured.path("diameter_upper"))
                ? measured.path("diameter_lower") : com.fasterxml.jackson.databind.node.NullNode.instance,
                measured.path("diameter"), "the diameter where its bounds meet, else null, as on one machine");
        java.util.List<String> lacking = new java.util.ArrayList<>();
        expected.fieldNames().forEachRemaining(key -> {
            if (!measured.has(key) && !key.equals("timings_ms")) {
                lacking.add(key);
            }
        });
        assertEquals(java.util.List.of(), lacking, "the single machine's measures, each");
        // the table-quality measures, through the single machine's code on the distinct rows
        for (String key : new String[]{"lm", "precision", "discernibility", "aecs", "ncp", "gcp",
                "unique_row_share"}) {
            assertTrue(singleReport.path("metrics").has(key), key);
            assertEquals(singleReport.path("metrics").path(key).asDouble(), json.path("metrics").path(key).asDouble(),
                    1e-12 * Math.max(1, Math.abs(singleReport.path("metrics").path(key).asDouble())), key);
        }
        assertFalse(report.contains(dir.toString()) || report.contains("local[2]") || report.contains("sample-50/"),
                "no path or master in the public report: " + report);
        JsonNode owner = Json.MAPPER.readTree(TestFiles.privateDir(spark).resolve("report.json").toFile());
        assertEquals(json.path("counts").path("nodes").asLong(), owner.path("counts").path("nodes_out").asLong());
        assertTrue(owner.path("gate").path("passed").asBoolean(), owner.toString());
        JsonNode singleOwner = Json.MAPPER.readTree(TestFiles.privateDir(single).resolve("report.json").toFile());
        for (String key : new String[]{"holder_share", "min_distinct_persons", "mean_distinct_persons",
                "classes_with_fewer_than_k_persons"}) {
            assertEquals(singleOwner.path("metrics").path(key).asDouble(), owner.path("metrics").path(key).asDouble(),
                    1e-12, key);
        }
        assertEquals(singleOwner.path("quality"), owner.path("quality"), "what happened to each attribute");
        assertEquals(singleOwner.path("gate").path("audit").path("attackers"),
                owner.path("gate").path("audit").path("attackers"), "all six attackers, as on one machine");
        assertEquals(singleOwner.path("gate").path("audit").path("pair_linkage"),
                owner.path("gate").path("audit").path("pair_linkage"), "the pair linkage, as on one machine");
        assertEquals(singleOwner.path("gate").path("audit").path("revealing_tokens"),
                owner.path("gate").path("audit").path("revealing_tokens"), "the tells, in the same order");
        assertTrue(owner.path("gate").path("audit").path("not_run_by_the_spark_engine").isMissingNode(),
                owner.path("gate").toString());
        JsonNode comparison = owner.path("metrics").path("comparison");
        JsonNode singleComparison = singleOwner.path("metrics").path("comparison");
        assertEquals(singleComparison.path("degree_distribution_distance").asDouble(),
                comparison.path("degree_distribution_distance").asDouble(), 1e-12, comparison.toString());
        assertEquals(singleComparison.path("cosine_similarity").path("degree").asDouble(),
                comparison.path("cosine_similarity").path("degree").asDouble(), 1e-12);
        for (String key : new String[]{"nodes", "edges", "components", "average_degree", "transitivity"}) {
            assertEquals(singleComparison.path("measures").path(key).path("difference").asDouble(),
                    comparison.path("measures").path(key).path("difference").asDouble(), 1e-12, key);
        }
    }

    /**
     * A SENSITIVE attribute under the criteria that read it, through the command: sample-50 with its
     * gender made NON_PRIVACY and then chosen with {@code --sensitive}, under distinct 2-diversity,
     * entropy 1.2-diversity, 2-sensitivity and 0.5-closeness. With age and zip left as its
     * quasi-identifiers, 50 persons meet the model only with both generalized to {@code *}: every row
     * then counts as suppressed without the algorithm choosing so, which the verifier's cap allows on
     * both engines (as {@code Verification.suppressionCap}). Both engines publish the same files, the
     * Spark verifier checks every criterion (entropy and t from the histograms) and passes as the
     * single machine's does, and the counts, the owner's column risk and the model's words are the same.
     */
    @Test
    void theCriteriaOnASensitiveAttributeRunAsOnOneMachine() throws IOException {
        Path data = TestFiles.withRole(Path.of("graphs/sample-50"), dir.resolve("data"), "gender", "NON_PRIVACY");
        Path single = dir.resolve("single");
        Path spark = dir.resolve("spark");
        Cli onSpark = onBothEngines(data, single, spark, "--k", "3", "--alpha", "0.5", "--sensitive", "gender", "--l",
                "2", "--entropy-l", "1.2", "--p", "2", "--t", "0.5", "--write-mapping");
        String words = "3-anonymity counting distinct persons + (0.5)-deassociation over persons + distinct "
                + "2-diversity + entropy 1.2-diversity + 0.5-closeness + 2-sensitivity";
        assertTrue(onSpark.out().startsWith(words + " on Spark: "), onSpark.toString());
        List<String> files = files(single);
        assertEquals(files, files(spark));
        for (String name : files) {
            assertArrayEquals(Files.readAllBytes(single.resolve(name)), Files.readAllBytes(spark.resolve(name)), name);
        }
        JsonNode verdict = Json.MAPPER.readTree(spark.resolve("report.json").toFile()).path("verification");
        JsonNode singleVerdict = Json.MAPPER.readTree(single.resolve("report.json").toFile()).path("verification");
        assertTrue(verdict.path("passed").asBoolean(), verdict.toString());
        assertTrue(verdict.path("model").asText().contains("entropy 1.2-diversity")
                && verdict.path("model").asText().contains("0.5-closeness"), verdict.toString());
        assertEquals(singleVerdict.path("model"), verdict.path("model"));
        JsonNode counts = Json.MAPPER.readTree(spark.resolve("report.json").toFile()).path("counts");
        JsonNode singleCounts = Json.MAPPER.readTree(single.resolve("report.json").toFile()).path("counts");
        assertEquals(singleCounts, counts);
        assertEquals(71, counts.path("suppressed").asInt(), "the case is what it says");
        assertEquals(0, counts.path("suppressed_by_algorithm").asInt(), counts.toString());
        JsonNode owner = Json.MAPPER.readTree(TestFiles.privateDir(spark).resolve("report.json").toFile());
        JsonNode singleOwner = Json.MAPPER.readTree(TestFiles.privateDir(single).resolve("report.json").toFile());
        assertEquals(singleOwner.path("column_risk"), owner.path("column_risk"));
        assertTrue(owner.path("column_risk").path("columns_published_as_they_are").has("gender"), owner.toString());
        assertEquals(words, owner.path("policy").path("model").asText());
        assertEquals(singleOwner.path("policy").path("model"), owner.path("policy").path("model"));
    }

    /**
     * Personalized w through the command ({@code RatedSample.personalized}: rating's levels and a
     * requirement column) at w = 0.7, where Datafly suppresses two persons and the gate repairs two
     * rows, its judge weighing them with w: both engines publish the same files and mapping, the
     * Spark verifier checks w over persons and reports the single machine's largest class mean to
     * the bit, and the gate's rounds and repairs are the same.
     */
    @Test
    void personalizedWRunsAsOnOneMachine() throws IOException {
        Path data = io.graphveil.RatedSample.personalized(dir.resolve("rated"), 1, 0.5);
        Path single = dir.resolve("single");
        Path spark = dir.resolve("spark");
        onBothEngines(data, single, spark, "--k", "3", "--alpha", "0.4", "--w", "0.7", "--write-mapping");
        List<String> files = files(single);
        assertEquals(files, files(spark));
        for (String name : files) {
            assertArrayEquals(Files.readAllBytes(single.resolve(name)), Files.readAllBytes(spark.resolve(name)), name);
        }
        Path mapping = Path.of(io.graphveil.publish.MappingFile.NAME);
        assertArrayEquals(Files.readAllBytes(TestFiles.privateDir(single).resolve(mapping)),
                Files.readAllBytes(TestFiles.privateDir(spark).resolve(mapping)));
        JsonNode verdict = Json.MAPPER.readTree(spark.resolve("report.json").toFile()).path("verification");
        JsonNode singleVerdict = Json.MAPPER.readTree(single.resolve("report.json").toFile()).path("verification");
        assertTrue(verdict.path("passed").asBoolean(), verdict.toString());
        assertEquals(singleVerdict, verdict);
        assertTrue(verdict.path("max_mean_sensitivity").asDouble() > 0.4, verdict.toString());
        JsonNode gate = Json.MAPPER.readTree(TestFiles.privateDir(spark).resolve("report.json").toFile()).path("gate");
        JsonNode singleGate = Json.MAPPER.readTree(TestFiles.privateDir(single).resolve("report.json").toFile())
                .path("gate");
        for (String key : List.of("passed", "rounds", "repaired_rows", "repaired_persons")) {
            assertEquals(singleGate.path(key), gate.path(key), key);
        }
        assertEquals(2, gate.path("repaired_rows").asInt(), "the case is what it says");
        JsonNode counts = Json.MAPPER.readTree(spark.resolve("report.json").toFile()).path("counts");
        assertEquals(2, counts.path("suppressed_by_algorithm").asInt(), counts.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "--engine spark --algorithm kaim; --engine spark runs the safe rules with Datafly under k, alpha, l, p, "
                    + "entropy l, t and w; for --algorithm kaim (Datafly only) use the single-machine engine",
            "--engine spark --paper-rules; --engine spark runs the safe rules with Datafly under k, alpha, l, p, "
                    + "entropy l, t and w; for the paper's rules use the single-machine engine",
            "--engine spark --gexf; --engine spark runs the safe rules with Datafly under k, alpha, l, p, "
                    + "entropy l, t and w; for --gexf use the single-machine engine",
            "--master local[2]; --master needs --engine spark",
            "--nodes elsewhere.csv; --nodes and --edges need --engine spark",
            "--engine hadoop; --engine is single or spark"})
    void whatItDoesNotDoIsRefusedInOneLine(String options, String message) {
        List<String> args = new ArrayList<>(List.of("anonymize", "graphs/sample-50", "--k", "3", "--alpha", "0.5",
                "--out", dir.resolve("refused").toString()));
        args.addAll(Arrays.asList(options.split(" ")));
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(2, r.code(), r.toString());
        assertTrue(r.err().contains(message), r.toString());
        assertFalse(r.err().contains("Exception"), r.toString());
        assertFalse(Files.exists(dir.resolve("refused")), "nothing written");
    }

    /**
     * A column published as it is that singles people out (zip made NON_PRIVACY: a value of its own
     * for most persons of sample-50) is refused in one line, with the single machine's message and
     * exit code, and nothing is written.
     */
    @Test
    void aColumnThatSinglesPeopleOutIsRefusedAsOnOneMachine() throws IOException {
        Path data = TestFiles.withRole(Path.of("graphs/sample-50"), dir.resolve("data"), "zip", "NON_PRIVACY");
        Cli single = Cli.run("anonymize", data.toString(), "--k", "3", "--alpha", "0.5", "--out",
                dir.resolve("refused").toString());
        Cli r = Cli.run("anonymize", data.toString(), "--k", "3", "--alpha", "0.5", "--out",
                dir.resolve("refused").toString(), "--engine", "spark");
        assertEquals(3, single.code(), single.toString());
        assertTrue(single.err().contains("attribute 'zip' is published as it is but has a value of its own"),
                single.toString());
        assertEquals(single.code(), r.code(), r.toString());
        assertEquals(single.err().strip(), r.err().strip().lines().filter(l -> l.startsWith("graphveil:"))
                .findFirst().orElse(""), r.toString());
        assertEquals(1, r.err().strip().lines().filter(l -> !l.startsWith("note:") && !l.contains(" WARN ")
                && !l.startsWith("WARNING")).count(), r.toString());
        assertFalse(Files.exists(dir.resolve("refused")), "nothing written");
    }

    @Test
    void withoutSparkOnTheClassPathItSaysSoInOneLine() throws Exception {
        String withoutSpark = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(e -> !e.contains("org/apache/spark/") && !e.contains("org" + File.separator + "apache"
                        + File.separator + "spark")).collect(Collectors.joining(File.pathSeparator));
        Cli r = Cli.child(List.of("-cp", withoutSpark), "anonymize", "graphs/sample-50", "--k", "3", "--alpha",
                "0.5", "--out", dir.resolve("none").toString(), "--engine", "spark");
        assertEquals(2, r.code(), r.toString());
        assertTrue(r.err().startsWith("graphveil: --engine spark needs Apache Spark 4"), r.toString());
        assertEquals(1, r.err().strip().lines().count(), r.toString());
        assertFalse(Files.exists(dir.resolve("none")), "nothing written");
    }

    /** {@code anonymize data model} into {@code single} on one machine and {@code spark} on Spark, both passing. */
    private static Cli onBothEngines(Path data, Path single, Path spark, String... model) {
        List<String> a = new ArrayList<>(List.of("anonymize", data.toString(), "--out", single.toString(),
                "--no-pictures", "--no-review"));
        a.addAll(List.of(model));
        Cli one = Cli.run(a.toArray(String[]::new));
        assertEquals(0, one.code(), one.toString());
        List<String> b = new ArrayList<>(List.of("anonymize", data.toString(), "--out", spark.toString(), "--engine",
                "spark", "--master", "local[2]"));
        b.addAll(List.of(model));
        Cli onSpark = Cli.run(b.toArray(String[]::new));
        assertEquals(0, onSpark.code(), onSpark.toString());
        return onSpark;
    }

    /** A published folder's files, by relative path, sorted (report.json and the manifest left out). */
    private static List<String> files(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).map(p -> folder.relativize(p).toString())
                    .filter(n -> !n.equals("report.json") && !n.startsWith(".")).sorted().toList();
        }
    }
}
