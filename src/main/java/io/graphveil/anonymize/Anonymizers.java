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
     * @param privateFirst Datafly's option to generalize the PRIVACY attribute first when only α fails
     */
    public static TableAnonymizer byName(String name, boolean privateFirst) {
        switch (name) {
            case "datafly":
                return new Datafly(privateFirst);
            default:
                throw new BadParameterException("unknown algorithm '" + name + "' (available: "
                        + String.join(", ", NAMES) + ")");
        }
    }
}
