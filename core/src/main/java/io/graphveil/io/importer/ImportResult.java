package io.graphveil.io.importer;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.model.EdgeListBuilder;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an importer produced: the dataset, the files it read, and the counts its report shows
 * (nodes, edges, and what was dropped or repaired on the way).
 */
public record ImportResult(Dataset dataset, List<Path> inputs, Map<String, Long> counts) {
    public ImportResult {
        inputs = List.copyOf(inputs);
        counts = Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    }

    /** Adds the edges an edge list lost to self-loops, duplicates and reciprocal pairs. */
    static void putDropped(Map<String, Long> counts, EdgeListBuilder.Result edges) {
        counts.put("self_loops_dropped", edges.selfLoops());
        counts.put("duplicate_edges_dropped", edges.duplicates());
        counts.put("reciprocal_edges_merged", edges.reciprocal());
    }

    /** Adds, per hierarchy file, how many of its rows were padded (ALGORITHMS.md §8). */
    static void putPadded(Map<String, Long> counts, Hierarchies hierarchies) {
        hierarchies.paddedRows().forEach((attribute, padded) -> counts.put("hierarchy_rows_padded_" + attribute,
                (long) padded));
    }
}
