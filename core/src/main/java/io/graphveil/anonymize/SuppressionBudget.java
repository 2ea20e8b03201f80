package io.graphveil.anonymize;

import io.graphveil.BadParameterException;

/**
 * How many records an algorithm may suppress (ALGORITHMS.md §1.5): Sweeney's Datafly default of at most
 * {@code k} records, or a share of all records ({@code --suppression S}).
 */
public final class SuppressionBudget {
    private final Integer records;
    private final Double share;

    private SuppressionBudget(Integer records, Double share) {
        this.records = records;
        this.share = share;
    }

    /** At most {@code k} records (Sweeney 2002). */
    public static SuppressionBudget sweeney(int k) {
        return new SuppressionBudget(k, null);
    }

    /** At most {@code ⌊share · n⌋} records. */
    /**
     * The budget of a run: {@code share} of the records, or {@code anonymizer}'s default for k when
     * the user gave none (Sweeney's k records for Datafly, none for Flash).
     */
    public static SuppressionBudget of(TableAnonymizer anonymizer, int k, Double share) {
        return share == null ? anonymizer.defaultBudget(k) : share(share);
    }

    public static SuppressionBudget share(double share) {
        if (!(share >= 0 && share < 1)) {
            throw new BadParameterException("suppression share must be in [0,1), not " + share);
        }
        return new SuppressionBudget(null, share);
    }

    public static SuppressionBudget none() {
        return new SuppressionBudget(0, null);
    }

    /** The most records of {@code rows} that may be suppressed. */
    public long limit(int rows) {
        return records != null ? Math.min(records, rows) : (long) Math.floor(share * rows + 1e-9);
    }

    public String describe() {
        return records != null ? "at most " + records + " records" : "at most " + share + " of the records";
    }
}
