package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;

/** The one SENSITIVE attribute of a table. */
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
}
