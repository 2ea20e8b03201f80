package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.DataFormat;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Reads a node or data table described by a schema (ALGORITHMS.md §8): CSV with a header naming the
 * schema's attributes in any order, or the UCI Adult layout. The schema's missing tokens and the
 * empty string become {@code *}. Every value is checked as it is read (numbers, ordinal order,
 * hierarchy membership, unique identifiers), and the first problem stops the read with the file,
 * line and value.
 */
public final class TableReader {
    private TableReader() {
    }

    /** Reads one file. */
    public static Table read(Path file, Schema schema, Hierarchies fileHierarchies) {
        return read(List.of(file), schema, fileHierarchies);
    }

    /** Reads a graph's node table: its first identifier names the nodes, present and unique. */
    public static Table readNodes(Path file, Schema schema, Hierarchies fileHierarchies) {
        return read(List.of(file), schema, fileHierarchies, true);
    }

    /** Reads several files of the same layout as one table, rows in file order. */
    public static Table read(List<Path> files, Schema schema, Hierarchies fileHierarchies) {
        return read(files, schema, fileHierarchies, false);
    }

    private static Table read(List<Path> files, Schema schema, Hierarchies fileHierarchies, boolean nodeIds) {
        TableAssembler state = new TableAssembler(schema, fileHierarchies, nodeIds);
        for (Path file : files) {
            long before = state.rowCount();
            if (schema.format() == DataFormat.UCI_ADULT) {
                readUciAdult(file, state);
            } else {
                readCsv(file, schema, state);
            }
            if (state.rowCount() == before) {
                throw BadInputException.at(file, 0, "no data rows");
            }
        }
        return state.build();
    }

    private static void readCsv(Path file, Schema schema, TableAssembler state) {
        int[][] mapping = {null};
        CsvLines.forEach(file, schema.delimiter(), false, false, line -> {
            if (mapping[0] == null) {
                mapping[0] = headerMapping(file, line, schema);
                return;
            }
            String[] f = line.fields();
            if (f.length != mapping[0].length) {
                throw BadInputException.at(file, line.number(), "expected " + mapping[0].length + " fields, found "
                        + f.length);
            }
            String[] values = new String[schema.size()];
            for (int i = 0; i < f.length; i++) {
                values[mapping[0][i]] = f[i];
            }
            state.add(file, line.number(), values);
        });
        if (mapping[0] == null) {
            throw BadInputException.at(file, 0, "the file is empty");
        }
    }

    /** Column position → schema attribute index; every attribute must appear exactly once. */
    private static int[] headerMapping(Path file, CsvLines.Line header, Schema schema) {
        String[] names = header.fields();
        int[] mapping = new int[names.length];
        boolean[] seen = new boolean[schema.size()];
        for (int i = 0; i < names.length; i++) {
            String name = names[i].strip();
            int a = schema.indexOf(name);
            if (a < 0) {
                throw BadInputException.at(file, header.number(), "column '" + name + "' is not in the schema "
                        + "(expected " + String.join(", ", schema.names()) + ")");
            }
            if (seen[a]) {
                throw BadInputException.at(file, header.number(), "column '" + name + "' appears twice");
            }
            seen[a] = true;
            mapping[i] = a;
        }
        for (int a = 0; a < seen.length; a++) {
            if (!seen[a]) {
                throw BadInputException.at(file, header.number(), "column '" + schema.attribute(a).name()
                        + "' of the schema is missing from the header");
            }
        }
        return mapping;
    }

    private static void readUciAdult(Path file, TableAssembler state) {
        Schema schema = state.schema();
        boolean[] first = {true};
        CsvLines.forEach(file, ',', false, true, line -> {
            String[] f = line.fields();
            boolean isFirst = first[0];
            first[0] = false;
            // adult.test starts with a comment line in the UCI original and a header in some copies.
            if (isFirst && (f[0].startsWith("|") || f[0].equalsIgnoreCase(schema.attribute(0).name()))) {
                return;
            }
            if (f.length != schema.size()) {
                throw BadInputException.at(file, line.number(), "expected " + schema.size() + " fields, found "
                        + f.length);
            }
            String last = f[f.length - 1];
            if (last.endsWith(".")) {
                f[f.length - 1] = last.substring(0, last.length() - 1);
            }
            state.add(file, line.number(), Arrays.copyOf(f, f.length));
        });
        if (first[0]) {
            throw BadInputException.at(file, 0, "the file is empty");
        }
    }
}
