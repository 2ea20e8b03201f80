package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.TestFiles;
import io.graphveil.io.Json;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** measure, attack, render and experiment utility on a generated graph and its anonymization. */
class GraphCommandsTest {
    @TempDir
    static Path dir;
    static Path dataset;
    static Path published;

    @BeforeAll
    static void anonymize() {
        dataset = dir.resolve("g");
        Cli g = Cli.run("generate", "--nodes", "150", "--seed", "4", "--avg-degree", "6", "--private-ratio", "0.3",
                "--out", dataset.toString());
        assertEquals(0, g.code(), g.toString());
        published = dir.resolve("anon");
        Cli a = Cli.run("anonymize", dataset.toString(), "--k", "3", "--alpha", "0.5", "--write-mapping", "--out",
                published.toString());
        assertEquals(0, a.code(), a.toString());
    }

    private static JsonNode json(String text) throws Exception {
        return Json.MAPPER.readTree(text);
    }

    @Test
    void anonymizeDrawsBeforeAndAfter() throws Exception {
        for (String f : List.of("before.png", "after.png")) {
            var image = ImageIO.read(io.graphveil.TestFiles.privateDir(published).resolve(f).toFile());
            assertTrue(image.getWidth() > 1000 && image.getHeight() > 900, f);
        }
        JsonNode report = Json.MAPPER.readTree(published.resolve("report.json").toFile());
        assertTrue(report.get("timings_ms").has("pictures"));
        assertTrue(TestFiles.ownerReport(published).get("metrics").get("comparison").get("cosine_similarity")
                .has("degree"));
        Path plain = dir.resolve("plain");
        assertEquals(0, Cli.run("anonymize", dataset.toString(), "--k", "3", "--alpha", "0.5", "--no-pictures",
                "--out", plain.toString()).code());
        assertFalse(Files.exists(io.graphveil.TestFiles.privateDir(plain).resolve("before.png")));
        assertFalse(Files.exists(plain.resolve("before.png")));
    }

    @Test
    void measurePrintsTheKeysOfSpec7() throws Exception {
        Cli r = Cli.run("measure", dataset.toString(), "--format", "json");
        assertEquals(0, r.code(), r.toString());
        JsonNode o = json(r.out());
        for (String key : List.of("nodes", "edges", "components", "average_clustering", "average_clustering_deg2",
                "transitivity", "closeness_centralization", "closeness_scope", "timings_ms",
                "average_shortest_path_length", "diameter", "average_degree")) {
            assertTrue(o.has(key), key);
        }
        assertEquals(150, o.get("nodes").asInt());
        assertEquals("dataset", o.get("kind").asText());
        assertTrue(o.get("timings_ms").has("load"));

        Cli p = Cli.run("measure", published.toString(), "--against", dataset.toString(), "--format", "json",
                "--betweenness");
        assertEquals(0, p.code(), p.toString());
        JsonNode c = json(p.out());
        assertEquals("published", c.get("kind").asText());
        assertEquals(150, c.get("against").get("nodes").asInt());
        assertEquals(c.get("nodes").asInt() - 150, c.get("comparison").get("measures").get("nodes").get("difference")
                .asInt());
        assertTrue(c.get("comparison").get("cosine_similarity").has("betweenness"));

        Cli sampled = Cli.run("measure", dataset.toString(), "--exact-limit", "100", "--samples", "40");
        assertEquals(0, sampled.code(), sampled.toString());
        assertTrue(sampled.out().contains("closeness_method") && sampled.out().contains("sampled"), sampled.out());

        assertEquals(2, Cli.run("measure", dataset.toString(), "--samples", "1").code());
        assertEquals(3, Cli.run("measure", dir.resolve("missing").toString()).code());
    }

    @Test
    void attackReportsEveryKnowledgeAndScoresWithTheMapping() throws Exception {
        Path out = dir.resolve("attack");
        Cli r = Cli.run("attack", dataset.toString(), published.toString(), "--mapping",
                io.graphveil.TestFiles.privateDir(published).resolve("mapping.secret.csv").toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("neighborhood") && r.out().contains("quasi_identifiers"), r.out());
        JsonNode after = Json.MAPPER.readTree(out.resolve("report.json").toFile()).get("metrics").get("after");
        for (String k : List.of("degree", "value_count", "degree_and_value_count", "neighborhood",
                "quasi_identifiers")) {
            assertEquals(1.0, after.get(k).get("tolerant").get("truth_in_candidates_share").asDouble(), 0, k);
            assertEquals(150, after.get(k).get("exact").get("persons").asInt());
        }
        Cli unscored = Cli.run("attack", dataset.toString(), published.toString());
        assertEquals(0, unscored.code(), unscored.toString());
        assertTrue(unscored.out().contains("no mapping"));

        assertEquals(2, Cli.run("attack", dataset.toString(), published.toString(), "--alpha", "0").code());
        assertEquals(3, Cli.run("attack", published.toString(), published.toString()).code(),
                "ORIGINAL must be a dataset");
        Path badMapping = TestFiles.write(dir, "bad.csv", "original_id,pseudonym\nnobody,1\n");
        assertEquals(3, Cli.run("attack", dataset.toString(), published.toString(), "--mapping",
                badMapping.toString()).code());
    }

    @Test
    void renderDrawsPngAndSvg() throws Exception {
        Path png = dir.resolve("pics/g.png");
        Cli r = Cli.run("render", dataset.toString(), "--out", png.toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(ImageIO.read(png.toFile()).getWidth() > 1000);
        if (Files.getFileStore(png).supportsFileAttributeView("posix")) {
            assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                    Files.getPosixFilePermissions(png)), "a picture of the original graph is the owner's alone");
        }
        assertEquals(2, Cli.run("render", dataset.toString(), "--out", png.toString()).code(), "exists: --force");
        assertEquals(2, Cli.run("render", dataset.toString(), "--out", dir.resolve("x.jpg").toString()).code());
        assertEquals(2, Cli.run("render", published.toString(), "--out", dir.resolve("y.png").toString(),
                "--original", dataset.toString()).code(), "--original without --mapping");

        Path svg = dir.resolve("pics/after.svg");
        Path before = dir.resolve("pics/before.png");
        Cli s = Cli.run("render", published.toString(), "--out", svg.toString(), "--original", dataset.toString(),
                "--mapping", io.graphveil.TestFiles.privateDir(published).resolve("mapping.secret.csv").toString(), "--before", before.toString());
        assertEquals(0, s.code(), s.toString());
        String text = Files.readString(svg);
        assertTrue(text.contains("split copy with the private value"), "legend");
        assertTrue(Files.exists(before));
        try (var files = Files.list(svg.getParent())) {
            assertEquals(3, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void utilityExperimentWritesCsvChartAndReport() throws Exception {
        Path out = dir.resolve("experiment");
        Cli r = Cli.run("experiment", "utility", dataset.toString(), "--ratios", "0,0.2", "--k", "3", "--out",
                out.toString());
        assertEquals(0, r.code(), r.toString());
        List<String> csv = Files.readAllLines(out.resolve("utility.csv"));
        assertEquals(3, csv.size());
        assertTrue(csv.get(0).startsWith("rules,private_ratio,holders,"));
        assertTrue(csv.get(1).startsWith("safe,0.0,0,0.0,0,"), "no private value, no split: " + csv.get(1));
        assertTrue(csv.get(2).endsWith(",true"), "verified");
        assertTrue(ImageIO.read(out.resolve("utility.png").toFile()).getWidth() > 1000);
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        assertEquals(2, report.get("metrics").get("runs").size());
        assertEquals(2, Cli.run("experiment", "utility", dataset.toString(), "--ratios", "1.5", "--out",
                dir.resolve("e2").toString()).code());
    }
}
