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
