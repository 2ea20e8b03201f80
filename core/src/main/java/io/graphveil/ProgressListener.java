package io.graphveil;

/**
 * Receives the progress of long work (splitting, anonymizing, measuring, attacking) while a job
 * runs: the library's replacement for the command line's bar on stderr. Called on the thread that
 * does the work, at most every 100 ms per stage and once when a stage ends; it must return quickly.
 */
@FunctionalInterface
public interface ProgressListener {
    /** A listener that ignores everything: the library's default. */
    ProgressListener SILENT = (stage, done, total) -> {
    };

    /**
     * Reports that {@code done} of {@code total} units of {@code stage} are finished.
     *
     * @param stage the stage, e.g. {@code split}
     * @param done  units finished
     * @param total units in all (at least 1)
     */
    void progress(String stage, long done, long total);
}
