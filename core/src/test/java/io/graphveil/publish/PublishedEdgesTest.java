package io.graphveil.publish;

import io.graphveil.Networks;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Hash64;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * edges.csv is the same whether it is written from the edges put in order (when GraphML follows)
 * or straight from the order (when it does not), and is what the rule says: edges in the order of
 * their keyed hashes, each written from the end with the smaller id hash unless its bit turns it.
 */
class PublishedEdgesTest {
    private static final Schema SCHEMA = Networks.schema("""
            {"name": "t", "attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "age", "role": "QUASI_IDENTIFIER"}]}""");

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void bothWritersFollowTheRule(long seed) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        int n = 3000;
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(new String[]{"p" + i, String.valueOf(20 + random.nextInt(5))});
        }
        Table table = Table.ofRows(SCHEMA, rows);
        Set<Long> seen = new HashSet<>();
        List<int[]> edges = new ArrayList<>();
        while (edges.size() < 20_000) {
            // a hub at node 7 and random pairs
            int u = edges.size() % 10 == 0 ? 7 : random.nextInt(n);
            int v = random.nextInt(n);
            if (u != v && seen.add((long) Math.min(u, v) * n + Math.max(u, v))) {
                edges.add(new int[]{u, v});
            }
        }
        IndexedGraph graph = Networks.graph(n, edges.toArray(new int[0][]));

        Publication inOrder = new Publication(table, graph, seed);
        Path withXml = Files.createDirectories(dir.resolve("xml"));
        inOrder.write(withXml, Hierarchies.empty()).await();
        assertTrue(Files.exists(withXml.resolve(Publication.GRAPHML)));
        Publication straight = new Publication(table, graph, seed).as(new GraphFiles(false, 0));
        Path without = Files.createDirectories(dir.resolve("plain"));
        straight.write(without, Hierarchies.empty()).await();
        assertTrue(Files.notExists(without.resolve(Publication.GRAPHML)));

        long[] idHash = Hash64.idHashes(table, Hash64.rowHashes(table));
        long key = inOrder.key();
        List<long[]> expected = new ArrayList<>();
        for (int[] e : edges) {
            long edgeKey = PublicationKey.edgeKey(key, idHash[e[0]], idHash[e[1]]);
            int lo = idHash[e[0]] < idHash[e[1]] ? e[0] : e[1];
            int hi = lo == e[0] ? e[1] : e[0];
            boolean turned = PublicationKey.turned(edgeKey);
            expected.add(new long[]{edgeKey, inOrder.pseudonym(turned ? hi : lo), inOrder.pseudonym(turned ? lo : hi)});
        }
        expected.sort(Comparator.comparingLong(x -> x[0]));
        StringBuilder csv = new StringBuilder("source,target\n");
        for (long[] x : expected) {
            csv.append(x[1]).append(',').append(x[2]).append('\n');
        }
        String written = Files.readString(withXml.resolve(Publication.EDGES)).replace("\r\n", "\n");
        assertEquals(csv.toString(), written);
        assertEquals(Files.readString(withXml.resolve(Publication.EDGES)),
                Files.readString(without.resolve(Publication.EDGES)));
    }
}
