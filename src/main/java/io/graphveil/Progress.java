package io.graphveil;

import java.io.PrintStream;

/**
 * Progress of long work, on stderr: a bar redrawn in place on a terminal, a log line every few
 * seconds otherwise (CI logs, pipes). Work that ends within a second prints nothing.
 */
public final class Progress {
    private static final long QUIET_NANOS = 1_000_000_000L;
    private static final long TERMINAL_EVERY = 200_000_000L;
    private static final long LOG_EVERY = 5_000_000_000L;

    private final String label;
    private long total;
    private final PrintStream out;
    private final boolean terminal;
    private final long started = System.nanoTime();
    private long lastPrint = started;
    private boolean printed;
    private long lastPrinted = -1;

    private Progress(String label, long total, PrintStream out, boolean terminal) {
        this.label = label;
        this.total = Math.max(1, total);
        this.out = out;
        this.terminal = terminal;
    }

    /** Progress of {@code total} units of work called {@code label}, on stderr. */
    public static Progress start(String label, long total) {
        return new Progress(label, total, System.err, System.console() != null);
    }

    /** A progress that prints nothing (tests, nested work). */
    public static Progress silent() {
        return new Progress("", 1, null, false);
    }

    /** Changes the amount of work, once it is known (e.g. the number of splits after the queue is built). */
    public void setTotal(long newTotal) {
        this.total = Math.max(1, newTotal);
    }

    /** Reports that {@code done} units are finished. */
    public void update(long done) {
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
        if (out != null && printed && (terminal || lastPrinted != total)) {
            print(total, true);
        }
    }

    private void print(long done, boolean last) {
        printed = true;
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
