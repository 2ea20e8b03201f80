package io.graphveil.spark;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.split.NodeSplitter;
import io.graphveil.split.PersonClasses;
import io.graphveil.split.SplitResult;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Spark splits as the single machine does: for the same people, friendships and seed — handed to
 * Spark in another order (rows shuffled, friendships shuffled and turned, over three partitions) —
 * the same targets, the same decoy plan and rounds, the same rows under the same copy ids and the
 * same friendships. Over the whole table (sample-1000's first 200 persons, the shadow labelled:
 * occupation climbs its hierarchy) and within classes (sample-50's persons grouped by their first
 * two quasi-identifiers: small classes, strata short of decoys; the shadow blank, occupation being
 * nullable there). The whole job splits within the classes Datafly forms ({@code SparkGraphJobTest}).
 */
class SparkSplitTest extends SeveralShufflePartitions {

    @ParameterizedTest(name = "{0} (first {1} persons), alpha {2}, classes {3}, seed {4}")
    @CsvSource({
            "graphs/sample-1000, 200, 0.5, none, 1",
            "graphs/sample-50, 50, 0.5, two, 4",
    })
    void sparkSplitsAsTheSingleMachine(String dataset, int persons, double alpha, String classes, long seed) {
        Dataset data = DatasetReader.read(Path.of(dataset));
        AttributeSocialNetwork network = first(data.network(), persons);
        compare(network, data.hierarchies().completeFor(network.table()), alpha, classes, seed);
    }

    /**
     * The first {@code n} persons and their friendships among themselves: Spark runs a few jobs
     * per round, so the test keeps the rounds few (the whole of sample-1000, ego-Facebook and the
     * generated graphs are compared by {@code SparkBench ... split}).
     */
    static AttributeSocialNetwork first(AttributeSocialNetwork network, int n) {
        if (n >= network.nodeCount()) {
            return network;
        }
        int[] rows = java.util.stream.IntStream.range(0, n).toArray();
        List<int[]> kept = new ArrayList<>();
        network.structure().forEachEdge((u, v) -> {
            if (u < n && v < n) {
                kept.add(new int[]{u, v});
            }
        });
        int[] us = kept.stream().mapToInt(e -> e[0]).toArray();
        int[] vs = kept.stream().mapToInt(e -> e[1]).toArray();
        return AttributeSocialNetwork.of(network.table().select(rows),
                io.graphveil.model.IndexedGraph.fromSimpleEdges(n, us, vs, us.length));
    }

    /** A different seed gives a different split: the comparison can fail. */
    @Test
    void anotherSeedSplitsOtherwise() {
        Dataset data = DatasetReader.read(Path.of("graphs/sample-1000"));
        Hierarchies hierarchies = data.hierarchies().completeFor(data.table());
        NodeSplitter splitter = new NodeSplitter(NodeSplitter.Options.safe(0.5));
        assertNotEquals(edges(splitter.split(data.network(), hierarchies, 1, null)),
                edges(splitter.split(data.network(), hierarchies, 2, null)));
    }

    private static void compare(AttributeSocialNetwork network, Hierarchies hierarchies, double alpha, String grouping,
                                long seed) {
        Table table = network.table();
        Schema schema = table.schema();
        PersonClasses classes = classes(table, grouping);
        NodeSplitter.Options options = NodeSplitter.Options.safe(alpha);
        SplitResult single = new NodeSplitter(classes == null ? options : options.within(classes))
                .split(network, hierarchies, seed, null);

        Random random = new Random(seed);
        List<Row> people = new ArrayList<>();
        StructType type = new StructType();
        for (String name : schema.names()) {
            type = type.add(name, DataTypes.StringType, false);
        }
        type = type.add(SparkSplit.CLASS, DataTypes.StringType, false);
        for (int p = 0; p < table.rowCount(); p++) {
            String[] row = table.row(p);
            Object[] out = new Object[row.length + 1];
            System.arraycopy(row, 0, out, 0, row.length);
            out[row.length] = classes == null ? "" : classLabel(table, p, grouping);
            people.add(RowFactory.create(out));
        }
        Collections.shuffle(people, random);
        List<Row> links = new ArrayList<>();
        network.structure().forEachEdge((u, v) -> links.add(random.nextBoolean()
                ? RowFactory.create(network.id(u), network.id(v)) : RowFactory.create(network.id(v), network.id(u))));
        Collections.shuffle(links, random);
        var spark = LocalSpark.session();
        SparkSplit.Result spread = SparkSplit.of(schema, hierarchies, spark.createDataFrame(people, type).repartition(3),
                spark.createDataFrame(links, new StructType().add("a", DataTypes.StringType, false)
                        .add("b", DataTypes.StringType, false)).repartition(3),
                seed, options.holderShare(), classes != null, null);

        assertEquals(single.splits(), spread.targets(), "targets");
        assertEquals(single.holders(), spread.holders(), "holders");
        assertEquals(single.rounds(), spread.rounds(), "rounds");
        assertEquals(new LinkedHashMap<>(single.plan()), new LinkedHashMap<>(spread.plan()), "decoy plan");
        assertTrue(single.splits() > 0);

        AttributeSocialNetwork split = single.network();
        TreeSet<String> singleRows = new TreeSet<>();
        for (int v = 0; v < split.nodeCount(); v++) {
            singleRows.add(String.join("|", split.table().row(v)) + "|" + network.id(single.personOf(v)) + "|"
                    + single.isShadow(v));
        }
        TreeSet<String> sparkRows = new TreeSet<>();
        for (Row r : spread.nodes().collectAsList()) {
            List<String> values = new ArrayList<>();
            for (int c = 0; c < r.size() - 1; c++) {
                values.add(r.getString(c));
            }
            values.add(String.valueOf(r.getBoolean(r.size() - 1)));
            sparkRows.add(String.join("|", values));
        }
        assertEquals(split.nodeCount(), sparkRows.size());
        assertEquals(singleRows, sparkRows, "rows");

        TreeSet<String> sparkEdges = new TreeSet<>();
        for (Row r : spread.edges().collectAsList()) {
            sparkEdges.add(pair(r.getString(0), r.getString(1)));
        }
        assertEquals(edges(single), sparkEdges, "friendships");
    }

    private static TreeSet<String> edges(SplitResult result) {
        AttributeSocialNetwork split = result.network();
        TreeSet<String> out = new TreeSet<>();
        split.structure().forEachEdge((u, v) -> out.add(pair(split.id(u), split.id(v))));
        return out;
    }

    private static String pair(String a, String b) {
        return a.compareTo(b) < 0 ? a + " " + b : b + " " + a;
    }

    /** Persons grouped by their first quasi-identifier ("first") or their first two ("two"); null for "none". */
    private static PersonClasses classes(Table table, String grouping) {
        if (grouping.equals("none")) {
            return null;
        }
        Map<String, Integer> ids = new LinkedHashMap<>();
        int[] classOf = new int[table.rowCount()];
        for (int p = 0; p < classOf.length; p++) {
            classOf[p] = ids.computeIfAbsent(classLabel(table, p, grouping), k -> ids.size());
        }
        return new PersonClasses(classOf, ids.keySet().toArray(String[]::new));
    }

    private static String classLabel(Table table, int p, String grouping) {
        int[] qi = table.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        String label = table.value(p, qi[0]);
        return grouping.equals("two") && qi.length > 1 ? label + "," + table.value(p, qi[1]) : label;
    }
}
