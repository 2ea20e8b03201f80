package io.graphveil.hierarchy;

import io.graphveil.model.HierarchySpec;
import io.graphveil.model.Values;

import java.math.BigDecimal;
import java.util.List;
import java.util.Set;

/**
 * Builds a numeric hierarchy from interval widths (ALGORITHMS.md §0, schema {@code "intervals": [5, 10, 20]}):
 * level {@code j} puts {@code x} in the bin {@code [⌊x/w_j⌋·w_j, ⌊x/w_j⌋·w_j + w_j)}. The widths
 * nest (each a multiple of the last, checked by {@link HierarchySpec.Intervals}), so the bins form
 * a tree. Labels: integer data and widths give inclusive {@code lo-hi} labels as ARX does
 * ({@code 30-34}); anything else the half-open {@code [lo~hi)}.
 */
public final class IntervalHierarchy {
    private IntervalHierarchy() {
    }

    /** {@code values} must all parse as finite numbers (missing values are skipped). */
    public static Hierarchy build(Iterable<String> values, List<Double> widths) {
        // in numeric order, so that the hierarchy does not depend on the order the rows were read in
        Set<String> distinct = new java.util.TreeSet<>(java.util.Comparator.comparingDouble(Double::parseDouble)
                .thenComparing(java.util.Comparator.naturalOrder()));
        boolean integral = widths.stream().allMatch(w -> w == Math.rint(w));
        for (String v : values) {
            if (Values.isMissing(v)) {
                continue;
            }
            double x = Double.parseDouble(v);
            if (!Double.isFinite(x)) {
                throw new NumberFormatException("not a finite number: " + v);
            }
            integral &= x == Math.rint(x) && !v.contains(".") && !v.contains("e") && !v.contains("E");
            distinct.add(v);
        }
        Hierarchy.Builder b = new Hierarchy.Builder(null);
        for (String v : distinct) {
            double x = Double.parseDouble(v);
            String[] path = new String[widths.size() + 2];
            path[0] = v;
            for (int j = 0; j < widths.size(); j++) {
                path[j + 1] = label(x, widths.get(j), integral);
            }
            path[path.length - 1] = Values.MISSING;
            b.add(path, 0);
        }
        return b.build();
    }

    static String label(double x, double width, boolean integral) {
        double lo = Math.floor(x / width) * width;
        if (integral) {
            long l = (long) lo;
            return l + "-" + (l + (long) width - 1);
        }
        return "[" + plain(lo) + "~" + plain(lo + width) + ")";
    }

    private static String plain(double d) {
        return new BigDecimal(Double.toString(d)).stripTrailingZeros().toPlainString();
    }
}
