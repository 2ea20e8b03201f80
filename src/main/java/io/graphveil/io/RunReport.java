package io.graphveil.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.Version;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code report.json} every writing command produces (SPEC 7): {@code command},
 * {@code version}, {@code parameters}, {@code input}, {@code counts}, {@code metrics},
 * {@code verification} and {@code timings_ms}, in that order, plus command-specific sections.
 */
public final class RunReport {
    private final ObjectNode root = Json.MAPPER.createObjectNode();
    private final Map<String, Long> stageStarts = new LinkedHashMap<>();

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

    /** Starts timing a stage; {@link #stop(String)} records its wall time in milliseconds. */
    public void start(String stage) {
        stageStarts.put(stage, System.nanoTime());
    }

    public long stop(String stage) {
        Long t0 = stageStarts.remove(stage);
        if (t0 == null) {
            throw new IllegalStateException("stage " + stage + " was not started");
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        ((ObjectNode) root.get("timings_ms")).put(stage, ms);
        return ms;
    }

    public ObjectNode json() {
        return root;
    }

    public void write(Path file) throws IOException {
        Json.write(file, root);
    }
}
