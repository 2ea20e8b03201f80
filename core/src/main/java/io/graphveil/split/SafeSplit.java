package io.graphveil.split;

import io.graphveil.model.IndexedGraph;
import io.graphveil.model.KeyOrder;
import io.graphveil.model.Permutations;

import java.util.SplittableRandom;

/**
 * One split under the safe rules ({@link SafeRules}, rules 3 and 4) as a function of what can be
 * gathered about a node wherever it lies: its keyed hash ({@link NodeKeys}), its friends' keys
 * and the friendships among them. The node's stream, seeded by its key, first tosses which copy is
 * the shadow, then shuffles the friends (taken in the order of their keys, ties by their persons'
 * ids) and deals them: the first to copy 0, the second to copy 1, each further one to the copy with
 * more common neighbours so far, then fewer friends, then a coin ({@link CopyChoice}). Nothing
 * depends on how the friends were numbered. Both engines call it: the single machine over the
 * ball it queried, Spark over the friends and friendships a join gathered. Cost
 * {@code O(d log d + Σ_{u ∈ N(v)} deg_local(u))} for a node of {@code d} friends.
 */
public final class SafeSplit {
    /**
     * @param shadowCopy the copy (0 or 1) that shows the shadow's values
     * @param owner      the copy each friend joins, by local index {@code 1..d} (entry 0 unused)
     */
    public record Outcome(int shadowCopy, int[] owner) {
    }

    private SafeSplit() {
    }

    /**
     * @param key           the node's keyed hash
     * @param friendKey     its friends' keyed hashes; friend {@code i} is local node {@code i + 1}
     * @param friendPerson  the ids of the persons those friends are (or are copies of)
     * @param local         the friendships among them, on local indexes (node 0, the node itself,
     *                      may be linked or not: it is ignored)
     */
    public static Outcome of(long key, long[] friendKey, String[] friendPerson, IndexedGraph local) {
        int[] keyed = KeyOrder.sorted(friendKey.length, i -> friendKey[i],
                (a, b) -> friendPerson[a].compareTo(friendPerson[b]));
        for (int i = 0; i < keyed.length; i++) {
            keyed[i]++;
        }
        SplittableRandom stream = new SplittableRandom(key);
        int shadow = shadowCopy(stream);
        return new Outcome(shadow, owners(stream, keyed, local));
    }

    /**
     * The key of copy {@code copy} (0 or 1) of a node whose key was {@code key}: what
     * {@link NodeKeys} gives the two copies when it splits the node, and what an engine deriving a
     * split friend's key elsewhere must give it.
     */
    public static long copyKey(long key, int copy) {
        return io.graphveil.model.Hash64.combine(key, copy + 1);
    }

    /** Which copy of the node with {@code key} is the shadow: {@link #of}'s first draw alone. */
    public static int shadowCopy(long key) {
        return shadowCopy(new SplittableRandom(key));
    }

    /** Rule 3's coin, the stream's first draw: which copy is the shadow. */
    static int shadowCopy(SplittableRandom stream) {
        return stream.nextBoolean() ? 1 : 0;
    }

    /**
     * Rule 4 after the coin: {@code keyed} holds the local indexes {@code 1..d} in the order of
     * their keys and is shuffled in place by {@code stream}.
     */
    static int[] owners(SplittableRandom stream, int[] keyed, IndexedGraph local) {
        Permutations.shuffle(keyed, keyed.length, stream);
        int[] owner = new int[keyed.length + 1];
        int[][] common = new int[2][keyed.length + 1];
        int[] friends = new int[2];
        int[] none = new int[2];
        int[] commonWithU = new int[2];
        for (int i = 0; i < keyed.length; i++) {
            int u = keyed[i];
            int choice;
            if (i < 2) {
                choice = i;
            } else {
                commonWithU[0] = common[0][u];
                commonWithU[1] = common[1][u];
                choice = CopyChoice.choose(none, commonWithU, friends, none, true, stream::nextBoolean);
            }
            owner[u] = choice;
            friends[choice]++;
            CopyChoice.countCommon(local, u, common[choice]);
        }
        return owner;
    }
}
