package io.graphveil.split;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Column;

import java.util.SplittableRandom;

/**
 * The safe defaults (docs/THREAT-MODEL.md, "Safe defaults"): split so that nothing a copy shows
 * tells holders from non-holders or pairs the two copies of a person.
 * <ol>
 *   <li>targets: holders with at least two friends and the decoys of {@link DecoyPlan};</li>
 *   <li>order: higher degree first, then the keyed hash ({@link SplitQueue#byDegree});</li>
 *   <li>values: a keyed coin makes one copy <em>primary</em>, carrying every value the person
 *       has (its row as if unsplit); the other, the <em>shadow</em>, shows the quasi-identifiers
 *       and, in every other column, what {@link ShadowForm} says ({@code *} when nullable);</li>
 *   <li>edges, blind to values so that holders' and decoys' copies are alike: former neighbours
 *       in a keyed random order; the first joins copy 0, the second copy 1 (neither copy of a
 *       person with two friends or more is isolated); each further one the copy with more common
 *       neighbours so far, then the one with fewer neighbours, then a keyed coin.</li>
 * </ol>
 * Every random choice comes from the node's keyed stream ({@link NodeKeys}: the seed hashed with
 * the unpublished input, so that the published seed alone does not recompute it, and the node's
 * id): the outcome does not depend on the order in which nodes are read.
 */
final class SafeRules implements SplitRules {
    private final SplitContext c;
    private final DecoyPlan plan;
    private final int[] dealt;
    private SplittableRandom stream;
    private int shadow = -1;

    SafeRules(SplitContext c, Hierarchies hierarchies, double share, PersonClasses classes) {
        this.c = c;
        boolean[] holder = new boolean[c.network.nodeCount()];
        for (int v = 0; v < holder.length; v++) {
            holder[v] = c.privateCount[v] > 0;
        }
        ShadowForm form = ShadowForm.of(c.table, hierarchies);
        this.plan = DecoyPlan.of(c.table, c.network.structure().degrees(), holder, c.keys, form, share, classes);
        this.dealt = form.dealt();
    }

    DecoyPlan plan() {
        return plan;
    }

    @Override
    public SplitQueue queue() {
        return SplitQueue.byDegree(plan.targets(), c.network.structure(), c.keys);
    }

    @Override
    public int[][] deal(int v) {
        stream = c.keys.stream(v);
        int m = c.schema.size();
        int[][] copies = new int[2][m];
        for (int a = 0; a < m; a++) {
            copies[0][a] = copies[1][a] = c.values.code(v, a);
        }
        shadow = SafeSplit.shadowCopy(stream);
        ShadowForm form = plan.form();
        for (int a : dealt) {
            int code = c.values.code(v, a);
            copies[shadow][a] = switch (form.kind(a)) {
                case MISSING -> Column.MISSING_CODE;
                case KEEP -> code;
                case LABEL -> c.values.encode(a, form.shadowValue(a, c.values.decode(a, code)));
            };
        }
        return copies;
    }

    @Override
    public int shadowCopy() {
        return shadow;
    }

    @Override
    public int[] assign(int v, Neighborhood ball, int[][] copies) {
        int[] keyed = c.keys.order(ball.size() - 1, i -> ball.node(i + 1));
        for (int i = 0; i < keyed.length; i++) {
            keyed[i]++;
        }
        return SafeSplit.owners(stream, keyed, ball.induced());
    }
}
