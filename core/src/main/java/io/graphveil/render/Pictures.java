package io.graphveil.render;

import io.graphveil.model.IndexedGraph;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * Before/after pictures of an anonymization that compare node for node: the layout is computed
 * once, on the original graph (or on its {@link Selection} when it is large), and reused for the
 * published graph, where every node sits at its person's place and the two copies of a split
 * person sit side by side, left and right of it; both pictures share one frame and scale.
 */
public final class Pictures {
    private Pictures() {
    }

    /** The two pictures of an anonymization. */
    public record BeforeAfter(Picture before, Picture after) {
    }

    /**
     * @param name         the dataset's name, for the captions
     * @param original     the original friendships (node = person)
     * @param holder       whether each person holds a private value
     * @param published    the published friendships
     * @param personOfNode the person of each published node
     * @param showsPrivate whether each published node carries its person's private value
     */
    public static BeforeAfter of(String name, IndexedGraph original, boolean[] holder, IndexedGraph published,
                                 int[] personOfNode, boolean[] showsPrivate, long seed) {
        int persons = original.nodeCount();
        int[] copies = new int[persons];
        for (int p : personOfNode) {
            copies[p]++;
        }
        List<Integer> split = new ArrayList<>();
        for (int p = 0; p < persons; p++) {
            if (copies[p] > 1) {
                split.add(p);
            }
        }
        Selection selection = Selection.of(original, split.stream().mapToInt(Integer::intValue).toArray(),
                Selection.LIMIT, seed);
        Drawing before = draw(original, selection, p -> holder[p] ? NodeKind.HOLDER : NodeKind.PERSON, seed);
        int[] local = before.local();
        double[] bx = before.x();
        double[] by = before.y();
        double[] frame = Picture.frameOf(bx, by);
        // Copies sit about one node width either side of their person's place.
        double offset = 1.2 * Picture.nodeSize(bx.length) * (frame[2] - frame[0]) / Picture.WIDTH;

        List<Integer> afterNodes = new ArrayList<>();
        for (int v = 0; v < personOfNode.length; v++) {
            if (local[personOfNode[v]] >= 0) {
                afterNodes.add(v);
            }
        }
        int[] shown = afterNodes.stream().mapToInt(Integer::intValue).toArray();
        IndexedGraph after = Selection.induced(published, shown);
        double[] ax = new double[shown.length];
        double[] ay = new double[shown.length];
        NodeKind[] ak = new NodeKind[shown.length];
        int[] seen = new int[persons];
        int isolated = 0;
        for (int i = 0; i < shown.length; i++) {
            int p = personOfNode[shown[i]];
            int at = local[p];
            ax[i] = bx[at];
            ay[i] = by[at];
            if (copies[p] > 1) {
                double side = copies[p] == 2 ? (seen[p] == 0 ? -1 : 1) : seen[p] - (copies[p] - 1) / 2.0;
                ax[i] += side * offset;
                seen[p]++;
                ak[i] = showsPrivate[shown[i]] ? NodeKind.COPY_PRIVATE : NodeKind.COPY_OTHER;
                isolated += published.degree(shown[i]) == 0 ? 1 : 0;
            } else {
                ak[i] = holder[p] ? NodeKind.HOLDER : NodeKind.PERSON;
            }
        }
        frame = Picture.frameOf(bx, by, ax, ay);
        List<String> beforeCaption = new ArrayList<>();
        beforeCaption.add(String.format(Locale.ROOT, "%s: %,d nodes, %,d edges. Layout: GraphStream SpringBox "
                + "(seed %d), reused for the published graph.", name, persons, original.edgeCount(), seed));
        List<String> afterCaption = new ArrayList<>();
        afterCaption.add(String.format(Locale.ROOT, "%s published: %,d nodes, %,d edges; %,d persons split into two "
                        + "copies, drawn beside their original place; %,d copies drawn have no friend.", name,
                personOfNode.length, published.edgeCount(), split.size(), isolated));
        if (!selection.isWhole()) {
            beforeCaption.add(selection.rule() + ".");
            afterCaption.add(selection.rule().replace("drawn: the induced subgraph of",
                    "drawn: the induced subgraph on the copies of the same") + ".");
        }
        return new BeforeAfter(new Picture("Before: the original graph", beforeCaption, before.graph(), bx, by,
                before.kinds(), frame),
                new Picture("After: the published graph", afterCaption, after, ax, ay, ak, frame));
    }

    /**
     * One graph on its own layout (the {@code render} command without an original).
     *
     * @param split persons known to be split (their neighbourhoods are drawn first), or empty
     */
    public static Picture single(String title, String name, IndexedGraph g, NodeKind[] kinds, int[] split, long seed) {
        Selection selection = Selection.of(g, split, Selection.LIMIT, seed);
        Drawing d = draw(g, selection, v -> kinds[v], seed);
        List<String> caption = new ArrayList<>();
        caption.add(String.format(Locale.ROOT, "%s: %,d nodes, %,d edges. Layout: GraphStream SpringBox (seed %d).",
                name, g.nodeCount(), g.edgeCount(), seed));
        if (!selection.isWhole()) {
            caption.add(selection.rule() + ".");
        }
        return new Picture(title, caption, d.graph(), d.x(), d.y(), d.kinds(), Picture.frameOf(d.x(), d.y()));
    }

    /**
     * The selected nodes of a graph laid out: the subgraph they induce, each node's place and kind.
     *
     * @param local the index in the drawing of each node of the whole graph, or −1
     */
    private record Drawing(IndexedGraph graph, int[] local, double[] x, double[] y, NodeKind[] kinds) {
    }

    /** Lays out the subgraph of {@code g} that {@code selection} induces; {@code kindOf} is by node of {@code g}. */
    private static Drawing draw(IndexedGraph g, Selection selection, IntFunction<NodeKind> kindOf, long seed) {
        int[] chosen = selection.nodes();
        int[] local = Selection.localIndex(g.nodeCount(), chosen);
        IndexedGraph sub = IndexedGraph.induced(g, chosen, chosen.length, w -> local[w]);
        Layout layout = Layout.of(sub, seed);
        double[] x = new double[chosen.length];
        double[] y = new double[chosen.length];
        NodeKind[] kinds = new NodeKind[chosen.length];
        for (int i = 0; i < chosen.length; i++) {
            x[i] = layout.x(i);
            y[i] = layout.y(i);
            kinds[i] = kindOf.apply(chosen[i]);
        }
        return new Drawing(sub, local, x, y, kinds);
    }
}
