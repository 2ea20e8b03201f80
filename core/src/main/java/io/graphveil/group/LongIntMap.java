package io.graphveil.group;

import java.util.Arrays;

/**
 * A map from long keys to dense ints {@code 0, 1, 2, …} in order of first insertion, by open
 * addressing: the primitive hash map the grouping needs on hot paths (no boxing).
 */
final class LongIntMap {
    private static final long EMPTY = Long.MIN_VALUE;
    private long[] keys;
    private int[] values;
    private int size;
    private int mask;

    LongIntMap(int expected) {
        int cap = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
        keys = new long[cap];
        Arrays.fill(keys, EMPTY);
        values = new int[cap];
        mask = cap - 1;
    }

    /** The value of {@code key}, assigning the next dense int when the key is new. */
    int getOrAssign(long key) {
        if (key == EMPTY) {
            throw new IllegalArgumentException("reserved key");
        }
        int i = mix(key) & mask;
        while (true) {
            long k = keys[i];
            if (k == key) {
                return values[i];
            }
            if (k == EMPTY) {
                keys[i] = key;
                values[i] = size;
                if (++size * 2 > keys.length) {
                    grow();
                }
                return size - 1;
            }
            i = (i + 1) & mask;
        }
    }

    int size() {
        return size;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        values = new int[keys.length];
        mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] != EMPTY) {
                int i = mix(oldKeys[j]) & mask;
                while (keys[i] != EMPTY) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                values[i] = oldValues[j];
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
