package io.graphveil.anonymize.cluster;

/**
 * The distances a clustering loop needs: records to a cluster (as a profile score, for the
 * parallel scans), one record to a cluster, and cluster to cluster. Lower is nearer. What a
 * cluster looks like is read from listeners of {@link Clusters}, so a distance is always current.
 */
public interface GroupDistance {
    /**
     * The distance of every profile to {@code cluster} as it is now. May prepare tables (not
     * thread-safe); the returned score is read-only and valid until the next call of this method
     * or of {@link #toRecord} or until the cluster changes.
     */
    ProfileScore toGroup(int cluster);

    /** The distance of every profile to the single record {@code record} (same validity rules). */
    ProfileScore toRecord(int record);

    /** The distance of {@code record} to {@code cluster} (thread-safe). */
    double cost(int cluster, int record);

    /** The distance between two clusters (thread-safe). */
    double between(int a, int b);

    /**
     * {@link #between(int, int)} when it is at most {@code bound}; otherwise any value above
     * {@code bound} (a distance whose terms are non-negative may stop adding early). Thread-safe.
     */
    default double between(int a, int b, double bound) {
        return between(a, b);
    }
}
