package io.graphveil.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.io.Json;

import java.io.PrintWriter;
import java.util.Locale;

/** Benchmark results against their targets, printed as a table and kept as JSON. */
public final class BenchReport {
    private final ObjectNode root = Json.MAPPER.createObjectNode();
    private final ArrayNode rows = root.putArray("benchmarks");
    private final PrintWriter out;
    private boolean allMet = true;

    public BenchReport(String suite, PrintWriter out) {
        this.out = out;
        root.put("suite", suite);
        root.put("processors", Runtime.getRuntime().availableProcessors());
        root.put("java", System.getProperty("java.version"));
        out.printf(Locale.ROOT, "%-58s %12s %12s  %s%n", "benchmark", "measured", "target", "verdict");
        out.flush();
    }

    /** Records a measurement; {@code lowerIsBetter} targets are upper bounds. */
    public void add(String name, double measured, double target, String unit, String detail) {
        boolean met = measured <= target;
        allMet &= met;
        ObjectNode r = rows.addObject();
        r.put("name", name);
        r.put("measured", measured);
        r.put("target", target);
        r.put("unit", unit);
        r.put("met", met);
        if (detail != null) {
            r.put("detail", detail);
        }
        out.printf(Locale.ROOT, "%-58s %10.3f %s %10.3f %s  %s%s%n", name, measured, unit, target, unit,
                met ? "met" : "MISSED", detail == null ? "" : "  (" + detail + ")");
        out.flush();
    }

    /** A measured figure with no target (context for the others). */
    public void note(String name, double measured, String unit) {
        ObjectNode r = rows.addObject();
        r.put("name", name);
        r.put("measured", measured);
        r.put("unit", unit);
        out.printf(Locale.ROOT, "%-58s %10.3f %s%n", name, measured, unit);
        out.flush();
    }

    public boolean allMet() {
        return allMet;
    }

    public ObjectNode json() {
        root.put("all_met", allMet);
        return root;
    }
}
