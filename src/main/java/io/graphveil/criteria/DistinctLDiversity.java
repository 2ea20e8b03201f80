package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.anonymize.Partition;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.Set;

/**
 * Distinct l-diversity (Machanavajjhala, Kifer, Gehrke and Venkitasubramaniam 2007, "l-diversity:
 * privacy beyond k-anonymity", TKDD): every equivalence class holds at least {@code l} distinct
 * known values of the SENSITIVE attribute. Monotone: merging classes never loses a value.
 */
public final class DistinctLDiversity implements PrivacyCriterion {
    private final int l;

    public DistinctLDiversity(int l) {
        if (l < 2) {
            throw new BadParameterException("l must be at least 2, not " + l);
        }
        this.l = l;
    }

    public int l() {
        return l;
    }

    @Override
    public String name() {
        return "l-diversity";
    }

    @Override
    public String describe() {
        return "distinct " + l + "-diversity";
    }

    @Override
    public boolean isMonotone() {
        return true;
    }

    /** True: a class holding l distinct values keeps them, whatever else merges into it. */
    @Override
    public boolean isMonotoneWithSuppression() {
        return true;
    }

    @Override
    public Set<String> reads(Schema schema) {
        return Set.of(schema.attribute(SensitiveValues.attribute(schema)).name());
    }

    @Override
    public boolean[] check(Table table, Partition classes) {
        int[] distinct = SensitiveValues.distinctPerClass(table, classes);
        boolean[] ok = new boolean[distinct.length];
        for (int c = 0; c < ok.length; c++) {
            ok[c] = distinct[c] >= l;
        }
        return ok;
    }

    @Override
    public String why(Table table, Partition classes, int cls) {
        return SensitiveValues.distinctPerClass(table, classes)[cls] + " distinct sensitive values, fewer than l = " + l;
    }
}
