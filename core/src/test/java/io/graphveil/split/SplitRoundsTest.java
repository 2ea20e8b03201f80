package io.graphveil.split;

import io.graphveil.Networks;
import io.graphveil.Progress;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.IndexedGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conflict radius of splitting is 1: splitting round by round, each round's targets in any
 * order, gives the split the fixed order gives (the same rows under the same ids, the same
 * friendships) — under the safe defaults and under the paper's rules with a fixed queue.
 */
class SplitRoundsTest {
    @ParameterizedTest(name = "{0} rules, alpha {1}, seed {2}")
    @CsvSource({"safe, 0.5, 1", "safe, 0.3, 2", "paper, 0.5, 3", "paper, 0.5, 4"})
    void anyOrderWithinRoundsSplitsAsTheFixedOrder(String rules, double alpha, long seed) {
        Dataset data = DatasetReader.read(Path.of("graphs/sample-1000"));
        NodeSplitter splitter = new NodeSplitter(rules.equals("safe") ? NodeSplitter.Options.safe(alpha)
                : NodeSplitter.Options.paper());
        SplitResult fixed = splitter.split(data.network(), data.hierarchies(), seed, Progress.silent());
        assertTrue(fixed.rounds() > 1 && fixed.rounds() < fixed.splits(), "rounds " + fixed.rounds());
        for (long shuffle = 0; shuffle < 3; shuffle++) {
            SplitResult rounds = splitter.split(data.network(), data.hierarchies(), seed, Progress.silent(),
                    new SplittableRandom(shuffle));
            assertEquals(fixed.rounds(), rounds.rounds());
            assertEquals(rows(fixed.network()), rows(rounds.network()), "the rows differ");
            assertEquals(edges(fixed.network()), edges(rounds.network()), "the friendships differ");
        }
    }

    @Test
    void friendsAreInLaterRoundsAndHubsSerializeTheirNeighbours() {
        // a hub 0 with leaves 1..5, a path 6-7-8-9 split in that order
        IndexedGraph g = Networks.graph(10, new int[][]{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}, {6, 7}, {7, 8},
                {8, 9}});
        SplitRounds star = SplitRounds.of(new int[]{0, 1, 2, 3, 4, 5}, g);
        assertEquals(2, star.rounds());
        assertArrayEquals(new int[]{1, 2, 2, 2, 2, 2}, star.roundByPosition());
        SplitRounds leavesFirst = SplitRounds.of(new int[]{1, 2, 3, 4, 5, 0}, g);
        assertArrayEquals(new int[]{1, 1, 1, 1, 1, 2}, leavesFirst.roundByPosition());
        assertEquals(4, SplitRounds.of(new int[]{6, 7, 8, 9}, g).rounds());
        assertEquals(2, SplitRounds.of(new int[]{6, 8, 7, 9}, g).rounds());
        assertArrayEquals(new int[]{0, 1, 5}, star.sizes());
        assertEquals(0, SplitRounds.of(new int[0], g).rounds());
    }

    /** Each node's values by id. */
    private static TreeMap<String, String> rows(AttributeSocialNetwork net) {
        TreeMap<String, String> out = new TreeMap<>();
        for (int v = 0; v < net.nodeCount(); v++) {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < net.schema().size(); c++) {
                b.append(net.table().value(v, c)).append('|');
            }
            out.put(net.id(v), b.toString());
        }
        return out;
    }

    private static TreeSet<String> edges(AttributeSocialNetwork net) {
        TreeSet<String> out = new TreeSet<>();
        net.structure().forEachEdge((u, v) -> {
            String a = net.id(u);
            String b = net.id(v);
            out.add(a.compareTo(b) < 0 ? a + " " + b : b + " " + a);
        });
        return out;
    }
}
