package io.graphveil.anonymize.lattice;

/**
 * Checks every node of the lattice and keeps the best anonymous one, with the same metric and
 * tie-break as {@link Flash}: the reference that proves Flash optimal (tests, {@code bench lattice}).
 * Nodes are visited depth-first along a spanning tree of the lattice (a node's parent lowers its
 * last raised dimension), so each node's classes are generalized from its parent's.
 */
public final class ExhaustiveSearch {
    private final NodeChecker checker;
    private final Lattice lattice;
    private final Optimum optimum;

    private ExhaustiveSearch(NodeChecker checker, NodeMetric metric) {
        this.checker = checker;
        this.lattice = checker.lattice();
        this.optimum = new Optimum(lattice, metric);
    }

    public static SearchResult search(NodeChecker checker, NodeMetric metric) {
        ExhaustiveSearch search = new ExhaustiveSearch(checker, metric);
        int before = checker.checks();
        search.visit(checker.bottom(), 0);
        return search.optimum.result(checker.checks() - before, "exhaustive");
    }

    /** Checks {@code node} and its subtree: the nodes raising dimensions {@code first} and above. */
    private void visit(NodeChecker.Snapshot node, int first) {
        NodeCheck check = checker.judge(node);
        if (check.anonymous()) {
            optimum.offer(check);
        }
        for (int j = first; j < lattice.dimensions(); j++) {
            if (lattice.level(node.node(), j) < lattice.height(j)) {
                int child = lattice.node(raise(lattice.levels(node.node()), j));
                visit(checker.derive(node, child), j);
            }
        }
    }

    private static int[] raise(int[] levels, int j) {
        levels[j]++;
        return levels;
    }
}
