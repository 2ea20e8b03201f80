package io.graphveil.spark;

import io.graphveil.io.DatasetReader;
import io.graphveil.metrics.ClosenessCentralization;
import io.graphveil.model.AttributeSocialNetwork;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spark's closeness: exact from every source, within its stated error from a sample. */
class SparkClosenessTest {
    @Test
    void everySourceGivesTheExactValue() {
        AttributeSocialNetwork net = DatasetReader.read(Path.of("graphs/sample-50")).network();
        SparkCloseness.Result r = SparkCloseness.of(nodes(net), links(net), 1000, 1);
        assertEquals(net.nodeCount(), r.sources());
        assertEquals(0, r.errorBound());
        assertEquals(ClosenessCentralization.of(net.structure()).meanHarmonic(), r.meanHarmonic(), 1e-12);
        io.graphveil.metrics.PathLengths paths = io.graphveil.metrics.PathLengths.of(
                io.graphveil.metrics.DistanceProfile.exact(net.structure()));
        assertEquals(paths.average(), r.averagePath(), 1e-12, "mean shortest-path length");
        assertEquals(0, r.averagePathError());
        assertTrue(paths.diameterExact() && r.diameterExact(), r.toString());
        assertEquals(paths.diameter(), r.diameterLower(), "diameter");
        // the centralizations, exact from every node
        SparkCloseness.Search search = SparkCloseness.search(nodes(net), links(net), 1000, 64, 1);
        SparkCentralization central = SparkCentralization.of(search, SparkComponents.of(nodes(net), links(net),
                search));
        ClosenessCentralization exact = ClosenessCentralization.of(net.structure());
        assertEquals(exact.value(), central.freeman(), 1e-12, "Freeman");
        assertEquals(exact.harmonicCentralization(), central.harmonic(), 1e-12, "harmonic");
        assertEquals(0, central.freemanError());
    }

    /**
     * The centralizations from 40 sampled sources and the 64 of highest degree, on sample-1000:
     * within their stated errors of the exact values (the most central node, a hub, is among the
     * candidates).
     */
    @Test
    void sampledCentralizationsFallWithinTheirErrors() {
        AttributeSocialNetwork net = DatasetReader.read(Path.of("graphs/sample-1000")).network();
        SparkCloseness.Search search = SparkCloseness.search(nodes(net), links(net), 40, 64, 1);
        assertEquals(40, search.sampled());
        assertEquals(104, search.sources().size());
        SparkCentralization central = SparkCentralization.of(search, SparkComponents.of(nodes(net), links(net),
                search));
        ClosenessCentralization exact = ClosenessCentralization.of(net.structure());
        assertTrue(central.freemanError() > 0 && Math.abs(central.freeman() - exact.value()) <= central.freemanError(),
                central.freeman() + " ± " + central.freemanError() + " vs exact " + exact.value());
        assertTrue(central.harmonicError() > 0
                        && Math.abs(central.harmonic() - exact.harmonicCentralization()) <= central.harmonicError(),
                central.harmonic() + " ± " + central.harmonicError() + " vs exact " + exact.harmonicCentralization());
        assertTrue(Math.abs(search.result().meanHarmonic() - exact.meanHarmonic()) <= search.result().errorBound(),
                "the mean with the candidates taken whole: " + search.result());
    }

    @Test
    void aSampleFallsWithinItsStatedErrorAndIsTheSameEachTime() {
        AttributeSocialNetwork net = DatasetReader.read(Path.of("graphs/sample-1000")).network();
        double exact = ClosenessCentralization.of(net.structure()).meanHarmonic();
        // one seed: each search costs seconds of the module's 3 minutes (the single machine's sampled
        // estimates are held to their bounds over several seeds in SampledDistancesTest)
        long seed = 1;
        SparkCloseness.Result r = SparkCloseness.of(nodes(net), links(net), 40, seed);
        assertEquals(40, r.sources());
        assertTrue(r.errorBound() > 0 && r.errorBound() < 0.05, "bound " + r.errorBound());
        assertTrue(Math.abs(r.meanHarmonic() - exact) <= r.errorBound(),
                "seed " + seed + ": " + r.meanHarmonic() + " vs exact " + exact + " ± " + r.errorBound());
        io.graphveil.metrics.PathLengths paths = io.graphveil.metrics.PathLengths.of(
                io.graphveil.metrics.DistanceProfile.exact(net.structure()));
        assertTrue(r.averagePathError() > 0 && Math.abs(r.averagePath() - paths.average()) <= r.averagePathError(),
                r.averagePath() + " vs exact " + paths.average() + " ± " + r.averagePathError());
        assertTrue(paths.diameterExact(), "sample-1000's diameter is known");
        assertTrue(r.diameterLower() <= paths.diameter() && paths.diameter() <= r.diameterUpper(),
                r.diameterLower() + ".." + r.diameterUpper() + " vs " + paths.diameter());
        assertTrue(r.connected(), "sample-1000 is connected, and a source that reaches every node shows it");
        assertEquals(r, SparkCloseness.of(nodes(net).repartition(3), links(net).repartition(2), 40, seed),
                "the same sources and the same value whatever the partitions");
    }

    /**
     * Components, exact whichever part the searches reach: sample-50 with a triangle, a path of 10
     * and two isolated nodes beside it, from 2 sources (the rest found by label propagation) and
     * from every node (the sources' union alone); and the diameter's upper bound on this graph no
     * source reaches whole.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {2, 1000})
    void componentsAreCountedExactly(int sources) {
        AttributeSocialNetwork net = DatasetReader.read(Path.of("graphs/sample-50")).network();
        io.graphveil.metrics.Components expected = io.graphveil.metrics.Components.of(net.structure());
        List<Row> ids = new ArrayList<>(nodes(net).collectAsList());
        List<Row> edges = new ArrayList<>(links(net).collectAsList());
        for (int i = 1; i <= 5; i++) {
            ids.add(RowFactory.create("x" + i));
        }
        for (String[] e : new String[][]{{"x1", "x2"}, {"x2", "x3"}, {"x3", "x1"}}) {
            edges.add(RowFactory.create(e[0], e[1]));
        }
        for (int i = 1; i <= PATH; i++) {
            ids.add(RowFactory.create("q" + i));
            if (i > 1) {
                edges.add(RowFactory.create("q" + (i - 1), "q" + i));
            }
        }
        SparkSession spark = LocalSpark.session();
        Dataset<Row> n = spark.createDataFrame(ids, new StructType().add("id", DataTypes.StringType)).repartition(3);
        Dataset<Row> l = spark.createDataFrame(edges, new StructType().add("a", DataTypes.StringType)
                .add("b", DataTypes.StringType)).repartition(2);
        SparkCloseness.Search search = SparkCloseness.search(n, l, sources, 0, 1);
        // Spark's size estimate of the nodes seen stays in the hundreds of digits however many
        // levels (it multiplied with each level's join, 4,000 digits after 9, until the searches
        // were cut loose from it every few levels: Checkpoint.pass)
        String estimate = search.seen().queryExecution().optimizedPlan().stats().sizeInBytes().toString();
        assertTrue(estimate.length() < 1000, "the estimate after " + search.result().levels() + " levels: " + estimate);
        assertTrue(sources < search.result().nodes() || search.result().levels() > 2 * Checkpoint.PERIOD,
                "from every node the searches run long enough to be cut twice: " + search.result().levels());
        SparkComponents.Result r = SparkComponents.of(n, l, search);
        assertEquals(expected.count() + 4, r.count(), "sample-50's, a triangle, a path, two isolated nodes");
        assertEquals(Math.max(PATH, expected.largestSize()), r.largest());
        // the diameter's upper bound holds though no source reaches every node: at least the
        // diameter (the path's, longer than sample-50's), within the sources' eccentricities and sizes
        io.graphveil.metrics.DistanceSums sums = io.graphveil.metrics.DistanceSums.of(net.structure());
        long diameter = PATH - 1;
        int[] radius = new int[expected.count()];
        java.util.Arrays.fill(radius, Integer.MAX_VALUE);
        for (int i = 0; i < sums.sourceCount(); i++) {
            int c = expected.componentOf(sums.source(i));
            diameter = Math.max(diameter, sums.eccentricity(i));
            radius[c] = Math.min(radius[c], sums.eccentricity(i));
        }
        assertTrue(!search.result().connected(), "no source reaches every node");
        assertTrue(search.result().diameterLower() <= diameter && diameter <= r.diameterUpper(),
                search.result().diameterLower() + ".." + r.diameterUpper() + " vs " + diameter);
        assertTrue(exact(net).diameter() < PATH - 1, "the path is the longest");
        if (sources > search.result().nodes()) {
            // from every node: the largest min(2·radius, size − 1); the path's is its size less one,
            // under twice its radius
            long bound = PATH - 1;
            for (int c = 0; c < radius.length; c++) {
                bound = Math.max(bound, Math.min(2L * radius[c], expected.size(c) - 1));
            }
            assertEquals(bound, r.diameterUpper(), "each component's smallest eccentricity and size");
        } else {
            assertTrue(search.result().diameterUpper() < 0, "the searches alone bound nothing here");
            // (its nodes named so that seed 1 draws both sources from sample-50)
            assertTrue(search.sources().stream().noneMatch(id -> id.startsWith("q")),
                    "the path is left to the label propagation, whose components bound it");
            // sample-50's sources bound its part by twice the smaller eccentricity (2·4), under the
            // path's size less one, which the bound therefore is
            assertEquals(PATH - 1, r.diameterUpper(), "the unreached path's size less one");
        }
    }

    /** A path of this many nodes beside sample-50, its diameter the graph's. */
    private static final int PATH = 10;

    private static io.graphveil.metrics.PathLengths exact(AttributeSocialNetwork net) {
        return io.graphveil.metrics.PathLengths.of(io.graphveil.metrics.DistanceProfile.exact(net.structure()));
    }

    private static Dataset<Row> nodes(AttributeSocialNetwork net) {
        List<Row> rows = new ArrayList<>();
        for (int v = 0; v < net.nodeCount(); v++) {
            rows.add(RowFactory.create(net.id(v)));
        }
        SparkSession spark = LocalSpark.session();
        return spark.createDataFrame(rows, new StructType().add("id", DataTypes.StringType));
    }

    private static Dataset<Row> links(AttributeSocialNetwork net) {
        List<Row> rows = new ArrayList<>();
        net.structure().forEachEdge((u, v) -> rows.add(RowFactory.create(net.id(u), net.id(v))));
        return LocalSpark.session().createDataFrame(rows, new StructType().add("a", DataTypes.StringType)
                .add("b", DataTypes.StringType));
    }
}
