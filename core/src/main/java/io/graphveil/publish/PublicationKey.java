package io.graphveil.publish;

import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Table;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The key a publication draws its pseudonyms and edge order from: the first 8 bytes (big-endian)
 * of SHA-256 over the seed, then the complete table before pseudonymization — its shape, then
 * every value of every row in row order, identifiers included — and, for a graph, its node count
 * and edge list in {@link IndexedGraph#forEachEdge} order. Each value is hashed as its UTF-8
 * length and bytes, so that no two tables hash the same bytes.
 *
 * <p>Why not the seed alone: {@code report.json} publishes the seed, and a permutation drawn from
 * it could be recomputed by anyone, mapping pseudonyms back to input rows and pairing the two
 * copies of a split person. The identifiers (and the values before generalization that decided
 * the row order) are never published, so without the data owner's input the key is unknown; the
 * same input and seed still give the same key, which keeps the output deterministic.
 */
public final class PublicationKey {
    private PublicationKey() {
    }

    /**
     * @param table the rows before pseudonymization (identifiers included)
     * @param graph the friendships between the rows, or null for a table
     */
    public static long of(long seed, Table table, IndexedGraph graph) {
        Hasher h = new Hasher();
        h.putLong(seed);
        h.putInt(table.rowCount());
        h.putInt(table.columnCount());
        byte[][][] bytes = new byte[table.columnCount()][][];
        for (int c = 0; c < bytes.length; c++) {
            var column = table.column(c);
            bytes[c] = new byte[column.dictionarySize()][];
            for (int code = 0; code < bytes[c].length; code++) {
                bytes[c][code] = column.decode(code).getBytes(StandardCharsets.UTF_8);
            }
        }
        for (int r = 0; r < table.rowCount(); r++) {
            for (int c = 0; c < bytes.length; c++) {
                byte[] value = bytes[c][table.code(r, c)];
                h.putInt(value.length);
                h.put(value);
            }
        }
        if (graph != null) {
            h.putInt(graph.nodeCount());
            graph.forEachEdge((u, v) -> {
                h.putInt(u);
                h.putInt(v);
            });
        }
        return ByteBuffer.wrap(h.digest()).getLong();
    }

    /** SHA-256 fed through a buffer (one digest call per 64 KiB, not per value). */
    private static final class Hasher {
        private final MessageDigest sha = sha256();
        private final ByteBuffer buffer = ByteBuffer.allocate(1 << 16);

        void putInt(int v) {
            room(4);
            buffer.putInt(v);
        }

        void putLong(long v) {
            room(8);
            buffer.putLong(v);
        }

        void put(byte[] b) {
            if (b.length > buffer.capacity()) {
                flush();
                sha.update(b);
                return;
            }
            room(b.length);
            buffer.put(b);
        }

        private void room(int bytes) {
            if (buffer.remaining() < bytes) {
                flush();
            }
        }

        private void flush() {
            sha.update(buffer.array(), 0, buffer.position());
            buffer.clear();
        }

        byte[] digest() {
            flush();
            return sha.digest();
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
