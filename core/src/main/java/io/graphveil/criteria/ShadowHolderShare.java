package io.graphveil.criteria;

import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.Locale;
import java.util.Set;

/**
 * Holder status against an attacker who knows that a person was split, judged within each class
 * of the rows that carry the persons' values: among the rows of a class whose person shows a given
 * shadow pattern — its shadow shows it, or its own row does as it is — the holders of a private
 * value must be at most a share {@code s_t} of them. Were a class's shadows mostly holders',
 * learning that a person was split (from its degree, say) would tell that it holds a private
 * value. The bound of each pattern is {@code max(share, its holders' share over the whole table)},
 * so that the whole table always passes and a search can always meet it by merging.
 *
 * <p>{@code pattern[r]} is the shadow pattern row {@code r}'s person carries (any non-negative
 * id), or −1 for none; {@code holder[r]} whether it holds a private value. Monotone: the counts of
 * merged classes add, so two classes that pass make one that passes. Judged from each class's
 * count of rows per (pattern, holder) ({@link Needs#tallies}), which roll up by adding: a
 * full-domain search groups the rows once; cost {@code O(entries)} per judgement.
 */
public final class ShadowHolderShare implements PrivacyCriterion {
    private final double share;
    private final int[] category;
    private final double[] bound;

    /**
     * @param share   the largest share of holders among a pattern's carriers in a class
     * @param pattern each row's shadow pattern (non-negative), or −1
     * @param holder  whether each row's person holds a private value
     */
    public ShadowHolderShare(double share, int[] pattern, boolean[] holder) {
        if (!(share > 0 && share <= 1) || pattern.length != holder.length) {
            throw new IllegalArgumentException("a share in (0,1] and one pattern and flag per row");
        }
        this.share = share;
        int patterns = 0;
        for (int t : pattern) {
            patterns = Math.max(patterns, t + 1);
        }
        int[] carriers = new int[patterns];
        int[] holders = new int[patterns];
        this.category = new int[pattern.length];
        for (int r = 0; r < pattern.length; r++) {
            category[r] = category(pattern[r], holder[r]);
            if (pattern[r] >= 0) {
                carriers[pattern[r]]++;
                holders[pattern[r]] += holder[r] ? 1 : 0;
            }
        }
        this.bound = bounds(share, carriers, holders);
    }

    /**
     * The criterion for aggregates computed elsewhere (a distributed group-by,
     * {@link ClassAggregates#ofCounts}), whose tallies count each row in {@link #category}: the
     * table-wide carriers and holders of each pattern give its bound. It judges aggregates only;
     * it cannot aggregate a table's rows itself.
     *
     * @param carriers the rows carrying each pattern over the whole table
     * @param holders  those of them whose person holds a private value
     */
    public ShadowHolderShare(double share, int[] carriers, int[] holders) {
        if (!(share > 0 && share <= 1) || carriers.length != holders.length) {
            throw new IllegalArgumentException("a share in (0,1] and one count of carriers and holders per pattern");
        }
        this.share = share;
        this.category = new int[0];
        this.bound = bounds(share, carriers, holders);
    }

    /** The tally category of a row carrying {@code pattern} (−1: none): 2t for a non-holder, 2t + 1 for a holder. */
    public static int category(int pattern, boolean holder) {
        return pattern < 0 ? -1 : 2 * pattern + (holder ? 1 : 0);
    }

    /** The shadow pattern of tally category {@code category} (non-negative; see {@link #category}). */
    public static int patternOf(int category) {
        return category >> 1;
    }

    /** Whether tally category {@code category} counts holders (see {@link #category}). */
    public static boolean holderOf(int category) {
        return (category & 1) == 1;
    }

    private static double[] bounds(double share, int[] carriers, int[] holders) {
        double[] bound = new double[carriers.length];
        for (int t = 0; t < bound.length; t++) {
            bound[t] = Math.max(share, carriers[t] == 0 ? 0 : holders[t] / (double) carriers[t]);
        }
        return bound;
    }

    @Override
    public String name() {
        return "holder share among shadows";
    }

    @Override
    public String describe() {
        return String.format(Locale.ROOT, "at most %.3g holders among each class's shadow carriers", share);
    }

    @Override
    public boolean isMonotone() {
        return true;
    }

    /** True: a class's counts are sums over its rows, and suppression takes whole failing classes away. */
    @Override
    public boolean isMonotoneWithSuppression() {
        return true;
    }

    /** None: the patterns and holders come from the split and the original table, not a published column. */
    @Override
    public Set<String> reads(Schema schema) {
        return Set.of();
    }

    @Override
    public Needs needs(Table table) {
        if (table.rowCount() != category.length) {
            throw new IllegalArgumentException(category.length + " patterns for " + table.rowCount() + " rows");
        }
        return Needs.tallies(category);
    }

    @Override
    public boolean[] judge(ClassAggregates aggregates) {
        SparseCounts tallies = aggregates.tallies();
        boolean[] ok = new boolean[aggregates.classCount()];
        int[] carriers = new int[bound.length];
        int[] holders = new int[bound.length];
        for (int c = 0; c < ok.length; c++) {
            ok[c] = worst(tallies, c, carriers, holders) < 0;
        }
        return ok;
    }

    @Override
    public String why(ClassAggregates aggregates, int cls) {
        int[] carriers = new int[bound.length];
        int[] holders = new int[bound.length];
        int t = worst(aggregates.tallies(), cls, carriers, holders);
        return t < 0 ? "holders are few enough among the shadows" : String.format(Locale.ROOT,
                "%d holders among the %d persons showing one shadow pattern, more than %.3g of them", holders[t],
                carriers[t], bound[t]);
    }

    /** A pattern whose holders exceed its bound in class {@code c}, or −1; leaves the class's counts. */
    private int worst(SparseCounts tallies, int c, int[] carriers, int[] holders) {
        for (int e = tallies.start(c); e < tallies.end(c); e++) {
            int t = patternOf(tallies.value(e));
            carriers[t] = 0;
            holders[t] = 0;
        }
        for (int e = tallies.start(c); e < tallies.end(c); e++) {
            int t = patternOf(tallies.value(e));
            carriers[t] += tallies.count(e);
            holders[t] += holderOf(tallies.value(e)) ? tallies.count(e) : 0;
        }
        for (int e = tallies.start(c); e < tallies.end(c); e++) {
            int t = patternOf(tallies.value(e));
            if (holders[t] > bound[t] * carriers[t] + 1e-9) {
                return t;
            }
        }
        return -1;
    }
}
