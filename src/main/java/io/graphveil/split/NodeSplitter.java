package io.graphveil.split;

import io.graphveil.BadInputException;
import io.graphveil.Progress;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Column;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Permutations;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.SplittableRandom;

/**
 * Splits every node holding a private value into two copies (SPEC 1.4), in the order of the
 * {@link SplitQueue}, each on its 1-neighbourhood {@code LY_1(v)}:
 * <ol>
 *   <li>both copies inherit every quasi-identifier (and SENSITIVE) value, and the personal
 *       requirement level of a SENSITIVE attribute (SPEC 4);</li>
 *   <li>the private values, shuffled, are dealt alternately to the copies; the copy without one
 *       gets {@code *}, or, when the attribute is not nullable, the value's nearest non-private
 *       ancestor;</li>
 *   <li>the other PRIVACY and NON_PRIVACY values are dealt on in the same alternation; the copy
 *       without one gets {@code *}, or, when not nullable, keeps it too;</li>
 *   <li>each former neighbour, in a seeded order, links to exactly one copy: the one sharing more
 *       PRIVACY/NON_PRIVACY values with it (equal and not missing), then the one with more common
 *       neighbours so far, then the one that inherited fewer values, then a seeded coin.</li>
 * </ol>
 * The {@code balanced} option puts "fewer neighbours so far" before rule c, so that the copy
 * holding the private value is not routinely left isolated. The edge count is unchanged. Costs
 * {@code O(Σ_{w ∈ N(v)} deg(w))} per split for the common-neighbour counts, with no global step.
 */
public final class NodeSplitter {

    /**
     * @param balanced             break rule-c ties toward the copy with fewer neighbours so far
     * @param recomputePriorities  re-rank the queue after each split instead of fixing it once
     */
    public record Options(boolean balanced, boolean recomputePriorities) {
        public static Options paper() {
            return new Options(false, false);
        }
    }

    private final Options options;

    public NodeSplitter(Options options) {
        this.options = options;
    }

    public SplitResult split(AttributeSocialNetwork network, Hierarchies hierarchies, long seed, Progress progress) {
        Schema schema = network.schema();
        int n = network.nodeCount();
        int[] privacy = schema.indexesOf(AttributeRole.PRIVACY);
        int[] dealt = concat(privacy, withoutRequirementColumns(schema, schema.indexesOf(AttributeRole.NON_PRIVACY)));
        Table table = network.table();
        boolean[][] privateCode = new boolean[schema.size()][];
        Hierarchy[] hierarchyOf = new Hierarchy[schema.size()];
        for (int a : privacy) {
            Attribute attribute = schema.attribute(a);
            privateCode[a] = table.column(a).codesWhere(attribute::isPrivateValue);
            hierarchyOf[a] = hierarchies.get(attribute.name()).orElse(null);
        }
        int[] privateCount = new int[n];
        for (int v = 0; v < n; v++) {
            for (int a : privacy) {
                privateCount[v] += privateCode[a][table.code(v, a)] ? 1 : 0;
            }
        }
        for (int a : privacy) {
            Attribute attribute = schema.attribute(a);
            if (!attribute.nullable() && hierarchyOf[a] == null && anyPrivate(privateCode[a])) {
                throw new BadInputException("attribute '" + attribute.name() + "' is PRIVACY and not nullable but "
                        + "has no hierarchy: a copy without its private value needs the nearest non-private ancestor");
            }
        }

        SplittableRandom random = new SplittableRandom(seed);
        SplitQueue queue = SplitQueue.of(privateCount, network.structure(), random, options.recomputePriorities());
        int targets = queue.targets();
        int capacity = n + targets;
        SplitGraph graph = new SplitGraph(network.structure(), capacity);
        NodeValues values = new NodeValues(table, capacity);
        int[] personOf = new int[capacity];
        for (int v = 0; v < n; v++) {
            personOf[v] = v;
        }
        int[] splitOriginal = new int[targets];
        int[] secondCopy = new int[targets];
        Neighborhood.Query query = new Neighborhood.Query(capacity);
        Scratch scratch = new Scratch(schema.size());
        progress = progress == null ? Progress.silent() : progress;
        progress.setTotal(targets);
        int done = 0;
        for (int v = queue.poll(); v >= 0; v = queue.poll()) {
            int copy = graph.addNode();
            personOf[copy] = v;
            splitOriginal[done] = v;
            secondCopy[done] = copy;
            int before = privateCount[v];
            int[][] copies = deal(v, schema, privacy, dealt, privateCode, hierarchyOf, values, random, scratch);
            for (int a = 0; a < schema.size(); a++) {
                values.set(v, a, copies[0][a]);
                values.set(copy, a, copies[1][a]);
            }
            Neighborhood ball = query.ball(graph, v, 1);
            int[] owner = assignNeighbours(ball, copies, dealt, values, random);
            rewire(graph, ball, owner, v, copy, queue, before, copies, privacy, privateCode);
            done++;
            progress.update(done);
        }
        progress.finish();

        int nodes = n + targets;
        IndexedGraph structure = graph.toIndexedGraph();
        int isolated = 0;
        for (int i = 0; i < targets; i++) {
            isolated += structure.degree(splitOriginal[i]) == 0 ? 1 : 0;
            isolated += structure.degree(secondCopy[i]) == 0 ? 1 : 0;
        }
        Table out = values.toTable(schema, nodes, schema.identifierIndex(), copyIds(network, splitOriginal,
                secondCopy, nodes));
        return new SplitResult(AttributeSocialNetwork.of(out, structure), personOf, splitOriginal, secondCopy,
                isolated, targets);
    }

    private static boolean anyPrivate(boolean[] codes) {
        for (boolean b : codes) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code code} of attribute {@code a} is a private value: {@code privateCode[a]} is null
     * for an attribute that is not PRIVACY, and codes past it are labels the split added (nearest
     * non-private ancestors, {@link NodeValues}), never private.
     */
    private static boolean isPrivate(boolean[][] privateCode, int a, int code) {
        return privateCode[a] != null && code < privateCode[a].length && privateCode[a][code];
    }

    /** Rules 1–3: the values of the two copies, {@code [copy][attribute]} codes. */
    private int[][] deal(int v, Schema schema, int[] privacy, int[] dealt, boolean[][] privateCode,
                         Hierarchy[] hierarchyOf, NodeValues values, SplittableRandom random, Scratch s) {
        int m = schema.size();
        int[][] copies = new int[2][m];
        for (int a = 0; a < m; a++) {
            copies[0][a] = copies[1][a] = values.code(v, a);
        }
        int privateItems = 0;
        for (int a : privacy) {
            int code = values.code(v, a);
            if (isPrivate(privateCode, a, code)) {
                s.privateItems[privateItems++] = a;
            }
        }
        int otherItems = 0;
        for (int a : dealt) {
            int code = values.code(v, a);
            if (code != Column.MISSING_CODE && !isPrivate(privateCode, a, code)) {
                s.otherItems[otherItems++] = a;
            }
        }
        Permutations.shuffle(s.privateItems, privateItems, random);
        Permutations.shuffle(s.otherItems, otherItems, random);
        int turn = 0;
        for (int i = 0; i < privateItems; i++, turn++) {
            int a = s.privateItems[i];
            int without = 1 - (turn & 1);
            Attribute attribute = schema.attribute(a);
            if (attribute.nullable()) {
                copies[without][a] = Column.MISSING_CODE;
            } else {
                Hierarchy h = hierarchyOf[a];
                int node = h.node(values.decode(a, values.code(v, a)));
                String ancestor = h.label(h.nearestNonPrivateAncestor(node, attribute::isPrivateValue));
                copies[without][a] = values.encode(a, ancestor);
            }
        }
        for (int i = 0; i < otherItems; i++, turn++) {
            int a = s.otherItems[i];
            if (schema.attribute(a).nullable()) {
                copies[1 - (turn & 1)][a] = Column.MISSING_CODE;
            }
        }
        return copies;
    }

    /** Rule 4: the copy (0 or 1) each local neighbour of {@code ball} joins, by local index. */
    private int[] assignNeighbours(Neighborhood ball, int[][] copies, int[] dealt, NodeValues values,
                                   SplittableRandom random) {
        int size = ball.size();
        int[] order = new int[size - 1];
        for (int i = 1; i < size; i++) {
            order[i - 1] = i;
        }
        Permutations.shuffle(order, order.length, random);
        int[] owner = new int[size];
        int[][] common = new int[2][size];
        int[] friends = new int[2];
        int[] inherited = {known(copies[0], dealt), known(copies[1], dealt)};
        int[] shared = new int[2];
        int[] commonWithU = new int[2];
        IndexedGraph local = ball.induced();
        for (int u : order) {
            int node = ball.node(u);
            shared[0] = shared(copies[0], node, dealt, values);
            shared[1] = shared(copies[1], node, dealt, values);
            commonWithU[0] = common[0][u];
            commonWithU[1] = common[1][u];
            int choice = CopyChoice.choose(shared, commonWithU, friends, inherited, options.balanced(),
                    random::nextBoolean);
            owner[u] = choice;
            friends[choice]++;
            for (int i = local.start(u); i < local.end(u); i++) {
                int x = local.target(i);
                if (x != 0) {
                    common[choice][x]++;
                }
            }
        }
        return owner;
    }

    /** Moves each former neighbour's edge to its copy, and tells the queue what changed around it. */
    private static void rewire(SplitGraph graph, Neighborhood ball, int[] owner, int v, int copy, SplitQueue queue,
                               int before, int[][] copies, int[] privacy, boolean[][] privateCode) {
        int size = ball.size();
        int[] first = new int[size];
        int[] second = new int[size];
        int a = 0;
        int b = 0;
        int[] privateOfCopy = new int[2];
        for (int c = 0; c < 2; c++) {
            for (int attribute : privacy) {
                int code = copies[c][attribute];
                privateOfCopy[c] += isPrivate(privateCode, attribute, code) ? 1 : 0;
            }
        }
        for (int u = 1; u < size; u++) {
            int node = ball.node(u);
            if (owner[u] == 0) {
                first[a++] = node;
            } else {
                second[b++] = node;
                graph.replaceNeighbor(node, v, copy);
            }
            queue.neighbourChanged(node, privateOfCopy[owner[u]] - before);
        }
        graph.setNeighbors(v, first, a);
        graph.setNeighbors(copy, second, b);
    }

    /** Values shared by a copy and node {@code u}: equal and not missing, over the dealt attributes. */
    private static int shared(int[] copy, int u, int[] dealt, NodeValues values) {
        int n = 0;
        for (int a : dealt) {
            int c = copy[a];
            if (c != Column.MISSING_CODE && c == values.code(u, a)) {
                n++;
            }
        }
        return n;
    }

    private static int known(int[] copy, int[] dealt) {
        int n = 0;
        for (int a : dealt) {
            n += copy[a] != Column.MISSING_CODE ? 1 : 0;
        }
        return n;
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
        for (String candidate : new String[]{"#", "~", "^", "|", "!", "@"}) {
            boolean used = false;
            for (int v = 0; v < network.nodeCount() && !used; v++) {
                used = network.id(v).contains(candidate);
            }
            if (!used) {
                return candidate;
            }
        }
        return "#copy#";
    }

    /**
     * The attributes without the requirement columns of SENSITIVE attributes (SPEC 4): a person's
     * own requirement level applies to both copies, like the sensitive value it guards.
     */
    private static int[] withoutRequirementColumns(Schema schema, int[] attributes) {
        java.util.Set<String> requirement = new java.util.HashSet<>();
        for (int s : schema.indexesOf(AttributeRole.SENSITIVE)) {
            schema.attribute(s).requirement().ifPresent(requirement::add);
        }
        return java.util.Arrays.stream(attributes)
                .filter(a -> !requirement.contains(schema.attribute(a).name())).toArray();
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** Reusable buffers for dealing. */
    private static final class Scratch {
        final int[] privateItems;
        final int[] otherItems;

        Scratch(int attributes) {
            privateItems = new int[attributes];
            otherItems = new int[attributes];
        }
    }
}
