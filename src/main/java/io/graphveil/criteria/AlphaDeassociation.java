package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.group.Partition;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * α-deassociation (Wong, Li, Fu and Wang, "(α,k)-anonymity", KDD 2006; SPEC 1.5): in every
 * equivalence class, every private value {@code s} of every PRIVACY attribute has
 * {@code count(s in EC) / |EC| ≤ α}. A value is private when the schema lists it in the
 * attribute's private-value set; a generalized value is private only if listed. Monotone: merging
 * two classes that satisfy it averages their shares.
 *
 * <p>Counting persons (the graph pipeline's default, docs/THREAT-MODEL.md): the denominator is the
 * number of distinct persons with a row in the class, not of rows, since a split person's two
 * copies are one person to an attacker; a private value is shown by at most one row of a person
 * (the safe rules put every dealt value on one copy), so the numerator counts persons too.
 */
public final class AlphaDeassociation implements PrivacyCriterion {
    private final double alpha;
    private final int[] personOf;
    private final int persons;

    public AlphaDeassociation(double alpha) {
        this(alpha, null);
    }

    /**
     * @param personOf the person of each row (non-negative), or null to count rows
     */
    public AlphaDeassociation(double alpha, int[] personOf) {
        if (!(alpha > 0 && alpha <= 1)) {
            throw new BadParameterException("alpha must be in (0,1], not " + alpha);
        }
        this.alpha = alpha;
        this.personOf = personOf == null ? null : personOf.clone();
        int max = -1;
        if (personOf != null) {
            for (int p : personOf) {
                max = Math.max(max, p);
            }
        }
        this.persons = max + 1;
    }

    /** Whether the class size is counted in distinct persons. */
    public boolean countsPersons() {
        return personOf != null;
    }

    public double alpha() {
        return alpha;
    }

    @Override
    public String name() {
        return "alpha-deassociation";
    }

    @Override
    public String describe() {
        return "(" + alpha + ")-deassociation" + (personOf == null ? "" : " over persons");
    }

    @Override
    public boolean isMonotone() {
        return true;
    }

    @Override
    public Set<String> reads(Schema schema) {
        Set<String> names = new LinkedHashSet<>();
        for (int i : schema.indexesOf(AttributeRole.PRIVACY)) {
            names.add(schema.attribute(i).name());
        }
        return names;
    }

    @Override
    public boolean[] check(Table table, Partition classes) {
        boolean[] ok = new boolean[classes.classCount()];
        java.util.Arrays.fill(ok, true);
        int[] size = sizes(table, classes);
        for (int a : table.schema().indexesOf(AttributeRole.PRIVACY)) {
            Column column = table.column(a);
            boolean[] isPrivate = column.codesWhere(table.schema().attribute(a)::isPrivateValue);
            int[] count = new int[column.dictionarySize()];
            for (int c = 0; c < ok.length; c++) {
                int worst = maxPrivateCount(column, isPrivate, count, classes, c);
                if (worst > alpha * size[c] + 1e-9 * size[c]) {
                    ok[c] = false;
                }
            }
        }
        return ok;
    }

    /** The size of every class: rows, or distinct persons. */
    private int[] sizes(Table table, Partition classes) {
        if (personOf == null) {
            int[] size = new int[classes.classCount()];
            for (int c = 0; c < size.length; c++) {
                size[c] = classes.size(c);
            }
            return size;
        }
        if (personOf.length != table.rowCount()) {
            throw new IllegalArgumentException("persons given for " + personOf.length + " rows, table has "
                    + table.rowCount());
        }
        return DistinctPerClass.count(classes, r -> personOf[r], persons);
    }

    /** The largest count of one private value in class {@code c}; {@code count} is scratch, left zeroed. */
    private static int maxPrivateCount(Column column, boolean[] isPrivate, int[] count, Partition classes, int c) {
        int worst = 0;
        for (int i = classes.start(c); i < classes.end(c); i++) {
            int code = column.code(classes.member(i));
            if (isPrivate[code]) {
                worst = Math.max(worst, ++count[code]);
            }
        }
        for (int i = classes.start(c); i < classes.end(c); i++) {
            count[column.code(classes.member(i))] = 0;
        }
        return worst;
    }

    @Override
    public String why(Table table, Partition classes, int cls) {
        int size = sizes(table, classes)[cls];
        String unit = personOf == null ? "records" : "persons";
        for (int a : table.schema().indexesOf(AttributeRole.PRIVACY)) {
            Column column = table.column(a);
            Attribute attribute = table.schema().attribute(a);
            java.util.Map<String, Integer> counts = new java.util.TreeMap<>();
            for (int i = classes.start(cls); i < classes.end(cls); i++) {
                String v = column.value(classes.member(i));
                if (attribute.isPrivateValue(v)) {
                    counts.merge(v, 1, Integer::sum);
                }
            }
            for (var e : counts.entrySet()) {
                if (e.getValue() > alpha * size + 1e-9 * size) {
                    return String.format(Locale.ROOT, "private %s '%s' in %d of %d %s (%.3f > alpha = %s)",
                            attribute.name(), e.getKey(), e.getValue(), size, unit, e.getValue() / (double) size,
                            alpha);
                }
            }
        }
        return "no alpha violation";
    }
}
