package io.graphveil.anonymize.cluster.micro;

/**
 * MAA-SAE, micro-aggregation driven by sensitive-attribute entropy (ALGORITHMS.md §5; Yang, Wang and Zhang
 * 2014, "Micro-aggregation algorithm based on sensitive attribute entropy", Acta Electronica
 * Sinica 42(7)), for p-sensitive k-anonymity. While at least {@code k} records holding {@code p}
 * distinct sensitive values remain: a cluster {@code G} starts from a random remaining record;
 * while {@code |G| < p}, the record with a sensitive value new to {@code G} maximizing
 * {@code APF(G, G ∪ {t})} and the finished cluster maximizing {@code APF(G, G ∪ G')} compete, the
 * record joining only if its APF is strictly greater (otherwise the cluster is merged whole);
 * then while {@code |G| < k} the same without the new-value condition; {@code G} is filed.
 * Leftovers, in seeded random order, join the cluster maximizing {@code Ent(G ∪ {t}) / IL(G ∪ {t})}.
 * Every record takes its cluster's centroid. See {@link Apf} and {@link EntropyRanking}.
 *
 * <p>A record whose sensitive value is missing may start a cluster; {@code |G| < p} then ends
 * with {@code p − 1} distinct values and the cluster is merged into its nearest one afterwards
 * (as every clustering algorithm's clusters that miss a criterion).
 */
public final class MaaSae extends MicroAggregation {
    public MaaSae() {
        super(true);
    }

    /** Without bounds on the searches (tests compare the two). */
    MaaSae(boolean bounded) {
        super(bounded);
    }

    @Override
    public String name() {
        return "maa-sae";
    }

    @Override
    protected void cluster(Run run) {
        growOrMerge(run, EntropyRanking.Goal.APF);
    }
}
