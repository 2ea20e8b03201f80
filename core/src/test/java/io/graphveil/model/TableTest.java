package io.graphveil.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TableTest {
    static final Schema SCHEMA = Schema.of("t", List.of(
            Attribute.builder("id", AttributeRole.IDENTIFIER).build(),
            Attribute.builder("sex", AttributeRole.QUASI_IDENTIFIER).type(AttributeType.NOMINAL).build(),
            Attribute.builder("job", AttributeRole.PRIVACY).privateValues(List.of("lawyer")).build()));

    static Table sample() {
        return Table.ofRows(SCHEMA, List.of(
                new String[]{"1", "F", "lawyer"},
                new String[]{"2", "M", "*"},
                new String[]{"3", "F", "clerk"}));
    }

    @Test
    void missingIsCodeZeroInEveryColumn() {
        Table t = sample();
        assertEquals(Column.MISSING_CODE, t.code(1, 2));
        assertTrue(t.column(2).isMissing(1));
        assertEquals("*", t.column(0).decode(0));
        assertEquals(1, t.column(2).missingCount());
        assertEquals(2, t.column(2).distinctKnown());
    }

    @Test
    void rowsReadBackAsWritten() {
        Table t = sample();
        assertArrayEquals(new String[]{"3", "F", "clerk"}, t.row(2));
        assertEquals(t.code(0, 1), t.code(2, 1));
        assertEquals(-1, t.column(1).encode("X"));
        assertEquals("F", t.column(1).decode(t.column(1).encode("F")));
    }

    @Test
    void selectKeepsValuesInTheGivenOrder() {
        Table s = sample().select(new int[]{2, 0});
        assertEquals(2, s.rowCount());
        assertArrayEquals(new String[]{"3", "F", "clerk"}, s.row(0));
        assertArrayEquals(new String[]{"1", "F", "lawyer"}, s.row(1));
    }

    @Test
    void equalityIsByValueNotByCode() {
        Table a = sample();
        Table b = Table.ofRows(SCHEMA, List.of(
                new String[]{"1", "F", "lawyer"}, new String[]{"2", "M", "*"}, new String[]{"3", "F", "clerk"}));
        assertEquals(a, b);
        Table reordered = a.withColumn(1, Column.of("F", "M", "F"));
        assertEquals(a, reordered);
        assertNotEquals(a, a.withColumn(1, Column.of("M", "M", "F")));
    }

    @Test
    void rowsMustFitTheSchema() {
        Table.Builder b = Table.builder(SCHEMA, 1);
        assertThrows(IllegalArgumentException.class, () -> b.add("1", "F"));
        assertThrows(IllegalArgumentException.class, () -> Column.of("a", null));
        assertThrows(IllegalArgumentException.class, () -> Column.fromCodes(new int[]{0}, new String[]{"x"}));
    }

    @Test
    void attributesAreValidated() {
        assertThrows(IllegalArgumentException.class,
                () -> Attribute.builder("q", AttributeRole.QUASI_IDENTIFIER).privateValues(List.of("x")).build());
        assertThrows(IllegalArgumentException.class, () -> Attribute.builder(" ", AttributeRole.NON_PRIVACY).build());
        assertThrows(IllegalArgumentException.class, () -> Schema.of("dup", List.of(
                Attribute.builder("a", AttributeRole.NON_PRIVACY).build(),
                Attribute.builder("a", AttributeRole.NON_PRIVACY).build())));
        Attribute job = SCHEMA.attribute("job");
        assertTrue(job.nullable(), "attributes are nullable unless the schema says otherwise");
        assertTrue(job.withRole(AttributeRole.SENSITIVE).privateValues().isEmpty());
    }
}
