package io.graphveil;

/** A parameter outside its range, such as {@code k < 2} or {@code α ∉ (0,1]} (exit code 2). */
public final class BadParameterException extends GraphVeilException {
    private static final long serialVersionUID = 1L;
    /** The process exit code of a bad parameter. */
    public static final int EXIT_CODE = 2;

    /**
     * @param message the one-line message
     */
    public BadParameterException(String message) {
        super(message, null);
    }

    @Override
    public int exitCode() {
        return EXIT_CODE;
    }
}
