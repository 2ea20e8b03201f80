package io.graphveil.anonymize.cluster;

/**
 * One quasi-identifier's value for a whole cluster, kept current as the cluster changes (a
 * {@link Clusters.Listener}): what every member publishes in that column. Implementations:
 * {@link HierarchyRepresentative} (lowest common ancestor in a hierarchy), {@link
 * IntervalRepresentative} ({@code [min~max]}), {@link SetRepresentative} ({@code {x|y|z}}); a
 * micro-aggregation algorithm adds its centroids the same way.
 */
public interface AttributeRepresentative extends Clusters.Listener {
    /**
     * The value every member of {@code cluster} publishes: one canonical string per cluster (equal
     * representatives give equal strings, so the verifier's string grouping sees the clusters).
     */
    String label(int cluster);
}
