package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.Networks;
import io.graphveil.group.Partition;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DiversityCriteriaTest {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [{"name": "q", "role": "QUASI_IDENTIFIER"}, {"name": "d", "role": "SENSITIVE"}]}""");
    static final Table T = Table.ofRows(SCHEMA, List.of(
            new String[]{"a", "flu"}, new String[]{"a", "hiv"}, new String[]{"a", "flu"},
            new String[]{"b", "flu"}, new String[]{"b", "*"}, new String[]{"b", "flu"}));
    static final Partition P = Partition.of(new int[]{0, 0, 0, 1, 1, 1}, 2);

    @Test
    void distinctKnownValuesPerClass() {
        assertArrayEquals(new boolean[]{true, false}, new DistinctLDiversity(2).check(T, P),
                "class b holds only 'flu' (a missing value adds nothing)");
        assertArrayEquals(new boolean[]{true, false}, new PSensitivity(2).check(T, P));
        assertArrayEquals(new boolean[]{false, false}, new DistinctLDiversity(3).check(T, P));
        assertTrue(new DistinctLDiversity(2).why(T, P, 1).contains("1 distinct"));
    }

    @Test
    void needsExactlyOneSensitiveAttribute() {
        Schema none = Networks.schema("{\"attributes\": [{\"name\": \"q\", \"role\": \"QUASI_IDENTIFIER\"}]}");
        Table t = Table.ofRows(none, List.<String[]>of(new String[]{"a"}));
        assertThrows(BadParameterException.class,
                () -> new DistinctLDiversity(2).check(t, Partition.of(new int[]{0}, 1)));
        assertThrows(BadParameterException.class, () -> new DistinctLDiversity(1));
        assertThrows(BadParameterException.class, () -> new PSensitivity(1));
    }
}
