package io.graphveil;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Wall time per named stage of a run, in milliseconds, in the order the stages ended. The pipeline
 * times its stages here and knows nothing of how they are reported; {@code report.json} renders
 * {@link #snapshot()}. Thread-safe (stages run on background threads, e.g. the GraphML writer). Each stage shows its
 * progress while it runs ({@link StageProgress}).
 */
public final class Stopwatch {
    private final Map<String, Long> started = new LinkedHashMap<>();
    private final Map<String, Long> elapsed = new LinkedHashMap<>();
    private final Map<String, StageProgress> progress = new LinkedHashMap<>();

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
        elapsed.put(stage, ms);
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
}
