package io.graphveil.io;

import io.graphveil.BadInputException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Reads a delimited text file record by record with the line number of each record, the basis
 * of every "file line N: …" error. Accepts CRLF, blank lines (skipped), a byte-order mark and a
 * missing final newline; optionally skips {@code #} comment lines and trims fields.
 */
public final class CsvLines {

    /** One record: the line it ends on and its fields. */
    public record Line(long number, String[] fields) {
    }

    private CsvLines() {
    }

    /**
     * Calls {@code action} for each non-blank record of {@code file}. A delimiter of
     * {@code ' '} splits on runs of blanks (SNAP edge lists) and does not unquote.
     */
    public static void forEach(Path file, char delimiter, boolean comments, boolean trim, Consumer<Line> action) {
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            if (delimiter == ' ') {
                splitOnBlanks(reader, comments, action);
                return;
            }
            CSVFormat.Builder format = CSVFormat.DEFAULT.builder().setDelimiter(delimiter).setIgnoreEmptyLines(false)
                    .setTrim(trim).setIgnoreSurroundingSpaces(trim);
            if (comments) {
                format.setCommentMarker('#');
            }
            try (CSVParser parser = CSVParser.parse(reader, format.build())) {
                boolean first = true;
                for (CSVRecord record : parser) {
                    String[] fields = record.values();
                    if (first && fields.length > 0) {
                        fields[0] = stripBom(fields[0]);
                    }
                    first = false;
                    if (fields.length == 1 && fields[0].isBlank()) {
                        continue;
                    }
                    action.accept(new Line(parser.getCurrentLineNumber(), fields));
                }
            }
        } catch (NoSuchFileException e) {
            throw BadInputException.at(file, 0, "file not found");
        } catch (UncheckedIOException e) {
            throw BadInputException.at(file, 0, "malformed CSV: " + rootMessage(e));
        } catch (IOException e) {
            throw BadInputException.at(file, 0, "cannot read: " + e.getMessage());
        }
    }

    private static void splitOnBlanks(BufferedReader reader, boolean comments, Consumer<Line> action)
            throws IOException {
        String line;
        long number = 0;
        while ((line = reader.readLine()) != null) {
            number++;
            if (number == 1) {
                line = stripBom(line);
            }
            String t = line.strip();
            if (t.isEmpty() || (comments && t.startsWith("#"))) {
                continue;
            }
            action.accept(new Line(number, t.split("\\s+")));
        }
    }

    /** The delimiter a data line uses: tab, then comma, then semicolon, else blanks. */
    public static char sniff(String line) {
        if (line.indexOf('\t') >= 0) {
            return '\t';
        }
        if (line.indexOf(',') >= 0) {
            return ',';
        }
        if (line.indexOf(';') >= 0) {
            return ';';
        }
        return ' ';
    }

    /** The first non-blank, non-comment line of a file, or null when there is none. */
    public static String firstLine(Path file, boolean comments) {
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = reader.readLine()) != null) {
                String t = stripBom(line).strip();
                if (!t.isEmpty() && !(comments && t.startsWith("#"))) {
                    return t;
                }
            }
            return null;
        } catch (NoSuchFileException e) {
            throw BadInputException.at(file, 0, "file not found");
        } catch (IOException e) {
            throw BadInputException.at(file, 0, "cannot read: " + e.getMessage());
        }
    }

    private static String stripBom(String s) {
        return s.startsWith("\uFEFF") ? s.substring(1) : s;
    }

    private static String rootMessage(Throwable t) {
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage();
    }
}
