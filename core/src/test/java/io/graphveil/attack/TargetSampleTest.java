package io.graphveil.attack;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class TargetSampleTest {
    /**
     * The sample is the k smallest (key, id) whatever order the persons come in: the same ids
     * shuffled give the same persons (by id); every person when there are at most k.
     */
    @ParameterizedTest
    @CsvSource({"1, 10, 3", "2, 10, 10", "3, 10, 15", "4, 1000, 300", "5, 20000, 1000"})
    void theSampleIsTheSmallestKeysWhateverTheOrder(long seed, int n, int k) {
        String[] ids = IntStream.range(0, n).mapToObj(i -> "p" + i).toArray(String[]::new);
        int[] sample = TargetSample.of(ids, k, seed);
        assertEquals(Math.min(n, k), sample.length);
        String[] expected = Arrays.stream(ids).sorted(Comparator.comparingLong((String id) -> TargetSample.key(seed, id))
                .thenComparing(Comparator.naturalOrder())).limit(k).sorted().toArray(String[]::new);
        assertArrayEquals(expected, Arrays.stream(sample).mapToObj(p -> ids[p]).sorted().toArray(String[]::new));
        String[] shuffled = ids.clone();
        java.util.Collections.shuffle(Arrays.asList(shuffled), new Random(seed));
        assertArrayEquals(expected, Arrays.stream(TargetSample.of(shuffled, k, seed)).mapToObj(p -> shuffled[p])
                .sorted().toArray(String[]::new), "the same persons in another order");
    }
}
