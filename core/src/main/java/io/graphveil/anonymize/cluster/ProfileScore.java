package io.graphveil.anonymize.cluster;

/**
 * A score of a profile (of every record with those codes), lower is better, as a scan minimizes
 * it. Implementations must be safe to call from several threads at once (read-only).
 */
@FunctionalInterface
public interface ProfileScore {
    double score(int profile);
}
