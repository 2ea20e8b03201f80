package io.graphveil.split;

import java.util.Arrays;
import java.util.function.IntToLongFunction;

/**
 * Orders items by a 64-bit keyed hash with one primitive sort: each item becomes the high 32 bits
 * of its key above its index, so ties of those 32 bits (about one pair in 2^32) fall back to the
 * index. What the safe rules' choices by key (decoys, queue tie-breaks, neighbour order) share.
 */
final class KeyOrder {
    private KeyOrder() {
    }

    /** The indexes {@code 0..n-1} ordered by {@code key}'s high 32 bits, then by index. Cost {@code O(n log n)}. */
    static int[] sorted(int n, IntToLongFunction key) {
        long[] packed = new long[n];
        for (int i = 0; i < n; i++) {
            packed[i] = ((key.applyAsLong(i) >>> 32) << 32) ^ Integer.toUnsignedLong(i) ^ Long.MIN_VALUE;
        }
        Arrays.sort(packed);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = (int) packed[i];
        }
        return out;
    }
}
