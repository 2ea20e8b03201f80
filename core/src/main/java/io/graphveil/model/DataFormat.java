package io.graphveil.model;

import java.util.Locale;

/** The layout of a schema's data file (ALGORITHMS.md §8 plus the UCI Adult importer of issue #2). */
public enum DataFormat {
    /** CSV with a header row naming the schema's attributes. */
    CSV("csv"),
    /**
     * The UCI Adult files as distributed: no header (a header or {@code |} comment first line is
     * skipped), values separated by {@code ", "}, {@code ?} missing, labels with a trailing
     * {@code .} in {@code adult.test}; columns in the schema's order.
     */
    UCI_ADULT("uci-adult");

    private final String jsonName;

    DataFormat(String jsonName) {
        this.jsonName = jsonName;
    }

    public String jsonName() {
        return jsonName;
    }

    public static DataFormat fromJson(String s) {
        for (DataFormat f : values()) {
            if (f.jsonName.equals(s.toLowerCase(Locale.ROOT))) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown format '" + s + "' (expected csv or uci-adult)");
    }
}
