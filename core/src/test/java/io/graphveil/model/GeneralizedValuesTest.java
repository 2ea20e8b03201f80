package io.graphveil.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class GeneralizedValuesTest {
    @Test
    void formatsIntervalsAndSetsWithEscapes() {
        assertEquals("[20~30]", GeneralizedValues.interval("20", "30"));
        assertEquals("{a|b\\|c|d\\}}", GeneralizedValues.set(List.of("a", "b|c", "d}")));
        assertEquals("x\\~y\\\\z\\{", GeneralizedValues.escape("x~y\\z{"));
        assertEquals("plain", GeneralizedValues.escape("plain"));
    }

    @Test
    void readsWhatItWrites() {
        assertEquals(new GeneralizedValues.Interval("2~0", "30"),
                GeneralizedValues.parse(GeneralizedValues.interval("2~0", "30")));
        assertEquals(new GeneralizedValues.SetOf(List.of("a", "b|c", "d}", "e\\")),
                GeneralizedValues.parse(GeneralizedValues.set(List.of("a", "b|c", "d}", "e\\"))));
        assertEquals(new GeneralizedValues.Missing(), GeneralizedValues.parse("*"));
        assertEquals(new GeneralizedValues.Plain("30-39"), GeneralizedValues.parse("30-39"));
        assertEquals(new GeneralizedValues.Plain("[20,30)"), GeneralizedValues.parse("[20,30)"), "no '~': a label");
        assertEquals(new GeneralizedValues.Plain("{a|b"), GeneralizedValues.parse("{a|b"));
        assertEquals(new GeneralizedValues.Plain("[a~b~c]"), GeneralizedValues.parse("[a~b~c]"));
    }
}
