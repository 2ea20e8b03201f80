package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.anonymize.Partition;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.Set;

/**
 * The p-sensitivity half of p-sensitive k-anonymity (Truta and Vinay 2006, "Privacy protection:
 * p-sensitive k-anonymity property"; SPEC 5): every equivalence class holds at least {@code p}
 * distinct known values of the SENSITIVE attribute. Combine with {@link KAnonymity} for the model.
 * Monotone.
 */
public final class PSensitivity implements PrivacyCriterion {
    private final int p;

    public PSensitivity(int p) {
        if (p < 2) {
            throw new BadParameterException("p must be at least 2, not " + p);
        }
        this.p = p;
    }

    public int p() {
        return p;
    }

    @Override
    public String name() {
        return "p-sensitivity";
    }

    @Override
    public String describe() {
        return p + "-sensitivity";
    }

    @Override
    public boolean isMonotone() {
        return true;
    }

    /** True: a class holding p distinct values keeps them, whatever else merges into it. */
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
            ok[c] = distinct[c] >= p;
        }
        return ok;
    }

    @Override
    public String why(Table table, Partition classes, int cls) {
        return SensitiveValues.distinctPerClass(table, classes)[cls] + " distinct sensitive values, fewer than p = " + p;
    }
}
