package io.graphveil.model;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * The keyed order is the order of (key, id) whatever the order of the items: ties of the high 32
 * bits, and of whole keys, are forced here by drawing keys from small pools.
 */
class KeyOrderTest {
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void theOrderIsThatOfKeyThenIdWhateverTheItemOrder(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = 2000;
        long[] key = new long[n];
        String[] id = new String[n];
        for (int i = 0; i < n; i++) {
            // few high halves (many runs to order), fewer whole keys (ties only the id breaks)
            long high = random.nextInt(8) - 4;
            long low = random.nextInt(3) * 0x9E3779B9L;
            key[i] = (high << 32) ^ low;
            id[i] = "p" + i;
        }
        Integer[] expected = IntStream.range(0, n).boxed().toArray(Integer[]::new);
        Arrays.sort(expected, Comparator.<Integer>comparingLong(i -> key[i]).thenComparing(i -> id[i]));
        for (int trial = 0; trial < 3; trial++) {
            int[] perm = Permutations.identity(n);
            Permutations.shuffle(perm, n, random);
            int[] order = KeyOrder.sorted(n, i -> key[perm[i]], (a, b) -> id[perm[a]].compareTo(id[perm[b]]));
            int[] items = Arrays.stream(order).map(i -> perm[i]).toArray();
            assertArrayEquals(Arrays.stream(expected).mapToInt(Integer::intValue).toArray(), items);
        }
    }
}
