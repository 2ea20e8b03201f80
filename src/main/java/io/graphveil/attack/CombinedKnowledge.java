package io.graphveil.attack;

import java.util.Arrays;

/** (c) Two kinds of knowledge at once: a node must match both, in the same way. */
final class CombinedKnowledge implements Knowledge {
    private final Knowledge first;
    private final Knowledge second;
    private final int split;

    /** @param split the length of {@code first}'s vectors (fixed for the knowledge it combines) */
    CombinedKnowledge(Knowledge first, Knowledge second, int split) {
        this.first = first;
        this.second = second;
        this.split = split;
    }

    @Override
    public String key() {
        return first.key() + "_and_" + second.key();
    }

    @Override
    public int[] known(int person) {
        return concat(first.known(person), second.known(person));
    }

    @Override
    public int[] seen(int node) {
        return concat(first.seen(node), second.seen(node));
    }

    private int[] concat(int[] a, int[] b) {
        if (a.length != split) {
            throw new IllegalStateException("the first knowledge's vectors must have length " + split);
        }
        int[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Override
    public boolean exact(int[] known, int[] seen) {
        return first.exact(head(known), head(seen)) && second.exact(tail(known), tail(seen));
    }

    @Override
    public boolean tolerant(int[] known, int[] seen) {
        return first.tolerant(head(known), head(seen)) && second.tolerant(tail(known), tail(seen));
    }

    private int[] head(int[] v) {
        return Arrays.copyOf(v, split);
    }

    private int[] tail(int[] v) {
        return Arrays.copyOfRange(v, split, v.length);
    }

    @Override
    public boolean firstComponentBounds() {
        return first.firstComponentBounds();
    }
}
