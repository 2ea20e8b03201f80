package io.graphveil.anonymize.lattice;

import io.graphveil.Progress;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Flash (Kohlmayer, Prasser, Eckert, Kemper and Kuhn 2012, "Flash: efficient, stable and optimal
 * k-anonymity", PASSAT/SocialCom; ARX's implementation of it): an optimal search of the full-domain
 * generalization lattice. The lattice is walked bottom-up level by level in the lattice's fixed
 * order; from every untagged node a path is built greedily to the top (always the first untagged
 * successor), and a binary search along the path finds its lowest anonymous node. Checking a node
 * tags it and, by monotonicity, predicts the rest: an anonymous node tags all its successors
 * anonymous, a non-anonymous one all its predecessors non-anonymous, and the untagged successors
 * of a non-anonymous node are queued (lowest level first) for further paths.
 *
 * <p>Predictive tagging is valid only for monotone criteria, and skipping the successors of an
 * anonymous node only for a monotone metric. So:
 * <ul>
 *   <li>model and metric monotone (no suppression, ALGORITHMS.md §4's default): the binary phase alone; every
 *       minimal anonymous node gets checked, and the best checked anonymous node is the optimum;</li>
 *   <li>otherwise the binary phase runs on the model's monotone criteria only (none: every node
 *       passes), which prunes exactly the nodes that fail them, and a linear phase then checks the
 *       whole model on every node that passed, bottom-up, skipping the successors of anonymous
 *       nodes only when the metric is monotone.</li>
 * </ul>
 * Ties go to the node first in the fixed order; {@link ExhaustiveSearch} finds the same node.
 */
public final class Flash {
    private static final byte UNTAGGED = 0;
    private static final byte HOLDS = 1;
    private static final byte FAILS = 2;

    private final NodeChecker checker;
    private final NodeMetric metric;
    private final Lattice lattice;
    private final byte[] tag;
    private final boolean binaryOnly;
    private final Optimum optimum;
    private final PriorityQueue<Integer> queue;
    private final Progress progress;
    private int tagged;

    private Flash(NodeChecker checker, NodeMetric metric, Progress progress) {
        this.checker = checker;
        this.metric = metric;
        this.lattice = checker.lattice();
        this.tag = new byte[lattice.size()];
        this.binaryOnly = checker.isMonotone() && metric.isMonotone();
        this.optimum = new Optimum(lattice, metric);
        this.queue = new PriorityQueue<>((a, b) -> Integer.compare(lattice.rank(a), lattice.rank(b)));
        this.progress = progress;
    }

    /** The optimal anonymous node of {@code checker}'s lattice under {@code metric}. */
    public static SearchResult search(NodeChecker checker, NodeMetric metric) {
        return search(checker, metric, Progress.silent());
    }

    /** As {@link #search(NodeChecker, NodeMetric)}, reporting the share of the lattice settled. */
    public static SearchResult search(NodeChecker checker, NodeMetric metric, Progress progress) {
        progress.setTotal(checker.lattice().size());
        SearchResult result = new Flash(checker, metric, progress).run();
        progress.finish();
        return result;
    }

    private SearchResult run() {
        int before = checker.checks();
        for (int level = 0; level <= lattice.height(); level++) {
            for (int node : lattice.nodesAt(level)) {
                if (tag[node] == UNTAGGED) {
                    binarySearch(node);
                }
            }
        }
        String strategy;
        if (binaryOnly) {
            strategy = "binary search with predictive tagging (monotone model and metric)";
        } else {
            linearPhase();
            strategy = "binary search on the monotone criteria, then a linear check of the "
                    + (checker.isMonotone() ? "anonymous" : "remaining") + " nodes"
                    + (metric.isMonotone() ? " skipping successors of anonymous nodes" : "");
        }
        return optimum.result(checker.checks() - before, strategy);
    }

    private void binarySearch(int start) {
        queue.add(start);
        while (!queue.isEmpty()) {
            int head = queue.poll();
            if (tag[head] == UNTAGGED) {
                checkPath(findPath(head));
            }
        }
    }

    /** From {@code head} upwards, always to the first untagged successor in the fixed order. */
    private int[] findPath(int head) {
        List<Integer> path = new ArrayList<>();
        path.add(head);
        int current = head;
        boolean found = true;
        while (found) {
            found = false;
            for (int up : lattice.successors(current)) {
                if (tag[up] == UNTAGGED) {
                    path.add(up);
                    current = up;
                    found = true;
                    break;
                }
            }
        }
        return path.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Binary search for the lowest node of the path whose monotone criteria hold. */
    private void checkPath(int[] path) {
        int low = 0;
        int high = path.length - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int node = path[mid];
            if (tag[node] == UNTAGGED) {
                NodeCheck check = checker.check(node);
                progress.update(tagged);
                if (check.monotoneHolds()) {
                    tagUp(node);
                    if (binaryOnly && check.anonymous()) {
                        optimum.offer(check);
                    }
                } else {
                    tagDown(node);
                    for (int up : lattice.successors(node)) {
                        if (tag[up] == UNTAGGED) {
                            queue.add(up);
                        }
                    }
                }
            }
            if (tag[node] == HOLDS) {
                high = mid - 1;
            } else {
                low = mid + 1;
            }
        }
    }

    /** Tags {@code node} and every node above it as holding (already tagged ones are, by induction). */
    private void tagUp(int node) {
        propagate(node, HOLDS, true);
    }

    private void tagDown(int node) {
        propagate(node, FAILS, false);
    }

    private void propagate(int node, byte value, boolean up) {
        int[] stack = new int[64];
        int top = 0;
        tagged += tag[node] == UNTAGGED ? 1 : 0;
        tag[node] = value;
        stack[top++] = node;
        while (top > 0) {
            int x = stack[--top];
            for (int y : up ? lattice.successors(x) : lattice.predecessors(x)) {
                if (tag[y] != value) {
                    tagged += tag[y] == UNTAGGED ? 1 : 0;
                    tag[y] = value;
                    if (top == stack.length) {
                        stack = java.util.Arrays.copyOf(stack, top * 2);
                    }
                    stack[top++] = y;
                }
            }
        }
    }

    /**
     * Checks the whole model on every node whose monotone criteria hold, bottom-up in the fixed
     * order; with a monotone metric the successors of an anonymous node cannot do better and are
     * skipped.
     */
    private void linearPhase() {
        boolean[] dominated = new boolean[lattice.size()];
        progress.setTotal(2L * lattice.size());
        int visited = 0;
        for (int level = 0; level <= lattice.height(); level++) {
            for (int node : lattice.nodesAt(level)) {
                progress.update(lattice.size() + ++visited);
                if (tag[node] != HOLDS) {
                    continue;
                }
                if (!dominated[node]) {
                    NodeCheck check = checker.check(node);
                    if (check.anonymous()) {
                        optimum.offer(check);
                        if (metric.isMonotone()) {
                            dominated[node] = true;
                        }
                    }
                }
                if (dominated[node]) {
                    for (int up : lattice.successors(node)) {
                        dominated[up] = true;
                    }
                }
            }
        }
    }
}
