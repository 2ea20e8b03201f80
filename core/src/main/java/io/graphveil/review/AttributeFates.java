package io.graphveil.review;

import io.graphveil.model.AttributeRole;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What happened to each quasi-identifier, row by row: published as it was, generalized (another
 * label), or suppressed (missing); and which original values each published label stands for.
 * A published row is compared with its person's original row. O(rows · quasi-identifiers).
 */
public final class AttributeFates {
    /** Labels listed per attribute at most (the most frequent). */
    static final int LABELS = 8;
    /** Original values listed per label at most (the most frequent). */
    static final int VALUES = 5;

    /**
     * One quasi-identifier's fate.
     *
     * @param attribute   its name
     * @param rows        published rows
     * @param asIs        rows published with their original value
     * @param generalized rows published with another label
     * @param suppressed  rows published missing
     * @param labels      the most frequent published labels with their rows and the original values
     *                    they stand for ({@code value (rows)}), most frequent first
     */
    public record Fate(String attribute, int rows, int asIs, int generalized, int suppressed, List<Label> labels) {
        /**
         * Copies the labels.
         *
         * @param attribute   its name
         * @param rows        published rows
         * @param asIs        rows as they were
         * @param generalized rows generalized
         * @param suppressed  rows suppressed
         * @param labels      the labels
         */
        public Fate {
            labels = List.copyOf(labels);
        }
    }

    /**
     * A published label.
     *
     * @param label    the label
     * @param rows     rows showing it
     * @param original the original values it stands for, e.g. {@code 37 (12)}, most frequent first
     */
    public record Label(String label, int rows, List<String> original) {
        /**
         * Copies the values.
         *
         * @param label    the label
         * @param rows     rows showing it
         * @param original the original values
         */
        public Label {
            original = List.copyOf(original);
        }
    }

    private AttributeFates() {
    }

    /**
     * @param in the review's input (without an original, every published value counts as it is)
     * @return the fates of the published quasi-identifiers, in schema order
     */
    public static List<Fate> of(ReviewInput in) {
        Table published = in.published();
        Table original = in.original();
        List<Fate> out = new ArrayList<>();
        for (int a : published.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER)) {
            String name = published.schema().attribute(a).name();
            int o = original == null ? -1 : original.schema().indexOf(name);
            int asIs = 0;
            int generalized = 0;
            int suppressed = 0;
            Map<String, Map<String, Integer>> covers = new HashMap<>();
            Map<String, Integer> labelRows = new HashMap<>();
            for (int r = 0; r < published.rowCount(); r++) {
                if (published.column(a).isMissing(r)) {
                    suppressed++;
                    continue;
                }
                String label = published.value(r, a);
                labelRows.merge(label, 1, Integer::sum);
                String was = o < 0 ? label : original.value(in.personOfRow(r), o);
                if (label.equals(was)) {
                    asIs++;
                } else {
                    generalized++;
                }
                if (o >= 0) {
                    covers.computeIfAbsent(label, x -> new HashMap<>()).merge(was == null ? "(missing)" : was, 1,
                            Integer::sum);
                }
            }
            List<Label> labels = new ArrayList<>();
            for (Map.Entry<String, Integer> l : top(labelRows, LABELS).entrySet()) {
                List<String> values = new ArrayList<>();
                Map<String, Integer> c = covers.getOrDefault(l.getKey(), Map.of());
                top(c, VALUES).forEach((v, n) -> values.add(v + " (" + n + ")"));
                if (c.size() > VALUES) {
                    values.add("… " + (c.size() - VALUES) + " more");
                }
                labels.add(new Label(l.getKey(), l.getValue(), values));
            }
            out.add(new Fate(name, published.rowCount(), asIs, generalized, suppressed, labels));
        }
        return out;
    }

    /** The {@code n} largest entries, largest first, ties by key. */
    private static Map<String, Integer> top(Map<String, Integer> counts, int n) {
        Map<String, Integer> out = new LinkedHashMap<>();
        counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey(
                        Comparator.naturalOrder())))
                .limit(n).forEach(e -> out.put(e.getKey(), e.getValue()));
        return out;
    }
}
