package io.graphveil.verify;

import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The verifier's own computation of every published record's general sensitivity (ALGORITHMS.md §4,
 * formulas as docs/DECISIONS.md records them), from the published strings and the owner's schema:
 * {@code w_a = μ·wf + (1−μ)·wl} of the record's SENSITIVE value (frequencies counted over every
 * published row, a missing value 0, a value without a level 0), then the max with the weight of the
 * record's requirement level when the schema names a requirement column. Shares no code with the
 * criteria on purpose; the Spark verifier weighs with the same {@link Formula}.
 *
 * <p>Given who each row is (the owner's mapping), each person weighs once, as the criterion counts
 * the rows carrying a person's values: the frequencies are counted over the persons (a person's
 * value is the smallest known value its rows show — a split person's shadow shows none), and in a
 * class a person counts once, with the larger weight of its rows there (a shadow's weighs 0).
 * Without the mapping every row counts: a shadow then lowers its class's mean, and its class's
 * figure is the rows', not the persons'.
 *
 * <p>A class's mean is {@code Σ n_w·w / Σ n_w} over its distinct weights {@code w} ascending
 * ({@link #mean}): one order of the terms, so that both verifiers report the same bits.
 */
public final class SensitivityCheck {
    private SensitivityCheck() {
    }

    /**
     * How the published strings weigh under a claim: the SENSITIVE attribute, the requirement column
     * (−1 without one), {@code m} (the highest sensitivity level the schema lists, 1 when none).
     */
    public record Formula(SensitivityClaim claim, Attribute attribute, int sensitive, int requirement, int m) {

        /**
         * The formula for {@code schema}, or null after adding to {@code out} why the claim cannot be
         * checked on it.
         */
        public static Formula of(Schema schema, SensitivityClaim claim, List<Violation> out) {
            int[] sensitive = schema.indexesOf(AttributeRole.SENSITIVE);
            if (sensitive.length != 1) {
                out.add(new Violation("average sensitivity", "-", "the schema needs exactly one SENSITIVE "
                        + "attribute, it has " + sensitive.length));
                return null;
            }
            Attribute attribute = schema.attribute(sensitive[0]);
            int m = 1;
            for (int level : attribute.levels().values()) {
                m = Math.max(m, level);
            }
            List<Double> lw = claim.levelWeights();
            if (!lw.isEmpty() && lw.size() < m) {
                out.add(new Violation("average sensitivity", "-", "level weights cover levels 1.." + lw.size()
                        + ", the schema uses level " + m));
                return null;
            }
            int q = -1;
            if (attribute.requirement().isPresent()) {
                q = schema.indexOf(attribute.requirement().get());
                if (q < 0) {
                    out.add(new Violation("average sensitivity", "-", "requirement column '"
                            + attribute.requirement().get() + "' is not in the table"));
                    return null;
                }
            }
            return new Formula(claim, attribute, sensitive[0], q, m);
        }

        /** {@code w_a} of a known value seen {@code f} times among {@code n}, the most frequent {@code max} times. */
        public double valueWeight(String v, long f, long n, long max) {
            double wf = claim.relativeFrequency() ? 1 - f / (double) max : 1 - f / (double) n;
            int level = attribute.levels().getOrDefault(v, 0);
            List<Double> lw = claim.levelWeights();
            double wl = level == 0 ? 0 : lw.isEmpty() ? level / (double) m : lw.get(level - 1);
            return claim.mu() * wf + (1 - claim.mu()) * wl;
        }

        /** The weight of a requirement cell (0 when missing), or NaN when it is no level ({@link #badLevel}). */
        public double requirementWeight(String value) {
            if (Values.isMissing(value)) {
                return 0;
            }
            int ipl;
            try {
                ipl = Integer.parseInt(value.strip());
            } catch (NumberFormatException e) {
                ipl = -1;
            }
            if (ipl < 0 || ipl > topLevel()) {
                return Double.NaN;
            }
            List<Double> rw = claim.requirementWeights();
            return ipl == 0 ? 0 : rw.isEmpty() ? ipl / (double) claim.requirementHeight() : rw.get(ipl - 1);
        }

        /** The violation of a requirement cell that is no level, at {@code where}. */
        public Violation badLevel(String value, String where) {
            return new Violation("average sensitivity", where, "requirement level '" + value
                    + "' is not a level 0.." + topLevel());
        }

        private int topLevel() {
            List<Double> rw = claim.requirementWeights();
            return rw.isEmpty() ? claim.requirementHeight() : Math.min(claim.requirementHeight(), rw.size());
        }
    }

    /**
     * Every row's general sensitivity (a bad requirement level reported and weighing 1), or null
     * after reporting why it cannot be computed.
     *
     * @param personOfRow each row's person (the mapping's original id), or null to count rows: with it,
     *                    the frequencies are counted over the persons
     */
    static double[] perRow(PublishedTable table, SensitivityClaim claim, String[] personOfRow,
                           VerificationReport.Builder report) {
        List<Violation> cannot = new java.util.ArrayList<>();
        Formula formula = Formula.of(table.schema(), claim, cannot);
        cannot.forEach(report::violation);
        if (formula == null) {
            return null;
        }
        int s = formula.sensitive();
        int rows = table.rowCount();
        // the values the frequencies count: a row's each, or a person's one
        java.util.Collection<String> counted;
        if (personOfRow == null) {
            counted = new java.util.ArrayList<>(rows);
            for (int r = 0; r < rows; r++) {
                counted.add(table.value(r, s));
            }
        } else {
            Map<String, String> valueOf = new HashMap<>();
            for (int r = 0; r < rows; r++) {
                valueOf.merge(personOfRow[r], table.value(r, s), (was, now) -> Values.isMissing(was) ? now
                        : Values.isMissing(now) || was.compareTo(now) <= 0 ? was : now);
            }
            counted = valueOf.values();
        }
        int n = counted.size();
        Map<String, Integer> count = new HashMap<>();
        for (String v : counted) {
            if (!Values.isMissing(v)) {
                count.merge(v, 1, Integer::sum);
            }
        }
        int max = count.values().stream().mapToInt(Integer::intValue).max().orElse(1);
        double[] out = new double[rows];
        for (int r = 0; r < rows; r++) {
            String v = table.value(r, s);
            double w = Values.isMissing(v) ? 0 : formula.valueWeight(v, count.getOrDefault(v, 0), n, max);
            if (formula.requirement() >= 0) {
                String cell = table.value(r, formula.requirement());
                double wapl = formula.requirementWeight(cell);
                if (Double.isNaN(wapl)) {
                    report.violation(formula.badLevel(cell, "row " + (r + 1)));
                    wapl = 1;
                }
                w = Math.max(w, wapl);
            }
            out[r] = w;
        }
        return out;
    }

    /**
     * Checks one class's mean against {@code w}: over its rows, or (given {@code personOfRow}) over
     * its persons, each with the largest weight of its rows in the class.
     */
    static void checkClass(double[] perRow, String[] personOfRow, List<Integer> rows, SensitivityClaim claim,
                           String where, VerificationReport.Builder report) {
        TreeMap<Double, Long> byWeight = new TreeMap<>();
        if (personOfRow == null) {
            for (int r : rows) {
                byWeight.merge(perRow[r], 1L, Long::sum);
            }
        } else {
            Map<String, Double> largest = new HashMap<>();
            for (int r : rows) {
                largest.merge(personOfRow[r], perRow[r], Math::max);
            }
            for (double w : largest.values()) {
                byWeight.merge(w, 1L, Long::sum);
            }
        }
        double mean = mean(byWeight);
        report.meanSensitivity(mean);
        if (exceeds(mean, claim)) {
            report.violation(tooHigh(mean, claim, where));
        }
    }

    /** Whether a class's mean breaks the claim: it exceeds the {@link #bound}. */
    public static boolean exceeds(double mean, SensitivityClaim claim) {
        return mean > bound(claim);
    }

    /** The largest mean a class may have under the claim: {@code w}, with room for rounding. */
    public static double bound(SensitivityClaim claim) {
        return claim.w() + 1e-9;
    }

    /** The violation of a class whose mean {@link #exceeds} the claim. */
    public static Violation tooHigh(double mean, SensitivityClaim claim, String where) {
        return new Violation("average sensitivity", where, String.format(Locale.ROOT,
                "mean general sensitivity %.4f > w = %s", mean, claim.w()));
    }

    /**
     * {@code Σ n_w·w / Σ n_w} over the weights ascending ({@code n_w} the records of weight
     * {@code w}), 0 when there are none: the order both verifiers add in.
     */
    public static double mean(java.util.NavigableMap<Double, Long> countByWeight) {
        double sum = 0;
        long n = 0;
        for (Map.Entry<Double, Long> e : countByWeight.entrySet()) {
            sum += e.getValue() * e.getKey();
            n += e.getValue();
        }
        return n == 0 ? 0 : sum / n;
    }
}
