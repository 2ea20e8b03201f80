package io.graphveil;

import java.nio.file.Path;

/**
 * Bad input data (exit code 3): names the file, the line when there is one, and the offending
 * value, e.g. {@code nodes.csv line 7: column 'age': 'abc' is not a number}.
 */
public final class BadInputException extends GraphVeilException {
    private static final long serialVersionUID = 1L;
    /** The process exit code of bad input. */
    public static final int EXIT_CODE = 3;

    /**
     * @param message the one-line message, naming the file, line and value
     */
    public BadInputException(String message) {
        super(message, null);
    }

    /**
     * @param message the one-line message, naming the file, line and value
     * @param cause   the parser's or the file system's exception
     */
    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * An error at a line of a file.
     *
     * @param file    the file, or null when there is none
     * @param line    the line, from 1; {@code line <= 0} means the whole file
     * @param message what is wrong there
     * @return the exception, its message prefixed with where
     */
    public static BadInputException at(Path file, long line, String message) {
        return new BadInputException(where(file, line) + ": " + message);
    }

    /**
     * Where a problem is, as {@code file line N} (or just the file when the line is unknown).
     *
     * @param file the file, or null when there is none
     * @param line the line, from 1; {@code line <= 0} when unknown
     * @return the place, as a message starts with it
     */
    public static String where(Path file, long line) {
        return where(file == null ? "<input>" : file.toString(), line);
    }

    /**
     * {@link #where(Path, long)} for a location that is no local path (a Hadoop file system URI).
     *
     * @param location the file's location as given
     * @param line     the line, from 1; {@code line <= 0} when unknown
     * @return the place, as a message starts with it
     */
    public static String where(String location, long line) {
        return line > 0 ? location + " line " + line : location;
    }

    @Override
    public int exitCode() {
        return EXIT_CODE;
    }
}
