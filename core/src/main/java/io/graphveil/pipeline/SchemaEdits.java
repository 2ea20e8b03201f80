package io.graphveil.pipeline;

import io.graphveil.BadParameterException;
import io.graphveil.io.Dataset;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The edits a run makes to a dataset's schema before anonymizing it, from its options: the
 * SENSITIVE attribute ({@code --sensitive}), the quasi-identifiers ({@code --qi}) and the complete
 * rows ({@code --complete-rows}). Each returns a new dataset; none changes a value.
 */
public final class SchemaEdits {
    private SchemaEdits() {
    }

    /**
     * Refuses a {@code --sensitive} choice that would silently drop protection (exit code 2): making
     * an attribute SENSITIVE takes it out of its role, so a QUASI_IDENTIFIER would be published
     * ungeneralized and a PRIVACY attribute would lose its private-value set. {@code anonymize}
     * ({@code graph}) accepts only a NON_PRIVACY or SENSITIVE attribute, since its split and α always
     * protect the PRIVACY values; {@code table} accepts a PRIVACY attribute unless α is asked for, and
     * a quasi-identifier only once {@code --qi} has left it out. An unknown name is left to
     * {@link #withSensitive}.
     */
    public static void checkSensitiveChoice(Schema schema, String name, boolean graph, boolean alpha) {
        int a = schema.indexOf(name);
        if (a < 0) {
            return;
        }
        AttributeRole role = schema.attribute(a).role();
        if (role == AttributeRole.QUASI_IDENTIFIER) {
            throw new BadParameterException("--sensitive: '" + name + "' is a QUASI_IDENTIFIER and would be published "
                    + "ungeneralized; " + (graph ? "choose a NON_PRIVACY attribute (or change its role in schema.json)"
                    : "choose the quasi-identifiers with --qi first"));
        }
        if (role == AttributeRole.PRIVACY && (graph || alpha)) {
            throw new BadParameterException("--sensitive: '" + name + "' is a PRIVACY attribute whose private values "
                    + (graph ? "the split and alpha protect; choose a NON_PRIVACY attribute"
                    : "--alpha protects; it cannot be the SENSITIVE attribute as well"));
        }
    }

    /** The dataset with {@code name} as its one SENSITIVE attribute (a former one becomes NON_PRIVACY). */
    public static Dataset withSensitive(Dataset dataset, String name) {
        return dataset.withTable(dataset.table().withSchema(withSensitive(dataset.schema(), name)));
    }

    /** {@link #withSensitive(Dataset, String)} of a schema alone, for an engine that reads the rows itself. */
    public static Schema withSensitive(Schema schema, String name) {
        int a = schema.indexOf(name);
        if (a < 0) {
            throw new BadParameterException("--sensitive: no attribute '" + name + "'");
        }
        if (schema.attribute(a).role() == AttributeRole.IDENTIFIER) {
            throw new BadParameterException("--sensitive: '" + name + "' is an IDENTIFIER and is never published");
        }
        List<Attribute> attributes = new ArrayList<>();
        for (Attribute attribute : schema.attributes()) {
            if (attribute.name().equals(name)) {
                attributes.add(attribute.role() == AttributeRole.SENSITIVE ? attribute
                        : attribute.withRole(AttributeRole.SENSITIVE));
            } else if (attribute.role() == AttributeRole.SENSITIVE) {
                attributes.add(attribute.withRole(AttributeRole.NON_PRIVACY));
            } else {
                attributes.add(attribute);
            }
        }
        return schema.withAttributes(attributes);
    }

    /** The schema's quasi-identifiers that {@code qi} does not list: {@link #withQuasiIdentifiers} demotes them. */
    public static List<String> demotedBy(Schema schema, List<String> qi) {
        List<String> out = new ArrayList<>();
        for (int a : schema.indexesOf(AttributeRole.QUASI_IDENTIFIER)) {
            if (!qi.contains(schema.attribute(a).name())) {
                out.add(schema.attribute(a).name());
            }
        }
        return out;
    }

    /** The dataset with {@code qi} as its quasi-identifiers (former ones not listed become NON_PRIVACY). */
    public static Dataset withQuasiIdentifiers(Dataset dataset, List<String> qi) {
        Schema schema = dataset.schema();
        Set<String> wanted = new LinkedHashSet<>(qi);
        for (String name : wanted) {
            int a = schema.indexOf(name);
            if (a < 0) {
                throw new BadParameterException("--qi: no attribute '" + name + "' (the schema has "
                        + String.join(", ", schema.names()) + ")");
            }
            if (schema.attribute(a).role() == AttributeRole.IDENTIFIER) {
                throw new BadParameterException("--qi: '" + name + "' is an IDENTIFIER and is never published");
            }
        }
        List<Attribute> attributes = new ArrayList<>();
        for (Attribute a : schema.attributes()) {
            if (wanted.contains(a.name())) {
                attributes.add(a.role() == AttributeRole.QUASI_IDENTIFIER ? a : a.withRole(AttributeRole.QUASI_IDENTIFIER));
            } else if (a.role() == AttributeRole.QUASI_IDENTIFIER) {
                attributes.add(a.withRole(AttributeRole.NON_PRIVACY));
            } else {
                attributes.add(a);
            }
        }
        return dataset.withTable(dataset.table().withSchema(schema.withAttributes(attributes)));
    }

    /** The rows without any missing value (the "complete rows" of the papers' Adult experiments). */
    public static Dataset completeRows(Dataset dataset) {
        io.graphveil.model.Table t = dataset.table();
        int[] keep = java.util.stream.IntStream.range(0, t.rowCount()).filter(r -> {
            for (int c = 0; c < t.columnCount(); c++) {
                if (t.code(r, c) == io.graphveil.model.Column.MISSING_CODE) {
                    return false;
                }
            }
            return true;
        }).toArray();
        return dataset.withTable(t.select(keep));
    }
}
