package io.graphveil.io;

import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.BadInputException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.HierarchySpec;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a hierarchy CSV file (ALGORITHMS.md §8): one row per leaf, leaf first and {@code *} last, separated
 * by {@code ;} or {@code ,} (whichever the first row uses). Ragged rows — fewer levels than the
 * longest — are padded by repeating their last value before {@code *}, and counted. CRLF line
 * endings, blank lines and a missing final newline are accepted.
 */
public final class HierarchyCsvReader {

    /** The hierarchy read and how many of its rows had to be padded. */
    public record Result(Hierarchy hierarchy, int paddedRows) {
    }

    private HierarchyCsvReader() {
    }

    /** Reads every hierarchy {@code schema} gives as a file, resolved against the schema's folder. */
    public static Hierarchies readFiles(Schema schema) {
        Hierarchies read = Hierarchies.empty();
        for (Attribute a : schema.attributes()) {
            if (a.hierarchy().orElse(null) instanceof HierarchySpec.FromFile f) {
                Result r = read(schema.resolve(f.file()));
                read = read.withRead(a.name(), r.hierarchy(), r.paddedRows());
            }
        }
        return read;
    }

    public static Result read(Path file) {
        List<String[]> rows = new ArrayList<>();
        List<Long> lines = new ArrayList<>();
        try (BufferedReader reader = io.graphveil.io.CsvLines.utf8(file)) {
            reader.mark(1 << 16);
            char delimiter = detectDelimiter(reader);
            reader.reset();
            CSVFormat format = CSVFormat.DEFAULT.builder().setDelimiter(delimiter).setIgnoreEmptyLines(false).build();
            try (CSVParser parser = CSVParser.parse(reader, format)) {
                for (CSVRecord record : parser) {
                    String[] values = record.values();
                    if (values.length == 1 && values[0].isBlank()) {
                        continue;
                    }
                    if (rows.isEmpty() && values.length > 0) {
                        values[0] = stripBom(values[0]);
                    }
                    for (String v : values) {
                        String problem = io.graphveil.io.PublishableText.problem(v.strip());
                        if (problem != null) {
                            throw BadInputException.at(file, parser.getCurrentLineNumber(), problem);
                        }
                    }
                    rows.add(values);
                    lines.add(parser.getCurrentLineNumber());
                }
            }
        } catch (NoSuchFileException e) {
            throw BadInputException.at(file, 0, "hierarchy file not found");
        } catch (IOException | UncheckedIOException e) {
            throw io.graphveil.io.CsvLines.explain(file, e);
        }
        if (rows.isEmpty()) {
            throw BadInputException.at(file, 0, "the hierarchy file is empty");
        }
        int longest = rows.stream().mapToInt(r -> r.length).max().orElse(0);
        int padded = 0;
        Hierarchy.Builder builder = new Hierarchy.Builder(file);
        for (int i = 0; i < rows.size(); i++) {
            String[] row = rows.get(i);
            if (row.length < 2 || !Values.isMissing(row[row.length - 1])) {
                throw BadInputException.at(file, lines.get(i), "a hierarchy row runs from the value to '*', found '"
                        + String.join(String.valueOf(';'), row) + "'");
            }
            if (row.length < longest) {
                row = pad(row, longest);
                padded++;
            }
            builder.add(row, lines.get(i));
        }
        return new Result(builder.build(), padded);
    }

    /** Repeats the value before {@code *} until the row has {@code length} levels. */
    static String[] pad(String[] row, int length) {
        String[] out = new String[length];
        System.arraycopy(row, 0, out, 0, row.length - 1);
        for (int i = row.length - 1; i < length - 1; i++) {
            out[i] = row[row.length - 2];
        }
        out[length - 1] = row[row.length - 1];
        return out;
    }

    private static char detectDelimiter(BufferedReader reader) throws IOException {
        String line;
        while ((line = reader.readLine()) != null) {
            if (!line.isBlank()) {
                return line.indexOf(';') >= 0 ? ';' : ',';
            }
        }
        return ';';
    }

    private static String stripBom(String s) {
        return s.startsWith("\uFEFF") ? s.substring(1) : s;
    }
}
