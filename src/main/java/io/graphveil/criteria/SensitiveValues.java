package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.anonymize.Partition;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

/** The one SENSITIVE attribute of a table, and how many distinct known values each class holds of it. */
final class SensitiveValues {
    private SensitiveValues() {
    }

    /** The index of the schema's SENSITIVE attribute; fails unless there is exactly one. */
    static int attribute(Schema schema) {
        int[] s = schema.indexesOf(AttributeRole.SENSITIVE);
        if (s.length != 1) {
            throw new BadParameterException("the model needs exactly one SENSITIVE attribute, the schema has "
                    + s.length + " (choose one with --sensitive)");
        }
        return s[0];
    }

    /** Distinct known (non-missing) sensitive values in each class. */
    static int[] distinctPerClass(Table table, Partition classes) {
        Column column = table.column(attribute(table.schema()));
        int[] stamp = new int[column.dictionarySize()];
        int[] distinct = new int[classes.classCount()];
        for (int c = 0; c < distinct.length; c++) {
            int mark = c + 1;
            for (int i = classes.start(c); i < classes.end(c); i++) {
                int code = column.code(classes.member(i));
                if (code != Column.MISSING_CODE && stamp[code] != mark) {
                    stamp[code] = mark;
                    distinct[c]++;
                }
            }
        }
        return distinct;
    }
}
