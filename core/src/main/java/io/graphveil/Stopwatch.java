package io.graphveil;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Wall time per named stage of a run, in milliseconds, in the order the stages ended. The pipeline
 * times its stages here and knows nothing of how they are reported; {@code report.json} renders
 * {@link #snapshot()}. Thread-safe (stages run on background threads, e.g. the GraphML writer). Each stage shows its
 * progress while it runs ({@link StageProgress}).
 *
 * <p>With the system property {@value #LIVE_HEAP_PROPERTY} set to {@code true}, each stage's end
 * also runs a full garbage collection and records the heap still in use (what the run holds at that
 * point, the figure the scale benchmarks report); it costs a collection per stage, so it is off
 * by default.
 */
public final class Stopwatch {
    private final Map<String, Long> started = new LinkedHashMap<>();
    private final Map<String, Long> elapsed = new LinkedHashMap<>();
    private final Map<String, StageProgress> progress = new LinkedHashMap<>();
    private final Map<String, Long> liveHeap = new LinkedHashMap<>();
    /** The system property that turns on {@link #liveHeapSnapshot()}. */
    public static final String LIVE_HEAP_PROPERTY = "graphveil.liveHeap";
    private final boolean measureHeap = Boolean.getBoolean(LIVE_HEAP_PROPERTY);

    /**
     * Starts timing {@code stage}.
     *
     * @param stage the stage's name, e.g. {@code split}
     */
    public synchronized void start(String stage) {
        started.put(stage, System.nanoTime());
        StageProgress before = progress.put(stage, StageProgress.start(stage));
        if (before != null) {
            before.close();
        }
    }

    /**
     * Stops timing {@code stage} and records its wall time.
     *
     * @param stage the stage's name, as started
     * @return the stage's milliseconds
     * @throws IllegalStateException when the stage was not started
     */
    public synchronized long stop(String stage) {
        Long t0 = started.remove(stage);
        StageProgress shown = progress.remove(stage);
        if (shown != null) {
            shown.close();
        }
        if (t0 == null) {
            throw new IllegalStateException("stage " + stage + " was not started");
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        elapsed.merge(stage, ms, Long::sum); // a stage run again (the split's passes) adds up
        if (measureHeap) {
            System.gc();
            java.lang.management.MemoryUsage heap = java.lang.management.ManagementFactory.getMemoryMXBean()
                    .getHeapMemoryUsage();
            liveHeap.put(stage, heap.getUsed() >> 20);
        }
        return ms;
    }

    /**
     * Records a stage timed elsewhere.
     *
     * @param stage the stage's name
     * @param ms    its wall time in milliseconds
     */
    public synchronized void record(String stage, long ms) {
        elapsed.put(stage, ms);
    }

    /**
     * The stages timed so far, in the order they ended.
     *
     * @return stage name to milliseconds, unmodifiable
     */
    public synchronized Map<String, Long> snapshot() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(elapsed));
    }

    /**
     * The heap in use after a full collection at the end of each stage, in MiB, when
     * {@value #LIVE_HEAP_PROPERTY} is on; empty otherwise.
     *
     * @return stage name to MiB, unmodifiable
     */
    public synchronized Map<String, Long> liveHeapSnapshot() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(liveHeap));
    }
}
