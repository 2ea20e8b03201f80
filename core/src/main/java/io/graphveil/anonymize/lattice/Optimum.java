package io.graphveil.anonymize.lattice;

/**
 * The best anonymous node seen so far: lowest {@link NodeMetric#score}, ties to the node first in
 * the lattice's fixed order (so to the lower lattice level: with a monotone metric the optimum is
 * then a minimal anonymous node, which every search checks).
 */
final class Optimum {
    private final Lattice lattice;
    private final NodeMetric metric;
    private NodeCheck best;
    private double bestScore;

    Optimum(Lattice lattice, NodeMetric metric) {
        this.lattice = lattice;
        this.metric = metric;
    }

    /** Considers an anonymous node. */
    void offer(NodeCheck check) {
        double score = metric.score(check);
        if (best == null || score < bestScore
                || score == bestScore && lattice.rank(check.node()) < lattice.rank(best.node())) {
            best = check;
            bestScore = score;
        }
    }

    SearchResult result(int checks, String strategy) {
        return best == null ? new SearchResult(-1, null, Double.NaN, checks, strategy)
                : new SearchResult(best.node(), best, metric.evaluate(best), checks, strategy);
    }
}
