package io.graphveil;

/**
 * A failure the user can act on: it carries the process exit code of SPEC section 7 and a
 * one-line message that the command line prints without a stack trace.
 */
public abstract class GraphVeilException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    protected GraphVeilException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The process exit code this failure maps to (SPEC 7). */
    public abstract int exitCode();
}
