package io.graphveil.spark.bench;

import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.metrics.Clustering;
import io.graphveil.metrics.DegreeDistribution;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.publish.GraphFiles;
import io.graphveil.publish.Publication;
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
 * The files go to a new folder under {@code WORK_DIR}.
 *
 * <pre>java -cp CLASSPATH io.graphveil.spark.bench.SparkBench DATASET_DIR WORK_DIR [local[2]]</pre>
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
        SparkSession spark = SparkSessions.open("graphveil-bench", master);
        long seed = 1;
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
        Path one = Files.createDirectories(run.resolve("single"));
        Path two = Files.createDirectories(run.resolve("spark"));
        t0 = System.nanoTime();
        Publication publication = new Publication(network.table(), network.structure(), seed);
        publication.write(one, data.hierarchies()).await();
        single = System.nanoTime() - t0;
        t0 = System.nanoTime();
        SparkPublication.of(network.schema(), nodes, edges, seed).write(two, data.hierarchies(), GraphFiles.defaults());
        distributed = System.nanoTime() - t0;
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

        t0 = System.nanoTime();
        DegreeDistribution degrees = DegreeDistribution.of(network.structure());
        Clustering clustering = Clustering.of(network.structure());
        single = System.nanoTime() - t0;
        t0 = System.nanoTime();
        String id = network.schema().attribute(network.schema().identifierIndex()).name();
        SparkGraphMeasures.Result r = SparkGraphMeasures.of(nodes.select("`" + id + "`"), edges);
        distributed = System.nanoTime() - t0;
        long[] counts = new long[degrees.maxDegree() + 1];
        for (int d = 0; d < counts.length; d++) {
            counts[d] = degrees.count(d);
        }
        boolean equal = Arrays.equals(counts, r.degreeCounts()) && clustering.triangles() == r.triangles()
                && Math.abs(clustering.transitivity() - r.transitivity()) < 1e-9
                && Math.abs(clustering.average() - r.average()) < 1e-9;
        line("degree distribution + exact clustering", single, distributed, equal);
        System.out.println("files in " + run);
        spark.stop();
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
