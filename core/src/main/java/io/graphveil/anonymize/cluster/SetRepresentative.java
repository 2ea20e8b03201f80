package io.graphveil.anonymize.cluster;

import io.graphveil.model.Column;
import io.graphveil.model.GeneralizedValues;
import io.graphveil.model.Values;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A cluster's value as the set (union) of its members' values (ALGORITHMS.md §3 for unordered attributes),
 * kept as a bit set over the column's codes. A missing member makes it the whole domain,
 * published {@code *}; a single value publishes unchanged; otherwise {@code {x|y|z}} with the
 * members in string order. Also serves as the sensitive-value set of a cluster (l-diversity,
 * p-sensitivity), where {@code *} is simply not a value: see {@link #sensitive}.
 */
public final class SetRepresentative implements AttributeRepresentative, ValueSets {
    private final Column column;
    private final int[] codeOfRecord;
    private final int words;
    private final boolean missingWidens;
    private final int domainSize;
    private long[] bits = new long[0];
    private final GrowableInts count = new GrowableInts();
    private final GrowableInts full = new GrowableInts();

    private SetRepresentative(Column column, boolean missingWidens) {
        this.column = column;
        this.codeOfRecord = column.codes();
        this.words = (column.dictionarySize() + 63) >>> 6;
        this.missingWidens = missingWidens;
        this.domainSize = column.distinctKnown();
    }

    /** A quasi-identifier's set: a missing member widens it to the whole domain. */
    public SetRepresentative(Column column) {
        this(column, true);
    }

    /** The distinct known sensitive values of each cluster; missing values are ignored. */
    public static SetRepresentative sensitive(Column column) {
        return new SetRepresentative(column, false);
    }

    /** Number of distinct known values in the column's rows: the size of the whole domain. */
    public int domainSize() {
        return domainSize;
    }

    public boolean isFull(int cluster) {
        return full.get(cluster) != 0;
    }

    /** Number of values in the cluster's set (the domain size when full). */
    public int size(int cluster) {
        return isFull(cluster) ? domainSize : count.get(cluster);
    }

    @Override
    public int distinct(int cluster) {
        return size(cluster);
    }

    /** Whether the set holds {@code code} (a full set holds every known code). */
    @Override
    public boolean contains(int cluster, int code) {
        if (isFull(cluster)) {
            return code != Column.MISSING_CODE;
        }
        return (bits[cluster * words + (code >>> 6)] & (1L << code)) != 0;
    }

    /** Size of the union of two clusters' sets. */
    public int unionSize(int a, int b) {
        if (isFull(a) || isFull(b)) {
            return domainSize;
        }
        int n = 0;
        int ia = a * words;
        int ib = b * words;
        for (int w = 0; w < words; w++) {
            n += Long.bitCount(bits[ia + w] | bits[ib + w]);
        }
        return n;
    }

    private void ensure(int cluster) {
        int need = (cluster + 1) * words;
        if (need > bits.length) {
            bits = Arrays.copyOf(bits, Math.max(need, bits.length * 2));
        }
    }

    @Override
    public void open(int cluster, int record) {
        ensure(cluster);
        Arrays.fill(bits, cluster * words, (cluster + 1) * words, 0L);
        count.set(cluster, 0);
        full.set(cluster, 0);
        put(cluster, codeOfRecord[record]);
    }

    @Override
    public void add(int cluster, int record) {
        put(cluster, codeOfRecord[record]);
    }

    private void put(int cluster, int code) {
        if (code == Column.MISSING_CODE) {
            if (missingWidens) {
                full.set(cluster, 1);
            }
            return;
        }
        int w = cluster * words + (code >>> 6);
        long bit = 1L << code;
        if ((bits[w] & bit) == 0) {
            bits[w] |= bit;
            count.set(cluster, count.get(cluster) + 1);
        }
    }

    @Override
    public void merge(int into, int from) {
        int n = 0;
        for (int w = 0; w < words; w++) {
            bits[into * words + w] |= bits[from * words + w];
            n += Long.bitCount(bits[into * words + w]);
        }
        count.set(into, n);
        if (isFull(from)) {
            full.set(into, 1);
        }
    }

    @Override
    public String label(int cluster) {
        if (isFull(cluster)) {
            return Values.MISSING;
        }
        List<String> members = new ArrayList<>(count.get(cluster));
        for (int code = 1; code < column.dictionarySize(); code++) {
            if (contains(cluster, code)) {
                members.add(column.decode(code));
            }
        }
        if (members.size() == 1) {
            return members.get(0);
        }
        members.sort(null);
        return GeneralizedValues.set(members);
    }
}
