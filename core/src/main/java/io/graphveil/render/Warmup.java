package io.graphveil.render;

import io.graphveil.model.IndexedGraph;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;

import java.io.IOException;
import java.util.List;

/**
 * Loads and compiles the drawing machinery — AWT's fonts and off-screen images, GraphStream's
 * layout and Swing renderer, XChart — on a background thread by drawing a small graph and a chart
 * nobody sees. A run calls it when it starts, so that the second core does this one-off work
 * (about a second in a fresh JVM) while the first loads and anonymizes the data, instead of
 * after. Nothing is written; failures are ignored (the real drawing reports its own).
 */
public final class Warmup {
    private Warmup() {
    }

    /**
     * Starts the warm-up on a daemon thread.
     *
     * @return the thread
     */
    public static Thread inBackground() {
        Thread t = new Thread(Warmup::run, "graphveil-warmup");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
        return t;
    }

    static void run() {
        try {
            int n = 300;
            int[] us = new int[3 * n];
            int[] vs = new int[3 * n];
            int[] step = {1, 2, 5};
            for (int i = 0; i < 3 * n; i++) {
                // a ring lattice: each node to the next, the second and the fifth
                us[i] = i / 3;
                vs[i] = (i / 3 + step[i % 3]) % n;
            }
            IndexedGraph g = IndexedGraph.fromSimpleEdges(n, us, vs, 3 * n);
            NodeKind[] kinds = new NodeKind[n];
            for (int v = 0; v < n; v++) {
                kinds[v] = NodeKind.values()[v % NodeKind.values().length];
            }
            Pictures.single("warm-up", "warm-up", g, kinds, 1).image();
            CategoryChart chart = new CategoryChartBuilder().width(200).height(100).build();
            chart.addSeries("s", List.of("a", "b"), List.of(1, 2));
            BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException | RuntimeException | Error e) {
            // the real drawing reports its own failures
        }
    }
}
