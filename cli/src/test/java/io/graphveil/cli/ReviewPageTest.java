package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.graphveil.review.ReviewPage;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue #15: the review page a run writes, parsed as a browser would (jsoup): self-contained,
 * owner-only, every section and chart present, and hostile values shown as text, never as markup
 * or script. The real browser's check is {@code ReviewBrowserTest}.
 */
class ReviewPageTest {
    static final String HOSTILE_ID = "</script><script>alert(1)</script>";
    static final String HOSTILE_NAME = "<img src=x onerror=alert(2)>\"'&amp;";

    @TempDir
    Path dir;

    /** sample-50 with a hostile dataset name and a hostile identifier. */
    static Path hostileSample(Path dir) throws Exception {
        Path ds = dir.resolve("hostile");
        Files.createDirectories(ds.resolve("hierarchies"));
        Path src = Path.of("graphs/sample-50");
        for (String f : List.of("edges.csv", "hierarchies/age.csv", "hierarchies/gender.csv",
                "hierarchies/occupation.csv")) {
            Files.copy(src.resolve(f), ds.resolve(f));
        }
        List<String> nodes = new ArrayList<>(Files.readAllLines(src.resolve("nodes.csv")));
        String first = nodes.get(1);
        String quoted = "\"" + HOSTILE_ID.replace("\"", "\"\"") + "\"";
        nodes.set(1, quoted + first.substring(first.indexOf(',')));
        List<String> edges = new ArrayList<>();
        String oldId = first.substring(0, first.indexOf(','));
        for (String line : Files.readAllLines(src.resolve("edges.csv"))) {
            String[] p = line.split(",", -1);
            edges.add((p[0].equals(oldId) ? quoted : p[0]) + "," + (p[1].equals(oldId) ? quoted : p[1]));
        }
        Files.write(ds.resolve("nodes.csv"), nodes);
        Files.write(ds.resolve("edges.csv"), edges);
        String schema = Files.readString(src.resolve("schema.json")).replaceFirst("\"name\" : \"sample-50\"",
                "\"name\" : \"" + HOSTILE_NAME.replace("\"", "\\\\\"") + "\"");
        Files.writeString(ds.resolve("schema.json"), schema);
        return ds;
    }

    @Test
    void aRunWritesASelfContainedOwnerOnlyPageWithEverySection() throws Exception {
        Path ds = hostileSample(dir);
        Path out = dir.resolve("out");
        Cli r = Cli.run("anonymize", ds.toString(), "--out", out.toString(), "--k", "3", "--alpha", "0.6");
        assertEquals(0, r.code(), r.toString());
        Path page = dir.resolve("out.private").resolve(ReviewPage.FILE);
        assertTrue(Files.exists(page), r.toString());
        assertFalse(Files.exists(out.resolve(ReviewPage.FILE)), "never among the published files");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(page)));
        Document doc = Jsoup.parse(Files.readString(page, StandardCharsets.UTF_8));

        // self-contained: nothing to fetch, and a policy that forbids fetching
        assertTrue(doc.select("link, iframe, object, embed, [href^=http], [src^=http]").isEmpty());
        for (Element img : doc.select("img")) {
            assertTrue(img.attr("src").startsWith("data:image/png;base64,"), img.id());
        }
        for (Element s : doc.select("script")) {
            assertFalse(s.hasAttr("src"), "inline scripts only");
        }
        assertTrue(doc.select("meta[http-equiv=Content-Security-Policy]").attr("content").contains("default-src 'none'"));

        for (String id : List.of("verdict", "attributes", "classes", "attacks", "utility", "drawing")) {
            assertEquals(1, doc.select("h2#" + id).size(), id);
        }
        for (String id : List.of("chart-attributes", "chart-classes", "chart-attacks", "chart-utility", "chart-degrees")) {
            assertEquals(1, doc.select("img.chart#" + id).size(), id);
        }
        assertEquals(1, doc.select("#graph-before").size());
        assertEquals(1, doc.select("#graph-after").size());
        assertEquals(2, doc.select("input[name=colour]").size(), "the role/class switch");
        assertTrue(doc.select("#verdict + table").text().contains("passed"));

        // hostile values are text: no injected element, no extra script, the name reads as written
        assertEquals(3, doc.select("script").size(), "the data, Cytoscape.js and the page's script");
        assertTrue(doc.select("img[onerror], body img:not(.chart)").isEmpty());
        assertTrue(doc.title().contains(HOSTILE_NAME), doc.title());
        assertTrue(doc.select("h1").text().contains(HOSTILE_NAME));
        String json = doc.select("script#graph-data").first().data();
        assertFalse(json.contains("<"), "no markup inside the data block");
        JsonNode data = new ObjectMapper().readTree(json);
        boolean found = false;
        for (JsonNode tip : data.path("before").path("tip")) {
            found |= tip.asText().contains(HOSTILE_ID);
        }
        assertTrue(found, "the identifier is shown, as text, on hover");
        assertEquals(data.path("after").path("x").size(), data.path("after").path("tip").size());
        assertTrue(data.path("after").path("edges").size() > 0);
        // Cytoscape.js is inlined with its licence
        assertTrue(doc.select("script").get(1).data().contains("Permission is hereby granted"));
    }

    @Test
    void noReviewAndNoPicturesLeaveOutWhatTheySay() throws Exception {
        Path out = dir.resolve("a");
        Cli r = Cli.run("anonymize", "graphs/sample-50", "--out", out.toString(), "--k", "3", "--alpha", "0.6",
                "--no-pictures");
        assertEquals(0, r.code(), r.toString());
        Document doc = Jsoup.parse(dir.resolve("a.private").resolve(ReviewPage.FILE).toFile(), "UTF-8");
        assertTrue(doc.select("#graph-before").isEmpty());
        assertTrue(doc.select("#drawing + p").text().contains("--no-pictures"));
        assertEquals(1, doc.select("script").size(), "no drawing, no Cytoscape.js");
        assertFalse(Files.exists(dir.resolve("a.private").resolve("before.png")));
        Path out2 = dir.resolve("b");
        r = Cli.run("anonymize", "graphs/sample-50", "--out", out2.toString(), "--k", "3", "--alpha", "0.6",
                "--no-review");
        assertEquals(0, r.code(), r.toString());
        assertFalse(Files.exists(dir.resolve("b.private").resolve(ReviewPage.FILE)));
    }

    @Test
    void aTableRunWritesItsPageToo() throws Exception {
        Path out = dir.resolve("t");
        Cli r = Cli.run("table", "--data", "tables/sample-1000/data.csv", "--schema", "tables/sample-1000/schema.json",
                "--k", "5", "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        Path page = dir.resolve("t.private").resolve(ReviewPage.FILE);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(page)));
        Document doc = Jsoup.parse(page.toFile(), "UTF-8");
        for (String id : List.of("verdict", "attributes", "classes", "attacks")) {
            assertEquals(1, doc.select("h2#" + id).size(), id);
        }
        assertTrue(doc.select("h2#drawing, h2#utility").isEmpty(), "a table has no graph");
    }

    @Test
    void reviewRebuildsThePageFromAPublication() throws Exception {
        Path out = dir.resolve("pub");
        Cli r = Cli.run("anonymize", "graphs/sample-50", "--out", out.toString(), "--k", "3", "--alpha", "0.6",
                "--write-mapping", "--no-review");
        assertEquals(0, r.code(), r.toString());
        Path full = dir.resolve("full.html");
        r = Cli.run("review", out.toString(), "--original", "graphs/sample-50", "--mapping",
                dir.resolve("pub.private/mapping.secret.csv").toString(), "--out", full.toString());
        assertEquals(0, r.code(), r.toString());
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(full)));
        Document doc = Jsoup.parse(full.toFile(), "UTF-8");
        for (String id : List.of("chart-attributes", "chart-classes", "chart-attacks", "chart-utility",
                "chart-degrees")) {
            assertEquals(1, doc.select("img.chart#" + id).size(), id);
        }
        assertEquals(1, doc.select("#graph-after").size());

        Path alone = dir.resolve("alone.html");
        r = Cli.run("review", out.toString(), "--out", alone.toString());
        assertEquals(0, r.code(), r.toString());
        doc = Jsoup.parse(alone.toFile(), "UTF-8");
        assertTrue(doc.select("#attacks + p").text().contains("--original"), "says what would show the attacks");
        assertTrue(doc.select("#graph-after").isEmpty());

        r = Cli.run("review", out.toString(), "--out", alone.toString());
        assertEquals(2, r.code(), r.toString());
        assertTrue(r.err().contains("exists"), r.err());
        r = Cli.run("review", out.toString(), "--out", alone.toString(), "--force");
        assertEquals(0, r.code(), r.toString());
        Path foreign = dir.resolve("notes.html");
        Files.writeString(foreign, "<p>mine</p>");
        r = Cli.run("review", out.toString(), "--out", foreign.toString(), "--force");
        assertEquals(2, r.code(), r.toString());
        assertEquals("<p>mine</p>", Files.readString(foreign), "never overwrites a file GraphVeil did not write");
        r = Cli.run("review", out.toString(), "--out", dir.resolve("x.txt").toString());
        assertEquals(2, r.code(), r.toString());
    }

    @Test
    void reviewReadsATablePublicationAlone() throws Exception {
        Path out = dir.resolve("t");
        Cli r = Cli.run("table", "--data", "tables/sample-1000/data.csv", "--schema", "tables/sample-1000/schema.json",
                "--k", "5", "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        Path page = dir.resolve("t.html");
        r = Cli.run("review", out.toString(), "--out", page.toString());
        assertEquals(0, r.code(), r.toString());
        assertEquals(1, Jsoup.parse(page.toFile(), "UTF-8").select("img.chart#chart-classes").size());
        r = Cli.run("review", out.toString(), "--original", "tables/sample-1000", "--mapping", "m.csv", "--out",
                dir.resolve("t2.html").toString());
        assertEquals(3, r.code(), "bad input: " + r);
        assertTrue(r.err().strip().endsWith("writes its full page itself)"), r.err());
    }
}
