package io.graphveil;

/** The requested privacy model cannot be met with the given data and budget (exit code 1). */
public final class ModelNotMetException extends GraphVeilException {
    private static final long serialVersionUID = 1L;
    /** The process exit code of a model not met. */
    public static final int EXIT_CODE = 1;

    /**
     * @param message the one-line message
     */
    public ModelNotMetException(String message) {
        super(message, null);
    }

    @Override
    public int exitCode() {
        return EXIT_CODE;
    }
}
