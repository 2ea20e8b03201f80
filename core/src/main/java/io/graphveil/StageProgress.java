package io.graphveil;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Progress of a stage that has no units to count (loading, measuring, drawing, attacking): once
 * it has run for {@link #QUIET_SECONDS} seconds, a shared ticker shows the innermost open stage
 * and its time on stderr — redrawn in place on a terminal, a line every five seconds otherwise —
 * unless a counting {@link Progress} printed meanwhile; when it ends, a last line says how long it
 * took. A library caller with a {@link ProgressListener} gets {@code (stage, 0, 1)} when the stage
 * starts and {@code (stage, 1, 1)} when it ends. Every {@link Stopwatch} stage has one.
 */
public final class StageProgress implements AutoCloseable {
    /** Seconds a stage runs before anything is shown. */
    public static final int QUIET_SECONDS = 2;
    private static final long TERMINAL_EVERY_MS = 250;
    private static final long LOG_EVERY_MS = 5_000;
    private static final List<StageProgress> OPEN = new ArrayList<>();
    private static ScheduledExecutorService ticker;

    private final String label;
    private final long started = System.nanoTime();
    private final ProgressListener listener;
    private final PrintStream out;
    private final boolean terminal;
    private boolean shown;
    private long lastShown;
    private boolean closed;
    /** The time of this stage's last line, to tell it from another progress's. */
    private long mine = -1;

    private StageProgress(String label, ProgressListener listener) {
        this.label = label;
        this.listener = listener;
        this.out = listener == null ? System.err : null;
        this.terminal = System.console() != null;
    }

    /**
     * Starts showing a stage's progress.
     *
     * @param label the stage's name
     * @return the stage, to close when it ends
     */
    public static StageProgress start(String label) {
        StageProgress s = new StageProgress(label, Progress.listener());
        if (s.listener != null) {
            s.listener.progress(label, 0, 1);
            return s;
        }
        synchronized (OPEN) {
            OPEN.add(s);
            if (ticker == null) {
                ticker = Executors.newSingleThreadScheduledExecutor(r -> {
                    Thread t = new Thread(r, "graphveil-stage-progress");
                    t.setDaemon(true);
                    return t;
                });
                ticker.scheduleAtFixedRate(StageProgress::tick, TERMINAL_EVERY_MS, TERMINAL_EVERY_MS,
                        TimeUnit.MILLISECONDS);
            }
        }
        return s;
    }

    private static void tick() {
        StageProgress current;
        synchronized (OPEN) {
            current = OPEN.isEmpty() ? null : OPEN.get(OPEN.size() - 1);
        }
        if (current != null) {
            current.show();
        }
    }

    private synchronized void show() {
        long now = System.nanoTime();
        long ms = (now - started) / 1_000_000;
        long every = terminal ? TERMINAL_EVERY_MS : LOG_EVERY_MS;
        long other = Progress.lastOutput();
        if (closed || ms < QUIET_SECONDS * 1000L || shown && (now - lastShown) / 1_000_000 < every
                || other != mine && other != 0 && (now - other) / 1_000_000 < every) {
            return;
        }
        shown = true;
        lastShown = now;
        if (terminal) {
            out.print("\r" + label + " … " + ms / 1000 + "s   ");
        } else {
            out.println(label + ": running for " + ms / 1000 + "s");
        }
        out.flush();
        Progress.printed();
        mine = Progress.lastOutput();
    }

    /**
     * Ends every stage still open without a last line: a run that failed ends its stages here
     * (the command line does, after printing the error), so nothing ticks on.
     */
    public static void abandonAll() {
        List<StageProgress> open;
        synchronized (OPEN) {
            open = new ArrayList<>(OPEN);
            OPEN.clear();
        }
        for (StageProgress s : open) {
            synchronized (s) {
                s.closed = true;
            }
        }
    }

    /** Ends the stage: a last line with its time if anything was shown. */
    @Override
    public void close() {
        if (listener != null) {
            listener.progress(label, 1, 1);
            return;
        }
        synchronized (OPEN) {
            OPEN.remove(this);
        }
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            if (shown) {
                long ms = (System.nanoTime() - started) / 1_000_000;
                out.print((terminal ? "\r" : "") + label + ": done in " + String.format(java.util.Locale.ROOT,
                        "%.1f", ms / 1000.0) + "s" + (terminal ? "   \n" : "\n"));
                out.flush();
                Progress.printed();
            }
        }
    }
}
