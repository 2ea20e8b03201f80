package io.graphveil.hierarchy;

import io.graphveil.model.HierarchySpec;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class BuiltHierarchiesTest {

    @Test
    void zipCodesByPrefixMasking() {
        Hierarchy h = MaskHierarchy.build(List.of("12345", "12399", "12345-6789", "123456", "98765", "*"), 5);
        assertEquals(5, h.height());
        assertEquals("1234*", h.generalize("12345", 1));
        assertEquals("123**", h.generalize("12345", 2));
        assertEquals("12***", h.generalize("12345", 3));
        assertEquals("1****", h.generalize("12345", 4));
        assertEquals("*", h.generalize("12345", 5));
        assertEquals("1234*", h.generalize("12345-6789", 1), "ZIP+4 joins its 5-digit neighbours");
        assertEquals("1234*", h.generalize("123456", 1), "malformed 6-digit codes are generalized by prefix");
        assertEquals("123**", h.label(h.lca(h.node("12345"), h.node("12399"))));
        assertEquals("*", h.label(h.lca(h.node("12345"), h.node("98765"))));
        assertEquals(5, h.leafCount(), "missing values are not leaves");
    }

    @Test
    void shortCodesArePaddedWithMasks() {
        Hierarchy h = MaskHierarchy.build(List.of("123", "12345"), 5);
        assertEquals("123**", h.generalize("123", 1));
        assertEquals("123**", h.generalize("123", 2));
        assertEquals("123**", h.label(h.lca(h.node("123"), h.node("12345"))));
    }

    @Test
    void numbersByIntervalWidths() {
        Hierarchy h = IntervalHierarchy.build(List.of("34", "37", "41", "5", "*"), List.of(5.0, 10.0, 20.0));
        assertEquals(4, h.height());
        assertEquals("30-34", h.generalize("34", 1));
        assertEquals("35-39", h.generalize("37", 1));
        assertEquals("30-39", h.generalize("37", 2));
        assertEquals("20-39", h.generalize("34", 3));
        assertEquals("40-59", h.generalize("41", 3));
        assertEquals("5-9", h.generalize("5", 1));
        assertEquals("30-39", h.label(h.lca(h.node("34"), h.node("37"))));
    }

    @Test
    void realNumbersGetHalfOpenIntervals() {
        Hierarchy h = IntervalHierarchy.build(List.of("1.5", "2.25"), List.of(0.5, 1.0));
        assertEquals("[1.5~2)", h.generalize("1.5", 1));
        assertEquals("[2~3)", h.generalize("2.25", 2));
    }

    @Test
    void widthsMustNest() {
        assertThrows(IllegalArgumentException.class, () -> new HierarchySpec.Intervals(List.of(5.0, 7.0)));
        assertThrows(IllegalArgumentException.class, () -> new HierarchySpec.Intervals(List.of(-1.0)));
        assertThrows(IllegalArgumentException.class, () -> new HierarchySpec.Mask(0));
    }
}
