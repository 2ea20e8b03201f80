package io.graphveil.cli;

import io.graphveil.criteria.CriterionSpec;
import io.graphveil.criteria.ModelSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;

/**
 * The options of the criteria on the SENSITIVE attribute, shared by {@code anonymize}, {@code table}
 * and {@code verify}: each becomes a {@link CriterionSpec}, whose constructor is the one place its
 * value is checked. k and α stay with each command, which differ in whether they are required.
 */
final class ModelOptions {
    @Option(names = "--l", paramLabel = "L", description = "Also distinct l-diversity of the SENSITIVE attribute (>= 2).")
    Integer l;
    @Option(names = "--entropy-l", paramLabel = "L",
            description = "Also entropy l-diversity of the SENSITIVE attribute: every class's entropy of its values is at "
                    + "least log L (> 1).")
    Double entropyL;
    @Option(names = "--t", paramLabel = "T",
            description = "Also t-closeness of the SENSITIVE attribute: every class's distribution is within Earth "
                    + "Mover's Distance T of the whole table's, in (0,1] (equal distance for NOMINAL values, ordered "
                    + "distance for ORDINAL and CONTINUOUS ones).")
    Double t;
    @Option(names = "--p", paramLabel = "P",
            description = "Also p-sensitivity of the SENSITIVE attribute (2 <= P <= K; maa-sae, maa-minil, gpkc need it).")
    Integer p;
    @Mixin
    SensitivityOptions sensitivity = new SensitivityOptions();

    /** The criteria these options ask for, in the order l, entropy l, t, p, w. */
    List<CriterionSpec> specs() {
        List<CriterionSpec> out = new ArrayList<>();
        if (l != null) {
            out.add(new CriterionSpec.DistinctL(l));
        }
        if (entropyL != null) {
            out.add(new CriterionSpec.EntropyL(entropyL));
        }
        if (t != null) {
            out.add(new CriterionSpec.T(t));
        }
        if (p != null) {
            out.add(new CriterionSpec.P(p));
        }
        if (sensitivity.w != null) {
            out.add(new CriterionSpec.W(sensitivity.w, sensitivity.weights()));
        }
        return out;
    }

    /** The model of {@code k}, {@code alpha} (null: none) and these options. */
    ModelSpec model(int k, Double alpha) {
        List<CriterionSpec> all = new ArrayList<>();
        all.add(new CriterionSpec.K(k));
        if (alpha != null) {
            all.add(new CriterionSpec.Alpha(alpha));
        }
        all.addAll(specs());
        return new ModelSpec(all);
    }

    /** Puts the options into a report's parameters. */
    void describeInto(com.fasterxml.jackson.databind.node.ObjectNode params) {
        params.put("l", l);
        params.put("entropy-l", entropyL);
        params.put("t", t);
        params.put("p", p);
        params.put("w", sensitivity.w);
        if (sensitivity.w != null) {
            params.put("sensitivity-mix", sensitivity.mix);
            params.put("sensitivity-weights", sensitivity.weights().describe());
        }
    }
}
