package io.graphveil.metrics;

import io.graphveil.io.EdgeListReader;
import io.graphveil.model.IndexedGraph;

import java.nio.file.Path;

/** Public graphs whose measures networkx and igraph agree on (../shared/data/README.md). */
final class ReferenceGraphs {
    private ReferenceGraphs() {
    }

    /** An edge list whose ids are the numbers 0..n-1. */
    static IndexedGraph numbered(Path edges, int n) {
        return EdgeListReader.read(edges, id -> {
            try {
                int i = Integer.parseInt(id);
                return i >= 0 && i < n ? i : -1;
            } catch (NumberFormatException e) {
                return -1;
            }
        }, n, EdgeListReader.Header.DETECT).graph();
    }
}
