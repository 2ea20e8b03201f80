package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.TestFiles;
import io.graphveil.model.EdgeListBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EdgeListReaderTest {
    @TempDir
    Path dir;

    private static final Map<String, Integer> IDS = Map.of("a", 0, "b", 1, "c", 2, "10", 3, "20", 4);

    private EdgeListBuilder.Result read(String content, EdgeListReader.Header header) {
        Path f = TestFiles.write(dir, "edges.csv", content);
        return EdgeListReader.read(f, id -> IDS.getOrDefault(id, -1), 5, header);
    }

    @Test
    void dropsSelfLoopsDuplicatesAndReciprocalPairs() {
        EdgeListBuilder.Result r = read("source,target\r\na,b\r\nb,a\r\na,a\r\nb,c\r\nb,c\r\n", EdgeListReader.Header.REQUIRED);
        assertEquals(2, r.graph().edgeCount());
        assertEquals(1, r.selfLoops());
        assertEquals(1, r.duplicates());
        assertEquals(1, r.reciprocal());
    }

    @Test
    void detectsHeadersCommentsAndDelimiters() {
        assertEquals(2, read("# friends\nuserID\tfriendID\n10\t20\n20\ta\n", EdgeListReader.Header.DETECT)
                .graph().edgeCount());
        assertEquals(2, read("10 20\n# note\n20 a", EdgeListReader.Header.DETECT).graph().edgeCount());
        assertEquals(1, read("a;b\n", EdgeListReader.Header.DETECT).graph().edgeCount());
    }

    @Test
    void unknownIdsAndWrongFieldCountsNameTheLine() {
        BadInputException e = assertThrows(BadInputException.class,
                () -> read("source,target\na,b\nb,zz\n", EdgeListReader.Header.REQUIRED));
        assertTrue(e.getMessage().contains("line 3") && e.getMessage().contains("unknown node id 'zz'"), e.getMessage());
        e = assertThrows(BadInputException.class, () -> read("10,99\n", EdgeListReader.Header.DETECT));
        assertTrue(e.getMessage().contains("line 1") && e.getMessage().contains("'99'"), e.getMessage());
        e = assertThrows(BadInputException.class, () -> read("source,target\na,b,c\n", EdgeListReader.Header.REQUIRED));
        assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("expected 2 ids"), e.getMessage());
        e = assertThrows(BadInputException.class, () -> read("", EdgeListReader.Header.REQUIRED));
        assertTrue(e.getMessage().contains("empty"), e.getMessage());
    }

    /**
     * A dataset's edges.csv between numeric ids takes the byte-level fast path; whatever the file
     * holds, the outcome — graph, counts, or the error with its line — is the general reader's.
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {
            "source,target\n1,2\n2,3\n3,1\n",
            "source,target\r\n1,2\r\n2,1\r\n3,3\r\n1,2",
            "source,target\n1,2\n\"2\",3\n",
            "source,target\n1,2\n 2,3\n",
            "source,target\n1,2\n\n2,3\n",
            "Source,Target\n1,2\n",
            "\uFEFFsource,target\n1,2\n",
            "source,target\n1,2\n2,99\n",
            "source,target\n1,2\n02,3\n",
            "source,target\n1,2\n2,3,4\n",
            "source,target\n1,2\n99999999999,3\n",
            "source,target\n",
    })
    void theFastPathChangesNothingButTheSpeed(String content) {
        io.graphveil.model.Schema schema = io.graphveil.Networks.schema("""
                {"attributes": [{"name": "id", "role": "IDENTIFIER"}, {"name": "x", "role": "QUASI_IDENTIFIER"}]}""");
        io.graphveil.model.Table nodes = io.graphveil.model.Table.ofRows(schema, java.util.List.of(
                new String[]{"1", "a"}, new String[]{"2", "a"}, new String[]{"3", "b"}));
        Path f = TestFiles.write(dir, "edges.csv", content);
        io.graphveil.model.AttributeSocialNetwork bare = io.graphveil.model.AttributeSocialNetwork.withoutEdges(nodes);
        assertTrue(bare.numericIds());
        Object general;
        try {
            EdgeListBuilder.Result r = EdgeListReader.read(f, bare::indexOf, 3, EdgeListReader.Header.REQUIRED);
            general = java.util.List.of(r.graph(), r.selfLoops(), r.duplicates(), r.reciprocal());
        } catch (BadInputException e) {
            general = e.getMessage();
        }
        Object fast;
        try {
            EdgeListReader.Read r = EdgeListReader.readNetwork(f, nodes, EdgeListReader.Header.REQUIRED);
            fast = java.util.List.of(r.network().structure(), r.edges().selfLoops(), r.edges().duplicates(),
                    r.edges().reciprocal());
        } catch (BadInputException e) {
            fast = e.getMessage();
        }
        assertEquals(general, fast);
    }
}
