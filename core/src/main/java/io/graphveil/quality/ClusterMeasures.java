package io.graphveil.quality;

import java.util.List;

/** The measure sets of the clustering methods (ALGORITHMS.md §2 and 3), in report order. */
public final class ClusterMeasures {
    private ClusterMeasures() {
    }

    /** KAIM and k-member: ILoss, ILossRate, VMR, RMR, NCP, GCP. */
    public static List<QualityMetric> kaim() {
        return List.of(InformationLoss.total(), InformationLoss.rate(), MissingRate.values(), MissingRate.records(),
                CertaintyPenalty.total(), CertaintyPenalty.global());
    }

    /** L-clustering and L-Incognito: L, RL, NCP, GCP. */
    public static List<QualityMetric> lClustering() {
        return List.of(ClusteringLoss.total(), ClusteringLoss.relative(), CertaintyPenalty.total(),
                CertaintyPenalty.global());
    }
}
