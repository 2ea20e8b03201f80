package io.graphveil.publish;

import io.graphveil.model.Hash64;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.KeyOrder;

/**
 * The published graph's edges in their published order and direction: the order of their keyed
 * hashes ({@link PublicationKey#edgeKey}), each written from the end with the smaller id hash
 * (ties by id) unless a bit of its key turns it ({@link PublicationKey#turned}). Both are
 * functions of the key and the ids of the ends ({@link Hash64#edgeHash}), so the published order
 * says nothing of the input's, and any engine that knows the key draws the same.
 *
 * <p>Cost: the key twice per edge (where the edge is turned, which counts it for the sort, and in
 * the sort), one bucketed sort ({@link KeyOrder#buckets}); 16 bytes per edge (the ends and the
 * order). Mutable: {@link #gather} puts the ends themselves in order.
 */
final class PublishedEdges {
    /** Ends of each edge, turned as published; in input order until {@link #gather}. */
    final int[] us;
    final int[] vs;
    private final KeyOrder.Pieces order;
    private boolean gathered;

    /**
     * @param idHash each node's id hash
     * @param rows   the order of two nodes whose id hashes tie (by id), which also breaks ties of
     *               whole edge keys
     */
    PublishedEdges(IndexedGraph graph, long key, long[] idHash, KeyOrder.Tie rows) {
        int m = (int) graph.edgeCount();
        us = new int[m];
        vs = new int[m];
        int[] k = {0};
        graph.forEachEdge((u, v) -> {
            us[k[0]] = u;
            vs[k[0]++] = v;
        });
        KeyOrder.Buckets buckets = KeyOrder.buckets(m);
        for (int i = 0; i < m; i++) {
            int u = us[i];
            int v = vs[i];
            long edgeKey = PublicationKey.edgeKey(key, idHash[u], idHash[v]);
            buckets.count(edgeKey);
            if ((compareEnds(u, v, idHash, rows) > 0) != PublicationKey.turned(edgeKey)) {
                us[i] = v;
                vs[i] = u;
            }
        }
        // the order as the low halves of the sorted keys: an int array beside them would cost 4
        // bytes per edge more at the run's peak; in pieces, which a crowded heap finds room for
        order = buckets.sort(i -> PublicationKey.edgeKey(key, idHash[us[i]], idHash[vs[i]]), (a, b) -> {
            // whole keys tie: by the ends as unturned (the smaller id hash first)
            boolean aUp = compareEnds(us[a], vs[a], idHash, rows) <= 0;
            boolean bUp = compareEnds(us[b], vs[b], idHash, rows) <= 0;
            int d = rows.compare(aUp ? us[a] : vs[a], bUp ? us[b] : vs[b]);
            return d != 0 ? d : rows.compare(aUp ? vs[a] : us[a], bUp ? vs[b] : us[b]);
        });
    }

    int size() {
        return us.length;
    }

    /** The {@code i}-th published edge's first end. */
    int source(int i) {
        return us[gathered ? i : (int) order.get(i)];
    }

    /** The {@code i}-th published edge's second end. */
    int target(int i) {
        return vs[gathered ? i : (int) order.get(i)];
    }

    /**
     * Puts the ends themselves in published order ({@code us[i]} the {@code i}-th edge's first end),
     * cycle by cycle, for writers that need them as arrays (GraphML, GEXF). A random read and write
     * per edge: {@code edges.csv} alone is written through {@link #source} and {@link #target}.
     */
    void gather() {
        if (gathered) {
            return;
        }
        int m = order.size();
        for (int i = 0; i < m; i++) {
            order.set(i, (int) order.get(i));
        }
        // each placed entry of the order is marked by its complement
        for (int start = 0; start < m; start++) {
            if (order.get(start) < 0) {
                continue;
            }
            int u = us[start];
            int v = vs[start];
            int j = start;
            while (order.get(j) != start) {
                int from = (int) order.get(j);
                us[j] = us[from];
                vs[j] = vs[from];
                order.set(j, ~from);
                j = from;
            }
            us[j] = u;
            vs[j] = v;
            order.set(j, ~start);
        }
        gathered = true;
    }

    /** The order of two nodes' ids: by id hash, then by id. */
    private static int compareEnds(int a, int b, long[] idHash, KeyOrder.Tie rows) {
        int d = Long.compare(idHash[a], idHash[b]);
        return d != 0 ? d : rows.compare(a, b);
    }
}
