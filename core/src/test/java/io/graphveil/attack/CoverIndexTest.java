package io.graphveil.attack;

import io.graphveil.Networks;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * Persons whose values the same labels cover are matched once, but the nearest classes (when
 * nothing covers) are each person's own.
 */
class CoverIndexTest {
    private static final Schema SCHEMA = Networks.schema("""
            {"name": "t", "attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "sex", "role": "QUASI_IDENTIFIER"},
              {"name": "age", "role": "QUASI_IDENTIFIER", "type": "CONTINUOUS"}]}""");

    private static Table table(String[][] rows) {
        List<String[]> list = new ArrayList<>(List.of(rows));
        return Table.ofRows(SCHEMA, list);
    }

    @Test
    void coveredPersonsShareTheirClassesAndUncoveredOnesGetTheirNearest() {
        // published: class 0 (M, *), class 1 (F, 20.5), class 2 (F, 40): centroids cover nothing
        Table published = table(new String[][]{
                {"a", "M", "*"}, {"b", "M", "*"}, {"c", "F", "20.5"}, {"d", "F", "20.5"}, {"e", "F", "40"},
                {"f", "F", "40"}});
        Table known = table(new String[][]{
                {"a", "M", "21"}, {"b", "M", "39"}, {"c", "F", "21"}, {"d", "F", "22"}, {"e", "F", "39"},
                {"f", "F", "41"}});
        Rows rows = new Rows(published, null, null);
        CoverIndex cover = CoverIndex.of(rows, known, Hierarchies.empty());
        assertArrayEquals(new int[]{0}, cover.classesOf(0));
        assertSame(cover.classesOf(0), cover.classesOf(1));
        assertArrayEquals(new int[]{1}, cover.classesOf(2));
        assertArrayEquals(new int[]{1}, cover.classesOf(3));
        assertArrayEquals(new int[]{2}, cover.classesOf(4));
        assertArrayEquals(new int[]{2}, cover.classesOf(5));
        assertSame(cover.classesOf(2), cover.classesOf(3));
    }
}
