package io.graphveil.split;

import io.graphveil.BadInputException;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Permutations;
import io.graphveil.model.Schema;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The paper's rules (Deng et al. 2020; docs/ALGORITHMS.md, node splitting), kept literal for the
 * experiments ({@code --paper-rules}):
 * <ol>
 *   <li>targets are the holders of a private value, in the order of {@link SplitQueue};</li>
 *   <li>both copies inherit every quasi-identifier (and SENSITIVE) value, and the personal
 *       requirement level of a SENSITIVE attribute;</li>
 *   <li>the private values, shuffled, are dealt alternately to the copies; the copy without one
 *       gets {@code *}, or, when the attribute is not nullable, the value's nearest non-private
 *       ancestor;</li>
 *   <li>the other PRIVACY and NON_PRIVACY values are dealt on in the same alternation; the copy
 *       without one gets {@code *}, or, when not nullable, keeps it too;</li>
 *   <li>each former neighbour, in a seeded random order, links to exactly one copy: the one sharing more
 *       PRIVACY/NON_PRIVACY values with it (equal and not missing), then the one with more common
 *       neighbours so far, then the one that inherited fewer values, then a seeded coin
 *       ({@link CopyChoice}).</li>
 * </ol>
 * The paper draws its random choices from one seeded stream in processing order; here each node's
 * split draws from its own keyed stream ({@link NodeKeys}), so that the outcome does not depend on
 * the order of the input's rows (the choices are as random, and the rules the same).
 * These rules leave tells (a missing value only holders' copies show, isolated copies, labels
 * only holders carry); docs/THREAT-MODEL.md measures them.
 */
final class PaperRules implements SplitRules {
    private final SplitContext c;
    private final boolean balanced;
    private final boolean recompute;
    private SplittableRandom random;
    private final int[] dealt;
    private final int[] privateItems;
    private final int[] otherItems;

    PaperRules(SplitContext c, boolean balanced, boolean recompute) {
        this.c = c;
        this.balanced = balanced;
        this.recompute = recompute;
        this.dealt = concat(c.privacy, withoutRequirementColumns(c.schema,
                c.schema.indexesOf(AttributeRole.NON_PRIVACY)));
        this.privateItems = new int[c.schema.size()];
        this.otherItems = new int[c.schema.size()];
        for (int a : c.privacy) {
            Attribute attribute = c.schema.attribute(a);
            if (!attribute.nullable() && c.hierarchyOf[a] == null && any(c.privateCode[a])) {
                throw new BadInputException("attribute '" + attribute.name() + "' is PRIVACY and not nullable but "
                        + "has no hierarchy: a copy without its private value needs the nearest non-private ancestor");
            }
        }
    }

    @Override
    public SplitQueue queue() {
        return SplitQueue.of(c.privateCount, c.network.structure(), c.keys, recompute);
    }

    @Override
    public int[][] deal(int v) {
        random = c.keys.stream(v);
        int m = c.schema.size();
        int[][] copies = new int[2][m];
        for (int a = 0; a < m; a++) {
            copies[0][a] = copies[1][a] = c.values.code(v, a);
        }
        int privateCount = 0;
        for (int a : c.privacy) {
            if (c.isPrivate(a, c.values.code(v, a))) {
                privateItems[privateCount++] = a;
            }
        }
        int otherCount = 0;
        for (int a : dealt) {
            int code = c.values.code(v, a);
            if (SplitContext.known(code) && !c.isPrivate(a, code)) {
                otherItems[otherCount++] = a;
            }
        }
        Permutations.shuffle(privateItems, privateCount, random);
        Permutations.shuffle(otherItems, otherCount, random);
        int turn = 0;
        for (int i = 0; i < privateCount; i++, turn++) {
            int a = privateItems[i];
            int without = 1 - (turn & 1);
            Attribute attribute = c.schema.attribute(a);
            if (attribute.nullable()) {
                copies[without][a] = Column.MISSING_CODE;
            } else {
                Hierarchy h = c.hierarchyOf[a];
                int node = h.node(c.values.decode(a, c.values.code(v, a)));
                String ancestor = h.label(h.nearestNonPrivateAncestor(node, attribute::isPrivateValue));
                copies[without][a] = c.values.encode(a, ancestor);
            }
        }
        for (int i = 0; i < otherCount; i++, turn++) {
            int a = otherItems[i];
            if (c.schema.attribute(a).nullable()) {
                copies[1 - (turn & 1)][a] = Column.MISSING_CODE;
            }
        }
        return copies;
    }

    @Override
    public int[] assign(int v, Neighborhood ball, int[][] copies) {
        int size = ball.size();
        int[] order = c.keys.order(size - 1, i -> ball.node(i + 1));
        for (int i = 0; i < order.length; i++) {
            order[i]++;
        }
        Permutations.shuffle(order, order.length, random);
        int[] owner = new int[size];
        int[][] common = new int[2][size];
        int[] friends = new int[2];
        int[] inherited = {known(copies[0]), known(copies[1])};
        int[] shared = new int[2];
        int[] commonWithU = new int[2];
        IndexedGraph local = ball.induced();
        for (int u : order) {
            int node = ball.node(u);
            shared[0] = shared(copies[0], node);
            shared[1] = shared(copies[1], node);
            commonWithU[0] = common[0][u];
            commonWithU[1] = common[1][u];
            int choice = CopyChoice.choose(shared, commonWithU, friends, inherited, balanced, random::nextBoolean);
            owner[u] = choice;
            friends[choice]++;
            CopyChoice.countCommon(local, u, common[choice]);
        }
        return owner;
    }

    /** Values shared by a copy and node {@code u}: equal and not missing, over the dealt attributes. */
    private int shared(int[] copy, int u) {
        int n = 0;
        for (int a : dealt) {
            int code = copy[a];
            if (SplitContext.known(code) && code == c.values.code(u, a)) {
                n++;
            }
        }
        return n;
    }

    private int known(int[] copy) {
        int n = 0;
        for (int a : dealt) {
            n += SplitContext.known(copy[a]) ? 1 : 0;
        }
        return n;
    }

    /**
     * The attributes without the requirement columns of SENSITIVE attributes (ALGORITHMS.md §4): a person's
     * own requirement level applies to both copies, like the sensitive value it guards.
     */
    private static int[] withoutRequirementColumns(Schema schema, int[] attributes) {
        Set<String> requirement = new HashSet<>();
        for (int s : schema.indexesOf(AttributeRole.SENSITIVE)) {
            schema.attribute(s).requirement().ifPresent(requirement::add);
        }
        return Arrays.stream(attributes).filter(a -> !requirement.contains(schema.attribute(a).name())).toArray();
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static boolean any(boolean[] codes) {
        for (boolean b : codes) {
            if (b) {
                return true;
            }
        }
        return false;
    }
}
