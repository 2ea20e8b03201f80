package io.graphveil.verify;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The verifier's own check of entropy l-diversity: every class's known SENSITIVE values, as
 * published, have entropy {@code −Σ p ln p ≥ ln l}; suppressed rows showing no known value pass.
 */
public record EntropyLCheck(double l) implements HistogramCheck {
    @Override
    public String describe() {
        return "entropy " + (l == Math.rint(l) ? String.valueOf((long) l) : String.valueOf(l)) + "-diversity";
    }

    @Override
    public boolean readsTheTable() {
        return false;
    }

    @Override
    public List<Violation> check(io.graphveil.model.Schema schema, Map<String, Integer> counts,
                                 Map<String, Integer> table, String where, boolean suppressedGroup) {
        if (SensitiveDistribution.column(schema) < 0) {
            return List.of(new Violation("entropy l-diversity", "-", "the schema has no single SENSITIVE attribute"));
        }
        long total = counts.values().stream().mapToLong(Integer::longValue).sum();
        if (suppressedGroup && total == 0) {
            return List.of();
        }
        double h = 0;
        for (int n : counts.values()) {
            double p = n / (double) total;
            h -= p * Math.log(p);
        }
        if (total == 0 || h < Math.log(l) - 1e-9) {
            return List.of(new Violation("entropy l-diversity", where, String.format(Locale.ROOT,
                    "entropy %.4f of %d known values < ln %s = %.4f", h, total, l, Math.log(l))));
        }
        return List.of();
    }
}
