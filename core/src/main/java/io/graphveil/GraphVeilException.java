package io.graphveil;

/**
 * A failure the user can act on: it carries the process exit code of ALGORITHMS.md §7 and a
 * one-line message that the command line prints without a stack trace.
 */
public abstract class GraphVeilException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message the one-line message the command line prints
     * @param cause   what failed underneath, or null
     */
    protected GraphVeilException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * The process exit code this failure maps to (ALGORITHMS.md §7).
     *
     * @return 1 (model not met), 2 (bad parameter) or 3 (bad input)
     */
    public abstract int exitCode();
}
