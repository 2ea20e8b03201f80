package io.graphveil.spark;

import io.graphveil.io.DatasetReader;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Permutations;
import io.graphveil.split.SplitRounds;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Spark's rounds are the single-machine engine's, target by target, for any order of any targets. */
class SparkSplitRoundsTest {
    @ParameterizedTest(name = "{0} of the nodes, seed {1}")
    @CsvSource({"0.5, 2"})
    void roundsEqualTheSingleMachineRounds(double share, long seed) {
        AttributeSocialNetwork network = DatasetReader.read(Path.of("graphs/sample-1000")).network();
        int n = network.nodeCount();
        SplittableRandom random = new SplittableRandom(seed);
        int[] nodes = Permutations.identity(n);
        Permutations.shuffle(nodes, n, random);
        int[] order = java.util.Arrays.copyOf(nodes, (int) Math.round(share * n));
        SplitRounds single = SplitRounds.of(order, network.structure());

        SparkSession spark = LocalSpark.session();
        List<Row> targets = new ArrayList<>();
        for (int i = 0; i < order.length; i++) {
            targets.add(RowFactory.create(network.id(order[i]), (long) i));
        }
        List<Row> links = new ArrayList<>();
        network.structure().forEachEdge((u, v) -> links.add(RowFactory.create(network.id(u), network.id(v))));
        SparkSplitRounds.Result spread = SparkSplitRounds.of(
                spark.createDataFrame(targets, new StructType().add("id", DataTypes.StringType)
                        .add("position", DataTypes.LongType)),
                spark.createDataFrame(links, new StructType().add("a", DataTypes.StringType)
                        .add("b", DataTypes.StringType)).repartition(3));
        assertEquals(single.rounds(), spread.rounds());
        assertEquals(Math.max(1, single.rounds()), spread.passes(), "a pass per round (the last changes nothing)");
        Map<String, Integer> byId = new HashMap<>();
        for (Row r : spread.byTarget().collectAsList()) {
            byId.put(r.getString(0), r.getInt(1));
        }
        int[] round = single.roundByPosition();
        for (int i = 0; i < order.length; i++) {
            assertEquals(round[i], byId.get(network.id(order[i])), "round of " + network.id(order[i]));
        }
    }
}
