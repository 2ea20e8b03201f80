package io.graphveil;

import java.io.PrintStream;

/**
 * Progress of long work, on stderr: a bar redrawn in place on a terminal, a log line every few
 * seconds otherwise (CI logs, pipes). Work that ends within a second prints nothing. A library
 * caller sends it to a {@link ProgressListener} instead ({@link #reportingTo}).
 */
public final class Progress {
    private static final long QUIET_NANOS = 1_000_000_000L;
    private static final long TERMINAL_EVERY = 200_000_000L;
    private static final long LOG_EVERY = 5_000_000_000L;

    private static final long LISTENER_EVERY = 100_000_000L;
    /** Where the progress of this thread (and the threads it starts) goes instead of stderr. */
    private static final InheritableThreadLocal<ProgressListener> LISTENER = new InheritableThreadLocal<>();
    /** When any progress last printed (nanoTime), so that a stage's ticker stays quiet under a bar. */
    private static volatile long lastOutput;

    private final String label;
    private final ProgressListener listener;
    private long total;
    private final PrintStream out;
    private final boolean terminal;
    private final long started = System.nanoTime();
    private long lastPrint = started;
    private boolean printed;
    private long lastPrinted = -1;

    private Progress(String label, long total, PrintStream out, boolean terminal, ProgressListener listener) {
        this.label = label;
        this.listener = listener;
        this.total = Math.max(1, total);
        this.out = out;
        this.terminal = terminal;
    }

    /**
     * Progress of {@code total} units of work called {@code label}: on stderr, or to the listener
     * {@link #reportingTo} installed for this thread.
     *
     * @param label the stage's name
     * @param total units of work (at least 1 is assumed)
     * @return the progress to update
     */
    public static Progress start(String label, long total) {
        ProgressListener listener = LISTENER.get();
        if (listener != null) {
            return new Progress(label, total, null, false, listener);
        }
        return new Progress(label, total, System.err, System.console() != null, null);
    }

    /**
     * A progress that reports nothing (tests, nested work).
     *
     * @return the progress
     */
    public static Progress silent() {
        return new Progress("", 1, null, false, null);
    }

    /**
     * Runs {@code work} with every progress it (or a thread it starts) makes going to
     * {@code listener} instead of stderr.
     *
     * @param listener where progress goes; null for stderr
     * @param work     the work
     * @param <T>      what the work returns
     * @return what the work returned
     */
    public static <T> T reportingTo(ProgressListener listener, java.util.function.Supplier<T> work) {
        ProgressListener before = LISTENER.get();
        LISTENER.set(listener);
        try {
            return work.get();
        } finally {
            if (before == null) {
                LISTENER.remove();
            } else {
                LISTENER.set(before);
            }
        }
    }

    /**
     * Changes the amount of work, once it is known (e.g. the number of splits after the queue is built).
     *
     * @param newTotal units of work
     */
    public void setTotal(long newTotal) {
        this.total = Math.max(1, newTotal);
    }

    /**
     * Reports that {@code done} units are finished.
     *
     * @param done units finished so far
     */
    public void update(long done) {
        if (listener != null) {
            long now = System.nanoTime();
            if (now - lastPrint >= LISTENER_EVERY) {
                lastPrint = now;
                listener.progress(label, done, total);
            }
            return;
        }
        if (out == null) {
            return;
        }
        long now = System.nanoTime();
        if (now - started < QUIET_NANOS || now - lastPrint < (terminal ? TERMINAL_EVERY : LOG_EVERY)) {
            return;
        }
        lastPrint = now;
        print(done, false);
    }

    /** Ends the progress display (prints a final line only if something was shown). */
    public void finish() {
        if (listener != null) {
            listener.progress(label, total, total);
            return;
        }
        if (out != null && printed && (terminal || lastPrinted != total)) {
            print(total, true);
        }
    }

    /** The listener installed for this thread, or null for stderr. */
    static ProgressListener listener() {
        return LISTENER.get();
    }

    /** Notes that some progress was just printed. */
    static void printed() {
        lastOutput = System.nanoTime();
    }

    /** When progress was last printed (nanoTime; 0 when never). */
    static long lastOutput() {
        return lastOutput;
    }

    private void print(long done, boolean last) {
        printed = true;
        printed();
        lastPrinted = done;
        double share = Math.min(1.0, done / (double) total);
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;
        if (terminal) {
            int width = 30;
            int filled = (int) Math.round(share * width);
            out.print("\r" + label + " [" + "#".repeat(filled) + " ".repeat(width - filled) + "] "
                    + Math.round(share * 100) + "% " + seconds + "s" + (last ? "\n" : ""));
        } else {
            out.println(label + ": " + Math.round(share * 100) + "% (" + done + "/" + total + ") after " + seconds + "s");
        }
        out.flush();
    }
}
