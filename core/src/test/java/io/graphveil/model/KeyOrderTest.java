package io.graphveil.model;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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
    @ParameterizedTest(name = "seed {0}, {1} high halves")
    @CsvSource({"1, 8", "2, 8", "3, 8", "4, 8", "5, 8", "6, 1", "7, 400", "8, 2000000000"})
    void theOrderIsThatOfKeyThenIdWhateverTheItemOrder(long seed, int highs) {
        SplittableRandom random = new SplittableRandom(seed);
        int n = 2000;
        long[] key = new long[n];
        String[] id = new String[n];
        for (int i = 0; i < n; i++) {
            // few high halves (runs to order: long ones, one of all the items, or short ones),
            // fewer whole keys (ties only the id breaks)
            long high = random.nextInt(highs) - highs / 2;
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
            // in pieces (32 buckets of about 62 items here): the same order
            KeyOrder.Pieces pieces = KeyOrder.sortedPieces(n, i -> key[perm[i]],
                    (a, b) -> id[perm[a]].compareTo(id[perm[b]]), 100);
            int[] inPieces = IntStream.range(0, pieces.size()).map(i -> (int) pieces.get(i)).toArray();
            assertArrayEquals(order, inPieces);
        }
    }
}
