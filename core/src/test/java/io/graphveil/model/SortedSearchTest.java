package io.graphveil.model;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Galloping against a scan, on ascending arrays with runs of equal values, every start and value. */
class SortedSearchTest {
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void findsTheFirstAtLeastLikeAScan(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] a = new int[1 + random.nextInt(200)];
        for (int i = 0; i < a.length; i++) {
            a[i] = random.nextInt(60);
        }
        Arrays.sort(a);
        for (int from = 0; from <= a.length; from++) {
            for (int x = -1; x <= 61; x++) {
                int expected = from;
                while (expected < a.length && a[expected] < x) {
                    expected++;
                }
                assertEquals(expected, SortedSearch.firstAtLeast(a, from, a.length, x),
                        "from " + from + ", x " + x);
            }
        }
        Adjacency list = new Adjacency() {
            @Override
            public int nodeCount() {
                return 1;
            }

            @Override
            public int degree(int v) {
                return a.length;
            }

            @Override
            public int neighbor(int v, int i) {
                return a[i];
            }
        };
        for (int x = -1; x <= 61; x++) {
            assertEquals(SortedSearch.firstAtLeast(a, 0, a.length, x), list.firstAtLeast(0, 0, x), "default, x " + x);
            int scan = 0;
            while (scan < a.length && a[scan] < x) {
                scan++;
            }
            assertEquals(scan, SortedSearch.firstAtLeast(a, x));
        }
    }
}
