package io.graphveil.anonymize.cluster.micro;

import io.graphveil.anonymize.cluster.GreedyClustering;

/**
 * {@code gpkc-centroid}: GPKC's greedy loop ({@link Gpkc}) on MAA-SAE's centroid loss and code tree,
 * publishing centroids — a variant, not Campan and Truta's method (ALGORITHMS.md §5). While {@code k} records
 * holding {@code p} distinct sensitive values remain: a cluster starts from the remaining record
 * furthest from the previous cluster's first record (the first from the record furthest from a
 * random one); while it holds fewer than {@code p} distinct sensitive values it takes the record
 * with a new value whose addition increases the information loss least, then the record of least
 * increase until it holds {@code k}. Leftovers, in seeded random order, join the cluster whose
 * loss increases least ({@link GreedyClustering} with p-sensitivity).
 *
 * <p>The information loss is ALGORITHMS.md §5's ({@code IL} around the centroids, {@link CentroidCost}),
 * not Campan and Truta's generalization loss, and records publish their cluster's centroids: it
 * differs from MAA-SAE in its loop only, which isolates what the loop contributes. See
 * docs/DECISIONS.md.
 */
public final class GpkcCentroid extends MicroAggregation {
    public GpkcCentroid() {
        super(true);
    }

    @Override
    public String name() {
        return "gpkc-centroid";
    }

    @Override
    protected void cluster(Run run) {
        greedy(run, GreedyClustering.Seeds.FURTHEST_FROM_PREVIOUS, new GreedyClustering.Diversity(p(run.model()),
                sensitive(run)));
        run.details().put("p", p(run.model()));
    }
}
