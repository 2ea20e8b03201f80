package io.graphveil.anonymize;

import io.graphveil.group.Partition;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class PartitionTest {
    @Test
    void groupsByEqualKeysNumberedByFirstAppearance() {
        int[][] keys = {{5, 3, 5, 3, 7}, {1, 1, 1, 2, 1}};
        Partition p = Partition.byKeys(keys, 5);
        assertEquals(4, p.classCount());
        assertArrayEquals(new int[]{0, 1, 0, 2, 3}, new int[]{p.classOf(0), p.classOf(1), p.classOf(2), p.classOf(3),
                p.classOf(4)});
        assertArrayEquals(new int[]{0, 2}, p.rows(0));
    }

    /** Packed keys (small, non-negative) and column-by-column grouping (negative or wide keys) agree. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void packedAndColumnWiseGroupingAgree(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int rows = 500;
        int[][] small = new int[3][rows];
        int[][] negative = new int[3][rows];
        int[][] wide = new int[3][rows];
        for (int j = 0; j < 3; j++) {
            for (int r = 0; r < rows; r++) {
                small[j][r] = random.nextInt(4);
                negative[j][r] = small[j][r] - 2;
                wide[j][r] = small[j][r] << 28;
            }
        }
        Partition packed = Partition.byKeys(small, rows);
        for (int[][] other : new int[][][]{negative, wide}) {
            Partition p = Partition.byKeys(other, rows);
            assertEquals(packed.classCount(), p.classCount());
            for (int r = 0; r < rows; r++) {
                assertEquals(packed.classOf(r), p.classOf(r));
            }
        }
    }

    @Test
    void mergingClassesKeepsRowsOutOfEveryClassOut() {
        Partition p = Partition.byKeys(new int[][]{{0, 1, 2, 1, 0}}, 5)
                .without(new boolean[]{false, false, false, false, true});
        assertEquals(3, p.classCount());
        Partition merged = p.merged(new int[]{0, 1, 0}, 2);
        assertEquals(2, merged.classCount());
        assertArrayEquals(new int[]{0, 2}, merged.rows(0), "rows stay ascending");
        assertArrayEquals(new int[]{1, 3}, merged.rows(1));
        assertEquals(-1, merged.classOf(4));
        assertThrows(IllegalArgumentException.class, () -> p.merged(new int[]{0}, 1));
    }
}
