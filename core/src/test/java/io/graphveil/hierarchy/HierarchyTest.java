package io.graphveil.hierarchy;

import io.graphveil.BadInputException;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HierarchyTest {
    /** ages: 3 leaf levels under decades, decades under halves, then *. */
    static Hierarchy ages() {
        Hierarchy.Builder b = new Hierarchy.Builder(null);
        b.add(new String[]{"21", "20-29", "0-49", "*"}, 1);
        b.add(new String[]{"27", "20-29", "0-49", "*"}, 2);
        b.add(new String[]{"34", "30-39", "0-49", "*"}, 3);
        b.add(new String[]{"55", "50-59", "50-99", "*"}, 4);
        return b.build();
    }

    @Test
    void levelsAndGeneralization() {
        Hierarchy h = ages();
        assertEquals(3, h.height());
        assertEquals(4, h.leafCount());
        assertEquals(0, h.levelOf("21"));
        assertEquals(1, h.levelOf("20-29"));
        assertEquals(3, h.levelOf("*"));
        assertEquals(-1, h.levelOf("99"));
        assertEquals("20-29", h.generalize("27", 1));
        assertEquals("0-49", h.generalize("34", 2));
        assertEquals("*", h.generalize("55", 3));
        assertEquals("0-49", h.generalize("0-49", 1), "a value above the level stays");
        assertEquals("21", h.generalize("21", 0));
        assertThrows(IllegalArgumentException.class, () -> h.ancestor(h.node("0-49"), 1));
    }

    @Test
    void lowestCommonAncestor() {
        Hierarchy h = ages();
        assertEquals("20-29", h.label(h.lca(h.node("21"), h.node("27"))));
        assertEquals("0-49", h.label(h.lca(h.node("21"), h.node("34"))));
        assertEquals("*", h.label(h.lca(h.node("21"), h.node("55"))));
        assertEquals("0-49", h.label(h.lca(h.node("0-49"), h.node("27"))));
        assertEquals("*", h.label(h.lca(h.node("*"), h.node("27"))), "missing covers everything");
        assertEquals("34", h.label(h.lca(h.node("34"), h.node("34"))));
    }

    @Test
    void leavesUnderANodeAreAContiguousRange() {
        Hierarchy h = ages();
        assertEquals(List.of("21", "27", "34"), h.leafLabels(h.node("0-49")));
        assertEquals(4, h.leafCount(h.root()));
        assertEquals(1, h.leafCount(h.node("55")));
        int x = h.node("20-29");
        for (int i = 0; i < h.leafCount(x); i++) {
            assertTrue(h.covers(x, h.leafAt(h.firstLeaf(x) + i)));
        }
        assertFalse(h.covers(h.node("20-29"), h.node("34")));
        assertTrue(h.covers(h.root(), h.node("20-29")));
    }

    @Test
    void missingValueIsTheRoot() {
        Hierarchy h = ages();
        assertEquals(h.root(), h.node("*"));
        assertEquals(h.height(), h.level(h.root()));
        assertEquals(-1, h.parent(h.root()));
    }

    @Test
    void nearestNonPrivateAncestorSkipsPrivateLabels() {
        Hierarchy.Builder b = new Hierarchy.Builder(null);
        b.add(new String[]{"lawyer", "law", "professional", "*"}, 1);
        b.add(new String[]{"judge", "law", "professional", "*"}, 2);
        b.add(new String[]{"doctor", "health", "professional", "*"}, 3);
        Hierarchy h = b.build();
        Set<String> p1 = Set.of("lawyer");
        assertEquals("law", h.label(h.nearestNonPrivateAncestor(h.node("lawyer"), p1::contains)));
        Set<String> p2 = Set.of("lawyer", "law");
        assertEquals("professional", h.label(h.nearestNonPrivateAncestor(h.node("lawyer"), p2::contains)));
        Set<String> p3 = Set.of("lawyer", "law", "professional");
        assertEquals("*", h.label(h.nearestNonPrivateAncestor(h.node("lawyer"), p3::contains)));
    }

    @Test
    void rowsAreKeptInInputOrder() {
        Hierarchy h = ages();
        List<String[]> rows = h.rows();
        assertArrayEquals(new String[]{"21", "20-29", "0-49", "*"}, rows.get(0));
        assertArrayEquals(new String[]{"55", "50-59", "50-99", "*"}, rows.get(3));
        assertEquals(h, ages());
    }

    @Test
    void theSameLabelMayStandAtSeveralLevels() {
        Hierarchy.Builder b = new Hierarchy.Builder(null);
        b.add(new String[]{"Never-married", "Never-married", "*"}, 1);
        b.add(new String[]{"Married-civ", "Married", "*"}, 2);
        Hierarchy h = b.build();
        assertEquals(0, h.levelOf("Never-married"), "a label lookup gives the lowest node");
        assertEquals(1, h.level(h.node("Never-married", 1)));
        assertEquals("Never-married", h.generalize("Never-married", 1));
    }

    @Test
    void flatHierarchy() {
        Hierarchy h = Hierarchy.flat(List.of("F", "M"));
        assertEquals(1, h.height());
        assertEquals("*", h.generalize("F", 1));
        assertEquals(2, h.leafCount());
    }

    @Test
    void rejectsTreesThatAreNotTrees() {
        Hierarchy.Builder twoParents = new Hierarchy.Builder(null);
        twoParents.add(new String[]{"a", "X", "P", "*"}, 1);
        BadInputException e = assertThrows(BadInputException.class,
                () -> twoParents.add(new String[]{"b", "X", "Q", "*"}, 2));
        assertTrue(e.getMessage().contains("'X' has two parents"), e.getMessage());
        Hierarchy.Builder dupLeaf = new Hierarchy.Builder(null);
        dupLeaf.add(new String[]{"a", "*"}, 1);
        assertThrows(BadInputException.class, () -> dupLeaf.add(new String[]{"a", "*"}, 2));
        assertThrows(BadInputException.class, () -> new Hierarchy.Builder(null).add(new String[]{"a", "b"}, 1));
        assertThrows(BadInputException.class, () -> new Hierarchy.Builder(null).add(new String[]{"*", "*"}, 1));
        assertThrows(BadInputException.class, () -> new Hierarchy.Builder(null).build());
    }

    @Test
    void builderTakesNoRowsAfterBuildingSinceTheHierarchySharesItsMaps() {
        Hierarchy.Builder b = new Hierarchy.Builder(null);
        b.add(new String[]{"a", "*"}, 1);
        Hierarchy h = b.build();
        assertThrows(IllegalStateException.class, () -> b.add(new String[]{"b", "*"}, 2));
        assertEquals(-1, h.node("b", 0));
        assertEquals(1, h.leafCount());
    }
}
