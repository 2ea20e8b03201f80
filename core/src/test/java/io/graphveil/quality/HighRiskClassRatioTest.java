package io.graphveil.quality;

import io.graphveil.Networks;
import io.graphveil.group.Partition;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HighRiskClassRatioTest {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [{"name": "q", "role": "QUASI_IDENTIFIER"},
              {"name": "d", "role": "SENSITIVE", "levels": {"flu": 1, "hiv": 3, "cancer": 3}}]}""");

    /**
     * 10 rows, the top-level values (hiv, cancer) in 2 of them: 0.2 of the table. Class {0,1} holds
     * both (1.0 ≥ 5 × 0.2): high-risk; class {2,3,4} holds none. 1 of 3 classes; the suppressed row
     * 9 counts in the table only.
     */
    @Test
    void handComputedShareOfHighRiskClasses() {
        String[] d = {"hiv", "cancer", "flu", "flu", "flu", "flu", "flu", "flu", "flu", "flu"};
        List<String[]> rows = new ArrayList<>();
        for (String v : d) {
            rows.add(new String[]{"x", v});
        }
        Table t = Table.ofRows(SCHEMA, rows);
        Partition classes = Partition.of(new int[]{0, 0, 1, 1, 1, 2, 2, 2, 2, -1}, 3);
        QualityInput in = new QualityInput(t, t, Hierarchies.empty(), classes, 2);
        assertEquals(1 / 3.0, new HighRiskClassRatio().evaluate(in), 1e-12);
        // Class {0,2}: 0.5 < 1.0, not high-risk.
        Partition mixed = Partition.of(new int[]{0, 1, 0, 1, 2, 2, 2, 2, 2, 2}, 3);
        assertEquals(0, new HighRiskClassRatio().evaluate(new QualityInput(t, t, Hierarchies.empty(), mixed, 2)));
        assertTrue(new HighRiskClassRatio().appliesTo(SCHEMA));
        assertFalse(new HighRiskClassRatio().appliesTo(Networks.schema(
                "{\"attributes\": [{\"name\": \"d\", \"role\": \"SENSITIVE\"}]}")), "no levels, no measure");
    }
}
