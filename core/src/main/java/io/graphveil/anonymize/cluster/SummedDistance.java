package io.graphveil.anonymize.cluster;

/**
 * A {@link GroupDistance} that is a weighted sum of per-attribute terms ({@link AttributeCost}),
 * the form of every distance of ALGORITHMS.md §2 and 3 (every term non-negative). {@link #toGroup} fills one cost row per attribute
 * and returns a score that adds {@code width} table lookups per profile: O(|QI|) per record with
 * primitive arrays only. Profile column {@code j} belongs to {@code costs[j]}; profile columns
 * beyond the costs (a sensitive attribute) do not count.
 */
public final class SummedDistance implements GroupDistance {
    private final Profiles profiles;
    private final Clusters clusters;
    private final AttributeCost[] costs;
    private final double[] weights;
    private final int m;
    private final int[] offset;
    private final int[] shiftedCodes;
    private final double[] rows;
    private final double[] row;

    /**
     * @param weights per attribute (ALGORITHMS.md §8 {@code weight}, default 1)
     */
    public SummedDistance(Profiles profiles, Clusters clusters, AttributeCost[] costs, double[] weights) {
        this.profiles = profiles;
        this.clusters = clusters;
        this.costs = costs.clone();
        this.weights = weights.clone();
        this.m = costs.length;
        this.offset = new int[m + 1];
        for (int j = 0; j < m; j++) {
            offset[j + 1] = offset[j] + costs[j].codeCount();
        }
        int p = profiles.profileCount();
        this.shiftedCodes = new int[p * m];
        for (int i = 0; i < p; i++) {
            for (int j = 0; j < m; j++) {
                shiftedCodes[i * m + j] = offset[j] + profiles.code(i, j);
            }
        }
        this.rows = new double[offset[m]];
        int longest = 0;
        for (AttributeCost c : costs) {
            longest = Math.max(longest, c.codeCount());
        }
        this.row = new double[longest];
    }

    @Override
    public ProfileScore toGroup(int cluster) {
        int size = clusters.size(cluster);
        for (int j = 0; j < m; j++) {
            costs[j].fillRow(cluster, size, row);
            copyWeighted(j);
        }
        return this::sum;
    }

    @Override
    public ProfileScore toRecord(int record) {
        for (int j = 0; j < m; j++) {
            costs[j].fillRowForValue(profiles.recordCode(record, j), row);
            copyWeighted(j);
        }
        return this::sum;
    }

    private void copyWeighted(int j) {
        double w = weights[j];
        int base = offset[j];
        for (int v = 0; v < costs[j].codeCount(); v++) {
            rows[base + v] = w * row[v];
        }
    }

    private double sum(int profile) {
        double s = 0;
        int base = profile * m;
        for (int j = 0; j < m; j++) {
            s += rows[shiftedCodes[base + j]];
        }
        return s;
    }

    @Override
    public double cost(int cluster, int record) {
        int size = clusters.size(cluster);
        double s = 0;
        for (int j = 0; j < m; j++) {
            s += weights[j] * costs[j].cost(cluster, size, profiles.recordCode(record, j));
        }
        return s;
    }

    @Override
    public double between(int a, int b) {
        return between(a, b, Double.POSITIVE_INFINITY);
    }

    /** Stops adding once the sum exceeds {@code bound}: every term of ALGORITHMS.md §2 and 3 is non-negative. */
    @Override
    public double between(int a, int b, double bound) {
        int sa = clusters.size(a);
        int sb = clusters.size(b);
        double s = 0;
        for (int j = 0; j < m && !(s > bound); j++) {
            s += weights[j] * costs[j].between(a, sa, b, sb);
        }
        return s;
    }
}
