package io.graphveil.verify;

import io.graphveil.model.Schema;

import java.util.List;
import java.util.Map;

/**
 * A class check that reads only a class's counts of the known SENSITIVE values, as published (and
 * the whole table's): what an engine that holds the rows elsewhere can hand over from one group-by
 * of the classes and the value, without the rows.
 */
public interface HistogramCheck extends ClassCheck {
    /**
     * @param counts          value → rows of the class showing it (missing values left out)
     * @param table           value → rows of the whole table showing it, for a check that compares
     * @param where           the class in words, for the violation
     * @param suppressedGroup whether these are the suppressed rows
     */
    List<Violation> check(Schema schema, Map<String, Integer> counts, Map<String, Integer> table, String where,
                          boolean suppressedGroup);

    /** Whether the check compares a class with the whole table (and so needs {@code table}). */
    boolean readsTheTable();

    @Override
    default List<Violation> check(PublishedTable table, List<Integer> rows, String where, boolean suppressedGroup) {
        int s = SensitiveDistribution.column(table.schema());
        if (s < 0) {
            return check(table.schema(), Map.of(), Map.of(), where, suppressedGroup);
        }
        return check(table.schema(), SensitiveDistribution.counts(table, s, rows),
                readsTheTable() ? SensitiveDistribution.counts(table, s, null) : Map.of(), where, suppressedGroup);
    }
}
