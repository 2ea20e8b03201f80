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
     * Steps at most. On the 2,000 nodes and 31,907 edges drawn of ego-Facebook a step costs about
     * 14 ms; 60 steps show the same communities as 150 (the pictures were compared), with a mean edge
     * length 1.25× that of 150 steps relative to the mean distance between nodes (0.117 against
     * 0.094; 0.077 when fully stable after 1,000 steps), for 40 % of the time — issue #15's time
     * target. {@code LayoutTest} pins the ratio.
     */
    static final int MAX_STEPS = 60;

    private final double[] x;
    private final double[] y;

    Layout(double[] x, double[] y) {
        this.x = x;
        this.y = y;
    }

    public static Layout of(IndexedGraph g, long seed) {
        return of(g, seed, MAX_STEPS);
    }

    /** The layout after at most {@code steps} steps (tests compare step counts). */
    static Layout of(IndexedGraph g, long seed, int steps) {
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
        for (int step = 0; step < steps && layout.getStabilization() < layout.getStabilizationLimit(); step++) {
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

    /**
     * How tightly the layout draws friends together: the mean length of an edge divided by the mean
     * distance between two nodes (a seeded sample of pairs); lower is tighter. O(m + pairs).
     *
     * @param g     the graph laid out
     * @param pairs the pairs sampled
     * @return the ratio
     */
    double edgeLengthRatio(IndexedGraph g, int pairs) {
        double edges = 0;
        long m = 0;
        for (int u = 0; u < g.nodeCount(); u++) {
            for (int e = g.start(u); e < g.end(u); e++) {
                int v = g.target(e);
                edges += Math.hypot(x[u] - x[v], y[u] - y[v]);
                m++;
            }
        }
        java.util.SplittableRandom random = new java.util.SplittableRandom(9);
        double all = 0;
        for (int i = 0; i < pairs; i++) {
            int u = random.nextInt(g.nodeCount());
            int v = random.nextInt(g.nodeCount());
            all += Math.hypot(x[u] - x[v], y[u] - y[v]);
        }
        return (edges / Math.max(1, m)) / (all / pairs);
    }
}
