package io.graphveil.attack;

/**
 * The disclosure attackers of docs/THREAT-MODEL.md, by what they know of a target beside its
 * quasi-identifiers ({@link Disclosure} says which candidate rows each keeps). The gated ones are
 * those whose exposures the privacy gate repairs by blanking values.
 */
public enum Attacker {
    QI("qi", true), DEGREE_EXACT("qi+degree exact", false), DEGREE_TOLERANT("qi+degree tolerant", true),
    COPY_PAIR("copy-pair", true), NEIGHBOURHOOD_EXACT("qi+neighbourhood exact", false),
    NEIGHBOURHOOD_TOLERANT("qi+neighbourhood tolerant", false);

    final String key;
    final boolean gated;

    Attacker(String key, boolean gated) {
        this.key = key;
        this.gated = gated;
    }

    /** The name reports use, e.g. {@code qi+degree tolerant}. */
    public String key() {
        return key;
    }

    /** Whether the privacy gate acts on this attacker's exposures. */
    public boolean gated() {
        return gated;
    }

    /** Whether it reads the published graph (every attacker but {@code qi}). */
    public boolean usesGraph() {
        return this != QI;
    }

    /** Whether it compares 1-neighbourhood degree sequences. */
    public boolean usesNeighbourhood() {
        return this == NEIGHBOURHOOD_EXACT || this == NEIGHBOURHOOD_TOLERANT;
    }

    /**
     * Whether a target of known degree {@code d} keeps, among one class's rows, the degree group of
     * published degree {@code x} (a degree attacker; not the neighbourhood ones): {@code qi} every
     * group, the exact attacker degree {@code d}, the tolerant one up to {@code d} (splitting only
     * lowers degrees), the copy-pair attacker degree {@code d} and every degree whose complement
     * {@code d − x} is another row of the class.
     *
     * @param complementRows the class's rows of degree {@code d − x} (0 when none)
     */
    boolean keeps(int x, int d, int complementRows) {
        return switch (this) {
            case QI -> true;
            case DEGREE_EXACT -> x == d;
            case DEGREE_TOLERANT -> x <= d;
            case COPY_PAIR -> x == d || x < d && (d - x != x ? complementRows > 0 : complementRows >= 2);
            default -> throw new IllegalArgumentException(key + " judges rows, not degree groups");
        };
    }
}
