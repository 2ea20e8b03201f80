package io.graphveil.criteria;

import io.graphveil.BadInputException;
import io.graphveil.BadParameterException;
import io.graphveil.Networks;
import io.graphveil.group.Partition;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AverageSensitivityTest {
    static final String ATTRIBUTES = """
            {"attributes": [{"name": "q", "role": "QUASI_IDENTIFIER"},
              {"name": "d", "role": "SENSITIVE", "levels": {"flu": 1, "cold": 1, "hiv": 3}%s},
              {"name": "need", "role": "NON_PRIVACY"}]}""";
    static final Schema PERSONAL = Networks.schema(ATTRIBUTES.formatted(", \"requirement\": \"need\""));
    static final Schema PLAIN = Networks.schema(ATTRIBUTES.formatted(""));
    static final List<String[]> ROWS = List.of(
            new String[]{"a", "flu", "0"}, new String[]{"a", "flu", "2"}, new String[]{"a", "hiv", "0"},
            new String[]{"b", "cold", "1"}, new String[]{"b", "flu", "*"}, new String[]{"b", "*", "0"});
    static final Partition CLASSES = Partition.of(new int[]{0, 0, 0, 1, 1, 1}, 2);

    /**
     * n = 6, m = 3, H = 2, μ = 0.5: flu (3×, level 1) w_a = 0.5·(1−3/6) + 0.5·(1/3) = 5/12; hiv (1×, level 3)
     * 0.5·5/6 + 0.5 = 11/12; cold (1×, level 1) 0.5·5/6 + 0.5/3 = 7/12; missing 0. Requirement 2 of H = 2
     * weighs 1, requirement 1 weighs 1/2.
     */
    @Test
    void handComputedGeneralSensitivity() {
        Table t = Table.ofRows(PERSONAL, ROWS);
        double[] w = GeneralSensitivity.perRecord(t, SensitivityWeights.defaults(0.5), 2);
        assertArrayEquals(new double[]{5 / 12.0, 1, 11 / 12.0, 7 / 12.0, 5 / 12.0, 0}, w, 1e-12);
        double[] plain = GeneralSensitivity.perRecord(Table.ofRows(PLAIN, ROWS), SensitivityWeights.defaults(0.5), 2);
        assertArrayEquals(new double[]{5 / 12.0, 5 / 12.0, 11 / 12.0, 7 / 12.0, 5 / 12.0, 0}, plain, 1e-12,
                "without a requirement column the personal level is ignored");
        // relative frequency (f_max = 3), level weights 0.2/0.5/0.9 and requirement weights 0.3/0.6
        SensitivityWeights custom = new SensitivityWeights(0.5, SensitivityWeights.Frequency.RELATIVE,
                List.of(0.2, 0.5, 0.9), List.of(0.3, 0.6));
        assertArrayEquals(new double[]{0.1, 0.6, 0.5 * 2 / 3 + 0.45, 0.5 * 2 / 3 + 0.1, 0.1, 0},
                GeneralSensitivity.perRecord(t, custom, 2), 1e-12);
    }

    @Test
    void classMeansAgainstW() {
        Table t = Table.ofRows(PERSONAL, ROWS);
        // class a: (5/12 + 1 + 11/12) / 3 = 7/9; class b: (7/12 + 5/12 + 0) / 3 = 1/3
        assertArrayEquals(new boolean[]{false, true},
                new AverageSensitivity(0.7, SensitivityWeights.defaults(0.5), 2).check(t, CLASSES));
        assertArrayEquals(new boolean[]{true, true},
                new AverageSensitivity(7 / 9.0 + 1e-12, SensitivityWeights.defaults(0.5), 2).check(t, CLASSES));
        assertArrayEquals(new boolean[]{true, true},
                new AverageSensitivity(0.6, SensitivityWeights.defaults(0.5), 2).check(Table.ofRows(PLAIN, ROWS),
                        CLASSES), "class a's mean without requirements: 7/12");
        assertTrue(new AverageSensitivity(0.7, SensitivityWeights.defaults(0.5), 2).why(t, CLASSES, 0)
                .contains("0.7778"));
    }

    /**
     * Monotone without suppression (a merged class's mean lies between its parts'), not with it: at w = 0.5 merging
     * the satisfying class b (1/3) into the failing class a (7/9) gives a failing class (5/9) of 6 records, not 3.
     */
    @Test
    void monotoneOnlyWithoutSuppression() {
        AverageSensitivity c = new AverageSensitivity(0.5, SensitivityWeights.defaults(0.5), 2);
        assertTrue(c.isMonotone());
        assertFalse(c.isMonotoneWithSuppression());
        Table t = Table.ofRows(PERSONAL, ROWS);
        assertArrayEquals(new boolean[]{false, true}, c.check(t, CLASSES));
        assertArrayEquals(new boolean[]{false}, c.check(t, Partition.of(new int[]{0, 0, 0, 0, 0, 0}, 1)));
        assertTrue(new KAnonymity(2).isMonotoneWithSuppression() && new DistinctLDiversity(2).isMonotoneWithSuppression());
        assertFalse(new AlphaDeassociation(0.5).isMonotoneWithSuppression());
        PrivacyModel model = PrivacyModel.of(new KAnonymity(2), c);
        assertTrue(model.isMonotone(false));
        assertFalse(model.isMonotone(true));
        assertArrayEquals(new boolean[]{true, false}, model.monotoneMask(true), "only k-anonymity prunes");
        assertArrayEquals(new boolean[]{true, true}, model.monotoneMask(false));
    }

    @Test
    void badRequirementLevelsAndWeights() {
        Table bad = Table.ofRows(PERSONAL, List.<String[]>of(new String[]{"a", "flu", "3"}));
        BadInputException e = assertThrows(BadInputException.class,
                () -> GeneralSensitivity.perRecord(bad, SensitivityWeights.defaults(0.5), 2));
        assertTrue(e.getMessage().contains("'3'") && e.getMessage().contains("need"), e.getMessage());
        assertThrows(BadParameterException.class, () -> SensitivityWeights.defaults(1.5));
        assertThrows(BadParameterException.class, () -> new SensitivityWeights(0.5, null, List.of(2.0), null));
        assertThrows(BadParameterException.class, () -> new AverageSensitivity(0, SensitivityWeights.defaults(0.5), 1));
        assertThrows(BadParameterException.class, () -> GeneralSensitivity.perRecord(Table.ofRows(PERSONAL, ROWS),
                new SensitivityWeights(0.5, null, List.of(0.1, 0.2), null), 2), "level 3 has no weight");
    }
}
