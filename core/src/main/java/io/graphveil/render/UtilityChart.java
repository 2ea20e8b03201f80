package io.graphveil.render;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;

/**
 * The utility experiment's chart (PNG, drawn by XChart without a display): clustering coefficients
 * and closeness centralization before and after anonymization against the private ratio, side by
 * side. Before is dashed, after solid; sampled closeness gets its 95 % error bars.
 */
public final class UtilityChart {
    /** One private ratio's results. */
    public record Point(double ratio, double clusteringBefore, double clusteringAfter, double transitivityBefore,
                        double transitivityAfter, double closenessBefore, double closenessAfter,
                        double closenessErrorBefore, double closenessErrorAfter) {
    }

    private UtilityChart() {
    }

    public static void write(String dataset, List<Point> points, Path file) throws IOException {
        double[] x = points.stream().mapToDouble(Point::ratio).toArray();
        XYChart clustering = chart("Clustering coefficient (" + dataset + ")", "coefficient");
        line(clustering, "average clustering, before", x, points.stream().mapToDouble(Point::clusteringBefore).toArray(),
                null, new Color(0x4477AA), true);
        line(clustering, "average clustering, after", x, points.stream().mapToDouble(Point::clusteringAfter).toArray(),
                null, new Color(0x4477AA), false);
        line(clustering, "transitivity, before", x, points.stream().mapToDouble(Point::transitivityBefore).toArray(),
                null, new Color(0x228833), true);
        line(clustering, "transitivity, after", x, points.stream().mapToDouble(Point::transitivityAfter).toArray(),
                null, new Color(0x228833), false);
        XYChart closeness = chart("Closeness centralization (" + dataset + ")", "Freeman centralization");
        line(closeness, "before", x, points.stream().mapToDouble(Point::closenessBefore).toArray(),
                points.stream().mapToDouble(Point::closenessErrorBefore).toArray(), new Color(0xCC3311), true);
        line(closeness, "after", x, points.stream().mapToDouble(Point::closenessAfter).toArray(),
                points.stream().mapToDouble(Point::closenessErrorAfter).toArray(), new Color(0xCC3311), false);
        try (OutputStream out = io.graphveil.io.OwnerOnly.newOutputStream(file)) {
            BitmapEncoder.saveBitmap(List.of(clustering, closeness), 1, 2, out, BitmapEncoder.BitmapFormat.PNG);
        }
    }

    private static XYChart chart(String title, String yTitle) {
        XYChart c = new XYChartBuilder().width(640).height(520).title(title).xAxisTitle("private ratio")
                .yAxisTitle(yTitle).build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setChartBackgroundColor(Color.WHITE);
        c.getStyler().setPlotBackgroundColor(Color.WHITE);
        c.getStyler().setPlotGridLinesColor(new Color(0xDDDDDD));
        c.getStyler().setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        c.getStyler().setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        c.getStyler().setXAxisDecimalPattern("0.0#");
        c.getStyler().setYAxisDecimalPattern("0.000");
        c.getStyler().setAntiAlias(true);
        return c;
    }

    private static void line(XYChart chart, String name, double[] x, double[] y, double[] errors, Color colour,
                             boolean dashed) {
        boolean anyError = errors != null && java.util.Arrays.stream(errors).anyMatch(e -> e > 0);
        XYSeries s = anyError ? chart.addSeries(name, x, y, errors) : chart.addSeries(name, x, y);
        s.setLineColor(colour);
        s.setMarkerColor(colour);
        s.setLineStyle(dashed ? SeriesLines.DASH_DASH : SeriesLines.SOLID);
        s.setMarker(dashed ? SeriesMarkers.NONE : SeriesMarkers.CIRCLE);
    }
}
