package io.graphveil.model;

import io.graphveil.generate.FriendshipGenerator;
import io.graphveil.generate.MovieLensLikeProfiles;
import io.graphveil.io.importer.MovieLensSchema;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AttributeSocialNetworkTest {

    static AttributeSocialNetwork generated(int n, long seed) {
        Schema schema = MovieLensSchema.schema("t", MovieLensSchema.DEFAULT_PRIVATE);
        Table people = MovieLensLikeProfiles.draw(schema, n, 0.1, seed);
        IndexedGraph g = new FriendshipGenerator(FriendshipGenerator.Parameters.defaults().withAverageDegree(6))
                .generate(n, MovieLensLikeProfiles.similarity(people), seed, x -> {
                });
        return AttributeSocialNetwork.of(people, g);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 7, 42})
    void networkToJGraphTAndBackIsLossless(long seed) {
        AttributeSocialNetwork net = generated(300, seed);
        Graph<Person, DefaultEdge> g = net.graph();
        assertEquals(net.nodeCount(), g.vertexSet().size());
        assertEquals(net.edgeCount(), g.edgeSet().size());
        AttributeSocialNetwork back = AttributeSocialNetwork.fromGraph(net.schema(), g);
        assertEquals(net, back);
    }

    @Test
    void nodeIsRowAndIdIsTheIdentifier() {
        AttributeSocialNetwork net = generated(50, 3);
        Table t = net.table();
        for (int i = 0; i < net.nodeCount(); i++) {
            Person p = net.person(i);
            assertArrayEquals(t.row(i), p.values());
            assertEquals(t.value(i, 0), p.id());
            assertEquals(i, net.indexOf(p.id()));
        }
        assertEquals(-1, net.indexOf("no such id"));
        AttributeSocialNetwork fromTable = AttributeSocialNetwork.of(net.table(), net.structure());
        assertEquals(net, fromTable);
    }

    /**
     * Numeric ids are found by value, any other ids through the dictionary; either way a string that
     * is not an id, however close to a number, finds nothing.
     */
    @ParameterizedTest
    @ValueSource(strings = {"", "u", "00"})
    void idsAreFoundExactlyWhetherNumbersOrNames(String prefix) {
        Schema schema = MovieLensSchema.schema("t", MovieLensSchema.DEFAULT_PRIVATE);
        Table drawn = MovieLensLikeProfiles.draw(schema, 40, 0.1, 2);
        String[] ids = new String[drawn.rowCount()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = prefix + (3 * i + 1);
        }
        Table people = drawn.withColumn(schema.identifierIndex(), Column.of(ids));
        AttributeSocialNetwork net = AttributeSocialNetwork.withoutEdges(people);
        for (int i = 0; i < ids.length; i++) {
            assertEquals(i, net.indexOf(ids[i]));
        }
        for (String stranger : new String[]{"0", "2", "007", "+4", " 4", "4 ", "١", "4.0", "99999999999", "-1"}) {
            assertEquals(-1, net.indexOf(prefix.isEmpty() ? stranger : prefix + stranger), stranger);
        }
    }

    @Test
    void jgraphtViewFollowsTheStructure() {
        AttributeSocialNetwork net = generated(100, 5);
        Graph<Person, DefaultEdge> g = net.graph();
        net.structure().forEachEdge((u, v) -> assertTrue(g.containsEdge(net.person(u), net.person(v))));
        assertThrows(UnsupportedOperationException.class, () -> g.addVertex(net.person(0)));
    }

    @Test
    void rejectsDuplicateIdsAndNonSimpleGraphs() {
        Schema schema = Schema.of("s", List.of(Attribute.builder("id", AttributeRole.IDENTIFIER).build()));
        Table dup = Table.ofRows(schema, List.of(new String[]{"a"}, new String[]{"a"}));
        assertThrows(IllegalArgumentException.class, () -> AttributeSocialNetwork.withoutEdges(dup));
        Schema noId = Schema.of("s", List.of(Attribute.builder("x", AttributeRole.NON_PRIVACY).build()));
        assertThrows(IllegalArgumentException.class,
                () -> AttributeSocialNetwork.withoutEdges(Table.ofRows(noId, List.<String[]>of(new String[]{"a"}))));
        Graph<Person, DefaultEdge> loop = new SimpleGraph<>(DefaultEdge.class);
        Person a = new Person(schema, "a", new String[]{"a"});
        Person b = new Person(schema, "b", new String[]{"b"});
        loop.addVertex(a);
        loop.addVertex(b);
        loop.addEdge(a, b);
        assertEquals(1, AttributeSocialNetwork.fromGraph(schema, loop).edgeCount());
    }
}
