package io.graphveil.cli;

import io.graphveil.criteria.SensitivityWeights;
import picocli.CommandLine;
import picocli.CommandLine.Option;

import java.util.List;

/**
 * The options of personalized (w,l,k)-anonymity's {@code w} (ALGORITHMS.md §4), shared by {@code table},
 * {@code anonymize} and {@code verify}: the bound and the weight formulas behind it.
 */
final class SensitivityOptions {
    @Option(names = "--w", paramLabel = "W",
            description = "Also personalized (w,l,k): in every class the mean general sensitivity of the SENSITIVE "
                    + "attribute (levels and requirement column from the schema) is at most W, in (0,1].")
    Double w;
    @Option(names = "--sensitivity-mix", defaultValue = "0.5", paramLabel = "MU",
            description = "mu of w_a = mu*wf + (1-mu)*wl (ALGORITHMS.md §4). Default: ${DEFAULT-VALUE}.")
    double mix = 0.5;
    @Option(names = "--frequency-weight", defaultValue = "share", paramLabel = "share|relative",
            description = "wf of a value seen f times: share = 1-f/n, relative = 1-f/f_max. Default: ${DEFAULT-VALUE}.")
    String frequency = "share";
    @Option(names = "--level-weights", split = ",", paramLabel = "W1,...,Wm",
            description = "wl of sensitivity levels 1..m (default i/m).")
    List<Double> levelWeights;
    @Option(names = "--requirement-weights", split = ",", paramLabel = "W1,...,WH",
            description = "wapl of requirement levels 1..H, H the sensitive hierarchy's height (default ipl/H).")
    List<Double> requirementWeights;

    /** Checks the values (exit 2 when wrong). */
    void validate(CommandLine.Model.CommandSpec spec) {
        if (w != null && !(w > 0 && w <= 1)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--w must be in (0,1], not " + w);
        }
        if (!(mix >= 0 && mix <= 1)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--sensitivity-mix must be in [0,1]");
        }
        weights();
    }

    SensitivityWeights weights() {
        return new SensitivityWeights(mix, SensitivityWeights.Frequency.parse(frequency), levelWeights,
                requirementWeights);
    }
}
