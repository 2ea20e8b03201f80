package io.graphveil.render;

import io.graphveil.model.IndexedGraph;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * Before/after pictures of an anonymization that compare node for node: the layout is computed
 * once, on the original graph (or on its {@link Selection} when it is large), and reused for the
 * published graph, where every node sits near its person's place: a split person's copies are
 * pulled apart, each towards its own friends ({@link CopyPlacement}), so that each copy's edges —
 * and an isolated copy's lack of them — can be seen. Both pictures share one frame and scale.
 */
public final class Pictures {
    private static final int PLAIN = 0;
    private static final int HOLDER = 1;
    private static final int SPLIT = 2;

    private Pictures() {
    }

    /**
     * The two pictures of an anonymization, with which nodes each one draws.
     *
     * @param before  the original graph's picture
     * @param after   the published graph's picture
     * @param persons the person drawn at each node of {@code before}, ascending
     * @param nodes   the published node drawn at each node of {@code after}, ascending
     */
    public record BeforeAfter(Picture before, Picture after, int[] persons, int[] nodes) {
        /**
         * Copies the index arrays.
         *
         * @param before  the original graph's picture
         * @param after   the published graph's picture
         * @param persons the persons drawn
         * @param nodes   the published nodes drawn
         */
        public BeforeAfter {
            persons = persons.clone();
            nodes = nodes.clone();
        }

        @Override
        public int[] persons() {
            return persons.clone();
        }

        @Override
        public int[] nodes() {
            return nodes.clone();
        }
    }

    /**
     * @param name         the dataset's name, for the captions
     * @param original     the original friendships (node = person)
     * @param holder       whether each person holds a private value
     * @param published    the published friendships
     * @param personOfNode the person of each published node
     * @param showsPrivate whether each published node carries its person's private value
     * @param classOfNode  each published node's equivalence class ({@code 0..}), or null when unknown
     * @param seed         the seed of the layout and of the selection
     * @return the two pictures
     */
    public static BeforeAfter of(String name, IndexedGraph original, boolean[] holder, IndexedGraph published,
                                 int[] personOfNode, boolean[] showsPrivate, int[] classOfNode, long seed) {
        int persons = original.nodeCount();
        int[] copies = new int[persons];
        for (int p : personOfNode) {
            copies[p]++;
        }
        int[] classOfPerson = new int[persons];
        int classes = 1;
        if (classOfNode != null) {
            java.util.Arrays.fill(classOfPerson, -1);
            for (int v = 0; v < personOfNode.length; v++) {
                if (classOfPerson[personOfNode[v]] < 0) {
                    classOfPerson[personOfNode[v]] = classOfNode[v];
                }
                classes = Math.max(classes, classOfNode[v] + 1);
            }
        }
        int[] role = new int[persons];
        int[] stratum = new int[persons];
        for (int p = 0; p < persons; p++) {
            role[p] = copies[p] > 1 ? SPLIT : holder[p] ? HOLDER : PLAIN;
            stratum[p] = role[p] * classes + Math.max(0, classOfPerson[p]);
        }
        int[] roleOfStratum = new int[3 * classes];
        for (int t = 0; t < roleOfStratum.length; t++) {
            roleOfStratum[t] = t / classes;
        }
        Selection selection = Selection.of(original, stratum, roleOfStratum, Selection.LIMIT, seed);
        Drawing before = draw(original, selection, p -> holder[p] ? NodeKind.HOLDER : NodeKind.PERSON, seed);
        int[] local = before.local();
        double[] bx = before.x();
        double[] by = before.y();
        double[] frame = Picture.frameOf(bx, by);
        // copies sit about three node widths from their person's place
        double offset = 3 * Picture.nodeSize(bx.length) * (frame[2] - frame[0]) / Picture.WIDTH;

        List<Integer> afterNodes = new ArrayList<>();
        for (int v = 0; v < personOfNode.length; v++) {
            if (local[personOfNode[v]] >= 0) {
                afterNodes.add(v);
            }
        }
        int[] shown = afterNodes.stream().mapToInt(Integer::intValue).toArray();
        IndexedGraph after = Selection.induced(published, shown);
        double[][] placed = CopyPlacement.place(after, shown, personOfNode, copies, local, bx, by, offset);
        double[] ax = placed[0];
        double[] ay = placed[1];
        NodeKind[] ak = new NodeKind[shown.length];
        int isolated = 0;
        for (int i = 0; i < shown.length; i++) {
            int p = personOfNode[shown[i]];
            if (copies[p] > 1) {
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
                        + "copies, each drawn towards its own friends; %,d copies drawn have no friend.", name,
                personOfNode.length, published.edgeCount(), copiesCount(copies), isolated));
        if (!selection.isWhole()) {
            String shares = shares(role, classOfPerson, classOfNode != null, selection.nodes());
            beforeCaption.add(selection.rule() + ".");
            beforeCaption.add(shares);
            afterCaption.add(selection.rule().replace("drawn: the subgraph induced by",
                    "drawn: the copies of the same") + ".");
            afterCaption.add(shares);
        }
        return new BeforeAfter(new Picture("Before: the original graph", beforeCaption, before.graph(), bx, by,
                before.kinds(), frame),
                new Picture("After: the published graph", afterCaption, after, ax, ay, ak, frame),
                selection.nodes(), shown);
    }

    private static int copiesCount(int[] copies) {
        int n = 0;
        for (int c : copies) {
            n += c > 1 ? 1 : 0;
        }
        return n;
    }

    /**
     * The caption line comparing the drawn shares with the whole graph's: holders, split persons
     * and the largest gap over equivalence classes.
     */
    static String shares(int[] role, int[] classOfPerson, boolean withClasses, int[] drawn) {
        int n = role.length;
        double[] whole = new double[3];
        double[] shown = new double[3];
        for (int p = 0; p < n; p++) {
            whole[role[p]]++;
        }
        for (int p : drawn) {
            shown[role[p]]++;
        }
        String text = String.format(Locale.ROOT, "Drawn shares (whole graph): holders not split %.1f %% (%.1f %%), "
                        + "split persons %.1f %% (%.1f %%)", 100 * shown[HOLDER] / drawn.length, 100 * whole[HOLDER] / n,
                100 * shown[SPLIT] / drawn.length, 100 * whole[SPLIT] / n);
        if (!withClasses) {
            return text + ".";
        }
        int classes = 0;
        for (int c : classOfPerson) {
            classes = Math.max(classes, c + 1);
        }
        double[] wc = new double[classes];
        double[] sc = new double[classes];
        for (int p = 0; p < n; p++) {
            wc[classOfPerson[p]]++;
        }
        for (int p : drawn) {
            sc[classOfPerson[p]]++;
        }
        double gap = 0;
        for (int c = 0; c < classes; c++) {
            gap = Math.max(gap, Math.abs(sc[c] / drawn.length - wc[c] / n));
        }
        return text + String.format(Locale.ROOT, "; every equivalence class within %.2f points of its share.",
                100 * gap);
    }

    /**
     * One graph on its own layout (the {@code render} command without an original).
     *
     * @param title  the picture's title
     * @param name   the dataset's name
     * @param g      the graph
     * @param kinds  each node's kind
     * @param seed   the seed of the layout and of the selection
     * @return the picture
     */
    public static Picture single(String title, String name, IndexedGraph g, NodeKind[] kinds, long seed) {
        int[] stratum = new int[g.nodeCount()];
        for (int v = 0; v < stratum.length; v++) {
            stratum[v] = kinds[v].ordinal();
        }
        Selection selection = Selection.of(g, stratum, NodeKind.values().length, Selection.LIMIT, seed);
        Drawing d = draw(g, selection, v -> kinds[v], seed);
        List<String> caption = new ArrayList<>();
        caption.add(String.format(Locale.ROOT, "%s: %,d nodes, %,d edges. Layout: GraphStream SpringBox (seed %d).",
                name, g.nodeCount(), g.edgeCount(), seed));
        if (!selection.isWhole()) {
            caption.add(selection.rule().replace("by role and class", "by kind") + ".");
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
        IndexedGraph sub = IndexedGraph.induced(g, chosen, chosen.length);
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
