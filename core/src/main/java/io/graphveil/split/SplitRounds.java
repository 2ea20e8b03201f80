package io.graphveil.split;

import io.graphveil.model.Adjacency;
import io.graphveil.model.Permutations;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The rounds in which a fixed split order can run in parallel. A split of {@code v} reads
 * {@code v}'s values, its neighbours (and their values) and the edges among them, and writes
 * {@code v}'s edges and its neighbours' lists (a friend renamed to the copy); a neighbour's own
 * edges to others, the values of anyone else and the fixed order are untouched. So two targets
 * conflict only when they are friends: the <b>conflict radius is 1</b> (copies are never split,
 * and a copy's friends were its original's, so splitting adds no friendship between targets).
 * Target {@code v} is in round {@code 1 + max} of the rounds of its friends that come before it
 * (1 with none): within a round no two targets are friends, and any order of a round's targets —
 * or all of them at once — splits the graph as the fixed order does. The number of rounds is the
 * longest chain of friends in decreasing priority: a hub serializes its neighbours behind it.
 * Computed in one pass over the order, {@code O(Σ deg)}. Immutable.
 *
 * <p>Not for a queue that re-ranks after each split ({@code --recompute-priorities}): its order
 * depends on the splits themselves, within any distance.
 */
public final class SplitRounds {
    private final int[] order;
    private final int[] round;
    private final int rounds;

    private SplitRounds(int[] order, int[] round, int rounds) {
        this.order = order;
        this.round = round;
        this.rounds = rounds;
    }

    /**
     * @param order the targets in the order they are split
     * @param graph the original friendships
     */
    public static SplitRounds of(int[] order, Adjacency graph) {
        int n = graph.nodeCount();
        int[] roundOfNode = new int[n]; // 0: not a target, or not placed yet
        int[] round = new int[order.length];
        int rounds = 0;
        for (int i = 0; i < order.length; i++) {
            int v = order[i];
            int r = 1;
            for (int j = 0, d = graph.degree(v); j < d; j++) {
                r = Math.max(r, roundOfNode[graph.neighbor(v, j)] + 1);
            }
            roundOfNode[v] = r;
            round[i] = r;
            rounds = Math.max(rounds, r);
        }
        return new SplitRounds(order.clone(), round, rounds);
    }

    /** The number of rounds (0 without targets). */
    public int rounds() {
        return rounds;
    }

    /** The round of each target, by its position in the order. */
    public int[] roundByPosition() {
        return round.clone();
    }

    /** The number of targets in each round ({@code [0]} unused). */
    public int[] sizes() {
        int[] size = new int[rounds + 1];
        for (int r : round) {
            size[r]++;
        }
        return size;
    }

    /**
     * The targets round by round, each round's in an order drawn from {@code random} instead of the
     * fixed one: an order that splits the graph as the fixed order does, if the radius is right.
     */
    int[] shuffledWithinRounds(SplittableRandom random) {
        int[] start = new int[rounds + 2];
        for (int r : round) {
            start[r + 1]++;
        }
        for (int r = 1; r < start.length; r++) {
            start[r] += start[r - 1];
        }
        int[] at = Arrays.copyOf(start, start.length);
        int[] out = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            out[at[round[i]]++] = order[i];
        }
        for (int r = 1; r <= rounds; r++) {
            int[] part = Arrays.copyOfRange(out, start[r], start[r + 1]);
            Permutations.shuffle(part, part.length, random);
            System.arraycopy(part, 0, out, start[r], part.length);
        }
        return out;
    }
}
