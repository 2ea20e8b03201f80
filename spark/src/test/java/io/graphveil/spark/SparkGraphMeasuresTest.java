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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * Wedge sampling: within its stated bounds of the exact coefficients, about as many draws as
     * asked, the same draws whatever the partitions; a clique's wedges are all closed and a star's
     * none (a draw that took a non-neighbour or the centre itself would show there).
     */
    @Test
    void sampledWedgesFallWithinTheirBounds() {
        AttributeSocialNetwork network = GraphVeil.anonymize(Path.of("graphs/sample-1000")).k(4).alpha(0.5)
                .seed(1).run().network();
        IndexedGraph g = network.structure();
        int samples = 20_000;
        SparkGraphMeasures.Result r = SparkGraphMeasures.sampled(nodes(g, network::id), links(g, network::id),
                samples, 7);
        Clustering c = Clustering.of(g);
        assertFalse(r.isExact());
        assertTrue(Math.abs(r.samples() - samples) < 5 * Math.sqrt(samples), "draws " + r.samples());
        assertTrue(r.transitivityError() > 0 && r.transitivityError() < 0.01, "bound " + r.transitivityError());
        assertTrue(Math.abs(r.transitivity() - c.transitivity()) <= r.transitivityError(),
                r.transitivity() + " vs " + c.transitivity() + " +- " + r.transitivityError());
        assertTrue(Math.abs(r.averageDegree2() - c.averageDegree2()) <= r.averageDegree2Error(),
                r.averageDegree2() + " vs " + c.averageDegree2() + " +- " + r.averageDegree2Error());
        assertTrue(Math.abs(r.average() - c.average()) <= r.averageError(),
                r.average() + " vs " + c.average() + " +- " + r.averageError());
        assertEquals(DegreeDistribution.of(g).maxDegree(), r.degreeCounts().length - 1);
        SparkGraphMeasures.Result again = SparkGraphMeasures.sampled(nodes(g, network::id).repartition(3),
                links(g, network::id).repartition(2), samples, 7);
        assertEquals(r.transitivity(), again.transitivity());
        assertEquals(r.averageDegree2(), again.averageDegree2());
        assertEquals(r.samples(), again.samples());

        int n = 8;
        List<int[]> clique = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                clique.add(new int[]{a, b});
            }
        }
        IndexedGraph k8 = graph(n, clique);
        SparkGraphMeasures.Result all = SparkGraphMeasures.sampled(nodes(k8, v -> "n" + v), links(k8, v -> "n" + v),
                500, 1);
        assertEquals(1.0, all.transitivity());
        assertEquals(1.0, all.averageDegree2());
        List<int[]> star = new ArrayList<>();
        for (int v = 1; v < n; v++) {
            star.add(new int[]{0, v});
        }
        IndexedGraph s = graph(n, star);
        SparkGraphMeasures.Result none = SparkGraphMeasures.sampled(nodes(s, v -> "n" + v), links(s, v -> "n" + v),
                500, 1);
        assertEquals(0.0, none.transitivity());
        assertTrue(none.samples() > 400, "draws " + none.samples());
    }

    private static IndexedGraph graph(int n, List<int[]> edges) {
        return IndexedGraph.fromSimpleEdges(n, edges.stream().mapToInt(e -> e[0]).toArray(),
                edges.stream().mapToInt(e -> e[1]).toArray(), edges.size());
    }

    private static Dataset<Row> nodes(IndexedGraph g, IntFunction<String> id) {
        List<Row> nodes = new ArrayList<>();
        for (int v = 0; v < g.nodeCount(); v++) {
            nodes.add(RowFactory.create(id.apply(v)));
        }
        return LocalSpark.session().createDataFrame(nodes, new StructType().add("id", DataTypes.StringType));
    }

    private static Dataset<Row> links(IndexedGraph g, IntFunction<String> id) {
        List<Row> links = new ArrayList<>();
        g.forEachEdge((u, v) -> links.add(RowFactory.create(id.apply(u), id.apply(v))));
        return LocalSpark.session().createDataFrame(links, new StructType().add("a", DataTypes.StringType)
                .add("b", DataTypes.StringType));
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
