package io.graphveil.attack;

import io.graphveil.model.Table;

/**
 * (b) How many attribute values the person has (attributes of both schemas other than identifiers,
 * missing values not counted; a generalized value counts). Exact: the node shows as many values;
 * tolerant: at most as many (splitting deals the values out between the copies, suppression
 * removes them).
 */
final class ValueCountKnowledge extends CountKnowledge {
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
    int knownCount(int person) {
        return count(original, person, 0);
    }

    @Override
    int seenCount(int node) {
        return count(published, node, 1);
    }

    private int count(Table table, int row, int side) {
        int count = 0;
        for (int[] a : attributes) {
            count += table.column(a[side]).isMissing(row) ? 0 : 1;
        }
        return count;
    }
}
