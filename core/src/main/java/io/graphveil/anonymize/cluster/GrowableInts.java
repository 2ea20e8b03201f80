package io.graphveil.anonymize.cluster;

import java.util.Arrays;

/** Per-cluster int state that grows with the cluster ids. */
final class GrowableInts {
    private int[] values = new int[64];

    int get(int i) {
        return values[i];
    }

    void set(int i, int v) {
        if (i >= values.length) {
            values = Arrays.copyOf(values, Math.max(i + 1, values.length * 2));
        }
        values[i] = v;
    }
}
