package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The {@code w} of personalized (w,l,k)-anonymity (Zhu and Cao; ALGORITHMS.md §4): in every equivalence
 * class the mean general sensitivity {@link GeneralSensitivity} of its records is at most
 * {@code w}. Combine with {@link KAnonymity} and {@link DistinctLDiversity} for the model.
 *
 * <p>Monotone without suppression: every record's weight is fixed before the search, so a merged
 * class's mean lies between the means of its parts. Not monotone with suppression: a satisfying
 * class merged with a failing one may fail, putting more records in failing classes.
 *
 * <p>Counting persons ({@link #countingOnly}): only the rows that carry a person's values count —
 * a split person's shadow copy shows {@code *} and would otherwise lower its class's mean — and
 * value frequencies are taken over those rows, so each person weighs once.
 */
public final class AverageSensitivity implements PrivacyCriterion {
    private final double w;
    private final SensitivityWeights weights;
    private final int requirementHeight;
    private final boolean[] counted;
    private volatile Cached cached;

    private record Cached(Table table, double[] perRecord, Needs needs) {
    }

    /**
     * @param requirementHeight {@code H} of {@link SensitivityWeights#requirementWeight}: the height of the
     *                          sensitive attribute's hierarchy (see {@link #requirementHeight})
     */
    public AverageSensitivity(double w, SensitivityWeights weights, int requirementHeight) {
        this(w, weights, requirementHeight, null);
    }

    private AverageSensitivity(double w, SensitivityWeights weights, int requirementHeight, boolean[] counted) {
        if (!(w > 0 && w <= 1)) {
            throw new BadParameterException("w must be in (0,1], not " + w);
        }
        if (requirementHeight < 1) {
            throw new IllegalArgumentException("requirement height must be at least 1");
        }
        this.w = w;
        this.weights = weights;
        this.requirementHeight = requirementHeight;
        this.counted = counted == null ? null : counted.clone();
    }

    /** The same criterion judged on the rows {@code counted} marks only (the others are a person's shadow). */
    public AverageSensitivity countingOnly(boolean[] counted) {
        return new AverageSensitivity(w, weights, requirementHeight, counted);
    }

    /** {@code H}: the height of the SENSITIVE attribute's hierarchy (1, a flat one, when it has none). */
    public static int requirementHeight(Table table, Hierarchies hierarchies) {
        Schema schema = table.schema();
        String name = schema.attribute(SensitiveValues.attribute(schema)).name();
        return hierarchies.orFlat(table, name).height();
    }

    /**
     * {@code H} without the table: the height of the SENSITIVE attribute's hierarchy among
     * {@code hierarchies}, 1 (a flat one) when it has none.
     */
    public static int requirementHeight(Schema schema, Hierarchies hierarchies) {
        String name = schema.attribute(SensitiveValues.attribute(schema)).name();
        return hierarchies.get(name).map(io.graphveil.hierarchy.Hierarchy::height).orElse(1);
    }

    public double w() {
        return w;
    }

    public SensitivityWeights weights() {
        return weights;
    }

    public int requirementHeight() {
        return requirementHeight;
    }

    @Override
    public String name() {
        return "average sensitivity";
    }

    @Override
    public String describe() {
        return "average sensitivity <= " + w;
    }

    @Override
    public boolean isMonotone() {
        return true;
    }

    @Override
    public Set<String> reads(Schema schema) {
        Attribute s = schema.attribute(SensitiveValues.attribute(schema));
        Set<String> names = new LinkedHashSet<>();
        names.add(s.name());
        s.requirement().ifPresent(names::add);
        return names;
    }

    /** Every record's general sensitivity in {@code table} (computed once per table). */
    public double[] perRecord(Table table) {
        return cached(table).perRecord();
    }

    private Cached cached(Table table) {
        Cached c = cached;
        if (c == null || c.table() != table) {
            double[] perRecord = counted == null ? GeneralSensitivity.perRecord(table, weights, requirementHeight)
                    : countedOnly(table);
            c = new Cached(table, perRecord, Needs.sensitivity(perRecord));
            cached = c;
        }
        return c;
    }

    /** The weights of the counted rows, computed among them alone; NaN elsewhere. */
    private double[] countedOnly(Table table) {
        int[] rows = java.util.stream.IntStream.range(0, table.rowCount()).filter(r -> counted[r]).toArray();
        double[] some = GeneralSensitivity.perRecord(table.select(rows), weights, requirementHeight);
        double[] all = new double[table.rowCount()];
        java.util.Arrays.fill(all, Double.NaN);
        for (int i = 0; i < rows.length; i++) {
            all[rows[i]] = some[i];
        }
        return all;
    }

    @Override
    public Needs needs(Table table) {
        return cached(table).needs();
    }

    @Override
    public boolean[] judge(ClassAggregates classes) {
        boolean[] ok = new boolean[classes.classCount()];
        for (int c = 0; c < ok.length; c++) {
            ok[c] = classes.meanWeight(c) <= w;
        }
        return ok;
    }

    @Override
    public String why(ClassAggregates classes, int cls) {
        return String.format(Locale.ROOT, "mean general sensitivity %.4f > w = %s", classes.meanWeight(cls), w);
    }
}
