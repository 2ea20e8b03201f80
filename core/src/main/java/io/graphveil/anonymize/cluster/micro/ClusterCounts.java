package io.graphveil.anonymize.cluster.micro;

import io.graphveil.anonymize.cluster.Clusters;
import io.graphveil.anonymize.cluster.ValueSets;

import java.util.Arrays;

/**
 * The sufficient statistics of micro-aggregation for one attribute: each cluster's value
 * histogram, kept as keys in ascending order with their counts, plus its numbers of known and
 * missing values. A key is an attribute's own index of a value (a code, a rank, a position on the
 * line), chosen so that ascending keys are the order a centroid needs. Updated in O(distinct) per
 * join, O(distinct(a) + distinct(b)) per merge; lookups by binary search. Reads are safe from
 * several threads between changes.
 */
public final class ClusterCounts implements Clusters.Listener, ValueSets {
    private final int[] keyOfCode;
    private final int[] keyOfRecord;
    private int[][] keys = new int[64][];
    private int[][] counts = new int[64][];
    private int[] distinct = new int[64];
    private int[] known = new int[64];
    private int[] missing = new int[64];

    /**
     * @param keyOfCode    the key of every dictionary code; −1 for {@code *} (code 0) and for codes no record holds
     * @param codeOfRecord every record's code
     */
    public ClusterCounts(int[] keyOfCode, int[] codeOfRecord) {
        this.keyOfCode = keyOfCode.clone();
        this.keyOfRecord = new int[codeOfRecord.length];
        for (int r = 0; r < codeOfRecord.length; r++) {
            keyOfRecord[r] = keyOfCode[codeOfRecord[r]];
        }
    }

    /** Counts by dictionary code (the key of a code is the code; {@code *} is missing). */
    public static ClusterCounts ofCodes(int dictionarySize, int[] codeOfRecord) {
        return new ClusterCounts(codeKeys(dictionarySize), codeOfRecord);
    }

    /** Keys for counting by dictionary code: every code its own key, {@code *} none (−1). */
    static int[] codeKeys(int dictionarySize) {
        int[] key = new int[dictionarySize];
        for (int c = 0; c < key.length; c++) {
            key[c] = c == 0 ? -1 : c;
        }
        return key;
    }

    /** The key of dictionary code {@code code}, −1 for {@code *}. */
    public int keyOf(int code) {
        return keyOfCode[code];
    }

    private void ensure(int cluster) {
        if (cluster >= distinct.length) {
            int n = Math.max(cluster + 1, distinct.length * 2);
            keys = Arrays.copyOf(keys, n);
            counts = Arrays.copyOf(counts, n);
            distinct = Arrays.copyOf(distinct, n);
            known = Arrays.copyOf(known, n);
            missing = Arrays.copyOf(missing, n);
        }
    }

    @Override
    public void open(int cluster, int record) {
        ensure(cluster);
        keys[cluster] = new int[4];
        counts[cluster] = new int[4];
        distinct[cluster] = 0;
        known[cluster] = 0;
        missing[cluster] = 0;
        put(cluster, keyOfRecord[record]);
    }

    @Override
    public void add(int cluster, int record) {
        put(cluster, keyOfRecord[record]);
    }

    private void put(int cluster, int key) {
        if (key < 0) {
            missing[cluster]++;
            return;
        }
        known[cluster]++;
        int d = distinct[cluster];
        if (d == keys[cluster].length) {
            keys[cluster] = Arrays.copyOf(keys[cluster], d * 2);
            counts[cluster] = Arrays.copyOf(counts[cluster], d * 2);
        }
        distinct[cluster] = with(cluster, key, keys[cluster], counts[cluster]);
    }

    /**
     * Writes {@code cluster}'s histogram with one more {@code key} ({@code ≥ 0}) into
     * {@code keysOut} and {@code countsOut} (of at least {@code distinct + 1} entries; they may be
     * the cluster's own arrays) and returns its number of keys.
     */
    int with(int cluster, int key, int[] keysOut, int[] countsOut) {
        int[] k = keys[cluster];
        int[] c = counts[cluster];
        int d = distinct[cluster];
        int at = Arrays.binarySearch(k, 0, d, key);
        if (at >= 0) {
            System.arraycopy(k, 0, keysOut, 0, d);
            System.arraycopy(c, 0, countsOut, 0, d);
            countsOut[at]++;
            return d;
        }
        at = -at - 1;
        // The tail first: in place, it shifts right over itself; the head is then a no-op copy.
        System.arraycopy(k, at, keysOut, at + 1, d - at);
        System.arraycopy(c, at, countsOut, at + 1, d - at);
        System.arraycopy(k, 0, keysOut, 0, at);
        System.arraycopy(c, 0, countsOut, 0, at);
        keysOut[at] = key;
        countsOut[at] = 1;
        return d + 1;
    }

    /**
     * Writes the histogram of {@code a ∪ b} (keys ascending, counts of a shared key summed) into
     * {@code keysOut} and {@code countsOut} (of at least {@code distinct(a) + distinct(b)}
     * entries) and returns its number of keys. Reads only, so safe from several threads.
     */
    int union(int a, int b, int[] keysOut, int[] countsOut) {
        int da = distinct[a];
        int db = distinct[b];
        int[] ka = keys[a];
        int[] ca = counts[a];
        int[] kb = keys[b];
        int[] cb = counts[b];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < da || j < db) {
            if (j >= db || i < da && ka[i] < kb[j]) {
                keysOut[n] = ka[i];
                countsOut[n++] = ca[i++];
            } else if (i >= da || kb[j] < ka[i]) {
                keysOut[n] = kb[j];
                countsOut[n++] = cb[j++];
            } else {
                keysOut[n] = ka[i];
                countsOut[n++] = ca[i++] + cb[j++];
            }
        }
        return n;
    }

    @Override
    public void merge(int into, int from) {
        int[] k = new int[Math.max(4, distinct[into] + distinct[from])];
        int[] c = new int[k.length];
        distinct[into] = union(into, from, k, c);
        keys[into] = k;
        counts[into] = c;
        known[into] += known[from];
        missing[into] += missing[from];
        keys[from] = null;
        counts[from] = null;
        distinct[from] = 0;
        known[from] = 0;
        missing[from] = 0;
    }

    /** Number of distinct known values (keys) in {@code cluster}. */
    @Override
    public int distinct(int cluster) {
        return distinct[cluster];
    }

    /** Whether {@code cluster} holds dictionary code {@code code}. */
    @Override
    public boolean contains(int cluster, int code) {
        int key = keyOfCode[code];
        return key >= 0 && count(cluster, key) > 0;
    }

    /** Number of known values in {@code cluster}. */
    public int known(int cluster) {
        return known[cluster];
    }

    /** Number of missing values in {@code cluster}. */
    public int missing(int cluster) {
        return missing[cluster];
    }

    /** The {@code i}-th smallest key of {@code cluster} ({@code 0 ≤ i < distinct}). */
    public int key(int cluster, int i) {
        return keys[cluster][i];
    }

    /** The count of the {@code i}-th smallest key. */
    public int countAt(int cluster, int i) {
        return counts[cluster][i];
    }

    /**
     * The cluster's sorted keys, the live array (valid at {@code 0..distinct-1}): read it, never
     * write it, and only until the cluster next changes.
     */
    int[] sortedKeys(int cluster) {
        return keys[cluster];
    }

    /** The counts of {@link #sortedKeys}, the live array under the same rules. */
    int[] sortedCounts(int cluster) {
        return counts[cluster];
    }

    /** The count of {@code key} in {@code cluster} (0 when absent). */
    public int count(int cluster, int key) {
        int at = Arrays.binarySearch(keys[cluster], 0, distinct[cluster], key);
        return at >= 0 ? counts[cluster][at] : 0;
    }

    /** {@code Ent(G)}: the entropy in bits of the cluster's known values ({@link Entropy}). */
    public double entropy(int cluster) {
        return Entropy.bits(counts[cluster], distinct[cluster], known[cluster]);
    }

    /** {@code Ent(G ∪ {t})} for a record {@code t} with key {@code key} (−1: missing, which adds nothing). */
    public double entropyWith(int cluster, int key) {
        int n = known[cluster];
        if (key < 0) {
            return entropy(cluster);
        }
        int[] c = counts[cluster];
        int d = distinct[cluster];
        int own = count(cluster, key);
        double h = own == 0 ? Entropy.term(1, n + 1) : 0;
        for (int i = 0; i < d; i++) {
            h += Entropy.term(keys[cluster][i] == key ? c[i] + 1 : c[i], n + 1);
        }
        return h;
    }

    /** {@code Ent(A ∪ B)} of two clusters. */
    public double entropyMerged(int a, int b) {
        int n = known[a] + known[b];
        int[] ka = keys[a];
        int[] kb = keys[b];
        int[] ca = counts[a];
        int[] cb = counts[b];
        int da = distinct[a];
        int db = distinct[b];
        int i = 0;
        int j = 0;
        double h = 0;
        while (i < da || j < db) {
            int c;
            if (j >= db || i < da && ka[i] < kb[j]) {
                c = ca[i++];
            } else if (i >= da || kb[j] < ka[i]) {
                c = cb[j++];
            } else {
                c = ca[i++] + cb[j++];
            }
            h += Entropy.term(c, n);
        }
        return h;
    }

    /** {@code Σ_v a_v·b_v} over the keys of two clusters (a histogram dot product). */
    public long dot(int a, int b) {
        int[] ka = keys[a];
        int[] kb = keys[b];
        int da = distinct[a];
        int db = distinct[b];
        int i = 0;
        int j = 0;
        long s = 0;
        while (i < da && j < db) {
            if (ka[i] < kb[j]) {
                i++;
            } else if (kb[j] < ka[i]) {
                j++;
            } else {
                s += (long) counts[a][i++] * counts[b][j++];
            }
        }
        return s;
    }
}
