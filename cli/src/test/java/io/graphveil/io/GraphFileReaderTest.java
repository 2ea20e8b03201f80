package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.cli.Main;
import io.graphveil.model.AttributeSocialNetwork;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Graph files in: GraphML and GEXF as GraphVeil publishes them, GML, bare edge lists; hostile XML refused. */
class GraphFileReaderTest {
    @TempDir
    static Path dir;
    static Path published;
    static AttributeSocialNetwork expected;

    @BeforeAll
    static void publish() {
        published = dir.resolve("out");
        StringWriter log = new StringWriter();
        int code = Main.run(new PrintWriter(log), new PrintWriter(log), "anonymize", "graphs/sample-50", "--k", "3",
                "--alpha", "0.5", "--seed", "1", "--no-pictures", "--gexf", "--out", published.toString());
        assertEquals(0, code, log.toString());
        expected = io.graphveil.publish.PublishedNetwork.read(published);
    }

    /** The same nodes (by pseudonym), values and friendships as table.csv and edges.csv. */
    @ParameterizedTest
    @ValueSource(strings = {"graph.graphml", "graph.gexf"})
    void publishedGraphFilesReadBackAsTheTableAndEdgesSay(String name) {
        GraphFileReader.Read g = GraphFileReader.read(published.resolve(name));
        AttributeSocialNetwork n = g.network();
        assertEquals(expected.nodeCount(), n.nodeCount());
        assertEquals(expected.edgeCount(), n.edgeCount());
        assertEquals(edgesById(expected), edgesById(n));
        int zip = n.schema().indexOf("zip");
        for (int v = 0; v < n.nodeCount(); v++) {
            int w = expected.indexOf(n.id(v));
            assertEquals(expected.table().value(w, expected.schema().indexOf("zip")), n.table().value(v, zip));
        }
    }

    private static Set<String> edgesById(AttributeSocialNetwork n) {
        Set<String> out = new HashSet<>();
        n.structure().forEachEdge((u, v) -> {
            String a = n.id(u);
            String b = n.id(v);
            out.add(a.compareTo(b) < 0 ? a + "-" + b : b + "-" + a);
        });
        return out;
    }

    @Test
    void gmlAndBareEdgeLists() throws Exception {
        Path gml = Files.writeString(dir.resolve("g.gml"), "graph [\n node [ id 1 label \"a\" ]\n node [ id 2 ]\n"
                + " node [ id 3 ]\n edge [ source 1 target 2 ]\n edge [ source 2 target 3 ]\n edge [ source 2 target 1 ]\n]\n");
        GraphFileReader.Read g = GraphFileReader.read(gml);
        assertEquals(3, g.network().nodeCount());
        assertEquals(2, g.network().edgeCount());
        assertEquals(1, g.edges().reciprocal(), "the reverse edge is merged and counted");

        Path snap = Files.writeString(dir.resolve("g.txt"), "# Directed graph: example\n# FromNodeId\tToNodeId\n"
                + "10\t20\n20\t30\n30\t10\n30\t30\n");
        GraphFileReader.Read s = GraphFileReader.read(snap);
        assertEquals(3, s.network().nodeCount());
        assertEquals(3, s.network().edgeCount());
        assertEquals(1, s.edges().selfLoops());
        assertEquals("10", s.network().id(0), "nodes in order of first appearance");

        Path headed = Files.writeString(dir.resolve("g.csv"), "node_1,node_2\n0,1\n1,2\n");
        assertEquals(3, GraphFileReader.read(headed).network().nodeCount(), "a header of header words is no edge");
        Path named = Files.writeString(dir.resolve("names.csv"), "alice,bob\nbob,carol\n");
        assertEquals(3, GraphFileReader.read(named).network().nodeCount(), "names are ids, not a header");
    }

    @Test
    void measureAndAttackTakeGraphFiles() throws Exception {
        Path snap = Files.writeString(dir.resolve("ring.edges"), "1 2\n2 3\n3 4\n4 1\n1 3\n");
        StringWriter out = new StringWriter();
        assertEquals(0, Main.run(new PrintWriter(out), new PrintWriter(out), "measure", snap.toString()), out.toString());
        assertTrue(out.toString().contains("(graph file)") && out.toString().matches("(?s).*edges\\s+5\\b.*"),
                out.toString());
        StringWriter attack = new StringWriter();
        assertEquals(0, Main.run(new PrintWriter(attack), new PrintWriter(attack), "attack", snap.toString(),
                published.resolve("graph.graphml").toString()), attack.toString());
        assertTrue(attack.toString().contains("structural attacks only") && !attack.toString().contains("value_count"),
                attack.toString());
    }

    @Test
    void xmlWithADoctypeIsRefusedBeforeJgraphtReadsIt() throws Exception {
        Path xxe = Files.writeString(dir.resolve("x.graphml"), "<?xml version=\"1.0\"?>\n<!DOCTYPE g [<!ENTITY e "
                + "SYSTEM \"file:///etc/passwd\">]>\n<graphml><graph edgedefault=\"undirected\"><node id=\"&e;\"/>"
                + "</graph></graphml>\n");
        BadInputException e = assertThrows(BadInputException.class, () -> GraphFileReader.read(xxe));
        assertTrue(e.getMessage().contains("x.graphml line 2") && e.getMessage().contains("DOCTYPE"), e.getMessage());
        Path gexf = Files.writeString(dir.resolve("x.gexf"), "<?xml version=\"1.0\"?>\n<!DOCTYPE g [<!ENTITY a \"aa\">]>"
                + "\n<gexf/>\n");
        assertThrows(BadInputException.class, () -> GraphFileReader.read(gexf));
        Path broken = Files.writeString(dir.resolve("b.graphml"), "<graphml><graph>\n");
        assertThrows(BadInputException.class, () -> GraphFileReader.read(broken));
        assertThrows(BadInputException.class, () -> GraphFileReader.read(dir.resolve("none.graphml")));
        Path unknown = Files.writeString(dir.resolve("g.docx"), "x");
        assertThrows(BadInputException.class, () -> GraphFileReader.read(unknown));
    }
}
