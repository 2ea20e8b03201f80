package io.graphveil.anonymize.lattice;

import io.graphveil.BadParameterException;
import io.graphveil.quality.AverageClassSize;
import io.graphveil.quality.Discernibility;
import io.graphveil.quality.LossMetric;
import io.graphveil.quality.Precision;
import io.graphveil.quality.QualityMetric;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The utility metrics a lattice search can optimize, by the names the command line uses ({@code --metric}). */
public enum UtilityMetric {
    /** The loss metric LM (ALGORITHMS.md §4's default). */
    LOSS,
    /** Precision PM. */
    PRECISION,
    /** Discernibility. */
    DISCERNIBILITY,
    /** AECS. */
    AECS;

    /** The CLI name, e.g. {@code loss}. */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static UtilityMetric parse(String name) {
        for (UtilityMetric m : values()) {
            if (m.cliName().equals(name.toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new BadParameterException("unknown metric '" + name + "' (available: "
                + Arrays.stream(values()).map(UtilityMetric::cliName).collect(Collectors.joining(", ")) + ")");
    }

    /** The metric on the nodes of {@code checker}'s lattice; {@code k} normalizes AECS. */
    public NodeMetric on(NodeChecker checker, int k) {
        return switch (this) {
            case LOSS -> new LossOnLattice(checker);
            case PRECISION -> new PrecisionOnLattice(checker);
            case DISCERNIBILITY -> new DiscernibilityOnLattice(checker);
            case AECS -> new AecsOnLattice(checker, k);
        };
    }

    /** The same measure on a published table. */
    public QualityMetric onTable() {
        return switch (this) {
            case LOSS -> new LossMetric();
            case PRECISION -> new Precision();
            case DISCERNIBILITY -> new Discernibility();
            case AECS -> new AverageClassSize();
        };
    }
}
