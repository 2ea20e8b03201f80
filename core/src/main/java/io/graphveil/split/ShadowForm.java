package io.graphveil.split;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.model.Values;

import java.util.Arrays;

/**
 * What the shadow copy of a split person shows under the safe rules, column by column: every
 * column that is neither identifier nor quasi-identifier is <em>dealt</em>; a nullable dealt
 * column shows {@code *}; a not-nullable one with a hierarchy shows the value's ancestor at the
 * column's <em>shadow level</em>, the same rule for holders and decoys; a not-nullable one without
 * a hierarchy keeps its value (both copies show it, a linkage cost the decision log states).
 *
 * <p>The shadow level of a PRIVACY column starts at the lowest level at which no present value's
 * ancestor is private, of any other column at 1 (never above {@code height − 1}: a flat hierarchy
 * leaves only {@code *}); {@link DecoyPlan} raises it when its strata are too small to hide the
 * holders. Mutable only through {@link #climb}, used while the plan is made. Reads values as
 * strings, so that an engine holding its rows elsewhere (Spark) asks the same questions of them.
 */
public final class ShadowForm {
    /** What a dealt column's shadow shows: {@code *}, an ancestor label, or the value kept. */
    public enum Kind { MISSING, LABEL, KEEP }

    private final Schema schema;
    private final int[] dealt;
    private final Kind[] kind;
    private final int[] level;
    private final Hierarchy[] hierarchy;

    private ShadowForm(Schema schema, int[] dealt, Kind[] kind, int[] level, Hierarchy[] hierarchy) {
        this.schema = schema;
        this.dealt = dealt;
        this.kind = kind;
        this.level = level;
        this.hierarchy = hierarchy;
    }

    static ShadowForm of(Table table, Hierarchies hierarchies) {
        return of(table.schema(), hierarchies, a -> {
            Column column = table.column(a);
            java.util.List<String> present = new java.util.ArrayList<>();
            for (int code = 1; code < column.dictionarySize(); code++) {
                present.add(column.decode(code));
            }
            return present;
        });
    }

    /**
     * The form of a table given by its schema and, for each column {@code a}, the values present
     * in it ({@code present.apply(a)}, asked of the PRIVACY columns with a hierarchy only).
     */
    public static ShadowForm of(Schema schema, Hierarchies hierarchies,
                                java.util.function.IntFunction<? extends Iterable<String>> present) {
        int m = schema.size();
        Kind[] kind = new Kind[m];
        int[] level = new int[m];
        Hierarchy[] hierarchy = new Hierarchy[m];
        int[] dealt = schema.indexesBesideQuasiIdentifiers();
        for (int a : dealt) {
            Attribute attribute = schema.attribute(a);
            Hierarchy h = hierarchies.get(attribute.name()).orElse(null);
            hierarchy[a] = h;
            if (attribute.nullable()) {
                kind[a] = Kind.MISSING;
            } else if (h == null) {
                kind[a] = Kind.KEEP;
            } else {
                kind[a] = Kind.LABEL;
                level[a] = attribute.role() == AttributeRole.PRIVACY
                        ? firstLevelWithoutPrivateLabels(present.apply(a), attribute, h)
                        : firstLevelWithoutPrivateLabels(java.util.List.of(), attribute, h);
            }
        }
        return new ShadowForm(schema, dealt, kind, level, hierarchy);
    }

    private static int firstLevelWithoutPrivateLabels(Iterable<String> present, Attribute attribute, Hierarchy h) {
        int top = Math.max(1, h.height() - 1);
        if (attribute.role() != AttributeRole.PRIVACY) {
            return Math.min(1, top);
        }
        for (int l = 1; l < top; l++) {
            boolean clean = true;
            for (java.util.Iterator<String> it = present.iterator(); it.hasNext() && clean; ) {
                clean = !attribute.isPrivateValue(generalize(h, it.next(), l));
            }
            if (clean) {
                return l;
            }
        }
        return top;
    }

    private static String generalize(Hierarchy h, String value, int level) {
        int node = h.node(value);
        if (node < 0 || Values.isMissing(value)) {
            return Values.MISSING;
        }
        return h.level(node) >= level ? h.label(node) : h.label(h.ancestor(node, level));
    }

    /** The columns a shadow deals: every one beside the identifier and the quasi-identifiers. */
    public int[] dealt() {
        return dealt.clone();
    }

    public Kind kind(int attribute) {
        return kind[attribute];
    }

    /** What the shadow shows in {@code attribute} for a person whose value is {@code value}. */
    public String shadowValue(int attribute, String value) {
        return switch (kind[attribute]) {
            case MISSING -> Values.MISSING;
            case KEEP -> value;
            case LABEL -> generalize(hierarchy[attribute], value, level[attribute]);
        };
    }

    /**
     * The stratum key of a person: its shadow labels in the LABEL columns and which KEEP columns
     * it misses (the only tokens in which shadows differ from one another: their missing-value
     * pattern and their labels), joined with a separator no label contains.
     */
    String stratum(Table table, int row) {
        return stratum(a -> table.value(row, a));
    }

    /** {@link #stratum(Table, int)} of a person whose value in column {@code a} is {@code value.apply(a)}. */
    public String stratum(java.util.function.IntFunction<String> value) {
        StringBuilder sb = new StringBuilder();
        for (int a : dealt) {
            if (kind[a] == Kind.LABEL) {
                sb.append(shadowValue(a, value.apply(a))).append('\u0000');
            } else if (kind[a] == Kind.KEEP) {
                sb.append(Values.isMissing(value.apply(a)) ? "*" : "+").append('\u0000');
            }
        }
        return sb.toString();
    }

    /** Whether {@code row} shows, as it is, what a shadow of its stratum would show. */
    boolean showsShadowPattern(Table table, int row) {
        return showsShadowPattern(a -> table.value(row, a));
    }

    /** {@link #showsShadowPattern(Table, int)} of a person given by its values. */
    public boolean showsShadowPattern(java.util.function.IntFunction<String> value) {
        for (int a : dealt) {
            String v = value.apply(a);
            if (kind[a] == Kind.MISSING && !Values.isMissing(v)) {
                return false;
            }
            if (kind[a] == Kind.LABEL && !shadowValue(a, v).equals(v)) {
                return false;
            }
        }
        return true;
    }

    /** A LABEL column whose shadow level can still rise below the root, the one with most levels left; −1. */
    public int climbable() {
        int best = -1;
        for (int a : dealt) {
            if (kind[a] == Kind.LABEL && level[a] < hierarchy[a].height() - 1
                    && (best < 0 || hierarchy[a].height() - level[a] > hierarchy[best].height() - level[best])) {
                best = a;
            }
        }
        return best;
    }

    /** Raises {@code attribute}'s shadow level by one. */
    public void climb(int attribute) {
        level[attribute]++;
    }

    /** The shadow level of each LABEL column, by name (for the report). */
    public java.util.Map<String, Integer> levels() {
        java.util.Map<String, Integer> out = new java.util.LinkedHashMap<>();
        for (int a : dealt) {
            if (kind[a] == Kind.LABEL) {
                out.put(schema.attribute(a).name(), level[a]);
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return "ShadowForm" + Arrays.toString(kind) + Arrays.toString(level);
    }
}
