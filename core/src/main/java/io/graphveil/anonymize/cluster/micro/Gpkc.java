package io.graphveil.anonymize.cluster.micro;

import io.graphveil.anonymize.cluster.GreedyClustering;

/**
 * GPKC, greedy p-sensitive k-anonymity clustering (Campan, Truta et al. 2007; "GreedyPKClustering"
 * in Campan, Truta and Cooper, "P-sensitive k-anonymity with generalization constraints",
 * Transactions on Data Privacy 3(2), 2010), MAA-SAE's baseline (ALGORITHMS.md §5). While {@code k} records
 * holding {@code p} distinct sensitive values remain: a cluster starts from the remaining record
 * furthest from the previous cluster's first record (the first from the record furthest from a
 * random one); while it holds fewer than {@code p} distinct sensitive values it takes the record
 * with a new value whose addition increases the information loss least, then the record of least
 * increase until it holds {@code k}. Leftovers, in seeded random order, join the cluster whose
 * loss increases least ({@link GreedyClustering} with p-sensitivity).
 *
 * <p>The information loss is ALGORITHMS.md §5's ({@code IL} around the centroids, {@link CentroidCost}),
 * not Campan and Truta's generalization loss, and records publish their cluster's centroids: the
 * three algorithms of the comparison differ in their loop only, and their AVG_IL measures what
 * each loop optimizes. See docs/DECISIONS.md.
 */
public final class Gpkc extends MicroAggregation {
    public Gpkc() {
        super(true);
    }

    @Override
    public String name() {
        return "gpkc";
    }

    @Override
    protected void cluster(Run run) {
        greedy(run, GreedyClustering.Seeds.FURTHEST_FROM_PREVIOUS, new GreedyClustering.Diversity(p(run.model()),
                sensitive(run)));
        run.details().put("p", p(run.model()));
    }
}
