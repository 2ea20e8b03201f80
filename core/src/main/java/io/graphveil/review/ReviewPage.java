package io.graphveil.review;

import io.graphveil.attack.Exposure;
import io.graphveil.group.Partition;
import io.graphveil.io.OwnerOnly;
import io.graphveil.metrics.GraphUtility;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;

/**
 * {@code review.html}: one self-contained page (no network access — its Content-Security-Policy
 * allows nothing to be fetched) that shows a data owner what a run did, section by section: the
 * model and verdict; what happened to each quasi-identifier; the classes' sizes in persons; the
 * disclosure attacks before and after; the utility before and after; the before/after drawing with
 * zoom, pan, hover and a switch between colouring by role and by class. It shows original values
 * and which rows belong to one person, so it is written owner-only, like the mapping. O(rows ·
 * attributes + drawn nodes + drawn edges) plus the charts' fixed cost.
 */
public final class ReviewPage {
    /** The page's file name in the owner's folder. */
    public static final String FILE = "review.html";
    private static final String WEBJAR = "META-INF/resources/webjars/cytoscape/";

    private ReviewPage() {
    }

    /**
     * Writes the page, owner-only from creation.
     *
     * @param in   what the page shows
     * @param file where
     * @throws IOException when writing fails
     */
    public static void write(ReviewInput in, Path file) throws IOException {
        write(in, new Charts(), file);
    }

    /**
     * Writes the page, owner-only from creation, with the charts drawn earlier where {@code charts}
     * has them.
     *
     * @param in     what the page shows
     * @param charts the charts drawn so far (filled with the rest)
     * @param file   where
     * @throws IOException when writing fails
     */
    public static void write(ReviewInput in, Charts charts, Path file) throws IOException {
        OwnerOnly.writeString(file, html(in, charts));
    }

    /**
     * The page's charts by id, drawn once: a run draws them ({@link #draw}) while it publishes, from
     * what they show — the tables, the attacks, the utility — which the verdict does not change.
     * Thread-safe.
     */
    public static final class Charts {
        private final java.util.Map<String, String> uris = new java.util.concurrent.ConcurrentHashMap<>();

        /**
         * Draws every chart of {@code in}'s page.
         *
         * @param in what the page will show (its verdict and figures are not read)
         * @return these charts
         */
        public Charts draw(ReviewInput in) {
            html(in, this);
            return this;
        }

        String get(String id, java.util.function.Supplier<String> draw) {
            return uris.computeIfAbsent(id, x -> draw.get());
        }
    }

    /**
     * The page.
     *
     * @param in what the page shows
     * @return the HTML text
     */
    public static String html(ReviewInput in) {
        return html(in, new Charts());
    }

    private static String html(ReviewInput in, Charts charts) {
        Partition.Ids classes = PublishedClasses.of(in.published());
        int[] classOf = PublishedClasses.withSuppressedApart(in.published(), classes);
        StringBuilder b = new StringBuilder(1 << 20);
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n");
        b.append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; "
                + "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n");
        b.append("<title>GraphVeil review: ").append(Html.text(in.name())).append("</title>\n<style>")
                .append(resource("review.css")).append("</style></head>\n<body>\n");
        b.append("<h1>What the anonymization did: ").append(Html.text(in.name())).append("</h1>\n");
        b.append("<p class=\"owner\">Owner-only: this page shows original values and which published rows belong "
                + "to one person. Keep it with the mapping; never publish it.</p>\n");
        verdict(b, in);
        attributes(b, in, charts);
        classSizes(b, in, classes.count(), classOf, charts);
        attacks(b, in, charts);
        utility(b, in, charts);
        drawing(b, in);
        b.append("<p class=\"note\">Charts: XChart (Apache-2.0). Drawing: Cytoscape.js ")
                .append(Html.text(Cytoscape.VERSION))
                .append(" (MIT licence, in this page's source). Made by GraphVeil.</p>\n");
        b.append("<div id=\"tip\"></div>\n");
        if (in.drawing() != null) {
            b.append("<script type=\"application/json\" id=\"graph-data\">")
                    .append(Html.scriptJson(GraphView.of(in, classOf))).append("</script>\n");
            b.append("<script>").append(Cytoscape.SCRIPT).append("</script>\n");
        }
        b.append("<script>").append(safeScript(resource("review.js"))).append("</script>\n</body></html>\n");
        return b.toString();
    }

    private static void verdict(StringBuilder b, ReviewInput in) {
        b.append("<h2 id=\"verdict\">Model and verdict</h2>\n<table>");
        row(b, "privacy model", in.model());
        if (in.algorithm() != null) {
            row(b, "algorithm", in.algorithm());
        }
        b.append("<tr><th>independent verifier</th><td><span class=\"").append(in.passed() ? "pass" : "fail")
                .append("\">").append(in.passed() ? "passed" : "failed").append("</span> ")
                .append(Html.text(in.verdict())).append("</td></tr>");
        if (in.gate() != null) {
            row(b, "privacy gate", in.gate());
        }
        for (String[] f : in.figures()) {
            row(b, f[0], f[1]);
        }
        b.append("</table>\n");
    }

    private static void attributes(StringBuilder b, ReviewInput in, Charts charts) {
        List<AttributeFates.Fate> fates = AttributeFates.of(in);
        b.append("<h2 id=\"attributes\">What happened to each quasi-identifier</h2>\n");
        if (fates.isEmpty()) {
            b.append("<p class=\"note\">The published table has no quasi-identifier.</p>\n");
            return;
        }
        if (in.original() == null) {
            b.append("<p class=\"note\">Without the original (<code>--original</code>, <code>--mapping</code>) every "
                    + "published label counts as published as it was.</p>\n");
        }
        chart(b, "chart-attributes", charts.get("attributes", () -> ReviewCharts.attributes(fates)), "Share of rows per quasi-identifier");
        b.append("<table><tr><th>attribute</th><th>published label</th><th class=\"num\">rows</th>"
                + "<th>original values it stands for (rows)</th></tr>");
        for (AttributeFates.Fate f : fates) {
            for (AttributeFates.Label l : f.labels()) {
                b.append("<tr><td>").append(Html.text(f.attribute())).append("</td><td>").append(Html.text(l.label()))
                        .append("</td><td class=\"num\">").append(l.rows()).append("</td><td>")
                        .append(Html.text(String.join(", ", l.original()))).append("</td></tr>");
            }
        }
        b.append("</table>\n");
    }

    private static void classSizes(StringBuilder b, ReviewInput in, int count, int[] classOf, Charts charts) {
        List<Set<Integer>> persons = new java.util.ArrayList<>();
        for (int c = 0; c < count; c++) {
            persons.add(new HashSet<>());
        }
        int suppressed = 0;
        for (int r = 0; r < classOf.length; r++) {
            if (classOf[r] < 0) {
                suppressed++;
            } else {
                persons.get(classOf[r]).add(in.personOfRow(r));
            }
        }
        int[] sizes = persons.stream().mapToInt(Set::size).filter(s -> s > 0).toArray();
        int smallest = java.util.Arrays.stream(sizes).min().orElse(0);
        b.append("<h2 id=\"classes\">Equivalence classes</h2>\n<p>").append(sizes.length)
                .append(" classes (rows with equal published quasi-identifiers); the smallest holds ").append(smallest)
                .append(" person").append(smallest == 1 ? "" : "s").append("; ").append(suppressed)
                .append(" rows suppressed.").append(in.personOf() == null && in.isGraph()
                        ? " Without the mapping a row counts as a person." : "").append("</p>\n");
        chart(b, "chart-classes", charts.get("classes", () -> ReviewCharts.classSizes(sizes)), "Classes by size in persons");
    }

    private static void attacks(StringBuilder b, ReviewInput in, Charts charts) {
        b.append("<h2 id=\"attacks\">Disclosure attacks before and after</h2>\n");
        if (in.attacksAfter() == null) {
            b.append("<p class=\"note\">The attacks need the original and the mapping (<code>--original</code>, "
                    + "<code>--mapping</code>) or a schema with private values.</p>\n");
            return;
        }
        b.append("<p>Each attacker holds the publication and, for every person, the original quasi-identifiers (and "
                + "friends, for the graph attackers); a holder is exposed when the attacker's confidence in a private "
                + "value the holder has exceeds α. Before: the original published as it is.</p>\n");
        chart(b, "chart-attacks", charts.get("attacks", () -> ReviewCharts.attacks(in.attacksBefore(),
                        in.attacksAfter())),
                "Holders exposed per attacker, before and after");
        b.append("<table><tr><th>attacker</th><th>gated</th><th class=\"num\">holders</th>"
                + "<th class=\"num\">exposed before</th><th class=\"num\">exposed after</th></tr>");
        for (Exposure e : in.attacksAfter().exposures()) {
            Exposure was = in.attacksBefore() == null ? null : in.attacksBefore().exposure(e.attacker());
            b.append("<tr><td>").append(Html.text(e.attacker())).append("</td><td>").append(e.gated() ? "yes" : "no")
                    .append("</td><td class=\"num\">").append(e.holdersOfAny()).append("</td><td class=\"num\">")
                    .append(was == null ? "–" : Integer.toString(was.exposedCount())).append("</td><td class=\"num\">")
                    .append(e.exposedCount()).append("</td></tr>");
        }
        b.append("</table>\n");
    }

    private static void utility(StringBuilder b, ReviewInput in, Charts charts) {
        if (!in.isGraph()) {
            return;
        }
        b.append("<h2 id=\"utility\">Utility before and after</h2>\n");
        GraphUtility before = in.utilityBefore();
        GraphUtility after = in.utilityAfter();
        if (before == null || after == null) {
            b.append("<p class=\"note\">The utility before needs the original (<code>--original</code>).</p>\n");
            return;
        }
        b.append("<table><tr><th>measure</th><th class=\"num\">before</th><th class=\"num\">after</th></tr>");
        number(b, "nodes", before.nodes(), after.nodes());
        number(b, "edges", before.edges(), after.edges());
        number(b, "average clustering", before.clustering().average(), after.clustering().average());
        number(b, "transitivity", before.clustering().transitivity(), after.clustering().transitivity());
        number(b, "closeness centralization" + (before.closeness().isExact() ? "" : " (sampled)"),
                before.closeness().value(), after.closeness().value());
        number(b, "mean degree", before.degrees().mean(), after.degrees().mean());
        b.append("</table>\n<div class=\"pair\">");
        chart(b, "chart-utility", charts.get("utility", () -> ReviewCharts.utility(before, after)), "Clustering and closeness before and after");
        chart(b, "chart-degrees", charts.get("degrees", () -> ReviewCharts.degrees(before.degrees(),
                        after.degrees())),
                "Degree distribution before and after");
        b.append("</div>\n");
    }

    private static void drawing(StringBuilder b, ReviewInput in) {
        if (!in.isGraph()) {
            return;
        }
        b.append("<h2 id=\"drawing\">The graph before and after</h2>\n");
        if (in.drawing() == null) {
            b.append("<p class=\"note\">No drawing: the run was made with <code>--no-pictures</code>, or without the "
                    + "original.</p>\n");
            return;
        }
        b.append("<p>Scroll to zoom, drag to pan, hover a node for its published values. Colour by "
                + "<label><input type=\"radio\" name=\"colour\" value=\"role\" checked> split role</label> "
                + "<label><input type=\"radio\" name=\"colour\" value=\"class\"> equivalence class</label></p>\n");
        b.append("<p class=\"legend\" data-legend=\"role\">");
        for (io.graphveil.render.NodeKind k : io.graphveil.render.NodeKind.values()) {
            b.append("<span class=\"swatch\" style=\"background:").append(k.colour())
                    .append(k.outlined() ? ";border:2px solid #222" : "").append("\"></span>")
                    .append(Html.text(k.legend()));
        }
        b.append("</p>\n<p class=\"legend\" data-legend=\"class\">Each equivalence class one colour (")
                .append(GraphView.PALETTE.size()).append(" colours, cycled); suppressed rows grey.</p>\n");
        b.append("<div class=\"pair\">");
        pane(b, "graph-before", "Before: the original graph", in.drawing().before().caption());
        pane(b, "graph-after", "After: the published graph", in.drawing().after().caption());
        b.append("</div>\n");
    }

    private static void pane(StringBuilder b, String id, String title, List<String> caption) {
        b.append("<div><h3>").append(Html.text(title)).append("</h3><div class=\"graph\" id=\"").append(id)
                .append("\"></div><p class=\"caption\">");
        for (String line : caption) {
            b.append(Html.text(line)).append("<br>");
        }
        b.append("</p></div>");
    }

    private static void chart(StringBuilder b, String id, String uri, String alt) {
        b.append("<img class=\"chart\" id=\"").append(id).append("\" alt=\"").append(Html.text(alt)).append("\" src=\"")
                .append(uri).append("\">\n");
    }

    private static void row(StringBuilder b, String label, String value) {
        b.append("<tr><th>").append(Html.text(label)).append("</th><td>").append(Html.text(value)).append("</td></tr>");
    }

    private static void number(StringBuilder b, String label, double before, double after) {
        b.append("<tr><td>").append(Html.text(label)).append("</td><td class=\"num\">").append(format(before))
                .append("</td><td class=\"num\">").append(format(after)).append("</td></tr>");
    }

    private static String format(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.format(Locale.ROOT, "%,d", (long) v)
                : String.format(Locale.ROOT, "%.4f", v);
    }

    /** A script's text with every {@code </} written {@code <\/}, which no script reads differently. */
    static String safeScript(String js) {
        return js.replace("</", "<\\/");
    }

    private static String resource(String name) {
        try (InputStream in = ReviewPage.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Cytoscape.js from its WebJar, read once: its licence comment and its script, ready to inline. */
    private static final class Cytoscape {
        static final String VERSION = version();
        static final String SCRIPT = "/*! Cytoscape.js " + VERSION + ". " + webjar("LICENSE").replace("*/", "* /")
                + " */\n" + safeScript(webjar("dist/cytoscape.min.js"));

        private static String version() {
            try (InputStream in = ReviewPage.class.getClassLoader()
                    .getResourceAsStream("META-INF/maven/org.webjars.npm/cytoscape/pom.properties")) {
                if (in == null) {
                    throw new IllegalStateException("the Cytoscape.js WebJar is not on the class path");
                }
                Properties p = new Properties();
                p.load(in);
                return p.getProperty("version");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private static String webjar(String file) {
            String path = WEBJAR + VERSION + "/" + file;
            try (InputStream in = ReviewPage.class.getClassLoader().getResourceAsStream(path)) {
                if (in == null) {
                    throw new IllegalStateException("missing " + path);
                }
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
