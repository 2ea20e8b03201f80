package io.graphveil.criteria;

import io.graphveil.BadParameterException;

import java.util.List;
import java.util.Locale;

/**
 * The weight formulas of personalized (w,l,k)-anonymity (ALGORITHMS.md §4; Zhu and Cao, "personalized
 * (w,l,k)-anonymity"), which the source does not give exactly, so they are this project's choice
 * (docs/DECISIONS.md) and configurable:
 * <ul>
 *   <li>value sensitivity {@code w_a = μ·wf_a + (1−μ)·wl_a} ({@code μ} = {@code --sensitivity-mix});</li>
 *   <li>frequency weight {@code wf_a}: {@link Frequency#SHARE} {@code 1 − f_a/n} (default: a value's
 *       share of the table), or {@link Frequency#RELATIVE} {@code 1 − f_a/f_max} (the most frequent value
 *       weighs 0);</li>
 *   <li>level weight {@code wl_a}: for sensitivity level {@code i} of {@code m} (the highest level the
 *       schema lists), {@code i/m} by default, or {@code levelWeights[i−1]}; a value the schema does not
 *       list has level 0 and weight 0, as a value outside the private-value set is not private;</li>
 *   <li>requirement weight {@code wapl}: for a person's requirement level {@code ipl} on the sensitive
 *       attribute's hierarchy of height {@code H}, {@code ipl/H} by default, or
 *       {@code requirementWeights[ipl−1]}; level 0 (or missing) is no requirement and weighs 0.</li>
 * </ul>
 * A missing sensitive value has {@code w_a = 0}: there is nothing to disclose. Immutable.
 *
 * @param mu                 the mix {@code μ ∈ [0,1]}
 * @param levelWeights       {@code wl} of levels {@code 1..m} (each in [0,1]), or empty for {@code i/m}
 * @param requirementWeights {@code wapl} of requirement levels {@code 1..H} (each in [0,1]), or empty for
 *                           {@code ipl/H}
 */
public record SensitivityWeights(double mu, Frequency frequency, List<Double> levelWeights,
                                 List<Double> requirementWeights) {

    /** How a value's frequency becomes its weight {@code wf_a}. */
    public enum Frequency {
        /** {@code 1 − f_a / n}. */
        SHARE,
        /** {@code 1 − f_a / f_max}. */
        RELATIVE;

        /** {@code wf} of a value seen {@code count} times in {@code n} rows whose most frequent value is seen {@code max} times. */
        public double weight(int count, int n, int max) {
            return this == SHARE ? 1 - count / (double) n : 1 - count / (double) max;
        }

        public static Frequency parse(String name) {
            try {
                return valueOf(name.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new BadParameterException("frequency weight is 'share' or 'relative', not '" + name + "'");
            }
        }
    }

    public SensitivityWeights {
        if (!(mu >= 0 && mu <= 1)) {
            throw new BadParameterException("the sensitivity mix must be in [0,1], not " + mu);
        }
        if (frequency == null) {
            frequency = Frequency.SHARE;
        }
        levelWeights = checked(levelWeights, "level");
        requirementWeights = checked(requirementWeights, "requirement");
    }

    private static List<Double> checked(List<Double> weights, String what) {
        if (weights == null) {
            return List.of();
        }
        for (double w : weights) {
            if (!(w >= 0 && w <= 1)) {
                throw new BadParameterException(what + " weights must be in [0,1], not " + w);
            }
        }
        return List.copyOf(weights);
    }

    /** The ALGORITHMS.md §4 defaults with mix {@code μ}: {@code 1 − f/n}, {@code i/m}, {@code ipl/H}. */
    public static SensitivityWeights defaults(double mu) {
        return new SensitivityWeights(mu, Frequency.SHARE, List.of(), List.of());
    }

    /** {@code wl} of sensitivity level {@code level} when the highest level is {@code m}. */
    public double levelWeight(int level, int m) {
        return weight(level, m, levelWeights, "level weights are given for levels 1..%d but the schema uses level %d");
    }

    /** {@code wapl} of requirement level {@code ipl} on a hierarchy of height {@code height}. */
    public double requirementWeight(int ipl, int height) {
        return weight(ipl, height, requirementWeights,
                "requirement weights are given for levels 1..%d but a record asks for level %d");
    }

    /** Level {@code level} of {@code top}: 0 weighs 0; then the table's weight, or {@code level/top} without one. */
    private static double weight(int level, int top, List<Double> table, String tooHigh) {
        if (level <= 0) {
            return 0;
        }
        if (table.isEmpty()) {
            return level / (double) top;
        }
        if (level > table.size()) {
            throw new BadParameterException(String.format(Locale.ROOT, tooHigh, table.size(), level));
        }
        return table.get(level - 1);
    }

    /** The formulas in words, for reports. */
    public String describe() {
        return String.format(Locale.ROOT, "w_a = %s*wf + %s*wl, wf = %s, wl = %s, wapl = %s", mu, 1 - mu,
                frequency == Frequency.SHARE ? "1-f/n" : "1-f/f_max",
                levelWeights.isEmpty() ? "i/m" : levelWeights.toString(),
                requirementWeights.isEmpty() ? "ipl/H" : requirementWeights.toString());
    }
}
