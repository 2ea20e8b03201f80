package io.graphveil.experiment;

import io.graphveil.anonymize.cluster.RandomTables;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class KaimExperimentTest {
    static long missing(Table t, int[] qi) {
        long n = 0;
        for (int r = 0; r < t.rowCount(); r++) {
            for (int q : qi) {
                n += t.code(r, q) == 0 ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void blankingRaisesTheMissingValueRateToItsTargetWithTheSeed() {
        Table t = RandomTables.table(500, 0.02, 1);
        int[] qi = t.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        Table b = KaimExperiment.blank(t, qi, 0.2, 7);
        assertEquals(Math.round(0.2 * 500 * qi.length), missing(b, qi));
        assertEquals(b, KaimExperiment.blank(t, qi, 0.2, 7), "the seed fixes the cells");
        assertNotEquals(b, KaimExperiment.blank(t, qi, 0.2, 8));
        for (int r = 0; r < 500; r++) {
            for (int q : qi) {
                if (t.code(r, q) == 0) {
                    assertEquals("*", b.value(r, q), "missing cells stay missing");
                } else if (!b.value(r, q).equals("*")) {
                    assertEquals(t.value(r, q), b.value(r, q), "known cells are blanked or kept, never changed");
                }
            }
            assertEquals(t.value(r, 5), b.value(r, 5), "only quasi-identifiers are blanked");
        }
        assertSame(t.column(5), KaimExperiment.blank(t, qi, 0.001, 7).column(5));
        assertEquals(missing(t, qi), missing(KaimExperiment.blank(t, qi, 0.001, 7), qi),
                "a target below the data's rate blanks nothing");
    }
}
