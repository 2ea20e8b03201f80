package io.graphveil.render;

import io.graphveil.model.IndexedGraph;
import org.graphstream.graph.Graph;
import org.graphstream.graph.Node;
import org.graphstream.graph.implementations.SingleGraph;
import org.graphstream.ui.graphicGraph.GraphPosLengthUtils;
import org.graphstream.ui.layout.springbox.implementations.SpringBox;

import java.util.Random;

/**
 * Node positions from GraphStream's force-directed SpringBox layout (springs on edges, repulsion
 * approximated by Barnes–Hut), seeded and run for a bounded number of steps, so the same graph
 * and seed give the same positions without a display. Immutable.
 */
public final class Layout {
    /**
     * Steps at most: a 2,000-node social graph shows its communities after about 100 steps (about
     * 15 ms each); full stabilization takes some 850 and little changes to the eye.
     */
    static final int MAX_STEPS = 150;

    private final double[] x;
    private final double[] y;

    Layout(double[] x, double[] y) {
        this.x = x;
        this.y = y;
    }

    public static Layout of(IndexedGraph g, long seed) {
        int n = g.nodeCount();
        Graph graph = new SingleGraph("layout", false, true, Math.max(1, n), Math.max(1, (int) g.edgeCount()));
        SpringBox layout = new SpringBox(false, new Random(seed));
        layout.setQuality(0); // the coarsest Barnes-Hut approximation: fast, and fine at picture resolution
        graph.addSink(layout);
        layout.addAttributeSink(graph);
        for (int v = 0; v < n; v++) {
            graph.addNode(Integer.toString(v));
        }
        int[] edge = {0};
        g.forEachEdge((u, v) -> graph.addEdge(Integer.toString(edge[0]++), Integer.toString(u), Integer.toString(v)));
        for (int step = 0; step < MAX_STEPS && layout.getStabilization() < layout.getStabilizationLimit(); step++) {
            layout.compute();
        }
        graph.removeSink(layout);
        layout.removeAttributeSink(graph);
        double[] x = new double[n];
        double[] y = new double[n];
        for (int v = 0; v < n; v++) {
            Node node = graph.getNode(v);
            double[] p = GraphPosLengthUtils.nodePosition(node);
            x[v] = p[0];
            y[v] = p[1];
        }
        return new Layout(x, y);
    }

    public double x(int node) {
        return x[node];
    }

    public double y(int node) {
        return y[node];
    }
}
