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
        Table table = network.table();
        Schema schema = table.schema();
        long[] nameHash = new long[schema.size()];
        for (int c = 0; c < nameHash.length; c++) {
            nameHash[c] = of(schema.attribute(c).name());
        }
        long[][] valueHash = new long[schema.size()][];
        for (int c = 0; c < valueHash.length; c++) {
            Column column = table.column(c);
            valueHash[c] = new long[column.dictionarySize()];
            for (int code = 0; code < valueHash[c].length; code++) {
                valueHash[c][code] = combine(nameHash[c], of(column.decode(code)));
            }
        }
        long sum = 0;
        for (int r = 0; r < table.rowCount(); r++) {
            long row = 0;
            for (int c = 0; c < valueHash.length; c++) {
                row = combine(row, valueHash[c][table.code(r, c)]);
            }
            sum += mix(row);
        }
        long[] idHash = new long[network.nodeCount()];
        for (int v = 0; v < idHash.length; v++) {
            idHash[v] = of(network.id(v));
        }
        long[] edges = {0};
        network.structure().forEachEdge((u, v) -> {
            long a = Math.min(idHash[u], idHash[v]);
            long b = Math.max(idHash[u], idHash[v]);
            edges[0] += combine(a, b);
        });
        return mix(sum) ^ mix(edges[0] + GOLDEN) ^ mix(table.rowCount() + 31L * network.edgeCount());
    }
}
