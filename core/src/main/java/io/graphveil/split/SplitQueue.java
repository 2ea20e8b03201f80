package io.graphveil.split;

import java.util.Arrays;

/**
 * The priority queue of ALGORITHMS.md §1.2. Every node holding at least one private value is a target,
 * highest priority first:
 * <ol>
 *   <li>more private values held by the node;</li>
 *   <li>then more private values held by its neighbours (summed);</li>
 *   <li>then higher degree;</li>
 *   <li>then the smaller keyed hash ({@link NodeKeys}: a function of the seed, the input and the
 *       node's id, so that the order does not depend on the order of the input's rows).</li>
 * </ol>
 * By default the order is computed once, before splitting (the paper's behaviour). The
 * recomputing variant keeps the targets in an indexed binary heap and re-ranks a target when a
 * neighbour's split changes its rule-2 sum ({@link #neighbourChanged}). New nodes are never queued.
 */
public final class SplitQueue {
    private final int[] privateCount;
    private final long[] neighbourPrivate;
    private final int[] degree;
    private final int[] rank;
    private final boolean recompute;
    // Fixed order (computed once) or heap (recomputing).
    private final int[] heap;
    private final int[] position;
    private int size;
    private int next;
    private final int targets;

    private SplitQueue(int[] privateCount, long[] neighbourPrivate, int[] degree, int[] rank, boolean recompute) {
        this.privateCount = privateCount;
        this.neighbourPrivate = neighbourPrivate;
        this.degree = degree;
        this.rank = rank;
        this.recompute = recompute;
        int n = privateCount.length;
        int count = 0;
        for (int v = 0; v < n; v++) {
            if (privateCount[v] > 0) {
                count++;
            }
        }
        this.targets = count;
        this.heap = new int[count];
        this.position = new int[n];
        Arrays.fill(position, -1);
        int k = 0;
        for (int v = 0; v < n; v++) {
            if (privateCount[v] > 0) {
                heap[k++] = v;
            }
        }
        this.size = count;
        if (recompute) {
            for (int i = 0; i < size; i++) {
                position[heap[i]] = i;
            }
            for (int i = size / 2 - 1; i >= 0; i--) {
                siftDown(i);
            }
        } else {
            Integer[] boxed = new Integer[count];
            for (int i = 0; i < count; i++) {
                boxed[i] = heap[i];
            }
            Arrays.sort(boxed, (a, b) -> before(a, b) ? -1 : before(b, a) ? 1 : 0);
            for (int i = 0; i < count; i++) {
                heap[i] = boxed[i];
                position[heap[i]] = i;
            }
        }
    }

    /**
     * The queue of a graph.
     *
     * @param privateCount private values held by each node
     * @param graph        the friendships (for rule 2 and the degrees)
     * @param keys         the nodes' keyed hashes (rule 4)
     * @param recompute    re-rank targets after each split instead of fixing the order once
     */
    static SplitQueue of(int[] privateCount, io.graphveil.model.Adjacency graph, NodeKeys keys, boolean recompute) {
        int n = graph.nodeCount();
        long[] around = new long[n];
        int[] degree = new int[n];
        for (int v = 0; v < n; v++) {
            degree[v] = graph.degree(v);
            long sum = 0;
            for (int i = 0; i < degree[v]; i++) {
                sum += privateCount[graph.neighbor(v, i)];
            }
            around[v] = sum;
        }
        int[] order = keys.order(n, i -> i);
        int[] rank = new int[n];
        for (int i = 0; i < n; i++) {
            rank[order[i]] = i;
        }
        return new SplitQueue(privateCount.clone(), around, degree, rank, recompute);
    }

    /**
     * The safe rules' queue: the {@code target} nodes, every one counted as holding one value (so
     * that holders and decoys are not told apart by their rank), by higher degree, then by the
     * smaller keyed hash. Computed once; a function of each node's 1-neighbourhood and its key.
     */
    static SplitQueue byDegree(boolean[] target, io.graphveil.model.Adjacency graph, NodeKeys keys) {
        int n = graph.nodeCount();
        int[] marks = new int[n];
        int[] degree = new int[n];
        for (int v = 0; v < n; v++) {
            marks[v] = target[v] ? 1 : 0;
            degree[v] = graph.degree(v);
        }
        int[] targets = java.util.stream.IntStream.range(0, n).filter(v -> target[v]).toArray();
        int[] order = keys.order(targets.length, i -> targets[i]);
        int[] rank = new int[n];
        for (int i = 0; i < order.length; i++) {
            rank[targets[order[i]]] = i;
        }
        return new SplitQueue(marks, new long[n], degree, rank, false);
    }

    /** Whether target {@code a} comes before target {@code b}. */
    private boolean before(int a, int b) {
        if (privateCount[a] != privateCount[b]) {
            return privateCount[a] > privateCount[b];
        }
        if (neighbourPrivate[a] != neighbourPrivate[b]) {
            return neighbourPrivate[a] > neighbourPrivate[b];
        }
        if (degree[a] != degree[b]) {
            return degree[a] > degree[b];
        }
        return rank[a] < rank[b];
    }

    /** Number of targets (the splits to come, as computed at the start). */
    public int targets() {
        return targets;
    }

    /** The next target, removed from the queue; −1 when empty. */
    public int poll() {
        if (!recompute) {
            if (next == targets) {
                return -1;
            }
            int v = heap[next++];
            position[v] = -1;
            return v;
        }
        if (size == 0) {
            return -1;
        }
        int v = heap[0];
        position[v] = -1;
        size--;
        if (size > 0) {
            heap[0] = heap[size];
            position[heap[0]] = 0;
            siftDown(0);
        }
        return v;
    }

    /** The whole order of a computed-once queue, without consuming it. */
    public int[] order() {
        if (recompute) {
            throw new IllegalStateException("a recomputing queue has no fixed order");
        }
        return Arrays.copyOfRange(heap, next, targets);
    }

    /**
     * Tells the queue that the private values around {@code node} changed by {@code delta} (a
     * neighbour was split); re-ranks it when recomputing and still queued.
     */
    public void neighbourChanged(int node, long delta) {
        if (!recompute || delta == 0 || node >= position.length || position[node] < 0) {
            return;
        }
        neighbourPrivate[node] += delta;
        int i = position[node];
        siftUp(i);
        siftDown(position[node]);
    }

    private void siftUp(int i) {
        int v = heap[i];
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!before(v, heap[parent])) {
                break;
            }
            heap[i] = heap[parent];
            position[heap[i]] = i;
            i = parent;
        }
        heap[i] = v;
        position[v] = i;
    }

    private void siftDown(int i) {
        int v = heap[i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && before(heap[child + 1], heap[child])) {
                child++;
            }
            if (!before(heap[child], v)) {
                break;
            }
            heap[i] = heap[child];
            position[heap[i]] = i;
            i = child;
        }
        heap[i] = v;
        position[v] = i;
    }
}
