package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.group.Partition;
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
        return DistinctPerClass.count(classes, r -> {
            int code = column.code(r);
            return code == Column.MISSING_CODE ? -1 : code;
        }, column.dictionarySize());
    }
}
