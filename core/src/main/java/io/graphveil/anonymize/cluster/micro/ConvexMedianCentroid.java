package io.graphveil.anonymize.cluster.micro;

import io.graphveil.BadInputException;
import io.graphveil.anonymize.cluster.OrderedValues;
import io.graphveil.model.Attribute;
import io.graphveil.model.Column;

import java.util.Arrays;
import java.util.List;

/**
 * An ORDINAL attribute's centroid (ALGORITHMS.md §5): with ranks {@code 1..|D|} (the schema's {@code order},
 * or the distinct numbers in the data when it gives none) and gap weights {@code W(j−1,j) > 0}
 * (the schema's {@code gaps}, default 1), {@code dis(a,b) = Σ_{j=a+1..b} W(j−1,j) / Σ_{j=2..|D|} W(j−1,j)}.
 * The centroid is the convex median: with {@code f} the cluster's value frequencies,
 * {@code f'(c_j) = min(max_{c_i≤c_j} f(c_i), max_{c_i≥c_j} f(c_i))} (so every rank between the
 * cluster's least and greatest value weighs), and the centroid is the lower median under
 * {@code f'}: the least rank {@code r} with {@code 2·Σ_{j≤r} f'(c_j) ≥ Σ_j f'(c_j)}. Computed
 * from the cluster's sorted histogram in O(distinct values): between two consecutive values
 * {@code f'} is constant.
 */
public final class ConvexMedianCentroid extends Centroid {
    private final double[] position;
    private final List<String> labelOfRank;
    private int[] median = new int[64];

    private ConvexMedianCentroid(Column column, int[] keyOfCode, double[] position, List<String> labelOfRank) {
        super(column, keyOfCode);
        this.position = position;
        this.labelOfRank = labelOfRank;
    }

    public static ConvexMedianCentroid of(Attribute attribute, Column column) {
        // Throws for a held value that is not in the order, or not a number without one.
        OrderedValues line = OrderedValues.of(attribute, column);
        List<String> labels;
        int[] keyOfCode;
        if (!attribute.order().isEmpty()) {
            labels = attribute.order();
            keyOfCode = keysFromRanks(column, c -> labels.indexOf(column.decode(c)));
        } else {
            keyOfCode = keysFromRanks(column, line::rank);
            String[] names = new String[line.distinctPositions().length];
            for (int c = 1; c < keyOfCode.length; c++) {
                int rank = keyOfCode[c];
                if (rank >= 0 && (names[rank] == null || column.decode(c).compareTo(names[rank]) < 0)) {
                    names[rank] = column.decode(c);
                }
            }
            labels = List.of(names);
        }
        int size = labels.size();
        List<Double> gaps = attribute.gaps();
        if (!gaps.isEmpty() && gaps.size() != size - 1) {
            throw new BadInputException("attribute '" + attribute.name() + "': gaps has " + gaps.size()
                    + " weights, its " + size + " ordered values need " + (size - 1));
        }
        double[] cumulative = new double[size];
        for (int j = 1; j < size; j++) {
            cumulative[j] = cumulative[j - 1] + (gaps.isEmpty() ? 1 : gaps.get(j - 1));
        }
        double total = size > 1 ? cumulative[size - 1] : 0;
        double[] position = new double[size];
        for (int j = 0; j < size; j++) {
            position[j] = total > 0 ? cumulative[j] / total : 0;
        }
        return new ConvexMedianCentroid(column, keyOfCode,
                position, labels);
    }

    /**
     * The lower median rank of a sorted histogram ({@code keys} ascending ranks, {@code counts})
     * under the convex frequencies {@code f'} when {@code convex}, else under {@code f}. Reads
     * only {@code [0, d)} of the arrays and writes neither (they may be {@link ClusterCounts}' own).
     */
    static int median(int[] keys, int[] counts, int d, boolean convex) {
        if (!convex) {
            long total = 0;
            for (int i = 0; i < d; i++) {
                total += counts[i];
            }
            long cum = 0;
            for (int i = 0; i < d; i++) {
                cum += counts[i];
                if (2 * cum >= total) {
                    return keys[i];
                }
            }
            return keys[d - 1];
        }
        int[] left = new int[d];
        int[] right = new int[d];
        for (int i = 0; i < d; i++) {
            left[i] = Math.max(counts[i], i > 0 ? left[i - 1] : 0);
        }
        for (int i = d - 1; i >= 0; i--) {
            right[i] = Math.max(counts[i], i < d - 1 ? right[i + 1] : 0);
        }
        long total = 0;
        for (int i = 0; i < d; i++) {
            total += Math.min(left[i], right[i]);
            if (i < d - 1) {
                total += (long) Math.min(left[i], right[i + 1]) * (keys[i + 1] - keys[i] - 1);
            }
        }
        long cum = 0;
        for (int i = 0; i < d; i++) {
            cum += Math.min(left[i], right[i]);
            if (2 * cum >= total) {
                return keys[i];
            }
            if (i < d - 1) {
                long g = Math.min(left[i], right[i + 1]);
                int gap = keys[i + 1] - keys[i] - 1;
                if (gap > 0 && 2 * (cum + g * gap) >= total) {
                    long j = (total - 2 * cum + 2 * g - 1) / (2 * g);
                    return keys[i] + (int) Math.max(1, j);
                }
                cum += g * gap;
            }
        }
        return keys[d - 1];
    }

    /** {@code Σ_i counts[i]·|pos(keys[i]) − pos(rank)|} over {@code [0, d)}; writes nothing. */
    private double lossAround(int[] keys, int[] counts, int d, int rank) {
        double s = 0;
        double at = position[rank];
        for (int i = 0; i < d; i++) {
            s += counts[i] * Math.abs(position[keys[i]] - at);
        }
        return s;
    }

    @Override
    protected void update(int cluster) {
        if (cluster >= median.length) {
            median = Arrays.copyOf(median, Math.max(cluster + 1, median.length * 2));
        }
        int d = counts.distinct(cluster);
        median[cluster] = d == 0 ? -1 : median(counts.sortedKeys(cluster), counts.sortedCounts(cluster), d, true);
    }

    @Override
    protected double knownIl(int cluster) {
        int d = counts.distinct(cluster);
        return d == 0 ? 0 : lossAround(counts.sortedKeys(cluster), counts.sortedCounts(cluster), d, median[cluster]);
    }

    /** The loss around the ordinary median, the least over every rank (a line metric). */
    @Override
    protected double knownBound(int cluster) {
        int d = counts.distinct(cluster);
        if (d == 0) {
            return 0;
        }
        int[] k = counts.sortedKeys(cluster);
        int[] c = counts.sortedCounts(cluster);
        return lossAround(k, c, d, median(k, c, d, false));
    }

    @Override
    protected double knownIlWith(int cluster, int code) {
        int d = counts.distinct(cluster);
        int[] k = new int[d + 1];
        int[] c = new int[d + 1];
        int n = counts.with(cluster, counts.keyOf(code), k, c);
        return lossAround(k, c, n, median(k, c, n, true));
    }

    @Override
    protected double knownIlMerged(int a, int b) {
        int size = counts.distinct(a) + counts.distinct(b);
        int[] k = new int[size];
        int[] c = new int[size];
        int n = counts.union(a, b, k, c);
        return lossAround(k, c, n, median(k, c, n, true));
    }

    @Override
    protected double knownDistance(int a, int b) {
        return Math.abs(position[counts.keyOf(a)] - position[counts.keyOf(b)]);
    }

    @Override
    protected String centroidLabel(int cluster) {
        return labelOfRank.get(median[cluster]);
    }
}
