package io.graphveil.io.importer;

import io.graphveil.BadInputException;
import io.graphveil.SharedData;
import io.graphveil.TestFiles;
import io.graphveil.metrics.Clustering;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SnapEgoImporterTest {
    @TempDir
    Path dir;

    /** Two small ego networks in SNAP's format, with CRLF line ends. */
    private Path tinyEgoFolder() {
        String names0 = "0 gender;anonymized feature 77\n1 gender;anonymized feature 78\n"
                + "2 first_name;anonymized feature 500\n3 political;anonymized feature 900\n"
                + "4 work;employer;id;anonymized feature 60\n5 work;employer;id;anonymized feature 61\n";
        TestFiles.write(dir, "0.featnames", names0.replace("\n", "\r\n"));
        TestFiles.write(dir, "0.egofeat", "1 0 1 0 0 1\r\n");
        // node 1: employer 61 and 60 set -> lowest (60) kept; node 2: first name only
        TestFiles.write(dir, "0.feat", "1 0 1 0 1 1 1\r\n2 1 0 1 0 0 0\r\n3 0 1 0 0 0 0\r\n");
        TestFiles.write(dir, "0.edges", "1 2\r\n2 1\r\n");
        TestFiles.write(dir, "0.circles", "");
        String names5 = "0 gender;anonymized feature 77\n1 gender;anonymized feature 78\n"
                + "2 locale;anonymized feature 126\n";
        TestFiles.write(dir, "5.featnames", names5.replace("\n", "\r\n"));
        TestFiles.write(dir, "5.egofeat", "0 1 1\r\n");
        // node 1 appears again with another gender: the first ego (0) wins, one conflict
        TestFiles.write(dir, "5.feat", "1 1 0 1\r\n6 0 1 0");
        TestFiles.write(dir, "5.edges", "1 6\r\n");
        return dir;
    }

    @Test
    void buildsTheUnionOfEgoNetworksWithEgoEdges() {
        ImportResult r = SnapEgoImporter.run(tinyEgoFolder());
        AttributeSocialNetwork net = r.dataset().network();
        assertEquals(List.of("0", "1", "2", "3", "5", "6"), ids(net));
        // 0-1, 0-2, 0-3 (ego 0), 1-2, 5-1, 5-6 (ego 5), 1-6
        assertEquals(7, net.edgeCount());
        assertEquals(1L, r.counts().get("reciprocal_edges_merged"));
        Schema s = net.schema();
        assertEquals(List.of("node_id", "gender", "locale", "political", "work_employer"), s.names());
        assertFalse(s.names().contains("first_name"), "name groups are never imported");
        assertEquals(AttributeRole.QUASI_IDENTIFIER, s.attribute("gender").role());
        assertEquals(AttributeRole.PRIVACY, s.attribute("political").role());
        assertEquals(AttributeRole.PRIVACY, s.attribute("work_employer").role());
        assertEquals("60", net.person(net.indexOf("1")).value("work_employer"), "lowest feature id kept");
        assertEquals("78", net.person(net.indexOf("1")).value("gender"), "the first ego's value kept");
        assertEquals("126", net.person(net.indexOf("1")).value("locale"), "a later ego may add a value");
        assertEquals("*", net.person(net.indexOf("3")).value("political"));
        assertEquals(1L, r.counts().get("nodes_with_several_features_in_a_group"));
        assertEquals(1L, r.counts().get("conflicting_values_across_egos"));
        assertTrue(s.attribute("political").isPrivateValue("900"));
    }

    private static List<String> ids(AttributeSocialNetwork net) {
        List<String> ids = new java.util.ArrayList<>();
        for (int i = 0; i < net.nodeCount(); i++) {
            ids.add(net.id(i));
        }
        return ids;
    }

    @Test
    void malformedFilesNameTheLine() {
        tinyEgoFolder();
        TestFiles.write(dir, "5.feat", "1 1 0 1\r\n6 0 1\r\n");
        BadInputException e = assertThrows(BadInputException.class, () -> SnapEgoImporter.run(dir));
        assertTrue(e.getMessage().contains("5.feat line 2") && e.getMessage().contains("expected 4 fields"),
                e.getMessage());
        tinyEgoFolder();
        TestFiles.write(dir, "5.edges", "1 x\r\n");
        e = assertThrows(BadInputException.class, () -> SnapEgoImporter.run(dir));
        assertTrue(e.getMessage().contains("5.edges line 1") && e.getMessage().contains("'x'"), e.getMessage());
        assertThrows(BadInputException.class, () -> SnapEgoImporter.run(dir.resolve("none")));
    }

    @Test
    void reproducesFacebookCombined() {
        Path ego = SharedData.require("ego-facebook");
        ImportResult r = SnapEgoImporter.run(ego);
        AttributeSocialNetwork net = r.dataset().network();
        assertEquals(4039, net.nodeCount());
        assertEquals(88234, net.edgeCount());
        assertEquals(0.6055467186200876, Clustering.of(net.structure()).average(), 1e-9);
        for (String group : List.of("name", "first_name", "middle_name", "last_name")) {
            assertFalse(net.schema().names().contains(group));
        }
        for (String qi : List.of("gender", "locale", "birthday", "hometown", "location")) {
            assertEquals(AttributeRole.QUASI_IDENTIFIER, net.schema().attribute(qi).role(), qi);
        }
    }
}
