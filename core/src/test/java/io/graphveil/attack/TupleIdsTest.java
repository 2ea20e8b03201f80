package io.graphveil.attack;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Tuple numbers are those of a map from the whole tuple, in order of first appearance. */
class TupleIdsTest {
    @ParameterizedTest
    @CsvSource({"0,3,1", "1,0,2", "50,0,3", "2000,1,4", "2000,4,5", "5000,6,6"})
    void numbersTuplesInOrderOfFirstAppearance(int rows, int columns, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[][] values = new int[rows][columns];
        for (int[] row : values) {
            for (int j = 0; j < columns; j++) {
                // few values per column, -1 and the int bounds among them
                int pick = random.nextInt(5);
                row[j] = pick == 0 ? -1 : pick == 1 ? Integer.MIN_VALUE : pick == 2 ? Integer.MAX_VALUE : pick;
            }
        }
        TupleIds ids = TupleIds.of(rows, columns, (r, j) -> values[r][j]);
        Map<List<Integer>, Integer> expected = new HashMap<>();
        int[] expectedId = new int[rows];
        List<Integer> first = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            List<Integer> key = new ArrayList<>();
            for (int v : values[r]) {
                key.add(v);
            }
            int id = expected.computeIfAbsent(key, k -> expected.size());
            if (id == first.size()) {
                first.add(r);
            }
            expectedId[r] = id;
        }
        assertEquals(expected.size(), ids.count);
        assertArrayEquals(expectedId, ids.idOf);
        assertArrayEquals(first.stream().mapToInt(Integer::intValue).toArray(), ids.firstRows());
    }
}
