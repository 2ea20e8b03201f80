package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * α-deassociation (Wong, Li, Fu and Wang, "(α,k)-anonymity", KDD 2006; ALGORITHMS.md §1.5): in every
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
    }

    /**
     * α counted over distinct persons, for aggregates computed elsewhere (a distributed group-by,
     * {@link ClassAggregates#ofCounts}) that count them: it judges aggregates only and cannot
     * aggregate a table's rows itself.
     */
    public static AlphaDeassociation overCountedPersons(double alpha) {
        return new AlphaDeassociation(alpha, new int[0]);
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
    public Needs needs(Table table) {
        return personOf == null ? Needs.PRIVATE_VALUES : Needs.PRIVATE_VALUES.and(Needs.persons(personOf));
    }

    @Override
    public boolean[] judge(ClassAggregates classes) {
        boolean[] ok = new boolean[classes.classCount()];
        for (int c = 0; c < ok.length; c++) {
            ok[c] = worst(classes, c) == null;
        }
        return ok;
    }

    /** The class's size in the unit α counts: rows, or distinct persons. */
    private int size(ClassAggregates classes, int c) {
        return personOf == null ? classes.size(c) : classes.persons(c);
    }

    /** The first attribute whose most frequent private value exceeds α in class {@code c}, or null. */
    private ClassAggregates.PrivateColumn worst(ClassAggregates classes, int c) {
        int size = size(classes, c);
        for (ClassAggregates.PrivateColumn column : classes.privateColumns()) {
            if (column.counts().max(c) > alpha * size + 1e-9 * size) {
                return column;
            }
        }
        return null;
    }

    @Override
    public String why(ClassAggregates classes, int cls) {
        ClassAggregates.PrivateColumn column = worst(classes, cls);
        if (column == null) {
            return "no alpha violation";
        }
        int size = size(classes, cls);
        int count = column.counts().max(cls);
        return String.format(Locale.ROOT, "private %s '%s' in %d of %d %s (%.3f > alpha = %s)", column.name(),
                column.column().decode(column.counts().argMax(cls)), count, size,
                personOf == null ? "records" : "persons", count / (double) size, alpha);
    }
}
