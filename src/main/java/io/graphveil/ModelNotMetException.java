package io.graphveil;

/** The requested privacy model cannot be met with the given data and budget (exit code 1). */
public final class ModelNotMetException extends GraphVeilException {
    private static final long serialVersionUID = 1L;
    public static final int EXIT_CODE = 1;

    public ModelNotMetException(String message) {
        super(message, null);
    }

    @Override
    public int exitCode() {
        return EXIT_CODE;
    }
}
