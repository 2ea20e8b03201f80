package io.graphveil.anonymize.cluster;

import io.graphveil.group.Partition;

import java.util.Arrays;
import java.util.List;

/**
 * The clusters a clustering algorithm builds: which record is in which cluster, the members of
 * each, merges. Cluster ids are handed out in order of creation ({@code 0, 1, …}) and never
 * reused; a merged-away cluster stays dead. Whatever summarizes a cluster (its representative,
 * sensitive values, sufficient statistics) registers as a {@link Listener} and is told of every
 * change after the membership is updated, so that a summary can never fall out of step.
 */
public final class Clusters {
    /** Told of every change to the clusters, after the change. */
    public interface Listener {
        /** Cluster {@code cluster} was created with the single record {@code record}. */
        void open(int cluster, int record);

        /** {@code record} joined {@code cluster}. */
        void add(int cluster, int record);

        /** Every record of {@code from} joined {@code into}; {@code from} is dead. */
        void merge(int into, int from);
    }

    private final int[] clusterOf;
    private int[][] members = new int[16][];
    private int[] size = new int[16];
    private boolean[] alive = new boolean[16];
    private int count;
    private int aliveCount;
    private final List<Listener> listeners;

    /** No record in any cluster yet. */
    public Clusters(int records, List<? extends Listener> listeners) {
        this.clusterOf = new int[records];
        Arrays.fill(clusterOf, -1);
        this.listeners = List.copyOf(listeners);
    }

    public int recordCount() {
        return clusterOf.length;
    }

    /** A new cluster holding {@code record}; returns its id. */
    public int open(int record) {
        assign(record);
        if (count == size.length) {
            int capacity = count * 2;
            members = Arrays.copyOf(members, capacity);
            size = Arrays.copyOf(size, capacity);
            alive = Arrays.copyOf(alive, capacity);
        }
        int c = count++;
        members[c] = new int[4];
        members[c][0] = record;
        size[c] = 1;
        alive[c] = true;
        aliveCount++;
        clusterOf[record] = c;
        for (Listener l : listeners) {
            l.open(c, record);
        }
        return c;
    }

    public void add(int cluster, int record) {
        requireAlive(cluster);
        assign(record);
        append(cluster, record);
        clusterOf[record] = cluster;
        for (Listener l : listeners) {
            l.add(cluster, record);
        }
    }

    /** Moves every record of {@code from} into {@code into}; {@code from} dies. */
    public void merge(int into, int from) {
        requireAlive(into);
        requireAlive(from);
        if (into == from) {
            throw new IllegalArgumentException("cannot merge cluster " + into + " into itself");
        }
        for (int i = 0; i < size[from]; i++) {
            int r = members[from][i];
            append(into, r);
            clusterOf[r] = into;
        }
        members[from] = null;
        size[from] = 0;
        alive[from] = false;
        aliveCount--;
        for (Listener l : listeners) {
            l.merge(into, from);
        }
    }

    private void assign(int record) {
        if (clusterOf[record] >= 0) {
            throw new IllegalStateException("record " + record + " is already in cluster " + clusterOf[record]);
        }
    }

    private void requireAlive(int cluster) {
        if (cluster < 0 || cluster >= count || !alive[cluster]) {
            throw new IllegalArgumentException("no live cluster " + cluster);
        }
    }

    private void append(int cluster, int record) {
        int[] m = members[cluster];
        if (size[cluster] == m.length) {
            m = Arrays.copyOf(m, m.length * 2);
            members[cluster] = m;
        }
        m[size[cluster]++] = record;
    }

    /** Clusters ever created (live or merged away); ids are {@code 0..count()-1}. */
    public int count() {
        return count;
    }

    public int aliveCount() {
        return aliveCount;
    }

    public boolean isAlive(int cluster) {
        return alive[cluster];
    }

    public int size(int cluster) {
        return size[cluster];
    }

    /** The cluster of {@code record}, −1 when it has none yet. */
    public int clusterOf(int record) {
        return clusterOf[record];
    }

    /** The members of {@code cluster} in the order they joined. */
    public int[] members(int cluster) {
        return Arrays.copyOf(members[cluster], size[cluster]);
    }

    /** Ids of the live clusters, ascending. */
    public int[] aliveIds() {
        int[] out = new int[aliveCount];
        int i = 0;
        for (int c = 0; c < count; c++) {
            if (alive[c]) {
                out[i++] = c;
            }
        }
        return out;
    }

    /** Whether every record is in a cluster. */
    public boolean isComplete() {
        for (int c : clusterOf) {
            if (c < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The clusters as a {@link Partition}: live clusters numbered in ascending id order, records in
     * no cluster in no class. {@code idOfClass[c]} receives the cluster id of class {@code c} when
     * the array is given.
     */
    public Partition partition(int[] idOfClass) {
        int[] number = new int[count];
        Arrays.fill(number, -1);
        int classes = 0;
        for (int c = 0; c < count; c++) {
            if (alive[c]) {
                if (idOfClass != null) {
                    idOfClass[classes] = c;
                }
                number[c] = classes++;
            }
        }
        int[] classOf = new int[clusterOf.length];
        for (int r = 0; r < classOf.length; r++) {
            classOf[r] = clusterOf[r] < 0 ? -1 : number[clusterOf[r]];
        }
        return Partition.of(classOf, classes);
    }
}
