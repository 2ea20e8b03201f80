package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.model.Values;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

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
    private final Map<String, String>[] seenIds;

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
        this.seenIds = new Map[identifiers.length];
        for (int i = 0; i < identifiers.length; i++) {
            seenIds[i] = new HashMap<>();
        }
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
                String problem = rules.problem(c, v);
                if (problem != null) {
                    throw BadInputException.at(file, line, "column '" + schema.attribute(c).name() + "': " + problem);
                }
            }
        }
        for (int i = 0; i < identifiers.length; i++) {
            String id = values[identifiers[i]];
            String name = schema.attribute(identifiers[i]).name();
            if (Values.isMissing(id)) {
                throw BadInputException.at(file, line, "column '" + name + "': the identifier is missing");
            }
            String previous = seenIds[i].putIfAbsent(id, BadInputException.where(file, line));
            if (previous != null) {
                throw BadInputException.at(file, line, "column '" + name + "': duplicate id '" + id
                        + "' (first at " + previous + ")");
            }
        }
        rows.add(values);
    }

    public Table build() {
        return rows.build();
    }
}
