package io.graphveil.verify;

import io.graphveil.BadInputException;
import io.graphveil.io.CsvLines;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A published table read as plain text: the verifier trusts nothing but the file and the owner's
 * schema, so values are kept as written (generalized labels, intervals, sets) and only missing
 * tokens are normalized to {@code *} — never in an IDENTIFIER column: a pseudonym is a number of
 * {@code 1..N}, and a schema whose missing tokens include {@code 55} must not erase pseudonym 55.
 * Each column keeps its distinct values once and a code per row, and an identifier column written
 * as plain numbers keeps the numbers: ten million rows take some 0.3 GB, not the 3 GB of a string
 * per cell.
 */
public final class PublishedTable {
    private final Schema schema;
    private final Cells[] columns;
    private final int rows;
    private final boolean published;

    /** @param columns the columns as filled, each finished here */
    private PublishedTable(Schema schema, Cells[] columns, int rows, boolean published) {
        for (Cells c : columns) {
            c.finish();
        }
        this.schema = schema;
        this.columns = columns;
        this.rows = rows;
        this.published = published;
    }

    /** Rows as a published file holds them (the first identifier a column of pseudonyms). */
    public static PublishedTable of(Schema schema, List<String[]> rows) {
        Cells[] columns = columnsFor(schema);
        for (String[] row : rows) {
            for (int a = 0; a < columns.length; a++) {
                columns[a].add(row[a]);
            }
        }
        return new PublishedTable(schema, columns, rows.size(), true);
    }

    private static Cells[] columnsFor(Schema schema) {
        Cells[] columns = new Cells[schema.size()];
        for (int a = 0; a < columns.length; a++) {
            columns[a] = schema.attribute(a).role() == AttributeRole.IDENTIFIER ? new Numbers() : new Coded();
        }
        return columns;
    }

    /**
     * Whether the table is a publication (read from a file, or given as one): its first identifier
     * then holds pseudonyms, unique by construction, and its values come from the schema's hierarchy
     * files. An algorithm's table in memory still holds the input's identifiers.
     */
    public boolean published() {
        return published;
    }

    /** An in-memory table's values as strings, as a published file would hold them (tests, experiments). */
    public static PublishedTable of(io.graphveil.model.Table table) {
        Cells[] columns = columnsFor(table.schema());
        for (int r = 0; r < table.rowCount(); r++) {
            for (int a = 0; a < columns.length; a++) {
                columns[a].add(table.value(r, a));
            }
        }
        return new PublishedTable(table.schema(), columns, table.rowCount(), false);
    }

    public static PublishedTable read(Path file, Schema schema) {
        Cells[] columns = columnsFor(schema);
        int[] count = {0};
        int[][] mapping = {null};
        CsvLines.forEach(file, ',', false, false, line -> {
            String[] f = line.fields();
            if (mapping[0] == null) {
                mapping[0] = new int[f.length];
                boolean[] seen = new boolean[schema.size()];
                for (int i = 0; i < f.length; i++) {
                    int a = schema.indexOf(f[i].strip());
                    if (a < 0 || seen[a]) {
                        throw BadInputException.at(file, line.number(), "column '" + f[i] + "' is "
                                + (a < 0 ? "not in the schema" : "repeated"));
                    }
                    seen[a] = true;
                    mapping[0][i] = a;
                }
                for (int a = 0; a < seen.length; a++) {
                    if (!seen[a]) {
                        throw BadInputException.at(file, line.number(), "column '" + schema.attribute(a).name()
                                + "' of the schema is missing");
                    }
                }
                return;
            }
            if (f.length != mapping[0].length) {
                throw BadInputException.at(file, line.number(), "expected " + mapping[0].length + " fields, found "
                        + f.length);
            }
            for (int i = 0; i < f.length; i++) {
                String v = f[i];
                int a = mapping[0][i];
                boolean identifier = schema.attribute(a).role() == AttributeRole.IDENTIFIER;
                columns[a].add(!identifier && (v.isEmpty() || schema.isMissingToken(v)) ? Values.MISSING : v);
            }
            count[0]++;
        });
        if (mapping[0] == null) {
            throw BadInputException.at(file, 0, "the table is empty");
        }
        return new PublishedTable(schema, columns, count[0], true);
    }

    public Schema schema() {
        return schema;
    }

    public int rowCount() {
        return rows;
    }

    public String value(int row, int attribute) {
        return columns[attribute].get(row);
    }

    /** One column's values, row by row: added while the table is read, then finished once. */
    private interface Cells {
        void add(String value);

        /** No value is added afterwards. */
        default void finish() {
        }

        String get(int row);
    }

    /** Each distinct value once, a code per row: a {@link Column} of the data model, built as read. */
    private static final class Coded implements Cells {
        private Column.Builder builder = new Column.Builder(1024);
        private Column column;

        @Override
        public void add(String value) {
            builder.add(value);
        }

        @Override
        public void finish() {
            column = builder.build();
            builder = null;
        }

        @Override
        public String get(int row) {
            return column.value(row);
        }
    }

    /**
     * Cells that are mostly distinct, such as pseudonyms: one written as a plain number
     * ({@code 0} or digits without a leading zero, below 2^31) is kept as that number, any other as
     * its text.
     */
    private static final class Numbers implements Cells {
        private int[] numbers = new int[1024];
        private final Map<Integer, String> texts = new HashMap<>();
        private int size;

        @Override
        public void add(String value) {
            if (size == numbers.length) {
                numbers = Arrays.copyOf(numbers, size + (size >> 1));
            }
            int n = Values.plainNumber(value);
            if (n < 0) {
                texts.put(size, value);
            }
            numbers[size++] = n;
        }

        @Override
        public String get(int row) {
            if (row >= size) {
                throw new IndexOutOfBoundsException(row);
            }
            int n = numbers[row];
            return n >= 0 ? Integer.toString(n) : texts.get(row);
        }
    }
}
