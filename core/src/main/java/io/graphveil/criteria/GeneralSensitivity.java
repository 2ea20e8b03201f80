package io.graphveil.criteria;

import io.graphveil.BadInputException;
import io.graphveil.model.Attribute;
import io.graphveil.model.Column;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

/**
 * Every record's general sensitivity (ALGORITHMS.md §4): {@code w_general = max(w_a, wapl)} with
 * {@code w_a} the sensitivity of its SENSITIVE value and {@code wapl} the weight of its own
 * requirement level, read from the column the sensitive attribute's {@code requirement} names
 * (without one, {@code w_general = w_a}: the non-personalized (w,l,k) model). Frequencies are
 * counted over the whole table, so the weights are fixed before any search. Formulas:
 * {@link SensitivityWeights}.
 */
public final class GeneralSensitivity {
    private GeneralSensitivity() {
    }

    /**
     * @param requirementHeight {@code H}, the height of the sensitive attribute's hierarchy (requirement
     *                          levels run 0..H)
     */
    public static double[] perRecord(Table table, SensitivityWeights weights, int requirementHeight) {
        Schema schema = table.schema();
        int s = SensitiveValues.attribute(schema);
        Attribute attribute = schema.attribute(s);
        Column column = table.column(s);
        double[] valueWeight = valueWeights(column, attribute, weights);
        int n = table.rowCount();
        double[] out = new double[n];
        for (int r = 0; r < n; r++) {
            out[r] = valueWeight[column.code(r)];
        }
        if (attribute.requirement().isPresent()) {
            String name = attribute.requirement().get();
            int q = schema.indexOf(name);
            if (q < 0) {
                throw new BadInputException("the requirement column '" + name + "' of '" + attribute.name()
                        + "' is not in the table");
            }
            Column requirement = table.column(q);
            double[] wapl = new double[requirement.dictionarySize()];
            for (int code = 1; code < wapl.length; code++) {
                wapl[code] = requirementWeight(name, requirement.decode(code), requirementHeight, weights);
            }
            for (int r = 0; r < n; r++) {
                out[r] = Math.max(out[r], wapl[requirement.code(r)]);
            }
        }
        return out;
    }

    /** {@code w_a} of every dictionary code of the sensitive column (code 0, missing, weighs 0). */
    private static double[] valueWeights(Column column, Attribute attribute, SensitivityWeights weights) {
        int[] count = new int[column.dictionarySize()];
        for (int r = 0; r < column.size(); r++) {
            count[column.code(r)]++;
        }
        int max = 0;
        for (int code = 1; code < count.length; code++) {
            max = Math.max(max, count[code]);
        }
        double[] w = new double[count.length];
        for (int code = 1; code < w.length; code++) {
            if (count[code] > 0) {
                w[code] = valueWeight(column.decode(code), count[code], column.size(), max, attribute, weights);
            }
        }
        return w;
    }

    /**
     * {@code w_a = μ·wf + (1−μ)·wl} of a known SENSITIVE value seen {@code count} times among
     * {@code n} rows (missing values included) whose most frequent known value is seen {@code max}
     * times: what an engine that counts the values itself (a distributed group-by) weighs them with.
     */
    public static double valueWeight(String value, int count, int n, int max, Attribute attribute,
                                     SensitivityWeights weights) {
        int level = attribute.levels().getOrDefault(value, 0);
        double wf = weights.frequency().weight(count, n, max);
        return weights.mu() * wf + (1 - weights.mu()) * weights.levelWeight(level, highestLevel(attribute));
    }

    /**
     * {@code wapl} of a requirement cell: 0 when missing.
     *
     * @throws BadInputException naming the column and value when it is no level {@code 0..height}
     */
    public static double requirementWeight(String column, String value, int height, SensitivityWeights weights) {
        if (io.graphveil.model.Values.isMissing(value)) {
            return 0;
        }
        return weights.requirementWeight(level(column, value, height), height);
    }

    /** {@code m}: the highest sensitivity level the schema lists (1 when it lists none). */
    public static int highestLevel(Attribute attribute) {
        return attribute.levels().values().stream().mapToInt(Integer::intValue).max().orElse(1);
    }

    private static int level(String column, String value, int height) {
        try {
            int level = Integer.parseInt(value.strip());
            if (level >= 0 && level <= height) {
                return level;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BadInputException("requirement column '" + column + "': '" + value
                + "' is not a requirement level 0.." + height + " (a level of the sensitive attribute's hierarchy)");
    }
}
