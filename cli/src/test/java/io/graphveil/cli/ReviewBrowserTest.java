package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.graphveil.review.ReviewPage;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue #15: the review page in a real browser. Headless Chromium (Debian's, installed by
 * {@code scripts/install-chromium.sh}, which {@code .ci/run} calls) loads the page a run wrote —
 * with hostile values in it — once to read the DOM after its script ran (the page records where
 * each chart and drawing sits, and how many nodes the drawings hold) and once for a screenshot;
 * every recorded region must hold a drawing (many non-white pixels, several colours) and the
 * browser's log must show no console message (an error, a blocked fetch, a script injected by a
 * value). Skipped, saying why, where Chromium is absent.
 */
class ReviewBrowserTest {
    @TempDir
    Path dir;

    static Path chromium() {
        for (String c : List.of(System.getenv().getOrDefault("CHROMIUM", ""), "/usr/bin/chromium",
                "/usr/bin/chromium-browser")) {
            if (!c.isEmpty() && Files.isExecutable(Path.of(c))) {
                return Path.of(c);
            }
        }
        return null;
    }

    @Test
    void everyChartAndBothDrawingsRenderWithoutConsoleMessages() throws Exception {
        Path chromium = chromium();
        Assumptions.assumeTrue(chromium != null,
                "Chromium is not installed: scripts/install-chromium.sh installs Debian's (CI runs it)");
        Path ds = ReviewPageTest.hostileSample(dir);
        Cli r = Cli.run("anonymize", ds.toString(), "--out", dir.resolve("out").toString(), "--k", "3",
                "--alpha", "0.6");
        assertEquals(0, r.code(), r.toString());
        Path page = dir.resolve("out.private").resolve(ReviewPage.FILE);

        Run dom = run(chromium, page, "--dump-dom", 1600, 1200);
        String rendered = Jsoup.parse(dom.out).body().attr("data-rendered");
        assertTrue(!rendered.isEmpty(), "the page's script ran to the end: " + dom.log);
        JsonNode regions = new ObjectMapper().readTree(rendered);
        assertEquals(5, regions.path("charts").size(), rendered);
        assertEquals(2, regions.path("graphs").size(), rendered);
        int height = 0;
        for (JsonNode n : iterable(regions)) {
            height = Math.max(height, (int) Math.ceil(n.path("y").asDouble() + n.path("h").asDouble()) + 40);
        }
        Path png = dir.resolve("shot.png");
        Run shot = run(chromium, page, "--screenshot=" + png, 1600, height);
        BufferedImage image = ImageIO.read(png.toFile());
        assertTrue(image != null && image.getHeight() >= height - 1, "screenshot " + png);
        for (JsonNode c : regions.path("charts")) {
            assertTrue(c.path("loaded").asBoolean(), c.toString());
            assertDrawn(image, c, 0.05, 4);
        }
        for (JsonNode g : regions.path("graphs")) {
            assertTrue(g.path("nodes").asInt() > 40 && g.path("edges").asInt() > 40, g.toString());
            assertDrawn(image, g, 0.02, 3);
        }
        for (Run run : List.of(dom, shot)) {
            List<String> console = run.log.lines().filter(l -> l.contains("CONSOLE")).toList();
            assertTrue(console.isEmpty(), "console messages: " + console);
        }
    }

    private static Iterable<JsonNode> iterable(JsonNode regions) {
        List<JsonNode> all = new ArrayList<>();
        regions.path("charts").forEach(all::add);
        regions.path("graphs").forEach(all::add);
        return all;
    }

    /** At least {@code share} of the region's pixels are not white, in at least {@code colours} colours. */
    private static void assertDrawn(BufferedImage image, JsonNode region, double share, int colours) {
        int x0 = (int) region.path("x").asDouble();
        int y0 = (int) region.path("y").asDouble();
        int w = (int) region.path("w").asDouble();
        int h = (int) region.path("h").asDouble();
        long inked = 0;
        Set<Integer> seen = new HashSet<>();
        for (int y = y0 + 2; y < Math.min(image.getHeight(), y0 + h - 2); y++) {
            for (int x = x0 + 2; x < Math.min(image.getWidth(), x0 + w - 2); x++) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                if (rgb != 0xFFFFFF) {
                    inked++;
                    seen.add(rgb & 0xF0F0F0);
                }
            }
        }
        double ratio = inked / (double) Math.max(1, (w - 4) * (h - 4));
        assertTrue(ratio >= share && seen.size() >= colours, region.path("id").asText() + ": " + ratio
                + " of the pixels inked in " + seen.size() + " colours");
    }

    private record Run(String out, String log) {
    }

    private Run run(Path chromium, Path page, String what, int width, int height) throws Exception {
        Path log = Files.createTempFile(dir, "chromium", ".log");
        List<String> cmd = new ArrayList<>(List.of(chromium.toString(), "--headless", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--hide-scrollbars", "--enable-logging=stderr", "--v=0",
                "--user-data-dir=" + Files.createTempDirectory(dir, "profile"),
                "--window-size=" + width + "," + height, "--virtual-time-budget=5000", what));
        if ("root".equals(System.getProperty("user.name"))) {
            cmd.add(1, "--no-sandbox");
        }
        cmd.add(page.toUri().toString());
        Process p = new ProcessBuilder(cmd).redirectError(log.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("Chromium did not finish in 120 s");
        }
        return new Run(out, Files.readString(log));
    }
}
