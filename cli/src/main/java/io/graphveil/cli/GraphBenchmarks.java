package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.bench.BenchReport;
import io.graphveil.bench.WarmTimer;
import io.graphveil.generate.FriendshipGenerator;
import io.graphveil.generate.MovieLensLikeProfiles;
import io.graphveil.io.Json;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.importer.MovieLensSchema;
import io.graphveil.metrics.ClosenessCentralization;
import io.graphveil.metrics.Clustering;
import io.graphveil.metrics.DistanceProfile;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Table;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The speed targets of issue #4 ({@code graphveil bench graph}): measure on ego-Facebook, the
 * attacks on its anonymization, clustering on 200,000 nodes, sampled closeness on 1,000,000 nodes,
 * and drawing a 2,000-node graph; the cost of the pictures and the review page.
 */
final class GraphBenchmarks {
    private GraphBenchmarks() {
    }

    static void run(BenchReport report, BenchCommand.SuiteOptions options) throws Exception {
        egoFacebook(report, options);
        clustering(report, options);
        sampledCloseness(report, options);
        picture(report, options);
    }

    /** A MovieLens-like graph generated in this JVM (the generator of {@code graphveil generate}). */
    static IndexedGraph generated(int n, double averageDegree, long seed) {
        Table people = MovieLensLikeProfiles.draw(MovieLensSchema.schema("bench", List.of()), n, 0, seed);
        return new FriendshipGenerator(FriendshipGenerator.Parameters.defaults().withAverageDegree(averageDegree))
                .generate(n, MovieLensLikeProfiles.similarity(people), seed, x -> {
                });
    }

    /** Median wall time of a command that writes nothing (the scratch folder given to it is unused). */
    private static double medianWall(BenchCommand.SuiteOptions options, List<String> args) throws Exception {
        return BenchCommand.median(BenchCommand.wallTimes(options.runs, unused -> args));
    }

    private static String fmt(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }

    /**
     * Issue #15: {@code anonymize} of ego-Facebook with the pictures and the review page against
     * {@code --no-pictures --no-review}, whole process, run alternately; the ratio of the medians
     * (at least 3 runs each).
     */
    private static void picturesCost(BenchReport report, BenchCommand.SuiteOptions options, Path dataset)
            throws Exception {
        int runs = Math.max(3, options.runs);
        double[] with = new double[runs];
        double[] without = new double[runs];
        for (int i = -1; i < runs; i++) {
            for (boolean pictures : new boolean[]{true, false}) {
                Path out = BenchCommand.tempOut();
                try {
                    List<String> args = new ArrayList<>(List.of("anonymize", dataset.toString(), "--k", "5", "--alpha",
                            "0.5", "--private-ratio", "0.2", "--seed", "1", "--out", out.toString()));
                    if (!pictures) {
                        args.addAll(List.of("--no-pictures", "--no-review"));
                    }
                    double wall = BenchCommand.child(null, args).wallSeconds();
                    if (i >= 0) {
                        (pictures ? with : without)[i] = wall;
                    }
                } finally {
                    for (Path p : List.of(out, OutputFolder.privateTarget(out, null))) {
                        if (java.nio.file.Files.exists(p)) {
                            OutputFolder.deleteRecursively(p);
                        }
                    }
                }
            }
        }
        double a = BenchCommand.median(with);
        double b = BenchCommand.median(without);
        report.add("anonymize ego-Facebook with pictures and review page / --no-pictures --no-review, wall, "
                + "medians, runs alternating", a / b, 2.0, "x", fmt("%.2f s / %.2f s", a, b));
    }

    private static void egoFacebook(BenchReport report, BenchCommand.SuiteOptions options) throws Exception {
        Path ego = options.require("ego-facebook");
        Path dataset = BenchCommand.tempOut();
        Path anonymized = BenchCommand.tempOut();
        Path scratch = BenchCommand.tempOut();
        try {
            BenchCommand.child(null, List.of("import", "snap-ego", "--dir", ego.toString(), "--out", dataset.toString()));
            // Every ALGORITHMS.md §7 key is printed (checked in this JVM, not timed).
            StringWriter json = new StringWriter();
            Main.run(new PrintWriter(json), new PrintWriter(new StringWriter()), "measure", dataset.toString(),
                    "--format", "json");
            JsonNode o = Json.MAPPER.readTree(json.toString());
            for (String key : List.of("nodes", "edges", "components", "average_clustering", "average_clustering_deg2",
                    "transitivity", "closeness_centralization", "closeness_scope", "timings_ms")) {
                if (!o.has(key)) {
                    throw new IllegalStateException("measure printed no " + key);
                }
            }
            double measure = medianWall(options, List.of("measure", dataset.toString(), "--format", "json"));
            report.add("measure ego-Facebook (all ALGORITHMS.md §7 keys), wall, median", measure, 2.0, "s",
                    fmt("closeness %s, diameter %s", o.get("closeness_method").asText(), o.get("diameter").asText()));

            picturesCost(report, options, dataset);
            ChildRun.Result anonymize = BenchCommand.child(null, List.of("anonymize", dataset.toString(), "--k", "5",
                    "--alpha", "0.5", "--private-ratio", "0.2", "--seed", "1", "--write-mapping", "--out",
                    anonymized.toString()));
            JsonNode timings = Json.MAPPER.readTree(anonymized.resolve("report.json").toFile()).get("timings_ms");
            report.note("anonymize ego-Facebook with before/after pictures, wall", anonymize.wallSeconds(), "s");
            report.note("  of which the two pictures (layout of 1,500 nodes, 2 PNGs), beside the publishing",
                    timings.get("pictures").asDouble() / 1e3, "s");
            double render = medianWall(options, List.of("render", anonymized.toString(), "--original",
                    dataset.toString(), "--mapping", OutputFolder.privateTarget(anonymized, null).resolve("mapping.secret.csv").toString(), "--force",
                    "--out", scratch.resolve("after.png").toString()));
            report.add("render ego-Facebook's anonymization: 1,500-node stratified sample, wall, median", render,
                    20, "s", null);
            OutputFolder.deleteRecursively(scratch);
            double attack = medianWall(options, List.of("attack", dataset.toString(), anonymized.toString(),
                    "--mapping", OutputFolder.privateTarget(anonymized, null).resolve("mapping.secret.csv").toString()));
            report.add("attack ego-Facebook's anonymization (10 attacks + baseline), wall, median", attack, 10.0, "s",
                    null);
            ChildRun.Result experiment = BenchCommand.child(null, List.of("experiment", "utility", dataset.toString(),
                    "--out", scratch.toString()));
            report.note("experiment utility on ego-Facebook (4 private ratios), wall", experiment.wallSeconds(), "s");
        } finally {
            OutputFolder.deleteRecursively(dataset);
            OutputFolder.deleteRecursively(anonymized);
            OutputFolder.deleteRecursively(scratch);
        }
    }

    private static void clustering(BenchReport report, BenchCommand.SuiteOptions options) throws Exception {
        int n = options.quick ? 50_000 : 200_000;
        IndexedGraph g = generated(n, 10, 2);
        long t0 = System.nanoTime();
        Clustering c = Clustering.of(g);
        double cold = (System.nanoTime() - t0) / 1e9;
        WarmTimer.Timing warm = WarmTimer.time(2, options.runs, () -> Clustering.of(g));
        String name = fmt("average clustering + transitivity, %,d nodes / %,d edges, first call", n, g.edgeCount());
        String detail = fmt("warm median %.3f s; average %.4f, transitivity %.4f", warm.medianMs() / 1e3, c.average(),
                c.transitivity());
        if (options.quick) {
            report.note(name, cold, "s");
        } else {
            report.add(name, cold, 3.0, "s", detail);
        }
    }

    private static void sampledCloseness(BenchReport report, BenchCommand.SuiteOptions options) {
        int n = options.quick ? 100_000 : 1_000_000;
        IndexedGraph g = generated(n, 10, 1);
        long t0 = System.nanoTime();
        DistanceProfile profile = DistanceProfile.sampled(g, GraphUtility.DEFAULT_SAMPLES, 1);
        ClosenessCentralization c = ClosenessCentralization.of(profile);
        double seconds = (System.nanoTime() - t0) / 1e9;
        String name = fmt("sampled closeness centralization, %,d nodes / %,d edges", n, g.edgeCount());
        String detail = fmt("%.5f +/- %.5f (95%%), %d searches", c.value(), c.errorBound(), c.sources());
        if (options.quick) {
            report.note(name, seconds, "s");
        } else {
            report.add(name, seconds, 60, "s", detail);
        }
    }

    private static void picture(BenchReport report, BenchCommand.SuiteOptions options) throws Exception {
        Path dataset = BenchCommand.tempOut();
        Path picture = BenchCommand.tempOut();
        try {
            BenchCommand.child(null, new ArrayList<>(List.of("generate", "--nodes", "2000", "--avg-degree", "10",
                    "--seed", "1", "--private-ratio", "0.2", "--out", dataset.toString())));
            io.graphveil.io.OwnerOnly.createDirectories(picture);
            double wall = medianWall(options, List.of("render", dataset.toString(), "--force", "--out",
                    picture.resolve("g.png").toString()));
            report.add("render a 2,000-node / ~10,000-edge graph (PNG; a 1,500-node sample drawn), wall, median", wall, 20, "s", null);
            double svg = medianWall(options, List.of("render", dataset.toString(), "--force", "--out",
                    picture.resolve("g.svg").toString()));
            report.note("the same as SVG, wall, median", svg, "s");
        } finally {
            OutputFolder.deleteRecursively(dataset);
            OutputFolder.deleteRecursively(picture);
        }
    }
}
