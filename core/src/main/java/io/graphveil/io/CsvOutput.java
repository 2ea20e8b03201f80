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
            int at = 0;
            for (int i = 0; i < rows; i++) {
                if (at > buffer.length - 32) {
                    out.write(buffer, 0, at);
                    at = 0;
                }
                at = digits(left.applyAsInt(i), buffer, at);
                buffer[at++] = ',';
                at = digits(right.applyAsInt(i), buffer, at);
                buffer[at++] = '\n';
            }
            out.write(buffer, 0, at);
        }
    }

    /** Writes {@code value} in decimal at {@code buffer[at]}; returns the position after it. */
    private static int digits(int value, char[] buffer, int at) {
        long v = value;
        if (v < 0) {
            buffer[at++] = '-';
            v = -v;
        }
        int start = at;
        do {
            buffer[at++] = (char) ('0' + v % 10);
            v /= 10;
        } while (v > 0);
        for (int i = start, j = at - 1; i < j; i++, j--) {
            char t = buffer[i];
            buffer[i] = buffer[j];
            buffer[j] = t;
        }
        return at;
    }

    /** Opens a printer with {@code delimiter} (hierarchy files use {@code ;}). */
    public static CSVPrinter open(Path file, char delimiter) throws IOException {
        BufferedWriter w = OwnerOnly.newBufferedWriter(file);
        return new CSVPrinter(w, FORMAT.builder().setDelimiter(delimiter).build());
    }
}
