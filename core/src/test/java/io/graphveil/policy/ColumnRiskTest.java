package io.graphveil.policy;

import io.graphveil.Networks;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ColumnRiskTest {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "sex", "role": "QUASI_IDENTIFIER"},
              {"name": "age", "role": "QUASI_IDENTIFIER"},
              {"name": "job", "role": "NON_PRIVACY"}
            ]}""");

    /** The unique-row share counts rows no other row equals on every column but the identifiers. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4})
    void uniqueRowShareIsTheShareOfRowsWithoutATwin(int seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String[]> rows = new ArrayList<>();
        int n = 50 + random.nextInt(400);
        for (int r = 0; r < n; r++) {
            rows.add(new String[]{"p" + r, random.nextBoolean() ? "F" : "M", String.valueOf(random.nextInt(1 + seed * 10)),
                    random.nextInt(5) == 0 ? "*" : "j" + random.nextInt(3 + seed)});
        }
        Map<String, Integer> count = new HashMap<>();
        rows.forEach(row -> count.merge(row[1] + "|" + row[2] + "|" + row[3], 1, Integer::sum));
        long unique = rows.stream().filter(row -> count.get(row[1] + "|" + row[2] + "|" + row[3]) == 1).count();
        assertEquals(unique / (double) n, ColumnRisk.uniqueRowShare(Table.ofRows(SCHEMA, rows)), 1e-12);
    }
}
