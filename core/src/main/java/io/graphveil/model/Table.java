package io.graphveil.model;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A table: a schema and its rows (ALGORITHMS.md §0), stored column-wise and dictionary-encoded so that
 * algorithms can run on int arrays. Row {@code i} of a graph's node table is node {@code i}.
 * Immutable.
 */
public final class Table {
    private final Schema schema;
    private final Column[] columns;
    private final int rowCount;

    private Table(Schema schema, Column[] columns) {
        this.schema = Objects.requireNonNull(schema);
        if (columns.length != schema.size()) {
            throw new IllegalArgumentException("table has " + columns.length + " columns, schema " + schema.size());
        }
        this.columns = columns;
        this.rowCount = columns.length == 0 ? 0 : columns[0].size();
        for (Column c : columns) {
            if (c.size() != rowCount) {
                throw new IllegalArgumentException("columns of different lengths");
            }
        }
    }

    public static Table of(Schema schema, List<Column> columns) {
        return new Table(schema, columns.toArray(new Column[0]));
    }

    public static Builder builder(Schema schema, int expectedRows) {
        return new Builder(schema, expectedRows);
    }

    /** A table from rows of values (missing as {@code *}); convenient in tests and small examples. */
    public static Table ofRows(Schema schema, List<String[]> rows) {
        Builder b = builder(schema, rows.size());
        rows.forEach(b::add);
        return b.build();
    }

    public Schema schema() {
        return schema;
    }

    public int rowCount() {
        return rowCount;
    }

    public int columnCount() {
        return columns.length;
    }

    public Column column(int index) {
        return columns[index];
    }

    public Column column(String name) {
        int i = schema.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("no column '" + name + "'");
        }
        return columns[i];
    }

    public String value(int row, int column) {
        return columns[column].value(row);
    }

    public int code(int row, int column) {
        return columns[column].code(row);
    }

    /** The values of one row, in schema order. */
    public String[] row(int row) {
        String[] values = new String[columns.length];
        for (int c = 0; c < columns.length; c++) {
            values[c] = columns[c].value(row);
        }
        return values;
    }

    /** The rows {@code rows}, in that order. */
    public Table select(int[] rows) {
        Column[] out = new Column[columns.length];
        for (int c = 0; c < columns.length; c++) {
            out[c] = columns[c].select(rows);
        }
        return new Table(schema, out);
    }

    /** The same rows with column {@code index} replaced. */
    public Table withColumn(int index, Column column) {
        Column[] out = columns.clone();
        out[index] = column;
        return new Table(schema, out);
    }

    /** The same columns under another schema with the same number of attributes. */
    public Table withSchema(Schema other) {
        return new Table(other, columns);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Table)) {
            return false;
        }
        Table t = (Table) o;
        return schema.equals(t.schema) && Arrays.equals(columns, t.columns);
    }

    @Override
    public int hashCode() {
        return Objects.hash(schema, Arrays.hashCode(columns));
    }

    @Override
    public String toString() {
        return "Table[" + schema.name() + ", " + rowCount + " rows × " + columns.length + " columns]";
    }

    /** Appends rows; values must already have missing tokens normalized to {@code *}. */
    public static final class Builder {
        private final Schema schema;
        private final Column.Builder[] columns;

        private Builder(Schema schema, int expectedRows) {
            this.schema = schema;
            this.columns = new Column.Builder[schema.size()];
            for (int i = 0; i < columns.length; i++) {
                columns[i] = new Column.Builder(expectedRows);
            }
        }

        public Builder add(String... values) {
            if (values.length != columns.length) {
                throw new IllegalArgumentException("row has " + values.length + " values, schema " + columns.length);
            }
            for (int i = 0; i < values.length; i++) {
                columns[i].add(values[i]);
            }
            return this;
        }

        public int rowCount() {
            return columns.length == 0 ? 0 : columns[0].size();
        }

        /** The code {@code value} has so far in column {@code column}, or −1 when no row added holds it. */
        public int codeOf(int column, String value) {
            return columns[column].codeOf(value);
        }

        public Table build() {
            Column[] built = new Column[columns.length];
            for (int i = 0; i < built.length; i++) {
                built[i] = columns[i].build();
            }
            return new Table(schema, built);
        }
    }
}
