package io.graphveil.anonymize.cluster.micro;

import io.graphveil.anonymize.cluster.OrderedValues;
import io.graphveil.model.Attribute;
import io.graphveil.model.Column;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;

/**
 * A CONTINUOUS attribute's centroid (ALGORITHMS.md §5): values min–max normalized over the table's known
 * values, {@code dis(x,y) = |x' − y'|}, the centroid the mean. {@code IL(G) = Σ|x' − μ|} is read
 * from each cluster's sorted values and prefix sums: {@code μ·below − sum(below) + sum(above) −
 * μ·above}, a binary search per candidate. Published as the mean in the data's units, rounded to
 * two more decimals than the data have (trailing zeros dropped), so one value when every member
 * has it.
 */
public final class MeanCentroid extends Centroid {
    private final double[] normalized;
    private final double[] raw;
    private final int decimals;
    private double[][] prefixSum = new double[64][];
    private int[][] prefixCount = new int[64][];
    private double[] sum = new double[64];
    private double[] rawSum = new double[64];

    private MeanCentroid(Column column, int[] keyOfCode, double[] normalized, double[] raw, int decimals) {
        super(column, keyOfCode);
        this.normalized = normalized;
        this.raw = raw;
        this.decimals = decimals;
    }

    /** Keys are the ranks of the distinct values on the line (equal numbers share one). */
    public static MeanCentroid of(Attribute attribute, Column column) {
        OrderedValues line = OrderedValues.of(attribute, column);
        boolean[] used = column.usedCodes();
        int decimals = 0;
        for (int c = 1; c < used.length; c++) {
            if (used[c]) {
                decimals = Math.max(decimals, fractionDigits(column.decode(c)));
            }
        }
        double[] distinct = line.distinctPositions();
        double range = line.max() - line.min();
        double[] normalized = new double[distinct.length];
        for (int i = 0; i < distinct.length; i++) {
            normalized[i] = range > 0 ? (distinct[i] - line.min()) / range : 0;
        }
        return new MeanCentroid(column, keysFromRanks(column, line::rank), normalized,
                distinct, Math.min(12, decimals + 2));
    }

    private static int fractionDigits(String v) {
        int dot = v.indexOf('.');
        int e = Math.max(v.indexOf('e'), v.indexOf('E'));
        if (dot < 0 || e >= 0) {
            return e >= 0 ? 6 : 0;
        }
        return v.length() - dot - 1;
    }

    @Override
    protected void update(int cluster) {
        if (cluster >= sum.length) {
            int n = Math.max(cluster + 1, sum.length * 2);
            prefixSum = Arrays.copyOf(prefixSum, n);
            prefixCount = Arrays.copyOf(prefixCount, n);
            sum = Arrays.copyOf(sum, n);
            rawSum = Arrays.copyOf(rawSum, n);
        }
        int d = counts.distinct(cluster);
        double[] ps = new double[d + 1];
        int[] pc = new int[d + 1];
        double r = 0;
        for (int i = 0; i < d; i++) {
            int key = counts.key(cluster, i);
            int c = counts.countAt(cluster, i);
            ps[i + 1] = ps[i] + c * normalized[key];
            pc[i + 1] = pc[i] + c;
            r += c * raw[key];
        }
        prefixSum[cluster] = ps;
        prefixCount[cluster] = pc;
        sum[cluster] = ps[d];
        rawSum[cluster] = r;
    }

    @Override
    protected void forget(int cluster) {
        prefixSum[cluster] = null;
        prefixCount[cluster] = null;
    }

    /** {@code Σ_{x∈G} |x' − mu|} from the prefix sums. */
    private double absoluteDeviation(int cluster, double mu) {
        int d = counts.distinct(cluster);
        int lo = 0;
        int hi = d;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (normalized[counts.key(cluster, mid)] < mu) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        double[] ps = prefixSum[cluster];
        int[] pc = prefixCount[cluster];
        double s = mu * pc[lo] - ps[lo] + (ps[d] - ps[lo]) - mu * (pc[d] - pc[lo]);
        return Math.max(0, s);
    }

    @Override
    protected double knownIl(int cluster) {
        int n = counts.known(cluster);
        return n == 0 ? 0 : absoluteDeviation(cluster, sum[cluster] / n);
    }

    /** The loss around the median, the least of {@code Σ|x' − c|} over every real {@code c}. */
    @Override
    protected double knownBound(int cluster) {
        int n = counts.known(cluster);
        if (n == 0) {
            return 0;
        }
        int[] pc = prefixCount[cluster];
        int i = 0;
        while (2 * pc[i + 1] < n) {
            i++;
        }
        return absoluteDeviation(cluster, normalized[counts.key(cluster, i)]);
    }

    @Override
    protected double knownIlWith(int cluster, int code) {
        double x = normalized[counts.keyOf(code)];
        double mu = (sum[cluster] + x) / (counts.known(cluster) + 1);
        return absoluteDeviation(cluster, mu) + Math.abs(x - mu);
    }

    @Override
    protected double knownIlMerged(int a, int b) {
        double mu = (sum[a] + sum[b]) / (counts.known(a) + counts.known(b));
        return absoluteDeviation(a, mu) + absoluteDeviation(b, mu);
    }

    @Override
    protected double knownDistance(int a, int b) {
        return Math.abs(normalized[counts.keyOf(a)] - normalized[counts.keyOf(b)]);
    }

    /** The mean in the data's units. */
    public double mean(int cluster) {
        return rawSum[cluster] / counts.known(cluster);
    }

    @Override
    protected String centroidLabel(int cluster) {
        return format(mean(cluster), decimals);
    }

    static String format(double x, int decimals) {
        String s = BigDecimal.valueOf(x).setScale(decimals, RoundingMode.HALF_EVEN).stripTrailingZeros()
                .toPlainString();
        return s.equals("-0") ? "0" : s;
    }
}
