package io.graphveil.model;

import java.nio.charset.StandardCharsets;

/**
 * 64-bit hashing for keyed, order-independent random choices: FNV-1a over UTF-8 bytes, finished
 * with the SplitMix64 mixer (Steele, Lea and Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014), and {@link #digest} of a whole network as a sum of per-row and
 * per-edge hashes, so that it does not depend on the order in which rows or edges are read (a
 * distributed engine can compute it with one aggregate). Not cryptographic: the secrecy of a key
 * built from a digest rests on the input being unknown to whoever would recompute it.
 */
public final class Hash64 {
    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private Hash64() {
    }

    /** The SplitMix64 finalizer: a bijection of {@code long} that spreads every input bit. */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** The hash of a string's UTF-8 bytes. */
    public static long of(String s) {
        long h = FNV_OFFSET;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= FNV_PRIME;
        }
        return mix(h ^ s.length());
    }

    /** An order-dependent combination of two hashes (a key and what it keys). */
    public static long combine(long a, long b) {
        return mix(a * GOLDEN + mix(b + GOLDEN));
    }

    /**
     * An order-independent digest of a network: the sum of one hash per row (every column's name
     * and value, identifiers included) and one per edge (the hashes of its two end ids, unordered).
     * Cost {@code O(n·m + |E|)}.
     */
    public static long digest(AttributeSocialNetwork network) {
        return digest(network.table(), network.structure());
    }

    /**
     * {@link #digest(AttributeSocialNetwork)} of a table whose row {@code i} is node {@code i} of
     * {@code graph} (null for a table alone); a node's id is its row's IDENTIFIER value, or the
     * hash of its whole row when the table has no identifier.
     */
    public static long digest(Table table, IndexedGraph graph) {
        long[] rowHash = rowHashes(table);
        return digest(rowHash, graph == null ? null : idHashes(table, rowHash), graph);
    }

    /**
     * The digest of rows and edges already hashed: {@code rowHash} of each row ({@link #rowHashes}),
     * {@code idHash} of each node ({@link #idHashes}; unused without a graph).
     */
    public static long digest(long[] rowHash, long[] idHash, IndexedGraph graph) {
        long sum = 0;
        for (long h : rowHash) {
            sum += mix(h);
        }
        long edges = 0;
        long edgeCount = 0;
        if (graph != null) {
            long[] total = {0};
            graph.forEachEdge((u, v) -> total[0] += edgeHash(idHash[u], idHash[v]));
            edges = total[0];
            edgeCount = graph.edgeCount();
        }
        return digest(sum, edges, rowHash.length, edgeCount);
    }

    /**
     * The digest from its sums, however they were added up: {@code rowSum}, the sum (wrapping) of
     * {@link #mix} of each row hash; {@code edgeSum}, of each {@link #edgeHash}.
     */
    public static long digest(long rowSum, long edgeSum, long rows, long edges) {
        return mix(rowSum) ^ mix(edgeSum + GOLDEN) ^ mix(rows + 31L * edges);
    }

    /** The hash of each row: every column's name and value, in schema order. */
    public static long[] rowHashes(Table table) {
        Schema schema = table.schema();
        long[][] valueHash = new long[schema.size()][];
        for (int c = 0; c < valueHash.length; c++) {
            long name = of(schema.attribute(c).name());
            Column column = table.column(c);
            valueHash[c] = new long[column.dictionarySize()];
            for (int code = 0; code < valueHash[c].length; code++) {
                valueHash[c][code] = combine(name, of(column.decode(code)));
            }
        }
        long[] out = new long[table.rowCount()];
        for (int r = 0; r < out.length; r++) {
            long row = 0;
            for (int c = 0; c < valueHash.length; c++) {
                row = combine(row, valueHash[c][table.code(r, c)]);
            }
            out[r] = row;
        }
        return out;
    }

    /**
     * The hash of each row's id ({@link #of} of its IDENTIFIER value), or its {@code rowHash} when
     * the table has no identifier.
     */
    public static long[] idHashes(Table table, long[] rowHash) {
        int idColumn = table.schema().identifierIndex();
        if (idColumn < 0) {
            return rowHash;
        }
        Column ids = table.column(idColumn);
        long[] byCode = new long[ids.dictionarySize()];
        for (int code = 0; code < byCode.length; code++) {
            byCode[code] = of(ids.decode(code));
        }
        long[] out = new long[table.rowCount()];
        for (int r = 0; r < out.length; r++) {
            out[r] = byCode[table.code(r, idColumn)];
        }
        return out;
    }

    /** The hash of an undirected edge from its ends' id hashes, whichever end comes first. */
    public static long edgeHash(long a, long b) {
        return combine(Math.min(a, b), Math.max(a, b));
    }
}
