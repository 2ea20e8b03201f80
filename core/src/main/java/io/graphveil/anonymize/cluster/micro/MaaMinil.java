package io.graphveil.anonymize.cluster.micro;

/**
 * MAA-MINIL, the comparison variant of MAA-SAE (ALGORITHMS.md §5): the same loop, choosing at every step
 * the candidate with the least information-loss increase {@code ILA} instead of the greatest APF
 * (ties to the larger entropy gain); leftovers join the cluster whose {@code IL} grows least.
 */
public final class MaaMinil extends MicroAggregation {
    public MaaMinil() {
        super(true);
    }

    /** Without bounds on the searches (tests compare the two). */
    MaaMinil(boolean bounded) {
        super(bounded);
    }

    @Override
    public String name() {
        return "maa-minil";
    }

    @Override
    protected void cluster(Run run) {
        growOrMerge(run, EntropyRanking.Goal.LOSS);
    }
}
