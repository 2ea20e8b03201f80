package io.graphveil.criteria;

import io.graphveil.Networks;
import io.graphveil.group.Partition;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ShadowHolderShareTest {
    private static final Schema SCHEMA = Networks.schema("""
            {"attributes": [{"name": "q", "role": "QUASI_IDENTIFIER"}]}""");

    private static Table rows(int n) {
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(new String[]{"x"});
        }
        return Table.ofRows(SCHEMA, rows);
    }

    /**
     * Pattern 0 has 4 holders among its 7 carriers over the table, so its bound is 4/7 rather than
     * 0.45; pattern 1's is 0.45. Class 0: two carriers of pattern 0, both holders (1.0, fails). Class 1:
     * four carriers of pattern 0, one holder (0.25), and a holder without a pattern (no carrier: it
     * does not count). Class 2: pattern 1, one holder of three (0.33), and one carrier of pattern 0, a
     * holder (1.0, fails).
     */
    @Test
    void judgesEachPatternWithinEachClass() {
        int[] pattern = {0, 0, 0, 0, 0, 0, -1, 1, 1, 1, 0};
        boolean[] holder = {true, true, true, false, false, false, true, true, false, false, true};
        int[] classOf = {0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2};
        ShadowHolderShare c = new ShadowHolderShare(0.45, pattern, holder);
        Table t = rows(pattern.length);
        assertArrayEquals(new boolean[]{false, true, false}, c.check(t, Partition.of(classOf, 3)));
        assertTrue(c.why(t, Partition.of(classOf, 3), 0).startsWith("2 holders among the 2 persons"),
                c.why(t, Partition.of(classOf, 3), 0));
        // pattern 0 over the table: 4 holders of 7 (0.57 > 0.45): the bound rises to it, so the whole
        // table passes and merging every class always meets the criterion
        assertArrayEquals(new boolean[]{true}, c.check(t, Partition.of(new int[pattern.length], 1)));
    }

    /** Seeded: two classes that pass make one that passes (the counts add), so a search may merge. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void mergingTwoPassingClassesPasses(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = 120;
        int[] pattern = new int[n];
        boolean[] holder = new boolean[n];
        int[] classOf = new int[n];
        for (int r = 0; r < n; r++) {
            pattern[r] = random.nextInt(3) - 1;
            holder[r] = random.nextInt(6) == 0;
            classOf[r] = random.nextInt(6);
        }
        ShadowHolderShare c = new ShadowHolderShare(0.45, pattern, holder);
        Table t = rows(n);
        boolean[] ok = c.check(t, Partition.of(classOf, 6));
        int merges = 0;
        for (int a = 0; a < 6; a++) {
            for (int b = a + 1; b < 6; b++) {
                if (ok[a] && ok[b]) {
                    int[] merged = new int[n];
                    for (int r = 0; r < n; r++) {
                        merged[r] = classOf[r] == a || classOf[r] == b ? 0 : 1;
                    }
                    assertTrue(c.check(t, Partition.of(merged, 2))[0], "classes " + a + " and " + b);
                    merges++;
                }
            }
        }
        assertTrue(c.isMonotone());
        assertTrue(merges > 0, "some pair of passing classes to merge");
    }

    @Test
    void refusesAShareOutsideItsRangeAndMismatchedRows() {
        assertThrows(IllegalArgumentException.class, () -> new ShadowHolderShare(0, new int[1], new boolean[1]));
        assertThrows(IllegalArgumentException.class, () -> new ShadowHolderShare(0.5, new int[2], new boolean[1]));
        ShadowHolderShare c = new ShadowHolderShare(0.5, new int[2], new boolean[2]);
        assertThrows(IllegalArgumentException.class, () -> c.needs(rows(3)));
    }
}
