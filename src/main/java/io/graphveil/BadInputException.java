package io.graphveil;

import java.nio.file.Path;

/**
 * Bad input data (exit code 3): names the file, the line when there is one, and the offending
 * value, e.g. {@code nodes.csv line 7: column 'age': 'abc' is not a number}.
 */
public final class BadInputException extends GraphVeilException {
    private static final long serialVersionUID = 1L;
    public static final int EXIT_CODE = 3;

    public BadInputException(String message) {
        super(message, null);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }

    /** An error at a line of a file; {@code line <= 0} means the whole file. */
    public static BadInputException at(Path file, long line, String message) {
        return new BadInputException(where(file, line) + ": " + message);
    }

    /** Where a problem is, as {@code file line N} (or just the file when the line is unknown). */
    public static String where(Path file, long line) {
        String name = file == null ? "<input>" : file.toString();
        return line > 0 ? name + " line " + line : name;
    }

    @Override
    public int exitCode() {
        return EXIT_CODE;
    }
}
