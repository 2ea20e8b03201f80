package io.graphveil.render;

import io.graphveil.model.IndexedGraph;
import org.graphstream.graph.Graph;
import org.graphstream.graph.Node;
import org.graphstream.graph.implementations.SingleGraph;
import org.graphstream.stream.GraphReplay;
import org.graphstream.stream.file.FileSinkImages;
import org.graphstream.stream.file.FileSinkSVG;
import org.graphstream.ui.swing.util.SwingFileSinkImages;

import javax.imageio.ImageIO;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A picture of a graph: GraphStream renders the nodes (coloured by {@link NodeKind}) and edges at
 * the given positions without a display — {@code FileSinkImages} (Swing renderer on an off-screen
 * image) for PNG, {@code FileSinkSVG} for SVG — and the picture adds a title, a legend of the kinds
 * present and a caption. Positions are fitted into a fixed frame ({@code frame} in layout units), so
 * two pictures with the same frame share one scale and compare node for node. Immutable.
 */
public final class Picture {
    static final int WIDTH = 1200;
    static final int GRAPH_HEIGHT = 900;
    static final int TOP = 44;
    static final int BOTTOM = 84;
    private static final Logger GRAPHSTREAM_LOG = Logger.getLogger("org.graphstream");

    static {
        // FileSinkImages logs a progress line per image; the command line shows its own progress.
        GRAPHSTREAM_LOG.setLevel(Level.WARNING);
    }

    private final String title;
    private final List<String> caption;
    private final IndexedGraph graph;
    private final double[] x;
    private final double[] y;
    private final NodeKind[] kinds;
    private final double[] frame;

    /**
     * @param frame {@code minX, minY, maxX, maxY} in layout units, enclosing every position
     */
    public Picture(String title, List<String> caption, IndexedGraph graph, double[] x, double[] y, NodeKind[] kinds,
                   double[] frame) {
        this.title = title;
        this.caption = List.copyOf(caption);
        this.graph = graph;
        this.x = x.clone();
        this.y = y.clone();
        this.kinds = kinds.clone();
        this.frame = frame.clone();
    }

    /** The frame enclosing all the given positions, with a small margin. */
    public static double[] frameOf(double[]... xy) {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i + 1 < xy.length; i += 2) {
            for (int v = 0; v < xy[i].length; v++) {
                minX = Math.min(minX, xy[i][v]);
                maxX = Math.max(maxX, xy[i][v]);
                minY = Math.min(minY, xy[i + 1][v]);
                maxY = Math.max(maxY, xy[i + 1][v]);
            }
        }
        if (minX > maxX) {
            return new double[]{-1, -1, 1, 1};
        }
        double margin = Math.max(1e-6, 0.02 * Math.max(maxX - minX, maxY - minY));
        return new double[]{minX - margin, minY - margin, maxX + margin, maxY + margin};
    }

    public int nodeCount() {
        return graph.nodeCount();
    }

    /**
     * The graph drawn (node {@code i} is drawn node {@code i}).
     *
     * @return the graph
     */
    public IndexedGraph graph() {
        return graph;
    }

    /**
     * The caption's lines.
     *
     * @return the lines
     */
    public List<String> caption() {
        return caption;
    }

    /** Position of drawn node {@code i}, in layout units. */
    public double x(int i) {
        return x[i];
    }

    public double y(int i) {
        return y[i];
    }

    public NodeKind kind(int i) {
        return kinds[i];
    }

    /** {@code minX, minY, maxX, maxY}: the area drawn, in layout units. */
    public double[] frame() {
        return frame.clone();
    }

    /** Writes a PNG, or an SVG when the file name ends with {@code .svg}. */
    public void write(Path file) throws IOException {
        if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".svg")) {
            io.graphveil.io.OwnerOnly.writeString(file, svg());
        } else {
            writePng(image(), file);
        }
    }

    /**
     * Writes an image rendered earlier ({@link #image()}) as PNG, owner-only.
     *
     * @param image the image
     * @param file  the PNG file
     * @throws IOException when writing fails
     */
    public static void writePng(BufferedImage image, Path file) throws IOException {
        try (java.io.OutputStream out = io.graphveil.io.OwnerOnly.newOutputStream(file)) {
            ImageIO.write(image, "png", out);
        }
    }

    /** Node diameter in pixels for a picture of {@code n} nodes: 16 px for a few, 7 px at 2,000. */
    static double nodeSize(int n) {
        return Math.max(4, Math.min(16, 22 - 4.5 * Math.log10(Math.max(1, n))));
    }

    /**
     * @param opaque edges in a solid light grey instead of translucent grey (GraphStream's SVG sink
     *               drops the alpha channel)
     */
    private String styleSheet(boolean opaque) {
        double size = nodeSize(graph.nodeCount());
        // Dense graphs get fainter edges, so that nodes stay visible.
        double density = graph.nodeCount() == 0 ? 0 : graph.edgeCount() / (double) graph.nodeCount();
        int alpha = (int) Math.round(Math.max(25, Math.min(160, 400 / Math.max(1, density))));
        StringBuilder css = new StringBuilder();
        css.append("graph { fill-color: #FFFFFF; padding: 16px; }");
        if (opaque) {
            int grey = (int) Math.round(255 - (255 - 110) * Math.min(1, 2.5 * alpha / 255.0));
            css.append(String.format(Locale.ROOT, "edge { z-index: 0; fill-color: #%02X%02X%02X; size: 1px; }", grey, grey, grey));
        } else {
            css.append(String.format(Locale.ROOT, "edge { z-index: 0; fill-color: rgba(110,110,110,%d); size: 1px; }", alpha));
        }
        css.append(String.format(Locale.ROOT, "node { z-index: 1; size: %.1fpx; stroke-mode: none; }", size));
        // GraphStream keeps the style groups of one z-index in a HashSet ordered by identity hash, so
        // without a z-index per kind, overlapping nodes of different kinds were stacked in a different
        // order from run to run. Each kind gets its own level above the edges (level 0), in the
        // order of NodeKind, so a highlighted node is never hidden under a plain one.
        for (NodeKind k : NodeKind.values()) {
            css.append("node.").append(k.styleClass()).append(" { z-index: ").append(k.ordinal() + 1)
                    .append("; fill-color: ").append(k.colour()).append(';');
            if (k.outlined()) {
                css.append(String.format(Locale.ROOT, " stroke-mode: plain; stroke-color: #222222; stroke-width: %.1fpx;",
                        Math.max(1, size / 5)));
            }
            css.append(" }");
        }
        css.append("node.anchor { size: 0px; fill-mode: none; stroke-mode: none; }");
        return css.toString();
    }

    /** The GraphStream graph: nodes at their positions (y up), then two invisible anchors fixing the frame. */
    private Graph toGraphStream(boolean opaque) {
        int n = graph.nodeCount();
        Graph g = new SingleGraph("picture", false, true, n + 2, Math.max(1, (int) graph.edgeCount()));
        g.setAttribute("ui.stylesheet", styleSheet(opaque));
        g.setAttribute("ui.antialias");
        g.setAttribute("ui.quality");
        for (int v = 0; v < n; v++) {
            Node node = g.addNode("n" + v);
            node.setAttribute("xy", x[v], y[v]);
            node.setAttribute("ui.class", kinds[v].styleClass());
        }
        int[] e = {0};
        graph.forEachEdge((u, v) -> g.addEdge("e" + e[0]++, "n" + u, "n" + v));
        for (int i = 0; i < 2; i++) {
            Node anchor = g.addNode("anchor" + i);
            anchor.setAttribute("xy", frame[i * 2], frame[i * 2 + 1]);
            anchor.setAttribute("ui.class", "anchor");
        }
        return g;
    }

    /** Renders the graph part with GraphStream's Swing renderer into an off-screen image. */
    private BufferedImage graphImage() {
        Capture capture = new Capture();
        try {
            capture.setStyleSheet(styleSheet(false));
            capture.setQuality(FileSinkImages.Quality.HIGH);
            capture.setLayoutPolicy(FileSinkImages.LayoutPolicy.NO_LAYOUT);
            capture.setAutofit(true);
            capture.begin("graphveil-picture-"); // a file prefix; Capture writes no file
            GraphReplay replay = new GraphReplay("replay");
            replay.addSink(capture);
            replay.replay(toGraphStream(false));
            capture.outputNewImage("graphveil-picture.png");
            capture.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return capture.image;
    }

    /** The whole picture: title, graph, legend, caption. */
    public BufferedImage image() {
        BufferedImage graphPart = graphImage();
        int height = height();
        BufferedImage out = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, WIDTH, height);
        g.drawImage(graphPart, 0, TOP, null);
        g.setColor(new Color(0x222222));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 20));
        g.drawString(title, 16, 30);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 15));
        FontMetrics fm = g.getFontMetrics();
        int lx = 16;
        int ly = TOP + GRAPH_HEIGHT + 24;
        for (NodeKind k : present()) {
            g.setColor(Color.decode(k.colour()));
            g.fillOval(lx, ly - 12, 14, 14);
            if (k.outlined()) {
                g.setColor(new Color(0x222222));
                g.setStroke(new BasicStroke(2));
                g.drawOval(lx, ly - 12, 14, 14);
            }
            g.setColor(new Color(0x222222));
            g.drawString(k.legend(), lx + 20, ly);
            lx += 20 + fm.stringWidth(k.legend()) + 28;
        }
        g.setColor(new Color(0x555555));
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        int cy = ly + 28;
        for (String line : caption) {
            g.drawString(line, 16, cy);
            cy += 18;
        }
        g.dispose();
        return out;
    }

    /** The picture's height: title, graph, legend and the caption's lines (18 px each beyond the first). */
    private int height() {
        return TOP + GRAPH_HEIGHT + BOTTOM + 18 * Math.max(0, caption.size() - 1);
    }

    private Set<NodeKind> present() {
        Set<NodeKind> s = EnumSet.noneOf(NodeKind.class);
        for (NodeKind k : kinds) {
            s.add(k);
        }
        return s;
    }

    /** The whole picture as SVG: GraphStream's FileSinkSVG drawing nested in a frame with title, legend, caption. */
    String svg() {
        StringWriter inner = new StringWriter();
        try {
            new FileSinkSVG().writeAll(toGraphStream(true), inner);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String body = inner.toString().replaceFirst("^<\\?xml[^>]*\\?>\\s*", "");
        int height = height();
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, sans-serif\">%n", WIDTH, height, WIDTH, height));
        sb.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>%n", WIDTH, height));
        sb.append(String.format(Locale.ROOT, "<text x=\"16\" y=\"30\" font-size=\"20\" font-weight=\"bold\" "
                + "fill=\"#222222\">%s</text>%n", escape(title)));
        // The nested drawing keeps its own coordinates (its viewBox) and is fitted into the graph area.
        sb.append(String.format(Locale.ROOT, "<svg x=\"0\" y=\"%d\" width=\"%d\" height=\"%d\" "
                + "preserveAspectRatio=\"xMidYMid meet\"", TOP, WIDTH, GRAPH_HEIGHT));
        sb.append(body.substring(body.indexOf("<svg") + 4)).append('\n');
        int lx = 16;
        int ly = TOP + GRAPH_HEIGHT + 24;
        for (NodeKind k : present()) {
            sb.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"7\" fill=\"%s\"%s/>%n", lx + 7, ly - 5,
                    k.colour(), k.outlined() ? " stroke=\"#222222\" stroke-width=\"2\"" : ""));
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"15\" fill=\"#222222\">%s</text>%n",
                    lx + 20, ly, escape(k.legend())));
            lx += 20 + (int) (k.legend().length() * 8.2) + 28;
        }
        int cy = ly + 28;
        for (String line : caption) {
            sb.append(String.format(Locale.ROOT, "<text x=\"16\" y=\"%d\" font-size=\"13\" fill=\"#555555\">%s</text>%n",
                    cy, escape(line)));
            cy += 18;
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** FileSinkImages that keeps the rendered image instead of writing it. */
    private static final class Capture extends SwingFileSinkImages {
        BufferedImage image;

        Capture() {
            super(FileSinkImages.OutputType.PNG, new org.graphstream.stream.file.images.CustomResolution(WIDTH,
                    GRAPH_HEIGHT));
        }

        @Override
        protected void writeImage(BufferedImage rendered, String filename) {
            BufferedImage copy = new BufferedImage(rendered.getWidth(), rendered.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = copy.createGraphics();
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, copy.getWidth(), copy.getHeight());
            g.drawImage(rendered, 0, 0, null);
            g.dispose();
            image = copy;
        }
    }
}
