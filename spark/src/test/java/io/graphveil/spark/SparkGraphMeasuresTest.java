package io.graphveil.spark;

import io.graphveil.api.GraphVeil;
import io.graphveil.metrics.Clustering;
import io.graphveil.metrics.DegreeDistribution;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.IndexedGraph;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The Spark measures equal the single-machine ones: counts exactly, coefficients up to rounding. */
class SparkGraphMeasuresTest {
    @ParameterizedTest(name = "sample-1000 split with seed {0}")
    @ValueSource(longs = {1, 2})
    void equalTheSingleMachineMeasures(long seed) {
        AttributeSocialNetwork network = GraphVeil.anonymize(Path.of("graphs/sample-1000")).k(4).alpha(0.5)
                .seed(seed).run().network();
        compare(network.structure(), network::id);
    }

    /** A hub beside a clique, isolated nodes and a path: the degree order and the zeros. */
    @Test
    void hubsCliquesAndIsolatedNodes() {
        int n = 40;
        List<int[]> edges = new ArrayList<>();
        for (int v = 1; v < 30; v++) {
            edges.add(new int[]{0, v});
        }
        for (int a = 1; a < 7; a++) {
            for (int b = a + 1; b < 7; b++) {
                edges.add(new int[]{a, b});
            }
        }
        edges.add(new int[]{30, 31});
        edges.add(new int[]{31, 32});
        compare(IndexedGraph.fromSimpleEdges(n, edges.stream().mapToInt(e -> e[0]).toArray(),
                edges.stream().mapToInt(e -> e[1]).toArray(), edges.size()), v -> "n" + v);
    }

    private static void compare(IndexedGraph g, IntFunction<String> id) {
        SparkSession spark = LocalSpark.session();
        List<Row> nodes = new ArrayList<>();
        for (int v = 0; v < g.nodeCount(); v++) {
            nodes.add(RowFactory.create(id.apply(v)));
        }
        List<Row> links = new ArrayList<>();
        g.forEachEdge((u, v) -> links.add(RowFactory.create(id.apply(u), id.apply(v))));
        Dataset<Row> nodeSet = spark.createDataFrame(nodes, new StructType().add("id", DataTypes.StringType));
        Dataset<Row> linkSet = spark.createDataFrame(links, new StructType().add("a", DataTypes.StringType)
                .add("b", DataTypes.StringType)).repartition(3);
        SparkGraphMeasures.Result r = SparkGraphMeasures.of(nodeSet, linkSet);

        DegreeDistribution degrees = DegreeDistribution.of(g);
        long[] expected = new long[degrees.maxDegree() + 1];
        for (int d = 0; d < expected.length; d++) {
            expected[d] = degrees.count(d);
        }
        assertArrayEquals(expected, r.degreeCounts());
        Clustering c = Clustering.of(g);
        assertEquals(c.triangles(), r.triangles());
        assertEquals(c.average(), r.average(), 1e-12);
        assertEquals(c.averageDegree2(), r.averageDegree2(), 1e-12);
        assertEquals(c.transitivity(), r.transitivity(), 1e-12);
    }
}
