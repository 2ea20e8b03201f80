package io.graphveil.split;

import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Hash64;
import io.graphveil.model.KeyOrder;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

/**
 * Each node's keyed hash, from which every random choice of a split is drawn: a person's key is
 * {@code combine(splitKey, hash(id))}, and splitting a node replaces its key {@code k} with
 * {@code combine(k, 1)} and gives its copy {@code combine(k, 2)}. The split key is the run's seed
 * hashed with the input's order-independent digest ({@link Hash64#digest}), which the published
 * seed alone does not give. So every choice is a function of the seed and the ids, never of the
 * order in which nodes were read or split: the same split whatever the input's row and edge
 * order, and on any engine. Also knows each node's person, so that ties of whole keys (a 64-bit
 * collision) are broken by the person's id.
 */
final class NodeKeys {
    private final IntFunction<String> id;
    private long[] key;
    private int[] personOf;

    /** The keys of a network's persons, for the run's {@code seed}. */
    NodeKeys(AttributeSocialNetwork network, long seed) {
        this(network.nodeCount(), network::id, Hash64.combine(seed, Hash64.digest(network)));
    }

    /** The keys of {@code n} persons with the given ids under {@code splitKey}. */
    NodeKeys(int n, IntFunction<String> id, long splitKey) {
        this.id = id;
        this.key = new long[n];
        this.personOf = new int[n];
        for (int v = 0; v < n; v++) {
            key[v] = Hash64.combine(splitKey, Hash64.of(id.apply(v)));
            personOf[v] = v;
        }
    }

    /** Makes room for nodes up to {@code capacity} (the originals and their copies to come). */
    void grow(int capacity) {
        if (capacity > key.length) {
            key = Arrays.copyOf(key, capacity);
            personOf = Arrays.copyOf(personOf, capacity);
        }
    }

    /** The node's random stream: what its split draws (copy values, neighbour order, coins). */
    SplittableRandom stream(int node) {
        return new SplittableRandom(key[node]);
    }

    /** Records that {@code copy} was split off {@code v}: both get keys derived from {@code v}'s. */
    void split(int v, int copy) {
        key[copy] = SafeSplit.copyKey(key[v], 1);
        key[v] = SafeSplit.copyKey(key[v], 0);
        personOf[copy] = personOf[v];
    }

    int[] personOf(int nodes) {
        return Arrays.copyOf(personOf, nodes);
    }

    /**
     * {@code 0..n-1} in the order of the keys of the nodes {@code nodeAt(i)}; equal keys (a 64-bit
     * collision) in the order of their persons' ids.
     */
    int[] order(int n, IntUnaryOperator nodeAt) {
        return KeyOrder.sorted(n, i -> key[nodeAt.applyAsInt(i)],
                (a, b) -> id.apply(personOf[nodeAt.applyAsInt(a)]).compareTo(
                        id.apply(personOf[nodeAt.applyAsInt(b)])));
    }
}
