package io.graphveil.attack;

import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;

/**
 * (e) The person's quasi-identifier values (the QUASI_IDENTIFIER attributes of the published
 * schema), as in a linking attack on the published table. A value the original lacks is unknown to
 * the attacker and matches anything. Exact: the published value is literally the known one (the
 * naive linker of raw data); tolerant: the published value covers it ({@link ValueCover}:
 * {@code *}, an ancestor in the hierarchy, an interval or set holding it).
 */
final class QuasiIdentifierKnowledge implements Knowledge {
    private static final byte UNKNOWN = 0;
    private static final byte NO = 1;
    private static final byte YES = 2;

    private final Column[] original;
    private final Column[] published;
    private final Hierarchy[] hierarchies;
    private final int[][] sameValue;
    private final byte[][][] covers;

    QuasiIdentifierKnowledge(AttackInput in) {
        int[][] pairs = in.sharedAttributes(AttributeRole.QUASI_IDENTIFIER);
        int m = pairs.length;
        original = new Column[m];
        published = new Column[m];
        hierarchies = new Hierarchy[m];
        sameValue = new int[m][];
        covers = new byte[m][][];
        for (int i = 0; i < m; i++) {
            original[i] = in.original().table().column(pairs[i][0]);
            published[i] = in.published().table().column(pairs[i][1]);
            hierarchies[i] = in.hierarchies().get(in.original().schema().attribute(pairs[i][0]).name()).orElse(null);
            sameValue[i] = new int[original[i].dictionarySize()];
            for (int code = 0; code < sameValue[i].length; code++) {
                sameValue[i][code] = published[i].encode(original[i].decode(code));
            }
            covers[i] = new byte[original[i].dictionarySize()][];
        }
    }

    @Override
    public String key() {
        return "quasi_identifiers";
    }

    @Override
    public int[] known(int person) {
        int[] v = new int[original.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = original[i].code(person);
        }
        return v;
    }

    @Override
    public int[] seen(int node) {
        int[] v = new int[published.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = published[i].code(node);
        }
        return v;
    }

    @Override
    public boolean exact(int[] known, int[] seen) {
        for (int i = 0; i < known.length; i++) {
            if (known[i] != Column.MISSING_CODE && sameValue[i][known[i]] != seen[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean tolerant(int[] known, int[] seen) {
        for (int i = 0; i < known.length; i++) {
            if (known[i] != Column.MISSING_CODE && !covers(i, known[i], seen[i])) {
                return false;
            }
        }
        return true;
    }

    /** Memoized {@link ValueCover#covers}; each row of the memo belongs to one original value. */
    private boolean covers(int attribute, int knownCode, int seenCode) {
        byte[][] memo = covers[attribute];
        byte[] row;
        synchronized (memo) {
            row = memo[knownCode];
            if (row == null) {
                row = new byte[published[attribute].dictionarySize()];
                memo[knownCode] = row;
            }
        }
        byte r = row[seenCode];
        if (r == UNKNOWN) {
            boolean c = ValueCover.covers(published[attribute].decode(seenCode), original[attribute].decode(knownCode),
                    hierarchies[attribute]);
            r = c ? YES : NO;
            row[seenCode] = r; // a benign race: every thread computes the same value
        }
        return r == YES;
    }
}
