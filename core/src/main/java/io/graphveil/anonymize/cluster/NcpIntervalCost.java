package io.graphveil.anonymize.cluster;

/**
 * k-member's information-loss terms for a numeric attribute with the normalized certainty
 * penalty: a cluster generalized to {@code [lo,hi]} costs {@code (hi − lo)/(max − min)} over the
 * table's known values, the whole domain (a missing member) 1; increases as in
 * {@link NcpHierarchyCost}.
 */
public final class NcpIntervalCost implements AttributeCost {
    private final IntervalRepresentative representative;
    private final OrderedValues line;
    private final double range;

    public NcpIntervalCost(IntervalRepresentative representative) {
        this.representative = representative;
        this.line = representative.line();
        this.range = line.max() - line.min();
    }

    private double ncp(double lo, double hi) {
        return range > 0 ? (hi - lo) / range : 0;
    }

    @Override
    public int codeCount() {
        return line.codeCount();
    }

    @Override
    public void fillRow(int cluster, int size, double[] row) {
        fill(representative.isFull(cluster), representative.low(cluster), representative.high(cluster), size, row);
    }

    @Override
    public void fillRowForValue(int value, double[] row) {
        double x = line.position(value);
        fill(Double.isNaN(x), x, x, 1, row);
    }

    private void fill(boolean full, double lo, double hi, int size, double[] row) {
        for (int v = 0; v < line.codeCount(); v++) {
            row[v] = term(full, lo, hi, size, v);
        }
    }

    private double term(boolean full, double lo, double hi, int size, int code) {
        double base = full ? ncp(line.min(), line.max()) : ncp(lo, hi);
        double x = line.position(code);
        double joined = full || Double.isNaN(x) ? ncp(line.min(), line.max()) : ncp(Math.min(lo, x), Math.max(hi, x));
        return (size + 1) * joined - size * base;
    }

    @Override
    public double cost(int cluster, int size, int code) {
        return term(representative.isFull(cluster), representative.low(cluster), representative.high(cluster), size,
                code);
    }

    @Override
    public double between(int a, int sizeA, int b, int sizeB) {
        boolean fa = representative.isFull(a);
        boolean fb = representative.isFull(b);
        double la = representative.low(a);
        double ha = representative.high(a);
        double lb = representative.low(b);
        double hb = representative.high(b);
        double joined = fa || fb ? ncp(line.min(), line.max()) : ncp(Math.min(la, lb), Math.max(ha, hb));
        return (sizeA + sizeB) * joined - sizeA * ncp(la, ha) - sizeB * ncp(lb, hb);
    }
}
