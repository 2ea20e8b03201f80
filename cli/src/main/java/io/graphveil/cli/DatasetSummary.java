package io.graphveil.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.io.Dataset;
import io.graphveil.io.Json;
import io.graphveil.metrics.Components;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.pipeline.Policy;

import java.util.Locale;

/** What {@code graphveil info} says of a dataset: sizes, structure, and per attribute its role, values and gaps. */
final class DatasetSummary {
    private DatasetSummary() {
    }

    static ObjectNode json(Dataset d) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        Table t = d.table();
        Schema s = d.schema();
        o.put("name", s.name());
        o.put("kind", d.isGraph() ? "graph" : "table");
        if (d.isGraph()) {
            IndexedGraph g = d.network().structure();
            o.put("nodes", g.nodeCount());
            o.put("edges", g.edgeCount());
            Components c = Components.of(g);
            o.put("components", c.count());
            o.put("largest_component", c.largestSize());
            o.put("isolated_nodes", c.isolated());
            o.put("average_degree", g.nodeCount() == 0 ? 0 : 2.0 * g.edgeCount() / g.nodeCount());
            o.put("max_degree", g.maxDegree());
        } else {
            o.put("rows", t.rowCount());
        }
        long missingCells = 0;
        ArrayNode attrs = o.putArray("attributes");
        for (int i = 0; i < s.size(); i++) {
            Attribute a = s.attribute(i);
            Column col = t.column(i);
            ObjectNode ao = attrs.addObject();
            ao.put("name", a.name());
            ao.put("role", a.role().name());
            if (a.role() != AttributeRole.IDENTIFIER) {
                ao.put("type", a.type().name());
            }
            ao.put("distinct", col.distinctKnown());
            ao.put("missing", col.missingCount());
            missingCells += a.role() == AttributeRole.IDENTIFIER ? 0 : col.missingCount();
            Hierarchy h = d.hierarchies().get(a.name()).orElse(null);
            if (h != null) {
                ao.put("hierarchy_height", h.height());
            }
            if (a.role() == AttributeRole.PRIVACY) {
                a.privateValues().forEach(v -> ao.withArray("private").add(v));
                long holders = 0;
                for (int r = 0; r < t.rowCount(); r++) {
                    if (a.isPrivateValue(col.value(r))) {
                        holders++;
                    }
                }
                ao.put("holders", holders);
            }
        }
        long rowsWithPrivate = Policy.holders(t);
        o.put("missing_cells", missingCells);
        o.put("holding_private_value", rowsWithPrivate);
        o.put("holding_private_value_share", t.rowCount() == 0 ? 0 : rowsWithPrivate / (double) t.rowCount());
        return o;
    }

    static String text(ObjectNode o) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%s (%s)%n", o.get("name").asText(), o.get("kind").asText()));
        if (o.has("nodes")) {
            sb.append(String.format(Locale.ROOT, "  nodes %d, edges %d, components %d (largest %d, isolated %d), "
                            + "average degree %.2f, max degree %d%n",
                    o.get("nodes").asInt(), o.get("edges").asLong(), o.get("components").asInt(),
                    o.get("largest_component").asInt(), o.get("isolated_nodes").asInt(),
                    o.get("average_degree").asDouble(), o.get("max_degree").asInt()));
        } else {
            sb.append(String.format(Locale.ROOT, "  rows %d%n", o.get("rows").asInt()));
        }
        sb.append(String.format(Locale.ROOT, "  %-24s %-17s %-10s %8s %8s %6s%n", "attribute", "role", "type",
                "distinct", "missing", "levels"));
        for (var a : o.get("attributes")) {
            sb.append(String.format(Locale.ROOT, "  %-24s %-17s %-10s %8d %8d %6s%n", a.get("name").asText(),
                    a.get("role").asText(), a.has("type") ? a.get("type").asText() : "-", a.get("distinct").asInt(),
                    a.get("missing").asInt(), a.has("hierarchy_height") ? a.get("hierarchy_height").asText() : "-"));
            if (a.has("private")) {
                StringBuilder values = new StringBuilder();
                a.get("private").forEach(v -> values.append(values.length() == 0 ? "" : ",").append(v.asText()));
                String shown = values.length() > 60 ? values.substring(0, 57) + "..." : values.toString();
                sb.append(String.format(Locale.ROOT, "  %-24s private {%s}: %d holders%n", "", shown,
                        a.get("holders").asInt()));
            }
        }
        sb.append(String.format(Locale.ROOT, "  missing cells %d; %d %s (%.1f %%) hold a private value%n",
                o.get("missing_cells").asLong(), o.get("holding_private_value").asLong(),
                o.has("nodes") ? "nodes" : "rows", 100 * o.get("holding_private_value_share").asDouble()));
        return sb.toString();
    }
}
