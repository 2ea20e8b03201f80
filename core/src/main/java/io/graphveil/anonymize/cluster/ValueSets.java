package io.graphveil.anonymize.cluster;

/**
 * The distinct known values each cluster holds of one attribute (the sensitive attribute of
 * l-diversity and p-sensitivity): what a loop asks to find records whose value is new to a cluster.
 */
public interface ValueSets {
    /** Whether {@code cluster} holds a record with code {@code code}. */
    boolean contains(int cluster, int code);

    /** Number of distinct known values in {@code cluster}. */
    int distinct(int cluster);
}
