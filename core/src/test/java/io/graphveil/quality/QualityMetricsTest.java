package io.graphveil.quality;

import io.graphveil.Networks;
import io.graphveil.group.Partition;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
        checkHandComputed(in);
    }

    /**
     * The distinct rows with their counts as weights give what the expanded table gives, measure by
     * measure (the Spark engine's quality reads the weighted form).
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4})
    void weightedDistinctRowsMeasureAsTheExpandedTable(long seed) {
        Hierarchy.Builder age = new Hierarchy.Builder(null);
        for (String[] row : new String[][]{{"21", "20-29", "*"}, {"25", "20-29", "*"}, {"34", "30-39", "*"},
                {"38", "30-39", "*"}}) {
            age.add(row, 0);
        }
        Hierarchies h = Hierarchies.empty().with("age", age.build()).with("sex", Hierarchy.flat(List.of("F", "M")));
        String[][] before = {{"21", "F"}, {"25", "F"}, {"34", "M"}, {"*", "M"}, {"38", "F"}};
        String[][] after = {{"20-29", "F"}, {"20-29", "F"}, {"*", "M"}, {"*", "M"}, {"*", "*"}};
        int[] classOf = {0, 0, 1, 1, -1};
        Random random = new Random(seed);
        long[] weights = new long[before.length];
        List<String[]> o = new ArrayList<>();
        List<String[]> a = new ArrayList<>();
        List<Integer> c = new ArrayList<>();
        for (int r = 0; r < before.length; r++) {
            weights[r] = 1 + random.nextInt(4);
            for (int i = 0; i < weights[r]; i++) {
                o.add(before[r]);
                a.add(after[r]);
                c.add(classOf[r]);
            }
        }
        QualityInput expanded = new QualityInput(Table.ofRows(SCHEMA, o), Table.ofRows(SCHEMA, a), h,
                Partition.of(c.stream().mapToInt(Integer::intValue).toArray(), 2), 2);
        QualityInput weighted = new QualityInput(Table.ofRows(SCHEMA, List.of(before)), Table.ofRows(SCHEMA,
                List.of(after)), h, Partition.of(classOf, 2), 2, weights);
        for (QualityMetric m : StandardQuality.common()) {
            assertEquals(m.evaluate(expanded), m.evaluate(weighted), 1e-12, m.key() + ", weights "
                    + java.util.Arrays.toString(weights));
        }
        assertEquals(AttributeSummary.of(expanded), AttributeSummary.of(weighted));
        assertEquals(expanded.rows(), weighted.rows());
        assertThrows(IllegalArgumentException.class, () -> ClusteringLoss.total().evaluate(weighted),
                "a measure that reads every row refuses weights");
    }

    private static void checkHandComputed(QualityInput in) {
        // LM per age cell: 20-29 -> (2-1)/(4-1) = 1/3 twice; 34 -> * = 1; missing stays 0; suppressed 1.
        // sex cells: unchanged 0 x4, suppressed 1. Mean over 10 cells: (2/3 + 1 + 0 + 1 + 1) / 10.
        assertEquals((2 / 3.0 + 3) / 10, new LossMetric().evaluate(in), 1e-12);
        // PM: age heights 1,1,2,0(missing),2 over height 2; sex 0,0,0,0,1 over height 1.
        assertEquals(1 - (0.5 + 0.5 + 1 + 0 + 1 + 1) / 10, new Precision().evaluate(in), 1e-12);
        assertEquals(4 + 4 + 1 * 5, new Discernibility().evaluate(in), 1e-12);
        assertEquals((4 / 2.0) / 2, new AverageClassSize().evaluate(in), 1e-12);
    }
}
