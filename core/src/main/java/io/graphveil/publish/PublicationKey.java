package io.graphveil.publish;

import io.graphveil.model.Hash64;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Table;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The key a publication draws its pseudonyms and edge order from: the first 8 bytes (big-endian)
 * of SHA-256 over the seed and the order-independent digest ({@link Hash64#digest(Table,
 * IndexedGraph)}) of the complete table before pseudonymization — every value of every row,
 * identifiers included — and, for a graph, of its edges by their ends' ids.
 *
 * <p>Why not the seed alone: {@code report.json} publishes the seed, and a permutation drawn from
 * it could be recomputed by anyone, mapping pseudonyms back to input rows and pairing the two
 * copies of a split person. The identifiers (and the values before generalization) are never
 * published, so without the data owner's input the key is unknown; the same input and seed still
 * give the same key. Why a digest that ignores order: the rows and edges of a distributed engine
 * come in no fixed order, and the key must not depend on the order in which the input was read.
 */
public final class PublicationKey {
    private PublicationKey() {
    }

    /**
     * @param table the rows before pseudonymization (identifiers included)
     * @param graph the friendships between the rows, or null for a table
     */
    public static long of(long seed, Table table, IndexedGraph graph) {
        return of(seed, Hash64.digest(table, graph));
    }

    /** The key of a run's {@code seed} and its input's {@code digest}. */
    public static long of(long seed, long digest) {
        ByteBuffer bytes = ByteBuffer.allocate(16).putLong(seed).putLong(digest);
        return ByteBuffer.wrap(sha256().digest(bytes.array())).getLong();
    }

    /**
     * The keyed hash that orders rows, from the hash of the whole row ({@link Hash64#rowHashes}):
     * pseudonym {@code p} goes to the row with the {@code p}-th smallest.
     */
    public static long rowKey(long key, long rowHash) {
        return Hash64.combine(Hash64.combine(key, 1), rowHash);
    }

    /** The keyed hash that orders edges, from the id hashes of its two ends (in either order). */
    public static long edgeKey(long key, long idHashA, long idHashB) {
        return Hash64.combine(Hash64.combine(key, 2), Hash64.edgeHash(idHashA, idHashB));
    }

    /**
     * Whether an edge of this {@link #edgeKey} is written from its end with the larger id hash
     * (otherwise from the smaller one).
     */
    public static boolean turned(long edgeKey) {
        return (Hash64.mix(edgeKey) & 1) != 0;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
