package io.graphveil.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.Stopwatch;
import io.graphveil.Version;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The {@code report.json} every writing command produces (ALGORITHMS.md §7): {@code command},
 * {@code version}, {@code parameters}, {@code input}, {@code counts}, {@code metrics},
 * {@code verification} and {@code timings_ms}, in that order, plus command-specific sections.
 */
public final class RunReport {
    private final ObjectNode root = Json.MAPPER.createObjectNode();
    private final Stopwatch clock = new Stopwatch();
    /** What only the data owner may read (about the original data), merged over the public report. */
    private final ObjectNode owner = Json.MAPPER.createObjectNode();

    public RunReport(String command) {
        root.put("command", command);
        root.put("version", Version.get());
        root.putObject("parameters");
        root.putObject("input");
        root.putObject("counts");
        root.putObject("metrics");
        root.putObject("timings_ms");
    }

    public ObjectNode parameters() {
        return (ObjectNode) root.get("parameters");
    }

    public ObjectNode input() {
        return (ObjectNode) root.get("input");
    }

    public ObjectNode counts() {
        return (ObjectNode) root.get("counts");
    }

    public ObjectNode metrics() {
        return (ObjectNode) root.get("metrics");
    }

    /** A top-level section of its own (created on first use, before {@code timings_ms}). */
    public ObjectNode section(String name) {
        JsonNode existing = root.get(name);
        if (existing instanceof ObjectNode o) {
            return o;
        }
        JsonNode timings = root.remove("timings_ms");
        ObjectNode created = root.putObject(name);
        root.set("timings_ms", timings);
        return created;
    }

    public RunReport verification(String model, boolean passed, long violations) {
        ObjectNode v = section("verification");
        v.put("model", model);
        v.put("passed", passed);
        v.put("violations", violations);
        return this;
    }

    /** The clock of the run's stages: {@code timings_ms} renders it. */
    public Stopwatch clock() {
        return clock;
    }

    /** Starts timing a stage; {@link #stop(String)} records its wall time in milliseconds. */
    public void start(String stage) {
        clock.start(stage);
    }

    public long stop(String stage) {
        return clock.stop(stage);
    }

    /** The report, its {@code timings_ms} brought up to date with the clock. */
    public ObjectNode json() {
        ObjectNode timings = (ObjectNode) root.get("timings_ms");
        clock.snapshot().forEach(timings::put);
        return root;
    }

    /**
     * The owner-only section {@code name} (created on first use): figures about the original data —
     * its measures, holders, splits, persons per class, the privacy gate — that the published
     * {@code report.json} must not carry. They go to the owner's report ({@link #ownerJson}).
     */
    public ObjectNode owner(String name) {
        JsonNode existing = owner.get(name);
        if (existing instanceof ObjectNode o) {
            return o;
        }
        return owner.putObject(name);
    }

    /** Lists {@code files} as the owner's report's {@code private_files}. */
    public void ownerFiles(java.util.List<String> files) {
        var list = owner.putArray("private_files");
        files.forEach(list::add);
    }

    /** Whether any owner-only section was written. */
    public boolean hasOwnerSections() {
        return owner.size() > 0;
    }

    /** The owner's report: the public one with every owner-only section merged in. */
    public ObjectNode ownerJson() {
        ObjectNode out = json().deepCopy();
        merge(out, owner);
        if (!clock.liveHeapSnapshot().isEmpty()) {
            // the heap follows the original data's sizes (holders, splits): the owner's figure
            ObjectNode heap = out.putObject("live_heap_mib");
            clock.liveHeapSnapshot().forEach(heap::put);
        }
        out.put("owner_only", "never publish this file: it describes the original data");
        return out;
    }

    private static void merge(ObjectNode into, ObjectNode from) {
        from.fields().forEachRemaining(e -> {
            JsonNode there = into.get(e.getKey());
            if (there instanceof ObjectNode o && e.getValue() instanceof ObjectNode f) {
                merge(o, f);
            } else {
                into.set(e.getKey(), e.getValue().deepCopy());
            }
        });
    }

    public void write(Path file) throws IOException {
        Json.write(file, json());
    }
}
