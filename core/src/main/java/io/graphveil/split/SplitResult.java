package io.graphveil.split;

import io.graphveil.model.AttributeSocialNetwork;

/**
 * The split graph and how it came about: for every published node the original person it
 * belongs to, the splits in order (original node, its two copies), and the copies left without any
 * friend. The first copy of a split takes the original's index, the second is appended. Immutable.
 */
public final class SplitResult {
    private final AttributeSocialNetwork network;
    private final int[] personOf;
    private final int[] splitOriginal;
    private final int[] secondCopy;
    private final int isolatedCopies;
    private final int rounds;
    private final int holders;
    private final boolean[] shadow;
    private final java.util.Map<String, Object> plan;

    SplitResult(AttributeSocialNetwork network, int[] personOf, int[] splitOriginal, int[] secondCopy,
                int isolatedCopies, int holders, boolean[] shadow, java.util.Map<String, Object> plan, int rounds) {
        this.rounds = rounds;
        this.network = network;
        this.personOf = personOf;
        this.splitOriginal = splitOriginal;
        this.secondCopy = secondCopy;
        this.isolatedCopies = isolatedCopies;
        this.holders = holders;
        this.shadow = shadow;
        this.plan = plan == null ? null : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(plan));
    }

    /** Whether the safe rules split this graph (shadows and decoys), rather than the paper's. */
    public boolean safe() {
        return shadow != null;
    }

    /** Whether node {@code node} is a shadow copy (safe rules; always false under the paper's). */
    public boolean isShadow(int node) {
        return shadow != null && shadow[node];
    }

    /**
     * The safe rules' decoy plan for the owner's report (holders split and left whole, decoys,
     * strata, whether holder status is protected), or an empty map under the paper's rules.
     */
    public java.util.Map<String, Object> plan() {
        return plan == null ? java.util.Map.of() : plan;
    }

    /** The split graph: {@code n + splits()} nodes, the original edge count. */
    public AttributeSocialNetwork network() {
        return network;
    }

    /** The original node (person) that node {@code node} of the split graph belongs to. */
    public int personOf(int node) {
        return personOf[node];
    }

    /** Every node's person, a copy. */
    public int[] persons() {
        return personOf.clone();
    }

    /** Number of splits: the length of the priority queue. */
    public int splits() {
        return splitOriginal.length;
    }

    /** The original node of the {@code i}-th split; its first copy has the same index. */
    public int splitOriginal(int i) {
        return splitOriginal[i];
    }

    /** The second copy of the {@code i}-th split. */
    public int secondCopy(int i) {
        return secondCopy[i];
    }

    /** Copies with no friend at all after splitting (ALGORITHMS.md §1.4: reported, not hidden). */
    /**
     * The rounds in which the splits could run in parallel ({@link SplitRounds}: no two friends in
     * one round); −1 when the queue re-ranks after each split.
     */
    public int rounds() {
        return rounds;
    }

    public int isolatedCopies() {
        return isolatedCopies;
    }

    /** Original nodes holding at least one private value. */
    public int holders() {
        return holders;
    }
}
