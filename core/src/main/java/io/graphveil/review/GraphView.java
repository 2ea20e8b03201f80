package io.graphveil.review;

import io.graphveil.model.AttributeRole;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Table;
import io.graphveil.render.NodeKind;
import io.graphveil.render.Picture;
import io.graphveil.render.Pictures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The data of the page's interactive drawing: for the before and the after picture, each drawn
 * node's place (the pictures' layout, scaled to 1,000 units wide, y down as the browser counts),
 * role ({@link NodeKind} ordinal), equivalence class and hover text, and the edges as index pairs.
 * The browser only draws: the layout is computed once, in Java, for the PNGs and the page alike.
 * O(drawn nodes · attributes + drawn edges).
 */
final class GraphView {
    /** Colours of the classes, cycled (Paul Tol's muted scheme). */
    static final List<String> PALETTE = List.of("#332288", "#88CCEE", "#44AA99", "#117733", "#999933", "#DDCC77",
            "#CC6677", "#882255", "#AA4499", "#6699CC", "#AA4466", "#4477AA");

    private GraphView() {
    }

    /**
     * @param in      the review's input (with a drawing)
     * @param classOf each published row's class; −1 for the suppressed rows
     * @return the drawing's data, ready for {@link Html#scriptJson}
     */
    static Map<String, Object> of(ReviewInput in, int[] classOf) {
        Pictures.BeforeAfter d = in.drawing();
        Table published = in.published();
        Table original = in.original();
        int id = original == null ? -1 : original.schema().identifierIndex();
        int persons = original == null ? 0 : original.rowCount();
        int[] firstRow = new int[Math.max(persons, 1)];
        int[] copies = new int[Math.max(persons, 1)];
        java.util.Arrays.fill(firstRow, -1);
        for (int r = 0; r < published.rowCount(); r++) {
            int p = in.personOfRow(r);
            if (p < firstRow.length) {
                copies[p]++;
                if (firstRow[p] < 0) {
                    firstRow[p] = r;
                }
            }
        }
        int[] personIdx = d.persons();
        int[] nodeIdx = d.nodes();
        List<String> beforeTips = new ArrayList<>();
        int[] beforeClass = new int[personIdx.length];
        for (int i = 0; i < personIdx.length; i++) {
            int p = personIdx[i];
            int r = firstRow[p];
            beforeClass[i] = r < 0 ? -1 : classOf[r];
            beforeTips.add(personName(original, id, p) + (copies[p] > 1 ? ", split into " + copies[p] + " copies" : "")
                    + (r < 0 ? "" : " | published: " + values(published, r)));
        }
        List<String> afterTips = new ArrayList<>();
        int[] afterClass = new int[nodeIdx.length];
        for (int i = 0; i < nodeIdx.length; i++) {
            int r = nodeIdx[i];
            afterClass[i] = classOf[r];
            int p = in.personOfRow(r);
            afterTips.add("published row " + (r + 1) + (original == null ? "" : " (" + personName(original, id, p)
                    + (copies[p] > 1 ? ", one of " + copies[p] + " copies" : "") + ")") + " | " + values(published, r));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        List<Map<String, Object>> roles = new ArrayList<>();
        for (NodeKind k : NodeKind.values()) {
            Map<String, Object> role = new LinkedHashMap<>();
            role.put("name", k.legend());
            role.put("colour", k.colour());
            role.put("outlined", k.outlined());
            roles.add(role);
        }
        out.put("roles", roles);
        out.put("palette", PALETTE);
        double[] frame = d.before().frame();
        out.put("before", picture(d.before(), beforeClass, beforeTips, frame));
        out.put("after", picture(d.after(), afterClass, afterTips, frame));
        return out;
    }

    private static String personName(Table original, int id, int p) {
        if (original == null) {
            return "person";
        }
        return "person " + (id >= 0 ? original.value(p, id) : "#" + (p + 1));
    }

    /** The published values of row {@code r} beside the identifiers, {@code name=value; …}. */
    private static String values(Table published, int r) {
        StringBuilder b = new StringBuilder();
        for (int a = 0; a < published.columnCount(); a++) {
            if (published.schema().attribute(a).role() == AttributeRole.IDENTIFIER) {
                continue;
            }
            if (b.length() > 0) {
                b.append("; ");
            }
            String v = published.value(r, a);
            b.append(published.schema().attribute(a).name()).append('=').append(v == null ? "*" : v);
        }
        return b.toString();
    }

    private static Map<String, Object> picture(Picture p, int[] classOf, List<String> tips, double[] frame) {
        int n = p.nodeCount();
        double scale = 1000 / Math.max(1e-9, frame[2] - frame[0]);
        double[] x = new double[n];
        double[] y = new double[n];
        int[] role = new int[n];
        for (int i = 0; i < n; i++) {
            x[i] = Math.round((p.x(i) - frame[0]) * scale * 10) / 10.0;
            y[i] = Math.round((frame[3] - p.y(i)) * scale * 10) / 10.0;
            role[i] = p.kind(i).ordinal();
        }
        IndexedGraph g = p.graph();
        int[] edges = new int[(int) (2 * g.edgeCount())];
        int[] at = {0};
        g.forEachEdge((u, v) -> {
            edges[at[0]++] = u;
            edges[at[0]++] = v;
        });
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("x", x);
        out.put("y", y);
        out.put("role", role);
        out.put("cls", classOf);
        out.put("tip", tips);
        out.put("edges", edges);
        out.put("caption", p.caption());
        return out;
    }
}
