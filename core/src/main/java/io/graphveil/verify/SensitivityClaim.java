package io.graphveil.verify;

import io.graphveil.io.HierarchyCsvReader;
import io.graphveil.model.HierarchySpec;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;

import java.util.List;
import java.util.Locale;

/**
 * The {@code w} a publication claims for personalized (w,l,k)-anonymity (ALGORITHMS.md §4), with the weight
 * formulas it was computed with (docs/DECISIONS.md), so that the verifier can recompute every
 * record's general sensitivity from the published table and the owner's schema: the sensitivity
 * levels of the SENSITIVE attribute's values and the column holding each record's requirement
 * level.
 *
 * @param mu                 the mix of frequency and level weight
 * @param relativeFrequency  frequency weight {@code 1 − f/f_max} instead of {@code 1 − f/n}
 * @param levelWeights       weights of sensitivity levels {@code 1..m}; empty for {@code i/m}
 * @param requirementWeights weights of requirement levels {@code 1..H}; empty for {@code ipl/H}
 * @param requirementHeight  {@code H}, the height of the sensitive attribute's hierarchy
 * @param overPersons        each person weighs once (the rows carrying a person's values, as a
 *                           graph's criterion counts them under the safe rules), where the verifier
 *                           has the mapping to tell persons; else every row
 */
public record SensitivityClaim(double w, double mu, boolean relativeFrequency, List<Double> levelWeights,
                               List<Double> requirementWeights, int requirementHeight, boolean overPersons) {
    public SensitivityClaim {
        levelWeights = levelWeights == null ? List.of() : List.copyOf(levelWeights);
        requirementWeights = requirementWeights == null ? List.of() : List.copyOf(requirementWeights);
    }

    /** A claim over rows. */
    public SensitivityClaim(double w, double mu, boolean relativeFrequency, List<Double> levelWeights,
                            List<Double> requirementWeights, int requirementHeight) {
        this(w, mu, relativeFrequency, levelWeights, requirementWeights, requirementHeight, false);
    }

    /** The same claim, over persons or over rows. */
    public SensitivityClaim overPersons(boolean persons) {
        return new SensitivityClaim(w, mu, relativeFrequency, levelWeights, requirementWeights, requirementHeight,
                persons);
    }

    public String describe() {
        return String.format(Locale.ROOT, "average sensitivity <= %s (mix %s)", w, mu);
    }

    /**
     * {@code H} as the owner's schema gives it: the height of its SENSITIVE attribute's hierarchy
     * (a file, a mask of {@code d} digits, {@code n} interval widths: {@code n + 1}), 1 without one.
     */
    public static int requirementHeight(Schema schema) {
        int[] s = schema.indexesOf(AttributeRole.SENSITIVE);
        if (s.length != 1) {
            return 1;
        }
        Attribute a = schema.attribute(s[0]);
        HierarchySpec spec = a.hierarchy().orElse(null);
        if (spec instanceof HierarchySpec.FromFile f) {
            return HierarchyCsvReader.read(schema.resolve(f.file())).hierarchy().height();
        } else if (spec instanceof HierarchySpec.Mask m) {
            return m.digits();
        } else if (spec instanceof HierarchySpec.Intervals i) {
            return i.widths().size() + 1;
        }
        return 1;
    }
}
