package io.graphveil.quality;

import io.graphveil.Networks;
import io.graphveil.group.Partition;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class QualityMetricsTest {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [{"name": "age", "role": "QUASI_IDENTIFIER"}, {"name": "sex", "role": "QUASI_IDENTIFIER"}]}""");

    @Test
    void handComputedLossPrecisionDiscernibilityAndAecs() {
        Hierarchy.Builder age = new Hierarchy.Builder(null);
        for (String[] row : new String[][]{{"21", "20-29", "*"}, {"25", "20-29", "*"}, {"34", "30-39", "*"},
                {"38", "30-39", "*"}}) {
            age.add(row, 0);
        }
        Hierarchies h = Hierarchies.empty().with("age", age.build()).with("sex", Hierarchy.flat(List.of("F", "M")));
        Table original = Table.ofRows(SCHEMA, List.of(new String[]{"21", "F"}, new String[]{"25", "F"},
                new String[]{"34", "M"}, new String[]{"*", "M"}, new String[]{"38", "F"}));
        Table anonymized = Table.ofRows(SCHEMA, List.of(new String[]{"20-29", "F"}, new String[]{"20-29", "F"},
                new String[]{"*", "M"}, new String[]{"*", "M"}, new String[]{"*", "*"}));
        // classes: {0,1}, {2,3}; row 4 suppressed
        Partition classes = Partition.of(new int[]{0, 0, 1, 1, -1}, 2);
        QualityInput in = new QualityInput(original, anonymized, h, classes, 2);
        // LM per age cell: 20-29 -> (2-1)/(4-1) = 1/3 twice; 34 -> * = 1; missing stays 0; suppressed 1.
        // sex cells: unchanged 0 x4, suppressed 1. Mean over 10 cells: (2/3 + 1 + 0 + 1 + 1) / 10.
        assertEquals((2 / 3.0 + 3) / 10, new LossMetric().evaluate(in), 1e-12);
        // PM: age heights 1,1,2,0(missing),2 over height 2; sex 0,0,0,0,1 over height 1.
        assertEquals(1 - (0.5 + 0.5 + 1 + 0 + 1 + 1) / 10, new Precision().evaluate(in), 1e-12);
        assertEquals(4 + 4 + 1 * 5, new Discernibility().evaluate(in), 1e-12);
        assertEquals((4 / 2.0) / 2, new AverageClassSize().evaluate(in), 1e-12);
    }
}
