package io.graphveil.split;

import io.graphveil.Progress;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Table;

/**
 * Splits nodes into two copies each on its 1-neighbourhood {@code LY_1(v)} (docs/ALGORITHMS.md,
 * node splitting), in the order of a {@link SplitQueue}, under one of two sets of rules: the safe
 * defaults ({@link SafeRules}) or the paper's ({@link PaperRules}, {@code --paper-rules}). The
 * first copy keeps the node's index, the second is appended; each former neighbour's edge moves
 * to exactly one copy, so the edge count is unchanged. Costs {@code O(Σ_{w ∈ N(v)} deg(w))} per
 * split for the common-neighbour counts, with no global step.
 */
public final class NodeSplitter {

    /**
     * @param paperRules          the paper's rules instead of the safe defaults
     * @param balanced            paper rules: break rule-c ties toward the copy with fewer neighbours
     * @param recomputePriorities paper rules: re-rank the queue after each split
     * @param holderShare         safe rules: the largest share of holders among the persons
     *                            carrying a shadow's tokens ({@code α·(1 − margin)})
     * @param classes             safe rules: each person's published class, within which that share
     *                            holds too (null: over the whole table only)
     */
    public record Options(boolean paperRules, boolean balanced, boolean recomputePriorities, double holderShare,
                          PersonClasses classes) {
        /** The paper's rules with the given options. */
        public Options(boolean balanced, boolean recomputePriorities) {
            this(true, balanced, recomputePriorities, 1, null);
        }

        public static Options paper() {
            return new Options(false, false);
        }

        /** The safe defaults for α, keeping {@link #SAFETY_MARGIN} of it for the gate's repairs. */
        public static Options safe(double alpha) {
            return new Options(false, false, false, alpha * (1 - SAFETY_MARGIN), null);
        }

        /** These options, with the holders' share bounded within each of {@code classes} too. */
        public Options within(PersonClasses classes) {
            return new Options(paperRules, balanced, recomputePriorities, holderShare, classes);
        }
    }

    /** Share of α the decoy plan leaves unused, so that the gate's repairs stay under α. */
    public static final double SAFETY_MARGIN = 0.1;

    private final Options options;

    public NodeSplitter(Options options) {
        this.options = options;
    }

    /**
     * Under the safe rules, who could carry which shadow pattern before the split is made, for a
     * criterion that asks of a grouping whether its classes have non-holders enough to hide their
     * holders ({@code criteria.ShadowHolderShare}): the plan, made within those classes, then
     * protects each of them. Cost {@code O(n)} per climbing step of the shadow form.
     *
     * @param pattern each person's shadow pattern ({@code 0..}) if it is a holder or a possible
     *                decoy or shows the pattern as it is, else −1
     * @param holder  whether each person holds a private value
     * @param share   the largest share of holders the plan allows among a pattern's carriers
     */
    public record Carriers(int[] pattern, boolean[] holder, double share) {
    }

    /** {@link Carriers} of {@code network}'s persons under these (safe) options. */
    public Carriers carriers(AttributeSocialNetwork network, Hierarchies hierarchies) {
        if (options.paperRules()) {
            throw new IllegalStateException("the paper's rules split no decoys");
        }
        Table table = network.table();
        boolean[] holder = SplitContext.holders(table);
        ShadowForm form = ShadowForm.of(table, hierarchies);
        return new Carriers(DecoyPlan.carrierPatterns(table, network.structure().degrees(), holder, form,
                options.holderShare()), holder, options.holderShare());
    }

    /**
     * @param seed the run's seed; every choice is drawn from it, the input's digest and the ids ({@link NodeKeys})
     */
    public SplitResult split(AttributeSocialNetwork network, Hierarchies hierarchies, long seed, Progress progress) {
        return split(network, hierarchies, seed, progress, null);
    }

    /**
     * @param withinRounds when not null, split round by round ({@link SplitRounds}) with each
     *                     round's targets in an order drawn from it: the same result, if the
     *                     conflict radius is what {@link SplitRounds} says (what tests check)
     */
    SplitResult split(AttributeSocialNetwork network, Hierarchies hierarchies, long seed, Progress progress,
                      java.util.SplittableRandom withinRounds) {
        int n = network.nodeCount();
        SplitContext c = new SplitContext(network, hierarchies, seed);
        SafeRules safe = options.paperRules() ? null : new SafeRules(c, hierarchies, options.holderShare(), options.classes());
        SplitRules rules = safe != null ? safe : new PaperRules(c, options.balanced(), options.recomputePriorities());
        SplitQueue queue = rules.queue();
        int targets = queue.targets();
        boolean fixed = !options.paperRules() || !options.recomputePriorities();
        SplitRounds rounds = fixed ? SplitRounds.of(queue.order(), network.structure()) : null;
        int[] order = rounds != null && withinRounds != null ? rounds.shuffledWithinRounds(withinRounds) : null;
        int capacity = n + targets;
        c.allocate(capacity);
        int[] splitOriginal = new int[targets];
        int[] secondCopy = new int[targets];
        boolean[] shadow = new boolean[n + targets];
        Neighborhood.Query query = new Neighborhood.Query(capacity);
        progress = progress == null ? Progress.silent() : progress;
        progress.setTotal(targets);
        int done = 0;
        for (int v = next(order, 0, queue); v >= 0; v = next(order, done, queue)) {
            int copy = c.graph.addNode();
            splitOriginal[done] = v;
            secondCopy[done] = copy;
            int before = c.privateCount[v];
            int[][] copies = rules.deal(v);
            for (int a = 0; a < c.schema.size(); a++) {
                c.values.set(v, a, copies[0][a]);
                c.values.set(copy, a, copies[1][a]);
            }
            if (rules.shadowCopy() >= 0) {
                shadow[rules.shadowCopy() == 0 ? v : copy] = true;
            }
            Neighborhood ball = query.ball(c.graph, v, 1);
            int[] owner = rules.assign(v, ball, copies);
            rewire(c, ball, owner, v, copy, queue, before, copies);
            c.keys.split(v, copy);
            done++;
            progress.update(done);
        }
        progress.finish();

        int nodes = n + targets;
        IndexedGraph structure = c.graph.toIndexedGraph();
        int isolated = 0;
        for (int i = 0; i < targets; i++) {
            isolated += structure.degree(splitOriginal[i]) == 0 ? 1 : 0;
            isolated += structure.degree(secondCopy[i]) == 0 ? 1 : 0;
        }
        Table out = c.values.toTable(c.schema, nodes, c.schema.identifierIndex(),
                copyIds(network, splitOriginal, secondCopy, nodes));
        int holders = 0;
        for (int count : c.privateCount) {
            holders += count > 0 ? 1 : 0;
        }
        return new SplitResult(AttributeSocialNetwork.of(out, structure), c.keys.personOf(nodes), splitOriginal, secondCopy,
                isolated, holders, safe == null ? null : shadow, safe == null ? null : safe.plan().describe(),
                rounds == null ? -1 : rounds.rounds());
    }

    /** The next target: from {@code order} when given (round by round), else from the queue. */
    private static int next(int[] order, int done, SplitQueue queue) {
        if (order == null) {
            return queue.poll();
        }
        return done < order.length ? order[done] : -1;
    }

    /** Moves each former neighbour's edge to its copy, and tells the queue what changed around it. */
    private static void rewire(SplitContext c, Neighborhood ball, int[] owner, int v, int copy, SplitQueue queue,
                               int before, int[][] copies) {
        int size = ball.size();
        int[] first = new int[size];
        int[] second = new int[size];
        int a = 0;
        int b = 0;
        int[] privateOfCopy = {c.privateValues(copies[0]), c.privateValues(copies[1])};
        for (int u = 1; u < size; u++) {
            int node = ball.node(u);
            if (owner[u] == 0) {
                first[a++] = node;
            } else {
                second[b++] = node;
                c.graph.replaceNeighbor(node, v, copy);
            }
            queue.neighbourChanged(node, privateOfCopy[owner[u]] - before);
        }
        c.graph.deal(v, copy, first, a, second, b);
    }

    /** Ids of the split graph's nodes: originals keep theirs, copies get {@code id#1} and {@code id#2}. */
    private static String[] copyIds(AttributeSocialNetwork network, int[] splitOriginal, int[] secondCopy, int nodes) {
        String separator = separatorAbsentFromIds(network);
        String[] ids = new String[nodes];
        for (int v = 0; v < network.nodeCount(); v++) {
            ids[v] = network.id(v);
        }
        for (int i = 0; i < splitOriginal.length; i++) {
            String id = network.id(splitOriginal[i]);
            ids[splitOriginal[i]] = id + separator + "1";
            ids[secondCopy[i]] = id + separator + "2";
        }
        return ids;
    }

    /** A separator no original id contains, so that copy ids cannot collide with original ones. */
    private static String separatorAbsentFromIds(AttributeSocialNetwork network) {
        return separator(candidate -> {
            for (int v = 0; v < network.nodeCount(); v++) {
                if (network.id(v).contains(candidate)) {
                    return true;
                }
            }
            return false;
        });
    }

    /**
     * The separator of copy ids ({@code id + separator + "1"} and {@code "2"}): the first of
     * {@code # ~ ^ | ! @} that no original id contains ({@code used} tells), else {@code #copy#}.
     */
    public static String separator(java.util.function.Predicate<String> used) {
        for (String candidate : new String[]{"#", "~", "^", "|", "!", "@"}) {
            if (!used.test(candidate)) {
                return candidate;
            }
        }
        return "#copy#";
    }
}
