package io.graphveil.verify;

import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The verifier's own computation of every published record's general sensitivity (ALGORITHMS.md §4,
 * formulas as docs/DECISIONS.md records them), from the published strings and the owner's schema:
 * {@code w_a = μ·wf + (1−μ)·wl} of the record's SENSITIVE value (frequencies counted over every
 * published row, a missing value 0, a value without a level 0), then the max with the weight of the
 * record's requirement level when the schema names a requirement column. Shares no code with the
 * criteria on purpose.
 *
 * <p>Given who each row is (the owner's mapping), each person weighs once, as the criterion counts
 * the rows carrying a person's values: the frequencies are counted over the persons (a person's
 * value is the one its rows show; a split person's shadow shows none), and in a class a person
 * counts once, with the larger weight of its rows (a shadow's weighs 0), at the first of its rows
 * with that weight. Without the mapping every row counts: a shadow then lowers its class's mean,
 * and its class's figure is the rows', not the persons'.
 */
final class SensitivityCheck {
    private SensitivityCheck() {
    }

    /**
     * Every row's general sensitivity, or null after reporting why it cannot be computed.
     *
     * @param personOfRow each row's person (the mapping's original id), or null to count rows; with
     *                    it, the rows a person's weight does not count at are NaN (see the class comment)
     */
    static double[] perRow(PublishedTable table, SensitivityClaim claim, String[] personOfRow,
                           VerificationReport.Builder report) {
        Schema schema = table.schema();
        int[] sensitive = schema.indexesOf(AttributeRole.SENSITIVE);
        if (sensitive.length != 1) {
            report.violation(new Violation("average sensitivity", "-", "the schema needs exactly one SENSITIVE "
                    + "attribute, it has " + sensitive.length));
            return null;
        }
        int s = sensitive[0];
        Attribute attribute = schema.attribute(s);
        int rows = table.rowCount();
        Map<String, Integer> count = new HashMap<>();
        int n = rows;
        if (personOfRow == null) {
            for (int r = 0; r < rows; r++) {
                String v = table.value(r, s);
                if (!Values.isMissing(v)) {
                    count.merge(v, 1, Integer::sum);
                }
            }
        } else {
            Map<String, String> valueOf = new HashMap<>();
            for (int r = 0; r < rows; r++) {
                String v = table.value(r, s);
                valueOf.merge(personOfRow[r], v, (was, now) -> Values.isMissing(was) ? now : was);
            }
            n = valueOf.size();
            for (String v : valueOf.values()) {
                if (!Values.isMissing(v)) {
                    count.merge(v, 1, Integer::sum);
                }
            }
        }
        int max = count.values().stream().mapToInt(Integer::intValue).max().orElse(1);
        int m = 1;
        for (int level : attribute.levels().values()) {
            m = Math.max(m, level);
        }
        List<Double> lw = claim.levelWeights();
        if (!lw.isEmpty() && lw.size() < m) {
            report.violation(new Violation("average sensitivity", "-", "level weights cover levels 1.." + lw.size()
                    + ", the schema uses level " + m));
            return null;
        }
        int q = -1;
        if (attribute.requirement().isPresent()) {
            q = schema.indexOf(attribute.requirement().get());
            if (q < 0) {
                report.violation(new Violation("average sensitivity", "-", "requirement column '"
                        + attribute.requirement().get() + "' is not in the table"));
                return null;
            }
        }
        double[] out = new double[rows];
        for (int r = 0; r < rows; r++) {
            String v = table.value(r, s);
            double w = 0;
            if (!Values.isMissing(v)) {
                int f = count.get(v);
                double wf = claim.relativeFrequency() ? 1 - f / (double) max : 1 - f / (double) n;
                int level = attribute.levels().getOrDefault(v, 0);
                double wl = level == 0 ? 0 : lw.isEmpty() ? level / (double) m : lw.get(level - 1);
                w = claim.mu() * wf + (1 - claim.mu()) * wl;
            }
            if (q >= 0) {
                w = Math.max(w, requirementWeight(table.value(r, q), claim, r, report));
            }
            out[r] = w;
        }
        if (personOfRow != null) {
            // a person counts once, at the first of its rows with its largest weight
            Map<String, Integer> at = new HashMap<>();
            for (int r = 0; r < rows; r++) {
                Integer best = at.get(personOfRow[r]);
                if (best == null || out[r] > out[best]) {
                    at.put(personOfRow[r], r);
                }
            }
            double[] counted = new double[rows];
            java.util.Arrays.fill(counted, Double.NaN);
            for (int r : at.values()) {
                counted[r] = out[r];
            }
            return counted;
        }
        return out;
    }

    private static double requirementWeight(String value, SensitivityClaim claim, int row,
                                            VerificationReport.Builder report) {
        if (Values.isMissing(value)) {
            return 0;
        }
        int h = claim.requirementHeight();
        int ipl;
        try {
            ipl = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            ipl = -1;
        }
        List<Double> rw = claim.requirementWeights();
        int top = rw.isEmpty() ? h : Math.min(h, rw.size());
        if (ipl < 0 || ipl > top) {
            report.violation(new Violation("average sensitivity", "row " + (row + 1), "requirement level '" + value
                    + "' is not a level 0.." + top));
            return 1;
        }
        return ipl == 0 ? 0 : rw.isEmpty() ? ipl / (double) h : rw.get(ipl - 1);
    }

    /** Checks one class's mean against {@code w}: over its rows, or its persons ({@link #perRow}). */
    static void checkClass(double[] perRow, List<Integer> rows, SensitivityClaim claim, String where,
                           VerificationReport.Builder report) {
        double sum = 0;
        int counted = 0;
        for (int r : rows) {
            if (!Double.isNaN(perRow[r])) {
                sum += perRow[r];
                counted++;
            }
        }
        double mean = counted == 0 ? 0 : sum / counted;
        report.meanSensitivity(mean);
        if (mean > claim.w() + 1e-9) {
            report.violation(new Violation("average sensitivity", where, String.format(Locale.ROOT,
                    "mean general sensitivity %.4f > w = %s", mean, claim.w())));
        }
    }
}
