package io.graphveil.anonymize;

import io.graphveil.BadParameterException;

import java.util.List;

/** The table algorithms by the names the command line uses. */
public final class Anonymizers {
    /** Names accepted by {@link #byName}. */
    public static final List<String> NAMES = List.of("datafly", "flash", "kaim", "kaim-eq9", "k-member",
            "l-clustering", "l-incognito", "maa-sae", "maa-minil", "gpkc");

    private Anonymizers() {
    }

    /**
     * Options some algorithms take; each algorithm reads the ones it knows.
     *
     * @param privateFirst Datafly: generalize the PRIVACY attribute first when only α fails
     * @param metric       Flash: the utility metric whose optimum it finds
     * @param paperRules   Datafly: the paper's literal PRIVACY generalization and suppression
     */
    public record Settings(boolean privateFirst, io.graphveil.anonymize.lattice.UtilityMetric metric,
                           boolean paperRules) {
        public Settings {
            if (metric == null) {
                metric = io.graphveil.anonymize.lattice.UtilityMetric.LOSS;
            }
        }

        public Settings(boolean privateFirst, io.graphveil.anonymize.lattice.UtilityMetric metric) {
            this(privateFirst, metric, false);
        }

        public Settings(boolean privateFirst) {
            this(privateFirst, null);
        }

        public static Settings defaults() {
            return new Settings(false);
        }
    }

    public static TableAnonymizer byName(String name, Settings settings) {
        switch (name.toLowerCase(java.util.Locale.ROOT)) {
            case "datafly":
                return new Datafly(settings.privateFirst(), settings.paperRules());
            case "flash":
                return new io.graphveil.anonymize.lattice.FlashAnonymizer(settings.metric());
            case "kaim":
                return new io.graphveil.anonymize.cluster.Kaim();
            case "kaim-eq9":
                return new io.graphveil.anonymize.cluster.Kaim(io.graphveil.anonymize.cluster.KaimInformation.Rate.LITERAL);
            case "k-member":
                return new io.graphveil.anonymize.cluster.KMember();
            case "l-clustering":
                return new io.graphveil.anonymize.cluster.LClustering();
            case "l-incognito":
                return new io.graphveil.anonymize.lattice.Incognito();
            case "maa-sae":
                return new io.graphveil.anonymize.cluster.micro.MaaSae();
            case "maa-minil":
                return new io.graphveil.anonymize.cluster.micro.MaaMinil();
            case "gpkc":
                return new io.graphveil.anonymize.cluster.micro.Gpkc();
            default:
                throw new BadParameterException("unknown algorithm '" + name + "' (available: "
                        + String.join(", ", NAMES) + ")");
        }
    }
}
