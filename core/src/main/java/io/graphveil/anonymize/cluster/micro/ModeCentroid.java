package io.graphveil.anonymize.cluster.micro;

import io.graphveil.model.Column;

import java.util.Arrays;

/**
 * A NOMINAL attribute's centroid (ALGORITHMS.md §5): a value is its one-hot vector scaled by {@code √0.5},
 * the distance the squared Euclidean one (so two different values are at distance 1), and the
 * centroid the mean vector, whence {@code IL(G) = ½·(n − Σ_v n_v²/n)} over the value counts
 * {@code n_v} (the cluster's sum of squares around its mean; the mean is the best centre, so this
 * is also the least loss any centre could give). Joining a record with value {@code v} changes
 * {@code Σ n_v²} by {@code 2n_v + 1}: O(1) per candidate. Published: the mode (the most frequent
 * value, ties to the least in string order).
 */
public final class ModeCentroid extends Centroid {
    private long[] squares = new long[64];
    private final int[] scratch;

    public ModeCentroid(Column column) {
        super(column, ClusterCounts.codeKeys(column.dictionarySize()));
        this.scratch = new int[column.dictionarySize()];
    }

    static double loss(long n, long squares) {
        return n == 0 ? 0 : 0.5 * (n - (double) squares / n);
    }

    @Override
    protected void update(int cluster) {
        if (cluster >= squares.length) {
            squares = Arrays.copyOf(squares, Math.max(cluster + 1, squares.length * 2));
        }
        long s = 0;
        for (int i = 0; i < counts.distinct(cluster); i++) {
            long c = counts.countAt(cluster, i);
            s += c * c;
        }
        squares[cluster] = s;
    }

    @Override
    protected double knownIl(int cluster) {
        return loss(counts.known(cluster), squares[cluster]);
    }

    @Override
    protected double knownBound(int cluster) {
        return knownIl(cluster);
    }

    @Override
    protected double knownIlWith(int cluster, int code) {
        long c = counts.count(cluster, code);
        return loss(counts.known(cluster) + 1L, squares[cluster] + 2 * c + 1);
    }

    @Override
    protected void knownFill(int cluster, double[] row) {
        int d = counts.distinct(cluster);
        for (int i = 0; i < d; i++) {
            scratch[counts.key(cluster, i)] = counts.countAt(cluster, i);
        }
        long n = counts.known(cluster) + 1L;
        long s = squares[cluster];
        for (int v = 1; v < row.length && v < used.length; v++) {
            row[v] = used[v] ? loss(n, s + 2L * scratch[v] + 1) : Double.NaN;
        }
        for (int i = 0; i < d; i++) {
            scratch[counts.key(cluster, i)] = 0;
        }
    }

    @Override
    protected double knownIlMerged(int a, int b) {
        return loss(counts.known(a) + (long) counts.known(b), squares[a] + squares[b] + 2 * counts.dot(a, b));
    }

    @Override
    protected double knownPairIl(int a, int b) {
        return a == b ? 0 : 0.5;
    }

    @Override
    protected double knownDistance(int a, int b) {
        return a == b ? 0 : 1;
    }

    @Override
    protected String centroidLabel(int cluster) {
        String best = null;
        int most = -1;
        for (int i = 0; i < counts.distinct(cluster); i++) {
            int c = counts.countAt(cluster, i);
            String v = column.decode(counts.key(cluster, i));
            if (c > most || c == most && v.compareTo(best) < 0) {
                most = c;
                best = v;
            }
        }
        return best;
    }
}
