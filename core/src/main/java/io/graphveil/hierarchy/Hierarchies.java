package io.graphveil.hierarchy;

import io.graphveil.model.HierarchySpec;
import io.graphveil.model.Attribute;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The hierarchies of a dataset's attributes, by attribute name. File hierarchies are read before
 * the data (so the data reader can reject values they lack, naming the line); mask and interval
 * hierarchies are built from the values the data holds. Immutable.
 */
public final class Hierarchies {
    private final Map<String, Hierarchy> byName;
    private final Map<String, Integer> paddedRows;

    private Hierarchies(Map<String, Hierarchy> byName, Map<String, Integer> paddedRows) {
        this.byName = Collections.unmodifiableMap(new LinkedHashMap<>(byName));
        this.paddedRows = Collections.unmodifiableMap(new LinkedHashMap<>(paddedRows));
    }

    public static Hierarchies empty() {
        return new Hierarchies(Map.of(), Map.of());
    }

    /**
     * These hierarchies plus the ones the schema builds from data (masks, intervals) for
     * {@code table}'s values.
     */
    public Hierarchies completeFor(Table table) {
        return completeFor(table.schema(), i -> distinct(table.column(i)));
    }

    /**
     * {@link #completeFor(Table)} for an engine that holds no table: {@code distinct} gives the
     * distinct known values of column {@code i}, asked only of the columns whose hierarchy is built
     * from data.
     */
    public Hierarchies completeFor(Schema schema, java.util.function.IntFunction<List<String>> distinct) {
        Map<String, Hierarchy> all = new LinkedHashMap<>(byName);
        for (int i = 0; i < schema.size(); i++) {
            Attribute a = schema.attribute(i);
            HierarchySpec spec = a.hierarchy().orElse(null);
            if (spec instanceof HierarchySpec.Mask m) {
                all.put(a.name(), MaskHierarchy.build(distinct.apply(i), m.digits()));
            } else if (spec instanceof HierarchySpec.Intervals iv) {
                all.put(a.name(), IntervalHierarchy.build(distinct.apply(i), iv.widths()));
            }
        }
        return new Hierarchies(all, paddedRows);
    }

    /** The distinct known values of a column, in order of first appearance. */
    public static List<String> distinct(Column column) {
        List<String> values = new ArrayList<>(column.dictionarySize());
        boolean[] present = new boolean[column.dictionarySize()];
        for (int r = 0; r < column.size(); r++) {
            present[column.code(r)] = true;
        }
        for (int c = 1; c < present.length; c++) {
            if (present[c]) {
                values.add(column.decode(c));
            }
        }
        return values;
    }

    public Optional<Hierarchy> get(String attribute) {
        return Optional.ofNullable(byName.get(attribute));
    }

    /**
     * The attribute's hierarchy, or a flat one (every value directly under {@code *}) built from
     * the column when the schema gives none: the default of docs/DECISIONS.md for QIs.
     */
    public Hierarchy orFlat(Table table, String attribute) {
        Hierarchy h = byName.get(attribute);
        return h != null ? h : Hierarchy.flat(distinct(table.column(attribute)));
    }

    /** The same set with {@code hierarchy} for {@code attribute}. */
    public Hierarchies with(String attribute, Hierarchy hierarchy) {
        Map<String, Hierarchy> all = new LinkedHashMap<>(byName);
        all.put(attribute, hierarchy);
        return new Hierarchies(all, paddedRows);
    }

    /**
     * The same set with {@code hierarchy} for {@code attribute}, read from a file in which
     * {@code padded} ragged rows were padded.
     */
    public Hierarchies withRead(String attribute, Hierarchy hierarchy, int padded) {
        Map<String, Integer> rows = new LinkedHashMap<>(paddedRows);
        rows.put(attribute, padded);
        Map<String, Hierarchy> all = new LinkedHashMap<>(byName);
        all.put(attribute, hierarchy);
        return new Hierarchies(all, rows);
    }

    public Map<String, Hierarchy> asMap() {
        return byName;
    }

    /** Rows padded while reading each file hierarchy (ALGORITHMS.md §8: the loader says how many). */
    public Map<String, Integer> paddedRows() {
        return paddedRows;
    }
}
