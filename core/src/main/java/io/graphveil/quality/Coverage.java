package io.graphveil.quality;

import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeType;
import io.graphveil.model.Column;
import io.graphveil.model.GeneralizedValues;
import io.graphveil.model.Table;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What each published value of one quasi-identifier claims about the original, for the
 * clustering measures (ILoss, NCP, L): the range it covers on the attribute's line (CONTINUOUS by
 * value, ORDINAL by rank in its order) and how many values it covers. A value reads as:
 * <ul>
 * <li>{@code *}: the whole domain;</li>
 * <li>an interval {@code [a~b]}: {@code a..b} (covering the hierarchy's leaves in that range); a set {@code {x|y}}: its members;</li>
 * <li>a hierarchy label: its leaves; on a CONTINUOUS line, a label that names a range
 * ({@code 30-39}, {@code [20~30)}, {@code [20,30)}) reads as that range with both ends included
 * (ALGORITHMS.md §2's test vector reads {@code [20,30)} as 20..30), any other label as the range of its
 * leaves;</li>
 * <li>an original value: itself.</li>
 * </ul>
 * Per dictionary code, so each distinct published value is read once. Whether a cell is unchanged
 * (its published string equals the original) is answered per row.
 */
final class Coverage {
    private static final String NUMBER = "(-?\\d+(?:\\.\\d+)?)";
    private static final Pattern DASH = Pattern.compile("^" + NUMBER + "\\s*-\\s*" + NUMBER + "$");
    private static final Pattern BRACKETS = Pattern.compile("^[\\[(]\\s*" + NUMBER + "\\s*[~,]\\s*" + NUMBER + "\\s*[\\])]$");

    final String name;
    final double weight;
    final boolean ordered;
    final boolean numeric;
    final Hierarchy hierarchy;
    private final Column original;
    private final Column published;
    private final int[] sameCode;
    private final double[] position;
    private final boolean[] star;
    private final double[] lo;
    private final double[] hi;
    private final int[] count;
    /** Smallest and largest known position in the original column. */
    final double dataMin;
    final double dataMax;
    /** Distinct known values of the original column. */
    final int dataDomain;
    /** Leaves of the hierarchy's root. */
    final int leaves;

    Coverage(QualityInput in, int column) {
        Table o = in.original();
        Attribute a = in.anonymized().schema().attribute(column);
        this.name = a.name();
        this.weight = a.weight();
        this.numeric = a.type() == AttributeType.CONTINUOUS;
        this.ordered = numeric || a.type() == AttributeType.ORDINAL;
        this.hierarchy = in.hierarchies().orFlat(o, name);
        this.original = o.column(column);
        this.published = in.anonymized().column(column);
        List<String> order = a.type() == AttributeType.ORDINAL ? a.order() : List.of();
        this.position = new double[original.dictionarySize()];
        this.sameCode = new int[original.dictionarySize()];
        boolean[] used = new boolean[original.dictionarySize()];
        for (int r = 0; r < original.size(); r++) {
            used[original.code(r)] = true;
        }
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        int domain = 0;
        for (int c = 0; c < position.length; c++) {
            sameCode[c] = published.encode(original.decode(c));
            position[c] = c == Column.MISSING_CODE ? Double.NaN : position(original.decode(c), order);
            if (c != Column.MISSING_CODE && used[c]) {
                domain++;
                if (!Double.isNaN(position[c])) {
                    min = Math.min(min, position[c]);
                    max = Math.max(max, position[c]);
                }
            }
        }
        this.dataMin = min > max ? 0 : min;
        this.dataMax = min > max ? 0 : max;
        this.dataDomain = domain;
        this.leaves = hierarchy.leafCount(hierarchy.root());
        int size = published.dictionarySize();
        this.star = new boolean[size];
        this.lo = new double[size];
        this.hi = new double[size];
        this.count = new int[size];
        for (int c = 0; c < size; c++) {
            read(c, published.decode(c), order);
        }
    }

    private double position(String value, List<String> order) {
        if (!order.isEmpty()) {
            int rank = order.indexOf(value);
            return rank < 0 ? Double.NaN : rank + 1;
        }
        if (!ordered) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private void read(int code, String value, List<String> order) {
        GeneralizedValues.Parsed parsed = GeneralizedValues.parse(value);
        if (parsed instanceof GeneralizedValues.Missing) {
            star[code] = true;
            lo[code] = dataMin;
            hi[code] = dataMax;
            count[code] = dataDomain;
        } else if (parsed instanceof GeneralizedValues.Interval iv) {
            lo[code] = position(iv.lo(), order);
            hi[code] = position(iv.hi(), order);
            count[code] = leavesWithin(lo[code], hi[code], order);
        } else if (parsed instanceof GeneralizedValues.SetOf set) {
            range(set.members(), order, code);
            count[code] = set.members().size();
        } else {
            int node = hierarchy.node(value);
            double x = position(value, order);
            if (node >= 0 && !hierarchy.isLeaf(node)) {
                count[code] = hierarchy.leafCount(node);
                Matcher m = numeric ? matchRange(value) : null;
                if (m != null) {
                    lo[code] = Double.parseDouble(m.group(1));
                    hi[code] = Double.parseDouble(m.group(2));
                } else {
                    range(hierarchy.leafLabels(node), order, code);
                }
            } else if (node >= 0 || !Double.isNaN(x) || original.encode(value) >= 0) {
                count[code] = 1;
                lo[code] = x;
                hi[code] = x;
            } else {
                throw new IllegalArgumentException("attribute '" + name + "': published value '" + value
                        + "' is neither an original value, a label of its hierarchy, an interval nor a set");
            }
        }
    }

    /** Hierarchy leaves whose position lies in {@code [lo,hi]}: the values an interval covers. */
    private int leavesWithin(double lo, double hi, List<String> order) {
        int n = 0;
        for (String leaf : hierarchy.leafLabels(hierarchy.root())) {
            double x = position(leaf, order);
            n += x >= lo && x <= hi ? 1 : 0;
        }
        return Math.max(1, n);
    }

    private static Matcher matchRange(String label) {
        Matcher m = DASH.matcher(label.strip());
        if (m.matches()) {
            return m;
        }
        m = BRACKETS.matcher(label.strip());
        return m.matches() ? m : null;
    }

    private void range(List<String> values, List<String> order, int code) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (String v : values) {
            double x = position(v, order);
            if (!Double.isNaN(x)) {
                min = Math.min(min, x);
                max = Math.max(max, x);
            }
        }
        lo[code] = min > max ? dataMin : min;
        hi[code] = min > max ? dataMax : max;
    }

    boolean originalMissing(int row) {
        return original.code(row) == Column.MISSING_CODE;
    }

    /** Whether the row publishes its original value. */
    boolean unchanged(int row) {
        return sameCode[original.code(row)] == published.code(row);
    }

    boolean star(int row) {
        return star[published.code(row)];
    }

    /** The original value's position on the line (NaN when missing or unordered). */
    double originalPosition(int row) {
        return position[original.code(row)];
    }

    /** Low end of the published range. */
    double low(int row) {
        return lo[published.code(row)];
    }

    double high(int row) {
        return hi[published.code(row)];
    }

    /** Values the published value covers (hierarchy leaves, set members; the data's domain for {@code *}). */
    int covered(int row) {
        return count[published.code(row)];
    }
}
