package io.graphveil.anonymize.cluster.micro;

import io.graphveil.anonymize.cluster.Clusters;
import io.graphveil.model.Column;
import io.graphveil.model.Table;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The centroids' incremental statistics against brute force: on random clusters of a random
 * table, {@code IL(G)}, {@code IL(G ∪ {t})} (one code and the whole row), {@code IL(A ∪ B)} and the
 * lower bounds equal (or bound) what SPEC 5's formulas give when recomputed from the members
 * with independent code.
 */
class CentroidConsistencyTest {
    private static final double EPS = 1e-9;

    @ParameterizedTest(name = "column {0} missing={1} seed={2}")
    @CsvSource({"1, 0, 1", "2, 0, 2", "3, 0, 3", "4, 0, 4", "1, 0.15, 5", "2, 0.15, 6", "3, 0.15, 7", "4, 0.15, 8"})
    void incrementalStatisticsMatchBruteForce(int column, double missing, long seed) {
        Table t = MicroTables.table(120, missing, seed);
        Centroid centroid = Centroid.of(t.schema().attribute(column), t.column(column), t, MicroTables.hierarchies(t));
        Brute brute = new Brute(t, column);
        Clusters clusters = new Clusters(t.rowCount(), List.of(centroid));
        SplittableRandom random = new SplittableRandom(seed);
        int[] order = random.ints(0, t.rowCount()).distinct().limit(t.rowCount()).toArray();
        List<Integer> ids = new ArrayList<>();
        for (int r : order) {
            if (ids.isEmpty() || random.nextInt(6) == 0) {
                ids.add(clusters.open(r));
            } else {
                clusters.add(ids.get(random.nextInt(ids.size())), r);
            }
        }
        Column col = t.column(column);
        double[] row = new double[col.dictionarySize()];
        for (int c : ids) {
            int[] members = clusters.members(c);
            assertEquals(brute.loss(members), centroid.il(c), EPS, "IL of cluster " + c);
            assertTrue(centroid.hasMissing(c) || centroid.lowerBound(c) <= centroid.il(c) + EPS, "bound <= IL");
            centroid.fillIlWith(c, row);
            for (int code = 0; code < col.dictionarySize(); code++) {
                if (code != 0 && !centroid.isUsed(code)) {
                    continue;
                }
                int[] with = Arrays.copyOf(members, members.length + 1);
                with[members.length] = -1 - code;
                double expected = brute.loss(with);
                assertEquals(expected, centroid.ilWith(c, code), EPS, "IL(G+t) of code " + col.decode(code));
                assertEquals(expected, row[code], EPS, "the filled row of code " + col.decode(code));
            }
        }
        for (int i = 0; i + 1 < ids.size(); i++) {
            int a = ids.get(i);
            int b = ids.get(i + 1);
            int[] union = concat(clusters.members(a), clusters.members(b));
            double merged = centroid.ilMerged(a, b);
            assertEquals(brute.loss(union), merged, EPS, "IL(A+B)");
            if (!centroid.hasMissing(a) && !centroid.hasMissing(b)) {
                assertTrue(centroid.lowerBound(a) + centroid.lowerBound(b) <= merged + EPS,
                        "the bounds of A and B bound IL(A+B)");
            }
        }
        for (int a = 0; a < col.dictionarySize(); a++) {
            for (int b = 0; b < col.dictionarySize(); b++) {
                if ((a == 0 || centroid.isUsed(a)) && (b == 0 || centroid.isUsed(b))) {
                    double d = centroid.distance(a, b);
                    assertEquals(brute.distance(a, b), d, EPS, col.decode(a) + " to " + col.decode(b));
                    assertTrue(d >= 0 && d <= 1);
                    assertEquals(brute.loss(new int[]{-1 - a, -1 - b}), centroid.pairIl(a, b), EPS);
                }
            }
        }
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** SPEC 5 recomputed from the members: records {@code r ≥ 0}, or a bare code {@code c} as {@code −1 − c}. */
    static final class Brute {
        private final Table t;
        private final int column;
        private final String type;
        private final double min;
        private final double max;

        Brute(Table t, int column) {
            this.t = t;
            this.column = column;
            this.type = t.schema().attribute(column).type().name();
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (int r = 0; r < t.rowCount(); r++) {
                String v = t.value(r, column);
                if (type.equals("CONTINUOUS") && !v.equals("*")) {
                    lo = Math.min(lo, Double.parseDouble(v));
                    hi = Math.max(hi, Double.parseDouble(v));
                }
            }
            this.min = lo;
            this.max = hi;
        }

        private String value(int member) {
            return member >= 0 ? t.value(member, column) : t.column(column).decode(-1 - member);
        }

        double distance(int codeA, int codeB) {
            return distance(t.column(column).decode(codeA), t.column(column).decode(codeB));
        }

        double distance(String a, String b) {
            if (a.equals("*") || b.equals("*")) {
                return a.equals(b) ? 0 : 1;
            }
            switch (type) {
                case "CONTINUOUS":
                    return Math.abs(Double.parseDouble(a) - Double.parseDouble(b)) / (max - min);
                case "NOMINAL":
                    return a.equals(b) ? 0 : 1;
                case "ORDINAL":
                    return Math.abs(position(a) - position(b));
                default:
                    int common = 0;
                    while (common < 4 && a.charAt(common) == b.charAt(common)) {
                        common++;
                    }
                    // levels: root 1 .. leaf 5; W(1,2) = 0, W(j-1,j) = 1/(j-1); the LCA sits at level common + 1
                    double[] cum = {0, 0, 0, 0.5, 0.5 + 1.0 / 3, 0.5 + 1.0 / 3 + 0.25};
                    return (2 * cum[5] - 2 * cum[common + 1]) / (2 * cum[5]);
            }
        }

        /** Ranks S, M, L, XL with gaps 1, 3, 2: positions 0, 1, 4, 6 out of 6. */
        private static double position(String v) {
            return switch (v) {
                case "S" -> 0;
                case "M" -> 1 / 6.0;
                case "L" -> 4 / 6.0;
                default -> 1;
            };
        }

        double loss(int[] members) {
            List<String> values = new ArrayList<>();
            int known = 0;
            boolean missing = false;
            for (int m : members) {
                String v = value(m);
                if (v.equals("*")) {
                    missing = true;
                } else {
                    values.add(v);
                    known++;
                }
            }
            if (missing) {
                return known;
            }
            switch (type) {
                case "CONTINUOUS": {
                    double mean = 0;
                    for (String v : values) {
                        mean += (Double.parseDouble(v) - min) / (max - min);
                    }
                    mean /= values.size();
                    double s = 0;
                    for (String v : values) {
                        s += Math.abs((Double.parseDouble(v) - min) / (max - min) - mean);
                    }
                    return s;
                }
                case "NOMINAL": {
                    List<String> domain = values.stream().distinct().toList();
                    double[] centre = new double[domain.size()];
                    for (String v : values) {
                        centre[domain.indexOf(v)] += Math.sqrt(0.5) / values.size();
                    }
                    double s = 0;
                    for (String v : values) {
                        for (int i = 0; i < domain.size(); i++) {
                            double x = domain.get(i).equals(v) ? Math.sqrt(0.5) : 0;
                            s += (x - centre[i]) * (x - centre[i]);
                        }
                    }
                    return s;
                }
                case "ORDINAL": {
                    String[] order = {"S", "M", "L", "XL"};
                    int[] f = new int[4];
                    for (String v : values) {
                        f[Arrays.asList(order).indexOf(v)]++;
                    }
                    int[] convex = new int[4];
                    long total = 0;
                    for (int j = 0; j < 4; j++) {
                        int left = 0;
                        int right = 0;
                        for (int i = 0; i <= j; i++) {
                            left = Math.max(left, f[i]);
                        }
                        for (int i = j; i < 4; i++) {
                            right = Math.max(right, f[i]);
                        }
                        convex[j] = Math.min(left, right);
                        total += convex[j];
                    }
                    int median = 0;
                    long cum = 0;
                    for (int j = 0; j < 4; j++) {
                        cum += convex[j];
                        if (2 * cum >= total) {
                            median = j;
                            break;
                        }
                    }
                    double s = 0;
                    for (String v : values) {
                        s += distance(v, order[median]);
                    }
                    return s;
                }
                default: {
                    double best = Double.POSITIVE_INFINITY;
                    for (String m : values) {
                        double s = 0;
                        for (String v : values) {
                            s += distance(v, m);
                        }
                        best = Math.min(best, s);
                    }
                    return best;
                }
            }
        }
    }
}
