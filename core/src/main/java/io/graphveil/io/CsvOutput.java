package io.graphveil.io;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Path;

/** The one CSV dialect the project writes: comma, minimal quoting, {@code \n} line ends. */
public final class CsvOutput {
    public static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setRecordSeparator("\n").build();

    private CsvOutput() {
    }

    public static CSVPrinter open(Path file) throws IOException {
        BufferedWriter w = OwnerOnly.newBufferedWriter(file);
        return new CSVPrinter(w, FORMAT);
    }

    /** Writes {@code header} and one record per row ({@code values} of it) to {@code file}. */
    public static <T> void write(Path file, java.util.List<String> header, java.util.List<T> rows,
                                 java.util.function.Function<T, java.util.List<Object>> values) throws IOException {
        try (CSVPrinter p = open(file)) {
            p.printRecord(header);
            for (T row : rows) {
                p.printRecord(values.apply(row));
            }
        }
    }

    /**
     * Writes a header of two names and {@code rows} records of two integers, the bytes
     * {@link #open(Path)}'s printer writes for them: integers never need quoting in this dialect, so
     * they go straight to the writer (ten times faster than a record per edge through the printer,
     * which boxes and scans every value: half a minute at thirty million edges).
     */
    public static void writeIntPairs(Path file, String first, String second, int rows,
                                     java.util.function.IntUnaryOperator left,
                                     java.util.function.IntUnaryOperator right) throws IOException {
        try (CSVPrinter header = open(file)) {
            header.printRecord(first, second);
            header.flush();
            java.io.Writer out = (java.io.Writer) header.getOut();
            char[] buffer = new char[1 << 16];
            int[] lefts = new int[PAIRS_AT_ONCE];
            int[] rights = new int[PAIRS_AT_ONCE];
            int at = 0;
            for (int from = 0; from < rows; from += PAIRS_AT_ONCE) {
                int count = Math.min(PAIRS_AT_ONCE, rows - from);
                // the values first, in a loop that does nothing else: a publication's are reads at
                // random (an edge's ends, then their pseudonyms), and with the digits in between the
                // processor had one cache miss in flight at a time, not many
                for (int j = 0; j < count; j++) {
                    lefts[j] = left.applyAsInt(from + j);
                    rights[j] = right.applyAsInt(from + j);
                }
                for (int j = 0; j < count; j++) {
                    if (at > buffer.length - 32) {
                        out.write(buffer, 0, at);
                        at = 0;
                    }
                    at = digits(lefts[j], buffer, at);
                    buffer[at++] = ',';
                    at = digits(rights[j], buffer, at);
                    buffer[at++] = '\n';
                }
            }
            out.write(buffer, 0, at);
        }
    }

    /** How many pairs {@link #writeIntPairs} reads before it writes them. */
    private static final int PAIRS_AT_ONCE = 1024;

    private static final String MIN_INT = Integer.toString(Integer.MIN_VALUE);

    /** Writes {@code value} in decimal at {@code buffer[at]}; returns the position after it. */
    private static int digits(int value, char[] buffer, int at) {
        if (value == Integer.MIN_VALUE) {
            MIN_INT.getChars(0, MIN_INT.length(), buffer, at);
            return at + MIN_INT.length();
        }
        if (value < 0) {
            buffer[at++] = '-';
            value = -value;
        }
        int end = at + 1;
        for (int rest = value / 10; rest > 0; rest /= 10) {
            end++;
        }
        for (int i = end - 1; i >= at; i--) {
            int rest = value / 10;
            buffer[i] = (char) ('0' + value - rest * 10);
            value = rest;
        }
        return end;
    }

    /** Opens a printer with {@code delimiter} (hierarchy files use {@code ;}). */
    public static CSVPrinter open(Path file, char delimiter) throws IOException {
        BufferedWriter w = OwnerOnly.newBufferedWriter(file);
        return new CSVPrinter(w, FORMAT.builder().setDelimiter(delimiter).build());
    }
}
