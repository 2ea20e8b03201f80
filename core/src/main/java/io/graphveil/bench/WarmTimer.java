package io.graphveil.bench;

import java.util.Arrays;
import java.util.concurrent.Callable;

/**
 * Times work "after warm-up" (ALGORITHMS.md §7): runs it a number of times to let the JIT compile the hot
 * paths, then measures further runs in the same JVM and reports their minimum and median.
 */
public final class WarmTimer {
    /** Measured runs in milliseconds. */
    public record Timing(double minMs, double medianMs, int runs) {
    }

    private WarmTimer() {
    }

    public static <T> Timing time(int warmups, int runs, Callable<T> work) throws Exception {
        Object sink = null;
        for (int i = 0; i < warmups; i++) {
            sink = work.call();
        }
        double[] ms = new double[runs];
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            sink = work.call();
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        if (sink == null) {
            throw new IllegalStateException("benchmarked work must return its result");
        }
        Arrays.sort(ms);
        return new Timing(ms[0], ms[runs / 2], runs);
    }
}
