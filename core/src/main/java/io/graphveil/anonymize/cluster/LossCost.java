package io.graphveil.anonymize.cluster;

import io.graphveil.quality.Loss;
/**
 * L-clustering's distance terms (ALGORITHMS.md §3; Wang, Xu, Wang and Shi 2010, "Clustering-based approach
 * for data anonymization", J. Software 21(4)) for one attribute, from the loss {@link Loss}:
 * {@code DS(t,G) = L(t,t*) + |G|·L(tg,t*)}, {@code DS(t1,t2) = L(t1,t*) + L(t2,t*)},
 * {@code DS(G,H) = |G|·L(tg,t*) + |H|·L(th,t*)}, {@code t*} the joint generalization.
 * An ordered attribute generalizes to an interval ({@link IntervalRepresentative}), an
 * unordered one to a set ({@link SetRepresentative}).
 */
public abstract sealed class LossCost implements AttributeCost {

    /** Interval terms: widths on the attribute's line, the whole domain for {@code *}. */
    public static final class Ordered extends LossCost {
        private final IntervalRepresentative representative;
        private final OrderedValues line;

        public Ordered(IntervalRepresentative representative) {
            this.representative = representative;
            this.line = representative.line();
        }

        @Override
        public int codeCount() {
            return line.codeCount();
        }

        @Override
        public void fillRow(int cluster, int size, double[] row) {
            double lo = representative.low(cluster);
            double hi = representative.high(cluster);
            for (int v = 0; v < line.codeCount(); v++) {
                row[v] = term(lo, hi, size, v);
            }
        }

        @Override
        public void fillRowForValue(int value, double[] row) {
            double x = line.position(value);
            double lo = Double.isNaN(x) ? line.min() : x;
            double hi = Double.isNaN(x) ? line.max() : x;
            for (int v = 0; v < line.codeCount(); v++) {
                row[v] = term(lo, hi, 1, v);
            }
        }

        private double term(double lo, double hi, int size, int code) {
            double x = line.position(code);
            if (Double.isNaN(x)) {
                return size * Loss.ordered(lo, hi, line.min(), line.max());
            }
            double a = Math.min(lo, x);
            double b = Math.max(hi, x);
            return Loss.ordered(x, x, a, b) + size * Loss.ordered(lo, hi, a, b);
        }

        @Override
        public double cost(int cluster, int size, int code) {
            return term(representative.low(cluster), representative.high(cluster), size, code);
        }

        @Override
        public double between(int a, int sizeA, int b, int sizeB) {
            double la = representative.low(a);
            double ha = representative.high(a);
            double lb = representative.low(b);
            double hb = representative.high(b);
            double lo = Math.min(la, lb);
            double hi = Math.max(ha, hb);
            return sizeA * Loss.ordered(la, ha, lo, hi) + sizeB * Loss.ordered(lb, hb, lo, hi);
        }
    }

    /** Set terms: set sizes, the whole domain for {@code *}. */
    public static final class Unordered extends LossCost {
        private final SetRepresentative representative;
        private final int codes;

        public Unordered(SetRepresentative representative, int codeCount) {
            this.representative = representative;
            this.codes = codeCount;
        }

        @Override
        public int codeCount() {
            return codes;
        }

        @Override
        public void fillRow(int cluster, int size, double[] row) {
            int s = representative.size(cluster);
            for (int v = 0; v < codes; v++) {
                row[v] = term(s, v != 0 && representative.contains(cluster, v), size, v);
            }
        }

        @Override
        public void fillRowForValue(int value, double[] row) {
            int d = representative.domainSize();
            for (int v = 0; v < codes; v++) {
                if (value == 0) {
                    row[v] = term(d, v != 0, 1, v);
                } else {
                    row[v] = term(1, v == value, 1, v);
                }
            }
        }

        private double term(int setSize, boolean inSet, int size, int code) {
            int d = representative.domainSize();
            if (code == 0) {
                return size * Loss.unordered(setSize, d);
            }
            int joined = inSet ? setSize : setSize + 1;
            return Loss.unordered(1, joined) + size * Loss.unordered(setSize, joined);
        }

        @Override
        public double cost(int cluster, int size, int code) {
            return term(representative.size(cluster), code != 0 && representative.contains(cluster, code), size, code);
        }

        @Override
        public double between(int a, int sizeA, int b, int sizeB) {
            int union = representative.unionSize(a, b);
            return sizeA * Loss.unordered(representative.size(a), union)
                    + sizeB * Loss.unordered(representative.size(b), union);
        }
    }
}
