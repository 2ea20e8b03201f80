package io.graphveil.io.importer;

import io.graphveil.io.Dataset;

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
}
