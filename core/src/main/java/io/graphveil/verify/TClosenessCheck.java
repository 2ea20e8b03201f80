package io.graphveil.verify;

import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeType;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The verifier's own check of t-closeness: every class's distribution of known SENSITIVE values, as
 * published, is within Earth Mover's Distance {@code t} of the reference — the distribution the
 * anonymization started from (the claim carries it), or, for a claim read from the command line,
 * the published table's own. Equal distance for NOMINAL values, ordered distance along the schema's
 * order (ORDINAL) or the numbers (CONTINUOUS).
 *
 * @param reference value → count of the distribution classes are compared with, or null for the
 *                  published table's
 */
public record TClosenessCheck(double t, Map<String, Integer> reference) implements HistogramCheck {
    public TClosenessCheck {
        reference = reference == null ? null : Map.copyOf(reference);
    }

    @Override
    public String describe() {
        return t + "-closeness";
    }

    @Override
    public boolean readsTheTable() {
        return reference == null;
    }

    @Override
    public List<Violation> check(io.graphveil.model.Schema schema, Map<String, Integer> p, Map<String, Integer> table,
                                 String where, boolean suppressedGroup) {
        int s = SensitiveDistribution.column(schema);
        if (s < 0) {
            return List.of(new Violation("t-closeness", "-", "the schema has no single SENSITIVE attribute"));
        }
        if (suppressedGroup && p.isEmpty()) {
            return List.of();
        }
        Map<String, Integer> q = reference != null ? reference : table;
        double d = distance(p, q, schema.attribute(s));
        if (d > t + 1e-9) {
            return List.of(new Violation("t-closeness", where, String.format(Locale.ROOT,
                    "distance %.4f from the reference distribution > t = %s", d, t)));
        }
        return List.of();
    }

    private static double distance(Map<String, Integer> p, Map<String, Integer> q, Attribute attribute) {
        List<String> values = new ArrayList<>(new TreeMap<>(q).keySet());
        for (String v : p.keySet()) {
            if (!q.containsKey(v)) {
                values.add(v);
            }
        }
        double np = p.values().stream().mapToDouble(Integer::doubleValue).sum();
        double nq = q.values().stream().mapToDouble(Integer::doubleValue).sum();
        if (np == 0 || nq == 0) {
            return np == nq ? 0 : 1;
        }
        Comparator<String> order = null;
        if (attribute.type() == AttributeType.ORDINAL && !attribute.order().isEmpty()
                && values.stream().allMatch(v -> attribute.order().contains(v))) {
            order = Comparator.comparingInt(v -> attribute.order().indexOf(v));
        } else if (attribute.type() == AttributeType.CONTINUOUS) {
            order = Comparator.comparingDouble(Double::parseDouble);
        }
        if (order == null) {
            double sum = 0;
            for (String v : values) {
                sum += Math.abs(p.getOrDefault(v, 0) / np - q.getOrDefault(v, 0) / nq);
            }
            return sum / 2;
        }
        values.sort(order);
        if (values.size() < 2) {
            return 0;
        }
        double running = 0;
        double sum = 0;
        for (String v : values) {
            running += p.getOrDefault(v, 0) / np - q.getOrDefault(v, 0) / nq;
            sum += Math.abs(running);
        }
        return sum / (values.size() - 1);
    }
}
