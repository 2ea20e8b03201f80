package io.graphveil.anonymize.catalog;

import io.graphveil.BadParameterException;
import io.graphveil.anonymize.Datafly;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.anonymize.cluster.KMember;
import io.graphveil.anonymize.cluster.Kaim;
import io.graphveil.anonymize.cluster.KaimInformation;
import io.graphveil.anonymize.cluster.LClustering;
import io.graphveil.anonymize.cluster.micro.Gpkc;
import io.graphveil.anonymize.cluster.micro.GpkcCentroid;
import io.graphveil.anonymize.cluster.micro.MaaMinil;
import io.graphveil.anonymize.cluster.micro.MaaSae;
import io.graphveil.anonymize.lattice.FlashAnonymizer;
import io.graphveil.anonymize.lattice.Incognito;
import io.graphveil.anonymize.lattice.UtilityMetric;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The table algorithms by the names the command line uses. It sits above every algorithm package so
 * that no algorithm depends on the list of all of them; help texts list {@link #NAMES}.
 */
public final class Anonymizers {
    private static final Map<String, Function<Settings, TableAnonymizer>> BY_NAME = new LinkedHashMap<>();

    static {
        BY_NAME.put("datafly", s -> new Datafly(s.privateFirst(), s.paperRules()));
        BY_NAME.put("flash", s -> new FlashAnonymizer(s.metric()));
        BY_NAME.put("kaim", s -> new Kaim());
        BY_NAME.put("kaim-eq9", s -> new Kaim(KaimInformation.Rate.LITERAL));
        BY_NAME.put("kaim-entropy", s -> new Kaim(KaimInformation.Rate.ENTROPY));
        BY_NAME.put("k-member", s -> new KMember());
        BY_NAME.put("l-clustering", s -> new LClustering());
        BY_NAME.put("l-incognito", s -> new Incognito());
        BY_NAME.put("maa-sae", s -> new MaaSae());
        BY_NAME.put("maa-minil", s -> new MaaMinil());
        BY_NAME.put("gpkc", s -> new Gpkc());
        BY_NAME.put("gpkc-centroid", s -> new GpkcCentroid());
    }

    /** Names accepted by {@link #byName}, in the order help texts list them. */
    public static final List<String> NAMES = List.copyOf(BY_NAME.keySet());

    private Anonymizers() {
    }

    /** {@link #NAMES} for picocli's {@code ${COMPLETION-CANDIDATES}} in help texts. */
    public static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return NAMES.iterator();
        }
    }

    /**
     * Options some algorithms take; each algorithm reads the ones it knows.
     *
     * @param privateFirst Datafly: generalize the PRIVACY attribute first when only α fails
     * @param metric       Flash: the utility metric whose optimum it finds
     * @param paperRules   Datafly: the paper's literal PRIVACY generalization and suppression
     */
    public record Settings(boolean privateFirst, UtilityMetric metric, boolean paperRules) {
        public Settings {
            if (metric == null) {
                metric = UtilityMetric.LOSS;
            }
        }

        public Settings(boolean privateFirst, UtilityMetric metric) {
            this(privateFirst, metric, false);
        }

        public Settings(boolean privateFirst) {
            this(privateFirst, null);
        }

        public static Settings defaults() {
            return new Settings(false);
        }
    }

    /**
     * A fresh algorithm named {@code name} (case-insensitive).
     *
     * @throws BadParameterException if no algorithm has that name
     */
    public static TableAnonymizer byName(String name, Settings settings) {
        Function<Settings, TableAnonymizer> make = BY_NAME.get(name.toLowerCase(Locale.ROOT));
        if (make == null) {
            throw new BadParameterException("unknown algorithm '" + name + "' (available: " + String.join(", ", NAMES)
                    + ")");
        }
        return make.apply(settings);
    }
}
