package io.graphveil.io;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.HierarchySpec;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeType;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;

import java.util.HashSet;
import java.util.Set;

/**
 * What a known value of each attribute must satisfy when read: a number for CONTINUOUS attributes
 * and interval hierarchies, one of the {@code order} for ORDINAL ones that give it, a node of the
 * hierarchy file when there is one. Missing values pass every rule (ALGORITHMS.md §0: {@code *} everywhere).
 */
public final class ValueRules {
    private final Rule[] rules;
    private final String[] names;

    private interface Rule {
        /** A description of what is wrong with {@code value}, or null. */
        String problem(String value);
    }

    /**
     * The rules of {@code schema}'s attributes, with the hierarchies read from its files: for a
     * reader other than this package's (a distributed one), which checks each distinct value once.
     */
    public static ValueRules of(Schema schema, Hierarchies files) {
        return new ValueRules(schema, files);
    }

    ValueRules(Schema schema, Hierarchies files) {
        rules = new Rule[schema.size()];
        names = schema.names().toArray(new String[0]);
        for (int i = 0; i < schema.size(); i++) {
            rules[i] = ruleFor(schema.attribute(i), files);
        }
    }

    /** What is wrong with {@code value} in column {@code column}, or null. */
    public String problem(int column, String value) {
        if (Values.isMissing(value)) {
            return null;
        }
        Rule r = rules[column];
        return r == null ? null : r.problem(value);
    }

    /** {@link #problem}, as a reader's message names it ({@code column 'age': …}), or null. */
    public String columnProblem(int column, String value) {
        String problem = problem(column, value);
        return problem == null ? null : "column '" + names[column] + "': " + problem;
    }

    private static Rule ruleFor(Attribute a, Hierarchies files) {
        Rule number = null;
        if (a.type() == AttributeType.CONTINUOUS || a.hierarchy().orElse(null) instanceof HierarchySpec.Intervals) {
            number = v -> isNumber(v) ? null : "'" + v + "' is not a number";
        }
        Rule order = null;
        if (a.type() == AttributeType.ORDINAL && !a.order().isEmpty()) {
            Set<String> allowed = new HashSet<>(a.order());
            order = v -> allowed.contains(v) ? null : "'" + v + "' is not in the order " + a.order();
        }
        Rule hierarchy = null;
        Hierarchy h = files.get(a.name()).orElse(null);
        if (h != null) {
            hierarchy = v -> h.contains(v) ? null : "'" + v + "' is not in the hierarchy of '" + a.name() + "'";
        }
        Rule text = a.role() == io.graphveil.model.AttributeRole.IDENTIFIER ? null : PublishableText::problem;
        Rule[] all = {text, number, order, hierarchy};
        return v -> {
            for (Rule r : all) {
                if (r != null) {
                    String p = r.problem(v);
                    if (p != null) {
                        return p;
                    }
                }
            }
            return null;
        };
    }

    public static boolean isNumber(String v) {
        try {
            return Double.isFinite(Double.parseDouble(v)) && !v.isBlank() && v.strip().equals(v)
                    && !v.endsWith("d") && !v.endsWith("D") && !v.endsWith("f") && !v.endsWith("F");
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
