package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** MAA-SAE, MAA-MINIL and GPKC through {@code table}: publication, verification, measures, errors. */
class MicroAggregationCommandsTest {
    static final String DATA = ClusteringCommandsTest.DATA;
    static final String SCHEMA = ClusteringCommandsTest.SCHEMA;

    @TempDir
    Path dir;

    private Cli table(Path out, String algorithm, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("table", "--data", DATA, "--schema", SCHEMA,
                "--algorithm", algorithm, "--sensitive", "occupation", "--out", out.toString()));
        args.addAll(List.of(more));
        return Cli.run(args.toArray(new String[0]));
    }

    @ParameterizedTest
    @ValueSource(strings = {"maa-sae", "maa-minil", "gpkc-centroid"})
    void publishesAVerifiedTableOfCentroids(String algorithm) throws Exception {
        Path out = dir.resolve(algorithm);
        Cli r = table(out, algorithm, "--k", "5", "--p", "3", "--seed", "4");
        assertEquals(0, r.code(), r.toString());
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        assertTrue(report.get("verification").get("passed").asBoolean());
        for (String m : new String[]{"avg_il", "avg_ent", "cavg"}) {
            assertTrue(report.get("metrics").has(m), report.get("metrics").toString());
        }
        assertTrue(report.get("metrics").get("avg_ent").asDouble() > 1, "every class holds 3 occupations at least");
        assertEquals(algorithm, report.get("algorithm").get("name").asText());
        assertEquals(3, report.get("algorithm").get("p").asInt());
        Cli verify = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "5", "--p", "3");
        assertEquals(0, verify.code(), verify.toString());
        // every row publishes its cluster's centroids: a mode gender, a median age bucket, a medoid zip (or *
        // where the cluster holds a missing value)
        List<String> lines = Files.readAllLines(out.resolve("table.csv"));
        List<String> header = List.of(lines.get(0).split(","));
        Map<String, Integer> perClass = new HashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] v = line.split(",");
            assertTrue(v[header.indexOf("gender")].matches("[FM*]"), line);
            assertTrue(List.of("1", "18", "25", "35", "45", "50", "56", "*").contains(v[header.indexOf("age")]), line);
            assertTrue(v[header.indexOf("zip")].matches("[0-9-]+|\\*"), line);
            perClass.merge(v[header.indexOf("gender")] + v[header.indexOf("age")] + v[header.indexOf("zip")], 1,
                    Integer::sum);
        }
        assertTrue(perClass.values().stream().allMatch(n -> n >= 5));
    }

    /**
     * GPKC as Campan and Truta published it generalizes: every class shows one gender label, one
     * age label of the hierarchy and one zip label, never a centroid of MAA-SAE's code tree.
     */
    @Test
    void gpkcPublishesAVerifiedGeneralization() throws Exception {
        Path out = dir.resolve("gpkc");
        Cli r = table(out, "gpkc", "--k", "5", "--p", "3", "--seed", "4");
        assertEquals(0, r.code(), r.toString());
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        assertTrue(report.get("verification").get("passed").asBoolean());
        for (String m : new String[]{"avg_il", "avg_ent", "cavg", "ncp"}) {
            assertTrue(report.get("metrics").has(m), report.get("metrics").toString());
        }
        Cli verify = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "5", "--p", "3");
        assertEquals(0, verify.code(), verify.toString());
        Path centroids = dir.resolve("gpkc-centroid");
        assertEquals(0, table(centroids, "gpkc-centroid", "--k", "5", "--p", "3", "--seed", "4").code());
        double generalized = report.get("metrics").get("avg_il").asDouble();
        double centroid = Json.MAPPER.readTree(centroids.resolve("report.json").toFile()).get("metrics").get("avg_il")
                .asDouble();
        assertTrue(generalized >= centroid, "the centroid loop optimizes AVG_IL itself: " + generalized + " < "
                + centroid);
    }

    @Test
    void aFixedSeedGivesByteIdenticalTables() throws Exception {
        for (String algorithm : new String[]{"maa-sae", "gpkc", "gpkc-centroid"}) {
            byte[][] tables = new byte[2][];
            for (int i = 0; i < 2; i++) {
                Path out = dir.resolve(algorithm + i);
                assertEquals(0, table(out, algorithm, "--k", "4", "--p", "2", "--seed", "9").code());
                tables[i] = Files.readAllBytes(out.resolve("table.csv"));
            }
            assertArrayEquals(tables[0], tables[1], algorithm);
        }
    }

    @ParameterizedTest(name = "{0}: exit {1}")
    @CsvSource(delimiter = ';', value = {
            "--k 4 --p 5; 2; --p must not exceed --k",
            "--k 4 --p 1; 2; --p must be at least 2, not 1",
            "--k 4; 2; needs p-sensitivity",
            "--k 30 --p 30; 1; fewer than p = 30",
            "--k 2000 --p 2; 3; larger than the 1000 rows"})
    void saysWhyItCannotRun(String options, int exit, String message) {
        Path out = dir.resolve("none");
        Cli r = table(out, "maa-sae", options.split(" "));
        assertEquals(exit, r.code(), r.toString());
        assertTrue(r.err().contains(message), r.err());
        assertFalse(Files.exists(out));
    }
}
