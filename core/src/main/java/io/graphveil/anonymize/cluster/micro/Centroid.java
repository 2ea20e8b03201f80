package io.graphveil.anonymize.cluster.micro;

import io.graphveil.anonymize.cluster.AttributeRepresentative;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.hierarchy.MaskHierarchy;
import io.graphveil.model.Attribute;
import io.graphveil.model.Column;
import io.graphveil.model.Table;
import io.graphveil.model.Values;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * One quasi-identifier's centroid of a cluster and the information loss around it, for
 * micro-aggregation (ALGORITHMS.md §5; Yang, Wang and Zhang 2014, "Micro-aggregation algorithm based on
 * sensitive attribute entropy", Acta Electronica Sinica 42(7)): {@code IL_A(G) = Σ_{t∈G} dis(t[A], c)},
 * {@code dis} the attribute's distance in {@code [0,1]} and {@code c} the cluster's centroid.
 * Kept current as the cluster changes (a {@link io.graphveil.anonymize.cluster.Clusters.Listener})
 * from the cluster's {@link ClusterCounts}, so that {@code IL(G ∪ {t})} for a candidate costs
 * O(1) to O(distinct values of G), never a pass over the members.
 *
 * <p>Missing values (the papers' Adult experiments have none; ALGORITHMS.md §0 says no algorithm drops a
 * record): {@code *} is at distance 1 from every known value and 0 from {@code *}, and a cluster
 * with a missing member has the centroid {@code *} (the whole domain, published {@code *}), so its
 * loss is its number of known members. Records missing the same attribute therefore join each
 * other at no cost. See docs/DECISIONS.md.
 */
public abstract sealed class Centroid implements AttributeRepresentative
        permits MeanCentroid, ConvexMedianCentroid, ModeCentroid, MedoidCentroid {
    /** The attribute's column. */
    protected final Column column;
    /** The clusters' histograms over this centroid's keys. */
    protected final ClusterCounts counts;
    /** Whether some record holds the code. */
    protected final boolean[] used;
    private double[] il = new double[64];
    private double[] bound = new double[64];

    /**
     * @param keyOfCode every code's key (its order is the one the centroid needs), −1 for {@code *} and unused codes
     */
    protected Centroid(Column column, int[] keyOfCode) {
        this.column = column;
        this.counts = new ClusterCounts(keyOfCode, column.codes());
        this.used = column.usedCodes();
    }

    /**
     * The centroid ALGORITHMS.md §5 gives {@code attribute}'s type; a SEMANTIC one reads its code tree from
     * {@code hierarchies}.
     */
    public static Centroid of(Attribute attribute, Column column, Table table, Hierarchies hierarchies) {
        return switch (attribute.type()) {
            case CONTINUOUS -> MeanCentroid.of(attribute, column);
            case ORDINAL -> ConvexMedianCentroid.of(attribute, column);
            case NOMINAL -> new ModeCentroid(column);
            case SEMANTIC -> new MedoidCentroid(attribute.name(), column, new CodeTree(codeTree(attribute, column,
                    hierarchies), attribute.beta().orElse(CodeTree.DEFAULT_BETA), CodeTree.DEFAULT_ROOT_WEIGHT));
        };
    }

    /**
     * A SEMANTIC attribute's code hierarchy tree: the schema's hierarchy (a file or a mask), else
     * one built from the codes by prefix with as many digits as the longest code.
     */
    static Hierarchy codeTree(Attribute attribute, Column column, Hierarchies hierarchies) {
        return hierarchies.get(attribute.name()).orElseGet(() -> {
            java.util.List<String> values = Hierarchies.distinct(column);
            int digits = 1;
            for (String v : values) {
                digits = Math.max(digits, v.length());
            }
            return MaskHierarchy.build(values, digits);
        });
    }

    /**
     * Keys by {@code rank} for the codes some record holds, −1 for {@code *} and the others (which
     * {@code rank} is never asked about).
     */
    static int[] keysFromRanks(Column column, IntUnaryOperator rank) {
        int[] key = new int[column.dictionarySize()];
        Arrays.fill(key, -1);
        boolean[] used = column.usedCodes();
        for (int c = 1; c < key.length; c++) {
            if (used[c]) {
                key[c] = rank.applyAsInt(c);
            }
        }
        return key;
    }

    @Override
    public final void open(int cluster, int record) {
        counts.open(cluster, record);
        changed(cluster);
    }

    @Override
    public final void add(int cluster, int record) {
        counts.add(cluster, record);
        changed(cluster);
    }

    @Override
    public final void merge(int into, int from) {
        counts.merge(into, from);
        forget(from);
        changed(into);
    }

    private void changed(int cluster) {
        if (cluster >= il.length) {
            int n = Math.max(cluster + 1, il.length * 2);
            il = Arrays.copyOf(il, n);
            bound = Arrays.copyOf(bound, n);
        }
        update(cluster);
        boolean missing = counts.missing(cluster) > 0;
        il[cluster] = missing ? counts.known(cluster) : knownIl(cluster);
        bound[cluster] = missing ? 0 : knownBound(cluster);
    }

    /** Number of dictionary codes of the column. */
    public final int codeCount() {
        return used.length;
    }

    /** Whether some record holds code {@code code}. */
    public final boolean isUsed(int code) {
        return used[code];
    }

    /** {@code IL_A(G)}: the summed distance of the members to the centroid. */
    public final double il(int cluster) {
        return il[cluster];
    }

    /**
     * A lower bound of {@code Σ_{t∈G} dis(t[A], c)} over every centroid {@code c} the type can
     * have (the loss around the best possible centre), for a cluster without missing values. Since
     * the members of {@code G} keep their distances in any union, {@code IL(G ∪ H) ≥ bound(G) + bound(H)}:
     * what lets a search skip merges that cannot win.
     */
    public final double lowerBound(int cluster) {
        return bound[cluster];
    }

    public final boolean hasMissing(int cluster) {
        return counts.missing(cluster) > 0;
    }

    /** Number of members with a known value. */
    public final int known(int cluster) {
        return counts.known(cluster);
    }

    /** {@code IL_A(G ∪ {t})} for a record {@code t} with code {@code code}. Thread-safe. */
    public final double ilWith(int cluster, int code) {
        if (code == 0) {
            return counts.known(cluster);
        }
        if (hasMissing(cluster)) {
            return counts.known(cluster) + 1;
        }
        return knownIlWith(cluster, code);
    }

    /** {@code row[v] = IL_A(G ∪ {t})} for a record with code {@code v} (NaN for codes no record holds). */
    public final void fillIlWith(int cluster, double[] row) {
        int n = counts.known(cluster);
        row[0] = n;
        if (hasMissing(cluster)) {
            for (int v = 1; v < used.length; v++) {
                row[v] = used[v] ? n + 1 : Double.NaN;
            }
            return;
        }
        knownFill(cluster, row);
    }

    /** {@code IL_A(A ∪ B)} of two clusters. Thread-safe. */
    public final double ilMerged(int a, int b) {
        if (hasMissing(a) || hasMissing(b)) {
            return counts.known(a) + counts.known(b);
        }
        return knownIlMerged(a, b);
    }

    /** {@code IL_A} of the two-record cluster {@code {a, b}} (codes). */
    public final double pairIl(int a, int b) {
        if (a == 0 || b == 0) {
            return a == b ? 0 : 1;
        }
        return knownPairIl(a, b);
    }

    /** ALGORITHMS.md §5's distance {@code dis(a, b)} in {@code [0,1]} between two codes ({@code *} at 1 from a known value). */
    public final double distance(int a, int b) {
        if (a == 0 || b == 0) {
            return a == b ? 0 : 1;
        }
        return knownDistance(a, b);
    }

    @Override
    public final String label(int cluster) {
        return hasMissing(cluster) ? Values.MISSING : centroidLabel(cluster);
    }

    /** Recomputes whatever the type keeps per cluster, after {@link #counts} changed. */
    protected abstract void update(int cluster);

    /** Frees what the type keeps for a cluster merged away. */
    protected void forget(int cluster) {
    }

    protected abstract double knownIl(int cluster);

    protected abstract double knownBound(int cluster);

    protected abstract double knownIlWith(int cluster, int code);

    /** {@link #fillIlWith} for a cluster without missing values; rows for codes 1.. only. */
    protected void knownFill(int cluster, double[] row) {
        for (int v = 1; v < used.length; v++) {
            row[v] = used[v] ? knownIlWith(cluster, v) : Double.NaN;
        }
    }

    protected abstract double knownIlMerged(int a, int b);

    protected double knownPairIl(int a, int b) {
        return knownDistance(a, b);
    }

    protected abstract double knownDistance(int a, int b);

    protected abstract String centroidLabel(int cluster);
}
