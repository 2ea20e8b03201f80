package io.graphveil.verify;

import io.graphveil.BadInputException;
import io.graphveil.io.CsvLines;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A published table read as plain text: the verifier trusts nothing but the file and the owner's
 * schema, so values are kept as written (generalized labels, intervals, sets) and only missing
 * tokens are normalized to {@code *} — never in an IDENTIFIER column: a pseudonym is a number of
 * {@code 1..N}, and a schema whose missing tokens include {@code 55} must not erase pseudonym 55.
 */
public final class PublishedTable {
    private final Schema schema;
    private final List<String[]> rows;
    private final boolean published;

    private PublishedTable(Schema schema, List<String[]> rows, boolean published) {
        this.schema = schema;
        this.rows = rows;
        this.published = published;
    }

    /** Rows as a published file holds them (the first identifier a column of pseudonyms). */
    public static PublishedTable of(Schema schema, List<String[]> rows) {
        return new PublishedTable(schema, List.copyOf(rows), true);
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
        List<String[]> rows = new ArrayList<>(table.rowCount());
        for (int r = 0; r < table.rowCount(); r++) {
            rows.add(table.row(r));
        }
        return new PublishedTable(table.schema(), rows, false);
    }

    public static PublishedTable read(Path file, Schema schema) {
        List<String[]> rows = new ArrayList<>();
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
            String[] row = new String[schema.size()];
            for (int i = 0; i < f.length; i++) {
                String v = f[i];
                int a = mapping[0][i];
                boolean identifier = schema.attribute(a).role() == AttributeRole.IDENTIFIER;
                row[a] = !identifier && (v.isEmpty() || schema.isMissingToken(v)) ? Values.MISSING : v;
            }
            rows.add(row);
        });
        if (mapping[0] == null) {
            throw BadInputException.at(file, 0, "the table is empty");
        }
        return new PublishedTable(schema, rows, true);
    }

    public Schema schema() {
        return schema;
    }

    public int rowCount() {
        return rows.size();
    }

    public String value(int row, int attribute) {
        return rows.get(row)[attribute];
    }
}
