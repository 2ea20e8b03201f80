package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.anonymize.Partition;
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
 */
public final class AlphaDeassociation implements PrivacyCriterion {
    private final double alpha;

    public AlphaDeassociation(double alpha) {
        if (!(alpha > 0 && alpha <= 1)) {
            throw new BadParameterException("alpha must be in (0,1], not " + alpha);
        }
        this.alpha = alpha;
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
        return "(" + alpha + ")-deassociation";
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
        for (int a : table.schema().indexesOf(AttributeRole.PRIVACY)) {
            Column column = table.column(a);
            boolean[] isPrivate = column.codesWhere(table.schema().attribute(a)::isPrivateValue);
            int[] count = new int[column.dictionarySize()];
            for (int c = 0; c < ok.length; c++) {
                int worst = maxPrivateCount(column, isPrivate, count, classes, c);
                if (worst > alpha * classes.size(c) + 1e-9 * classes.size(c)) {
                    ok[c] = false;
                }
            }
        }
        return ok;
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
                if (e.getValue() > alpha * classes.size(cls) + 1e-9 * classes.size(cls)) {
                    return String.format(Locale.ROOT, "private %s '%s' in %d of %d records (%.3f > alpha = %s)",
                            attribute.name(), e.getKey(), e.getValue(), classes.size(cls),
                            e.getValue() / (double) classes.size(cls), alpha);
                }
            }
        }
        return "no alpha violation";
    }
}
