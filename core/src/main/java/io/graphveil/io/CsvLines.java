package io.graphveil.io;

import io.graphveil.BadInputException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
        try (BufferedReader reader = utf8(file)) {
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
        } catch (UncheckedIOException | IOException e) {
            throw explain(file, e);
        }
    }

    /** A reader of {@code file} that fails on bytes that are not UTF-8 instead of replacing them. */
    public static BufferedReader utf8(Path file) throws IOException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        return new BufferedReader(new InputStreamReader(Files.newInputStream(file), decoder));
    }

    /**
     * The one-line error for a file that could not be read as delimited UTF-8 text: where the first
     * byte that is not UTF-8 is (line and byte, in hex), or which quoted value is never closed (its
     * line and start), or the reader's own message.
     */
    public static BadInputException explain(Path file, Exception e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        if (root instanceof CharacterCodingException) {
            long[] at = firstInvalidUtf8(file);
            if (at != null) {
                return BadInputException.at(file, at[0], String.format(Locale.ROOT,
                        "byte 0x%02X at byte %d of the line is not UTF-8 (save the file as UTF-8)", at[2], at[1]));
            }
        }
        Matcher quote = Pattern.compile("startline (\\d+)").matcher(String.valueOf(root.getMessage()));
        if (quote.find()) {
            long line = Long.parseLong(quote.group(1));
            return BadInputException.at(file, line, "a quoted value is never closed: '" + lineText(file, line) + "'");
        }
        Matcher stray = Pattern.compile("between encapsulated token and delimiter at line: (\\d+)")
                .matcher(String.valueOf(root.getMessage()));
        if (stray.find()) {
            long line = Long.parseLong(stray.group(1));
            return BadInputException.at(file, line, "a quoted value is followed by more text before the next "
                    + "delimiter (write a quote inside a quoted value as two quotes): '" + lineText(file, line) + "'");
        }
        return BadInputException.at(file, 0, "cannot read: " + root.getMessage());
    }

    /** {line, byte within the line (from 1), byte value} of the first byte that is not UTF-8, or null. */
    static long[] firstInvalidUtf8(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return null;
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(4096);
        while (true) {
            java.nio.charset.CoderResult r = decoder.decode(in, out, true);
            if (r.isError()) {
                int at = in.position();
                long line = 1;
                int lineStart = 0;
                for (int i = 0; i < at; i++) {
                    if (bytes[i] == '\n') {
                        line++;
                        lineStart = i + 1;
                    }
                }
                return new long[]{line, at - lineStart + 1, bytes[at] & 0xff};
            }
            if (r.isUnderflow()) {
                return null;
            }
            out.clear();
        }
    }

    /** Line {@code number} of {@code file} (at most 60 characters), for a message. */
    private static String lineText(Path file, long number) {
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line = null;
            for (long i = 0; i < number; i++) {
                line = r.readLine();
            }
            String t = line == null ? "" : line.strip();
            return t.length() > 60 ? t.substring(0, 60) + "..." : t;
        } catch (IOException e) {
            return "?";
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
        try (BufferedReader reader = utf8(file)) {
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
            throw explain(file, e);
        }
    }

    private static String stripBom(String s) {
        return s.startsWith("\uFEFF") ? s.substring(1) : s;
    }
}
