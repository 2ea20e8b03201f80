package io.graphveil.review;

import io.graphveil.attack.Exposure;
import io.graphveil.attack.PrivacyAudit;
import io.graphveil.metrics.DegreeDistribution;
import io.graphveil.metrics.GraphUtility;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/**
 * The review page's charts, drawn by XChart without a display and returned as PNG data URIs (the
 * page loads nothing). Before is blue, after orange throughout. Each chart costs O(points) plus
 * XChart's fixed rendering time (tens of milliseconds).
 */
public final class ReviewCharts {
    static final Color BEFORE = new Color(0x4477AA);
    static final Color AFTER = new Color(0xEE7733);
    private static final int WIDTH = 760;
    private static final int HEIGHT = 380;

    private ReviewCharts() {
    }

    /**
     * Per quasi-identifier, the share of rows published as they were, generalized and suppressed.
     *
     * @param fates the attributes' fates
     * @return the chart as a data URI
     */
    public static String attributes(List<AttributeFates.Fate> fates) {
        CategoryChart c = category("What happened to each quasi-identifier", "share of published rows (%)");
        c.getStyler().setStacked(true);
        List<String> names = fates.stream().map(AttributeFates.Fate::attribute).toList();
        series(c, "published as it was", names, fates.stream().map(f -> pct(f.asIs(), f.rows())).toList(),
                new Color(0x228833));
        series(c, "generalized", names, fates.stream().map(f -> pct(f.generalized(), f.rows())).toList(), AFTER);
        series(c, "suppressed (*)", names, fates.stream().map(f -> pct(f.suppressed(), f.rows())).toList(),
                new Color(0xBBBBBB));
        return uri(c);
    }

    /**
     * The number of classes of each size in persons.
     *
     * @param sizes the classes' sizes in persons
     * @return the chart as a data URI
     */
    public static String classSizes(int[] sizes) {
        CategoryChart c = category("Equivalence classes by size in persons", "classes");
        int max = 0;
        for (int s : sizes) {
            max = Math.max(max, s);
        }
        List<String> labels = new ArrayList<>();
        List<Number> counts = new ArrayList<>();
        // one bar per size up to 20, then doubling ranges, so a few huge classes stay readable
        int lo = 1;
        while (lo <= Math.max(1, max)) {
            int hi = lo < 20 ? lo : 2 * lo - 1;
            int n = 0;
            for (int s : sizes) {
                n += s >= lo && s <= hi ? 1 : 0;
            }
            if (n > 0 || lo < 20) {
                labels.add(lo == hi ? Integer.toString(lo) : lo + "–" + hi);
                counts.add(n);
            }
            lo = hi + 1;
        }
        c.getStyler().setLegendVisible(false);
        series(c, "classes", labels, counts, BEFORE);
        return uri(c);
    }

    /**
     * Per disclosure attacker, the share of holders exposed before and after.
     *
     * @param before the attackers on the original published as it is, or null
     * @param after  the attackers on the publication
     * @return the chart as a data URI
     */
    public static String attacks(PrivacyAudit.Result before, PrivacyAudit.Result after) {
        CategoryChart c = category("Disclosure attacks: holders exposed", "share of holders exposed (%)");
        List<String> names = new ArrayList<>();
        List<Number> b = new ArrayList<>();
        List<Number> a = new ArrayList<>();
        for (Exposure e : after.exposures()) {
            names.add(e.attacker());
            a.add(100 * e.exposedShare());
            Exposure was = before == null ? null : before.exposure(e.attacker());
            b.add(was == null ? 0 : 100 * was.exposedShare());
        }
        if (before != null) {
            series(c, "before (the original as it is)", names, b, BEFORE);
        }
        series(c, "after (the publication)", names, a, AFTER);
        return uri(c);
    }

    /**
     * Clustering and closeness before and after.
     *
     * @param before the original graph's utility
     * @param after  the published graph's utility
     * @return the chart as a data URI
     */
    public static String utility(GraphUtility before, GraphUtility after) {
        CategoryChart c = category("Utility before and after", "value");
        List<String> names = List.of("average clustering", "transitivity", "closeness centralization");
        series(c, "before", names, List.of(before.clustering().average(), before.clustering().transitivity(),
                before.closeness().value()), BEFORE);
        series(c, "after", names, List.of(after.clustering().average(), after.clustering().transitivity(),
                after.closeness().value()), AFTER);
        return uri(c);
    }

    /**
     * The degree distributions before and after, on logarithmic axes.
     *
     * @param before the original graph's degrees
     * @param after  the published graph's degrees
     * @return the chart as a data URI
     */
    public static String degrees(DegreeDistribution before, DegreeDistribution after) {
        XYChart c = new XYChartBuilder().width(WIDTH).height(HEIGHT).title("Degree distribution")
                .xAxisTitle("degree").yAxisTitle("nodes").build();
        style(c);
        c.getStyler().setXAxisLogarithmic(true);
        c.getStyler().setYAxisLogarithmic(true);
        c.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        degreeSeries(c, "before", before, BEFORE);
        degreeSeries(c, "after", after, AFTER);
        return uri(c);
    }

    private static void degreeSeries(XYChart c, String name, DegreeDistribution d, Color colour) {
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (int k = 1; k <= d.maxDegree(); k++) {
            if (d.count(k) > 0) {
                x.add((double) k);
                y.add((double) d.count(k));
            }
        }
        if (x.isEmpty()) {
            x.add(1.0);
            y.add(1.0);
        }
        XYSeries s = c.addSeries(name + String.format(Locale.ROOT, " (mean %.2f)", d.mean()), x, y);
        s.setMarker(SeriesMarkers.CIRCLE);
        s.setMarkerColor(colour);
    }

    private static CategoryChart category(String title, String yTitle) {
        CategoryChart c = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title).yAxisTitle(yTitle)
                .build();
        style(c);
        c.getStyler().setXAxisLabelRotation(20);
        c.getStyler().setOverlapped(false);
        return c;
    }

    private static void series(CategoryChart c, String name, List<String> x, List<? extends Number> y, Color colour) {
        c.addSeries(name, x, y).setFillColor(colour);
    }

    private static void style(Chart<?, ?> c) {
        Styler s = c.getStyler();
        s.setLegendPosition(Styler.LegendPosition.OutsideS);
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        if (s instanceof AxesChartStyler axes) {
            axes.setPlotGridLinesColor(new Color(0xDDDDDD));
        }
        s.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        s.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        s.setAntiAlias(true);
    }

    private static double pct(int part, int whole) {
        return whole == 0 ? 0 : 100.0 * part / whole;
    }

    private static String uri(Chart<?, ?> c) {
        try {
            return "data:image/png;base64," + Base64.getEncoder().encodeToString(
                    BitmapEncoder.getBitmapBytes(c, BitmapEncoder.BitmapFormat.PNG));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
