package io.graphveil.anonymize.cluster;

import java.util.SplittableRandom;
import java.util.function.IntPredicate;

/**
 * The records not yet assigned to a cluster, as the clustering scans need them: the profiles that
 * still have a remaining record (the scan candidates), each profile's lowest remaining record (the
 * tie-break "lowest input index"), and a uniform random remaining record (seeds). Removal is O(1)
 * amortized. Reads are safe from several threads between removals.
 */
public final class RecordPool {
    private final Profiles profiles;
    private final boolean[] remaining;
    private final int[] dense;
    private final int[] position;
    private int size;
    private final int[] left;
    private final int[] cursor;
    private final int[] active;
    private final int[] activePosition;
    private int activeCount;
    private final int countedColumn;
    private final int[] remainingOfValue;
    private int distinctRemaining;

    /** All records of {@code profiles} remain. */
    public RecordPool(Profiles profiles) {
        this(profiles, -1);
    }

    /**
     * All records of {@code profiles} remain, and the pool counts the known values of profile
     * column {@code countedColumn} (the sensitive attribute; −1: none) among them, so that a loop
     * can ask how many distinct values remain ({@link #distinctRemaining()}). Code 0 ({@code *})
     * is no value.
     */
    public RecordPool(Profiles profiles, int countedColumn) {
        this.profiles = profiles;
        this.countedColumn = countedColumn;
        int codes = 0;
        for (int p = 0; countedColumn >= 0 && p < profiles.profileCount(); p++) {
            codes = Math.max(codes, profiles.code(p, countedColumn) + 1);
        }
        this.remainingOfValue = new int[codes];
        for (int p = 0; countedColumn >= 0 && p < profiles.profileCount(); p++) {
            int v = profiles.code(p, countedColumn);
            if (v != 0 && remainingOfValue[v] == 0) {
                distinctRemaining++;
            }
            remainingOfValue[v] += profiles.end(p) - profiles.start(p);
        }
        int n = profiles.recordCount();
        this.remaining = new boolean[n];
        this.dense = new int[n];
        this.position = new int[n];
        for (int r = 0; r < n; r++) {
            remaining[r] = true;
            dense[r] = r;
            position[r] = r;
        }
        this.size = n;
        int p = profiles.profileCount();
        this.left = new int[p];
        this.cursor = new int[p];
        this.active = new int[p];
        this.activePosition = new int[p];
        for (int i = 0; i < p; i++) {
            left[i] = profiles.end(i) - profiles.start(i);
            cursor[i] = profiles.start(i);
            active[i] = i;
            activePosition[i] = i;
        }
        this.activeCount = p;
    }

    public Profiles profiles() {
        return profiles;
    }

    /** Remaining records. */
    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(int record) {
        return remaining[record];
    }

    /** Takes {@code record} out of the pool. */
    public void remove(int record) {
        if (!remaining[record]) {
            throw new IllegalStateException("record " + record + " was already taken");
        }
        remaining[record] = false;
        int at = position[record];
        int last = dense[--size];
        dense[at] = last;
        position[last] = at;
        int p = profiles.profileOf(record);
        if (countedColumn >= 0) {
            int v = profiles.code(p, countedColumn);
            if (--remainingOfValue[v] == 0 && v != 0) {
                distinctRemaining--;
            }
        }
        if (--left[p] == 0) {
            int ap = activePosition[p];
            int lastProfile = active[--activeCount];
            active[ap] = lastProfile;
            activePosition[lastProfile] = ap;
        } else {
            while (!remaining[profiles.member(cursor[p])]) {
                cursor[p]++;
            }
        }
    }

    /** The profile column whose values the pool counts, −1 when none. */
    public int countedColumn() {
        return countedColumn;
    }

    /**
     * A scan filter: the profiles whose value in the counted column is known and not yet among
     * {@code cluster}'s {@code values} (the "new sensitive value" condition of p-sensitive and
     * l-diverse growth).
     */
    public IntPredicate newValueFilter(ValueSets values, int cluster) {
        int column = countedColumn;
        return p -> {
            int v = profiles.code(p, column);
            return v != 0 && !values.contains(cluster, v);
        };
    }

    /** Number of distinct known values of the counted column among the remaining records (0 when none is counted). */
    public int distinctRemaining() {
        return distinctRemaining;
    }

    /** Number of profiles with a remaining record. */
    public int activeCount() {
        return activeCount;
    }

    /** The {@code i}-th profile with a remaining record ({@code 0 ≤ i < activeCount()}; order arbitrary). */
    public int activeProfile(int i) {
        return active[i];
    }

    /** The lowest remaining record of profile {@code p} (which must have one). */
    public int lowestRecord(int p) {
        return profiles.member(cursor[p]);
    }

    /** A remaining record drawn uniformly with {@code random}. */
    public int randomRecord(SplittableRandom random) {
        if (size == 0) {
            throw new IllegalStateException("no record remains");
        }
        return dense[random.nextInt(size)];
    }

    /** The remaining records, ascending. */
    public int[] remainingRecords() {
        int[] out = new int[size];
        int i = 0;
        for (int r = 0; r < remaining.length; r++) {
            if (remaining[r]) {
                out[i++] = r;
            }
        }
        return out;
    }
}
