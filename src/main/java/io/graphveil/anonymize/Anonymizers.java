package io.graphveil.anonymize;

import io.graphveil.BadParameterException;

import java.util.List;

/** The table algorithms by the names the command line uses. */
public final class Anonymizers {
    /** Names accepted by {@link #byName}. */
    public static final List<String> NAMES = List.of("datafly");

    private Anonymizers() {
    }

    /**
     * Options some algorithms take; each algorithm reads the ones it knows.
     *
     * @param privateFirst Datafly: generalize the PRIVACY attribute first when only α fails
     */
    public record Settings(boolean privateFirst) {
        public static Settings defaults() {
            return new Settings(false);
        }
    }

    public static TableAnonymizer byName(String name, Settings settings) {
        switch (name.toLowerCase(java.util.Locale.ROOT)) {
            case "datafly":
                return new Datafly(settings.privateFirst());
            default:
                throw new BadParameterException("unknown algorithm '" + name + "' (available: "
                        + String.join(", ", NAMES) + ")");
        }
    }
}
