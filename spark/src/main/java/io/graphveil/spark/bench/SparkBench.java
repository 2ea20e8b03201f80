package io.graphveil.spark.bench;

import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.metrics.Clustering;
import io.graphveil.metrics.DegreeDistribution;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.publish.GraphFiles;
import io.graphveil.publish.Publication;
import io.graphveil.spark.SparkDatafly;
import io.graphveil.spark.SparkGraphMeasures;
import io.graphveil.spark.SparkInput;
import io.graphveil.spark.SparkPublication;
import io.graphveil.spark.SparkSessions;
import io.graphveil.spark.SparkVerifier;
import io.graphveil.io.SchemaJson;
import io.graphveil.model.Schema;
import io.graphveil.publish.MappingFile;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.VerificationReport;
import io.graphveil.verify.Verifier;
import org.apache.spark.sql.SparkSession;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The Spark engine's steps against the single-machine engine's on the same dataset folder, side
 * by side in one JVM: the publication (every public file, compared byte for byte), the verifier
 * on the published table with the mapping (the same verdict, figures and violations) and the exact
 * measures (degree distribution, triangles, clustering), after loading (the single machine's reader;
 * Spark's CSV reader, its Datasets cached). Prints one line per step: both times, their ratio, and
 * whether the outputs are equal. Each step runs once, the single machine first; Spark runs in
 * {@code local[N]} as {@link SparkSessions} starts it (UI off, four shuffle partitions per core).
 * Datafly (k = 5, α = 0.5 over rows, 2 % suppression) runs on the dataset's people as read, the
 * two tables compared row by row (each row with its identifier). The files go to a new folder
 * under {@code WORK_DIR}. Naming steps ({@code publication}, {@code verifier}, {@code measures},
 * {@code datafly}, {@code split}, {@code gate}) after the master runs only those, after the load.
 *
 * <pre>java -cp CLASSPATH io.graphveil.spark.bench.SparkBench DATASET_DIR WORK_DIR [local[2] [STEP...]]</pre>
 */
public final class SparkBench {
    private SparkBench() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: SparkBench DATASET_DIR WORK_DIR [MASTER]");
            System.exit(2);
        }
        Path input = Path.of(args[0]);
        Path work = Path.of(args[1]);
        String master = args.length > 2 ? args[2] : "local[2]";
        java.util.Set<String> steps = args.length > 3 ? java.util.Set.of(Arrays.copyOfRange(args, 3, args.length))
                : java.util.Set.of("publication", "verifier", "measures", "datafly");
        SparkSession spark = SparkSessions.open("graphveil-bench", master);
        long t0 = System.nanoTime();
        Dataset data = DatasetReader.read(input);
        AttributeSocialNetwork network = data.network();
        long single = System.nanoTime() - t0;
        t0 = System.nanoTime();
        org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> nodes = SparkInput.nodes(spark,
                input.resolve("nodes.csv").toString(), network.schema()).cache();
        org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> edges = SparkInput.edges(spark,
                input.resolve("edges.csv").toString()).cache();
        boolean sizes = nodes.count() == network.nodeCount() && edges.count() == network.edgeCount();
        long distributed = System.nanoTime() - t0;
        System.out.printf("dataset %s: %,d nodes, %,d edges; Spark %s%n", input.getFileName(), network.nodeCount(),
                network.edgeCount(), master);
        line("load", single, distributed, sizes);

        Files.createDirectories(work);
        Path run = Files.createTempDirectory(work, "spark-bench-");
        if (steps.contains("datafly")) {
            datafly(data, nodes);
        }
        if (steps.contains("split")) {
            split(data, nodes, edges);
        }
        if (steps.contains("publication") || steps.contains("verifier")) {
            publishAndVerify(data, nodes, edges, run, master, spark);
        }
        if (steps.contains("measures")) {
            measures(network, nodes, edges);
        }
        if (steps.contains("gate")) {
            gate(data, input, run, spark);
        }
        System.out.println("files in " + run);
        spark.stop();
    }

    /** Datafly on the people as read, on both engines; the tables compared row by row. */
    private static void datafly(Dataset data, org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> nodes) {
        io.graphveil.model.Table table = data.table();
        io.graphveil.hierarchy.Hierarchies hierarchies = data.hierarchies().completeFor(table);
        io.graphveil.criteria.PrivacyModel model = io.graphveil.criteria.PrivacyModel.of(
                new io.graphveil.criteria.KAnonymity(5), new io.graphveil.criteria.AlphaDeassociation(0.5));
        io.graphveil.anonymize.SuppressionBudget budget = io.graphveil.anonymize.SuppressionBudget.share(0.02);
        long t0 = System.nanoTime();
        io.graphveil.model.Table expected = new io.graphveil.anonymize.Datafly().anonymize(table, hierarchies, model,
                budget, 1).table();
        long single = System.nanoTime() - t0;
        t0 = System.nanoTime();
        SparkDatafly.Result result = SparkDatafly.anonymize(nodes, table.schema(), hierarchies, model, budget,
                false, false);
        List<org.apache.spark.sql.Row> rows = result.table().collectAsList();
        long distributed = System.nanoTime() - t0;
        List<String> a = new java.util.ArrayList<>(table.rowCount());
        for (int r = 0; r < expected.rowCount(); r++) {
            a.add(String.join(",", expected.row(r)));
        }
        List<String> b = new java.util.ArrayList<>(rows.size());
        for (org.apache.spark.sql.Row r : rows) {
            String[] cells = new String[r.length()];
            for (int j = 0; j < cells.length; j++) {
                cells[j] = r.getString(j);
            }
            b.add(String.join(",", cells));
        }
        java.util.Collections.sort(a);
        java.util.Collections.sort(b);
        line("datafly (" + result.baseClasses() + " base classes, " + result.outcome().iterations() + " steps)",
                single, distributed, a.equals(b));
    }

    /** The safe split (alpha = 0.5, over the whole table) on both engines; rows and friendships compared. */
    private static void split(Dataset data, org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> nodes,
                              org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> edges) {
        AttributeSocialNetwork network = data.network();
        io.graphveil.hierarchy.Hierarchies hierarchies = data.hierarchies().completeFor(data.table());
        io.graphveil.split.NodeSplitter.Options options = io.graphveil.split.NodeSplitter.Options.safe(0.5);
        long t0 = System.nanoTime();
        io.graphveil.split.SplitResult expected = new io.graphveil.split.NodeSplitter(options).split(network,
                hierarchies, 1, null);
        long single = System.nanoTime() - t0;
        t0 = System.nanoTime();
        io.graphveil.spark.SparkSplit.Result result = io.graphveil.spark.SparkSplit.of(network.schema(), hierarchies,
                nodes, edges, 1, options.holderShare(), false,
                io.graphveil.Progress.start("split on Spark (rounds)", 0));
        List<org.apache.spark.sql.Row> rows = result.nodes().collectAsList();
        List<org.apache.spark.sql.Row> links = result.edges().collectAsList();
        long distributed = System.nanoTime() - t0;
        AttributeSocialNetwork split = expected.network();
        java.util.Set<String> a = new java.util.HashSet<>();
        for (int v = 0; v < split.nodeCount(); v++) {
            a.add(String.join(",", split.table().row(v)));
        }
        java.util.Set<String> b = new java.util.HashSet<>();
        for (org.apache.spark.sql.Row r : rows) {
            String[] cells = new String[r.length() - 2];
            for (int j = 0; j < cells.length; j++) {
                cells[j] = r.getString(j);
            }
            b.add(String.join(",", cells));
        }
        java.util.Set<String> ea = new java.util.HashSet<>();
        split.structure().forEachEdge((u, v) -> ea.add(pair(split.id(u), split.id(v))));
        java.util.Set<String> eb = new java.util.HashSet<>();
        for (org.apache.spark.sql.Row r : links) {
            eb.add(pair(r.getString(0), r.getString(1)));
        }
        line("split (" + result.targets() + " targets, " + result.rounds() + " rounds)", single, distributed,
                a.equals(b) && ea.equals(eb) && expected.plan().equals(result.plan()));
    }

    private static String pair(String a, String b) {
        return a.compareTo(b) < 0 ? a + " " + b : b + " " + a;
    }

    private static void publishAndVerify(Dataset data, org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> nodes,
                                         org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> edges, Path run,
                                         String master, SparkSession spark) throws IOException {
        AttributeSocialNetwork network = data.network();
        long seed = 1;
        Path one = Files.createDirectories(run.resolve("single"));
        Path two = Files.createDirectories(run.resolve("spark"));
        long t0 = System.nanoTime();
        Publication publication = new Publication(network.table(), network.structure(), seed);
        publication.write(one, data.hierarchies()).await();
        long single = System.nanoTime() - t0;
        t0 = System.nanoTime();
        SparkPublication.of(network.schema(), nodes, edges, seed).write(two, data.hierarchies(), GraphFiles.defaults());
        long distributed = System.nanoTime() - t0;
        line("publication (every public file)", single, distributed, sameFiles(one, two));

        // the verifier on the published table, with the mapping: k = 2 over persons and alpha = 0.5
        String[] ids = new String[network.nodeCount()];
        Arrays.setAll(ids, network::id);
        publication.writeMapping(run, ids);
        Schema published = SchemaJson.read(one.resolve(Publication.SCHEMA));
        Claim claim = new Claim(2, 0.5, null, null, null, true);
        t0 = System.nanoTime();
        VerificationReport verdict = Verifier.verify(PublishedTable.read(one.resolve(Publication.TABLE), published),
                claim, MappingFile.read(run.resolve(MappingFile.NAME)));
        single = System.nanoTime() - t0;
        t0 = System.nanoTime();
        org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> mapping = SparkInput.mapping(spark,
                run.resolve(MappingFile.NAME).toString());
        VerificationReport grouped = SparkVerifier.verify(published, SparkInput.nodes(spark,
                one.resolve(Publication.TABLE).toString(), published), claim, mapping);
        distributed = System.nanoTime() - t0;
        line("verifier (k = 2 over persons, alpha)", single, distributed, sameVerdict(verdict, grouped));
    }

    private static void measures(AttributeSocialNetwork network, org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> nodes,
                                 org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> edges) {
        long t0 = System.nanoTime();
        DegreeDistribution degrees = DegreeDistribution.of(network.structure());
        Clustering clustering = Clustering.of(network.structure());
        long single = System.nanoTime() - t0;
        t0 = System.nanoTime();
        String id = network.schema().attribute(network.schema().identifierIndex()).name();
        SparkGraphMeasures.Result r = SparkGraphMeasures.of(nodes.select("`" + id + "`"), edges);
        long distributed = System.nanoTime() - t0;
        long[] counts = new long[degrees.maxDegree() + 1];
        for (int d = 0; d < counts.length; d++) {
            counts[d] = degrees.count(d);
        }
        boolean equal = Arrays.equals(counts, r.degreeCounts()) && clustering.triangles() == r.triangles()
                && Math.abs(clustering.transitivity() - r.transitivity()) < 1e-9
                && Math.abs(clustering.average() - r.average()) < 1e-9;
        line("degree distribution + exact clustering", single, distributed, equal);
    }

    /**
     * The gate's attackers (qi, tolerant qi+degree, copy-pair) with the owner's mapping on the
     * publication of a default single-machine run (k 5, α 0.5, seed 1; not timed), judged at α 0.35
     * so that some persons are exposed: the single machine's {@code PrivacyAudit.Auditor} (setup and
     * audit) against {@link io.graphveil.spark.SparkAudit} on the same rows handed to Spark as
     * cached Datasets; the same exposures (holders, exposed persons, false positives, candidates,
     * revealing rows) and tells.
     */
    private static void gate(Dataset data, Path input, Path run, SparkSession spark) throws IOException {
        Path out = run.resolve("published");
        Path owner = io.graphveil.io.OutputFolder.privateTarget(out, null);
        try (io.graphveil.io.OutputFolder folder = io.graphveil.io.OutputFolder.prepare(out, owner, false,
                List.of(), null)) {
            io.graphveil.api.GraphVeil.anonymize(input).k(5).alpha(0.5).seed(1).run()
                    .writeInto(folder, GraphFiles.defaults(), true, false, false);
            folder.commit();
        }
        AttributeSocialNetwork o = data.network();
        AttributeSocialNetwork p = io.graphveil.publish.GraphInput.read(out).network();
        int[] personOf = MappingFile.personOfNode(owner.resolve(MappingFile.NAME), o, p);
        Schema policy = io.graphveil.pipeline.Policy.apply(data, null, true, true, null, 1).dataset().schema();
        double alpha = 0.35;
        long t0 = System.nanoTime();
        io.graphveil.attack.PrivacyAudit.Result single = new io.graphveil.attack.PrivacyAudit.Auditor(
                new io.graphveil.attack.PrivacyAudit.Input(o.table(), o.structure(), p.table(), p.structure(),
                        data.hierarchies(), policy, personOf, alpha, 1))
                .audit(p.table(), io.graphveil.attack.PrivacyAudit.Effort.GATE, true);
        long singleTime = System.nanoTime() - t0;
        org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> rows = io.graphveil.spark.SparkAudit.rows(spark,
                p.table(), r -> personOf[r], p.structure()::degree).cache();
        org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> persons = io.graphveil.spark.SparkAudit.rows(spark,
                o.table(), x -> x, o.structure()::degree).cache();
        rows.count();
        persons.count();
        t0 = System.nanoTime();
        io.graphveil.attack.PrivacyAudit.Result grouped = io.graphveil.spark.SparkAudit.audit(p.schema(), policy,
                rows, o.schema(), persons, data.hierarchies(), alpha, true);
        long distributed = System.nanoTime() - t0;
        boolean equal = true;
        int exposed = 0;
        for (String attacker : List.of("qi", "qi+degree tolerant", "copy-pair")) {
            io.graphveil.attack.Exposure a = single.exposure(attacker);
            io.graphveil.attack.Exposure b = grouped.exposure(attacker);
            exposed = Math.max(exposed, a.exposedCount());
            equal &= Arrays.equals(a.holders(), b.holders()) && Arrays.equals(a.exposed(), b.exposed())
                    && Arrays.equals(a.falsePositives(), b.falsePositives())
                    && Arrays.equals(a.exposedPersons(), b.exposedPersons()) && a.targets() == b.targets()
                    && a.noCandidate() == b.noCandidate() && Math.abs(a.meanCandidates() - b.meanCandidates()) < 1e-9
                    && Arrays.equals(a.revealingRows(), b.revealingRows());
        }
        equal &= tells(single).equals(tells(grouped));
        line("gate's attackers (alpha 0.35; " + exposed + " exposed)", singleTime, distributed, equal);
    }

    private static List<String> tells(io.graphveil.attack.PrivacyAudit.Result r) {
        return r.tells().stream().map(t -> t.token() + " " + t.item() + " " + t.persons() + " " + t.holderShare())
                .sorted().toList();
    }

    private static void line(String step, long single, long spark, boolean equal) {
        System.out.printf("%-40s single %8.2f s   spark %8.2f s   spark/single %6.2fx   %s%n", step, single / 1e9,
                spark / 1e9, spark / (double) single, equal ? "equal" : "DIFFERENT");
    }

    /** The same verdict, figures and violations (a row-named violation by its criterion alone). */
    private static boolean sameVerdict(VerificationReport a, VerificationReport b) {
        return a.passed() == b.passed() && a.rows() == b.rows() && a.suppressed() == b.suppressed()
                && a.classes() == b.classes() && a.minClassSize() == b.minClassSize()
                && Math.abs(a.maxPrivateShare() - b.maxPrivateShare()) < 1e-12
                && a.minDistinctPersons() == b.minDistinctPersons() && violations(a).equals(violations(b));
    }

    private static List<String> violations(VerificationReport r) {
        return r.violations().stream().map(v -> v.criterion().equals("pseudonyms") || v.criterion().equals("hierarchy")
                ? v.criterion() : v.toString()).sorted().toList();
    }

    private static boolean sameFiles(Path a, Path b) throws IOException {
        List<String> files = list(a);
        if (!files.equals(list(b))) {
            return false;
        }
        for (String f : files) {
            if (Files.mismatch(a.resolve(f), b.resolve(f)) >= 0) {
                return false;
            }
        }
        return true;
    }

    private static List<String> list(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).map(p -> root.relativize(p).toString()).sorted().toList();
        }
    }
}
