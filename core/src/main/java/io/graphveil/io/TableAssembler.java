package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.model.Values;

import java.nio.file.Path;

/**
 * Collects rows read from any source into a {@link Table}, normalizing missing tokens (and the
 * empty string) to {@code *} and checking each value as it arrives: numbers, ordinal order,
 * hierarchy membership, and a present and unique first identifier where it names a graph's nodes
 * (edges.csv refers to them; further identifiers, and a table's, are only never published, so they
 * may repeat, as Adult's census weight does). A problem stops the read with the file, line and
 * value. Shared by the CSV reader and the importers.
 */
public final class TableAssembler {
    private final Schema schema;
    private final ValueRules rules;
    private final Table.Builder rows;
    private final int[] identifiers;
    /** The file and line of each identifier's row, by its code (the first identifier's codes are rows + 1). */
    private Path[] files = new Path[1024];
    private long[] lines = new long[1024];

    public TableAssembler(Schema schema, Hierarchies fileHierarchies) {
        this(schema, fileHierarchies, true);
    }

    /**
     * @param nodeIds whether the first identifier names graph nodes (then it must be present and unique)
     */
    @SuppressWarnings("unchecked")
    public TableAssembler(Schema schema, Hierarchies fileHierarchies, boolean nodeIds) {
        this.schema = schema;
        this.rules = new ValueRules(schema, fileHierarchies);
        this.rows = Table.builder(schema, 1024);
        this.identifiers = nodeIds && schema.identifierIndex() >= 0 ? new int[]{schema.identifierIndex()} : new int[0];
    }

    public Schema schema() {
        return schema;
    }

    public int rowCount() {
        return rows.rowCount();
    }

    /** Checks and appends one row read at {@code file} line {@code line}; {@code values} is normalized in place. */
    public void add(Path file, long line, String[] values) {
        for (int c = 0; c < values.length; c++) {
            String v = values[c];
            if (v.isEmpty() || schema.isMissingToken(v)) {
                values[c] = Values.MISSING;
            } else {
                String problem = rules.columnProblem(c, v);
                if (problem != null) {
                    throw BadInputException.at(file, line, problem);
                }
            }
        }
        for (int i = 0; i < identifiers.length; i++) {
            String id = values[identifiers[i]];
            String name = schema.attribute(identifiers[i]).name();
            if (Values.isMissing(id)) {
                throw BadInputException.at(file, line, "column '" + name + "': the identifier is missing");
            }
            int earlier = rows.codeOf(identifiers[i], id);
            if (earlier >= 0) {
                int row = earlier - 1; // code 0 is '*', then one code per row, each id being new
                throw BadInputException.at(file, line, "column '" + name + "': duplicate id '" + id
                        + "' (first at " + BadInputException.where(files[row], lines[row]) + ")");
            }
        }
        if (identifiers.length > 0) {
            remember(file, line);
        }
        rows.add(values);
    }

    /** Where the row about to be added was read (for the message about a later duplicate). */
    private void remember(Path file, long line) {
        int row = rows.rowCount();
        if (row == lines.length) {
            lines = java.util.Arrays.copyOf(lines, row + (row >> 1));
            files = java.util.Arrays.copyOf(files, lines.length);
        }
        files[row] = file;
        lines[row] = line;
    }

    public Table build() {
        return rows.build();
    }
}
