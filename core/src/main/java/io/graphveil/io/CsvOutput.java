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

    /** Opens a printer with {@code delimiter} (hierarchy files use {@code ;}). */
    public static CSVPrinter open(Path file, char delimiter) throws IOException {
        BufferedWriter w = OwnerOnly.newBufferedWriter(file);
        return new CSVPrinter(w, FORMAT.builder().setDelimiter(delimiter).build());
    }
}
