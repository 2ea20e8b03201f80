package io.graphveil.attack;

import io.graphveil.model.Table;

/**
 * (b) How many attribute values the person has (attributes of both schemas other than identifiers,
 * missing values not counted; a generalized value counts). Exact: the node shows as many values;
 * tolerant: at most as many (splitting deals the values out between the copies, suppression
 * removes them).
 */
final class ValueCountKnowledge implements Knowledge {
    private final Table original;
    private final Table published;
    private final int[][] attributes;

    ValueCountKnowledge(AttackInput in) {
        this.original = in.original().table();
        this.published = in.published().table();
        this.attributes = in.sharedAttributes(null);
    }

    @Override
    public String key() {
        return "value_count";
    }

    @Override
    public int[] known(int person) {
        int count = 0;
        for (int[] a : attributes) {
            count += original.column(a[0]).isMissing(person) ? 0 : 1;
        }
        return new int[]{count};
    }

    @Override
    public int[] seen(int node) {
        int count = 0;
        for (int[] a : attributes) {
            count += published.column(a[1]).isMissing(node) ? 0 : 1;
        }
        return new int[]{count};
    }

    @Override
    public boolean exact(int[] known, int[] seen) {
        return seen[0] == known[0];
    }

    @Override
    public boolean tolerant(int[] known, int[] seen) {
        return seen[0] <= known[0];
    }

    @Override
    public boolean firstComponentBounds() {
        return true;
    }
}
