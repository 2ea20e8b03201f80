package io.graphveil.policy;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.BadInputException;
import io.graphveil.io.CsvLines;
import io.graphveil.io.Json;
import io.graphveil.io.ValueRules;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A first {@code schema.json} for a node or data file, for the user to edit (as ARX starts every
 * attribute as a quasi-identifier): each column's type guessed from its values, every column a
 * QUASI_IDENTIFIER except those that single rows out — a value of its own for half the rows or
 * more ({@link ColumnRisk#singletonShare}, the privacy gate's rule) and either named or placed like an
 * identifier (the first column unique for every row, or {@code id}, {@code *_id}, {@code name},
 * {@code email}, ...) or without a hierarchy to generalize them, drafted as IDENTIFIERs — and
 * hierarchies built from the data: intervals of round widths for numbers, masks for fixed-length
 * codes, none (one level to {@code *}) otherwise. Nothing is made PRIVACY or SENSITIVE: which values
 * are private is the owner's decision. Notes say what each guess rests on.
 *
 * <p>Cost: one pass to read, one per column to count, and one per pair of columns for the
 * determination check, O(rows · columns²).
 */
public final class SchemaDraft {
    /** The draft and the notes that explain it, one per line. */
    public record Result(ObjectNode schema, List<String> notes) {
        public Result {
            notes = List.copyOf(notes);
        }
    }

    /** Numbers with more distinct values than this are CONTINUOUS; fewer are likely codes or buckets. */
    static final int MANY_NUMBERS = 25;

    private SchemaDraft() {
    }

    /** Drafts the schema of the CSV (or TSV) file {@code data}, whose first line names the columns. */
    public static Result infer(Path data) {
        String first = CsvLines.firstLine(data, false);
        if (first == null) {
            throw BadInputException.at(data, 0, "the file is empty");
        }
        char delimiter = CsvLines.sniff(first);
        List<String[]> rows = new ArrayList<>();
        String[][] header = {null};
        CsvLines.forEach(data, delimiter, false, true, line -> {
            if (header[0] == null) {
                header[0] = line.fields();
                return;
            }
            if (line.fields().length != header[0].length) {
                throw BadInputException.at(data, line.number(), "expected " + header[0].length + " fields, found "
                        + line.fields().length);
            }
            rows.add(line.fields());
        });
        if (rows.isEmpty()) {
            throw BadInputException.at(data, 0, "no data rows");
        }
        String[] names = header[0];
        Set<String> seen = new HashSet<>();
        List<Attribute> loose = new ArrayList<>();
        for (int j = 0; j < names.length; j++) {
            if (names[j].isBlank() || !seen.add(names[j])) {
                throw BadInputException.at(data, 1, "column " + (j + 1) + " needs a name of its own, found '"
                        + names[j] + "'");
            }
            loose.add(Attribute.builder(names[j], AttributeRole.QUASI_IDENTIFIER).build());
        }
        Table table = Table.ofRows(Schema.of("draft", loose), rows);
        List<String> notes = new ArrayList<>();
        ObjectNode schema = Json.MAPPER.createObjectNode();
        String name = data.getFileName().toString().replaceAll("\\.[^.]*$", "");
        schema.put("name", name);
        schema.put("description", "drafted by graphveil schema infer from " + data.getFileName() + ": check every "
                + "role and type, and name the PRIVACY attribute and its private values");
        schema.putArray("missing").add("*");
        ArrayNode attributes = schema.putArray("attributes");
        boolean identified = false;
        for (int j = 0; j < names.length; j++) {
            Column column = table.column(j);
            double singletons = ColumnRisk.singletonShare(column);
            ObjectNode a = attributes.addObject();
            a.put("name", names[j]);
            boolean idLike = j == 0 && singletons == 1 || names[j].toLowerCase(Locale.ROOT)
                    .matches("(.*[_-])?(id|uid|key|name|email|e-mail|phone|ssn)");
            if (singletons >= ColumnRisk.SINGLETON_LIMIT && (idLike || !generalizable(column, names[j]))) {
                a.put("role", "IDENTIFIER");
                notes.add(String.format(Locale.ROOT, "%s: IDENTIFIER (never published): a value of its own for "
                        + "%.0f%% of the rows%s", names[j], 100 * singletons, identified ? ""
                        : "; a graph's nodes.csv names its nodes by its first IDENTIFIER"));
                identified = true;
                continue;
            }
            a.put("role", "QUASI_IDENTIFIER");
            describeType(a, column, names[j], notes);
            if (singletons >= ColumnRisk.SINGLETON_LIMIT) {
                notes.add(String.format(Locale.ROOT, "%s: a value of its own for %.0f%% of the rows: an identifier if "
                        + "published as it is; kept a quasi-identifier since its hierarchy generalizes it", names[j],
                        100 * singletons));
            }
        }
        if (!identified) {
            notes.add("no column singles rows out: a graph's nodes.csv needs one IDENTIFIER naming its nodes");
        }
        for (int j = 0; j < names.length; j++) {
            for (int q = 0; q < names.length; q++) {
                if (j != q && ColumnRisk.singletonShare(table.column(j)) < ColumnRisk.SINGLETON_LIMIT
                        && ColumnRisk.determines(table.column(j), table.column(q))) {
                    notes.add(names[j] + " determines " + names[q] + ": publish at most one of them as it is");
                }
            }
        }
        return new Result(schema, notes);
    }

    private static List<String> values(Column column) {
        List<String> values = new ArrayList<>();
        for (int code = 1; code < column.dictionarySize(); code++) {
            values.add(column.decode(code));
        }
        return values;
    }

    /** Whether the draft gives the column a hierarchy with steps (a mask or intervals). */
    private static boolean generalizable(Column column, String name) {
        List<String> values = values(column);
        return codeLike(column, name)
                || values.size() > MANY_NUMBERS && values.stream().allMatch(ValueRules::isNumber);
    }

    /** Digit codes of one length (3 or more) that look like codes: a leading zero, or a code-like name. */
    private static boolean codeLike(Column column, String name) {
        List<String> values = values(column);
        if (values.isEmpty() || !values.stream().allMatch(v -> v.matches("\\d+"))) {
            return false;
        }
        int length = values.get(0).length();
        return length >= 3 && values.stream().allMatch(v -> v.length() == length)
                && (values.stream().anyMatch(v -> v.startsWith("0"))
                || name.toLowerCase(Locale.ROOT).matches(".*(zip|postal|postcode|code).*"));
    }

    private static void describeType(ObjectNode a, Column column, String name, List<String> notes) {
        List<String> values = values(column);
        boolean numbers = !values.isEmpty() && values.stream().allMatch(ValueRules::isNumber);
        int length = values.isEmpty() ? 0 : values.get(0).length();
        if (codeLike(column, name)) {
            a.put("type", "SEMANTIC");
            a.putObject("hierarchy").putObject("mask").put("digits", length);
            notes.add(name + ": SEMANTIC code of " + length + " digits, generalized by masking digits from the right");
        } else if (numbers && values.size() > MANY_NUMBERS) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (String v : values) {
                double x = Double.parseDouble(v);
                lo = Math.min(lo, x);
                hi = Math.max(hi, x);
            }
            double width = roundWidth((hi - lo) / 10);
            a.put("type", "CONTINUOUS");
            ArrayNode widths = a.putObject("hierarchy").putArray("intervals");
            for (double w : new double[]{width, 2 * width, 4 * width}) {
                if (w == Math.rint(w)) {
                    widths.add((long) w);
                } else {
                    widths.add(w);
                }
            }
            notes.add(String.format(Locale.ROOT, "%s: CONTINUOUS in [%s, %s], intervals of %s, %s and %s", name,
                    number(lo), number(hi), number(width), number(2 * width), number(4 * width)));
        } else {
            a.put("type", "NOMINAL");
            notes.add(name + ": NOMINAL with " + values.size() + " values and no hierarchy (one step to *): "
                    + "add a hierarchy file to generalize in steps" + (numbers ? "; numbers with few values: make it "
                    + "ORDINAL with an \"order\" if they rank" : ""));
        }
    }

    /** The round width (1, 2 or 5 times a power of ten) nearest above {@code raw}, at least 1. */
    static double roundWidth(double raw) {
        if (!(raw > 1)) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[]{1, 2, 5, 10}) {
            if (m * power >= raw) {
                return m * power;
            }
        }
        return 10 * power;
    }

    private static String number(double x) {
        return x == Math.rint(x) ? String.valueOf((long) x) : String.valueOf(x);
    }
}
