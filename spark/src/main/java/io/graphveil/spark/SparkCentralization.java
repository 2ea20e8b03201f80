package io.graphveil.spark;

/**
 * The closeness centralizations of the single machine's {@code metrics.ClosenessCentralization}
 * from the Spark engine's searches ({@link SparkCloseness.Search}) and components
 * ({@link SparkComponents}), computed on the driver from one value per source:
 * <ul>
 *   <li>Freeman's {@code C = Σ_i (C* − C(i)) / ((L−1)(L−2)/(2L−3))} over the largest component of
 *       {@code L} nodes, {@code C(i) = (L−1)/Σ_j d(i,j)}: a source is in it when it reached
 *       {@code L − 1} others;</li>
 *   <li>the harmonic one, {@code Σ_i (H* − H(i)) / ((n−2)/2)} over every node.</li>
 * </ul>
 * {@code Σ C(i)} is the sum over the sources taken whole (the nodes of highest degree) plus the
 * nodes the sample stands for times the sample's mean; {@code C*} is the largest value found, a
 * lower bound of the true one, exact when the most central node is among the sources (on a social
 * graph, a hub: why the highest degrees are searched too). The error bound is the half-width of
 * the 95 % interval of the sum's sampling error over the denominator; it does not cover a missed
 * maximum — all as the single machine states it. From every node both are exact. Cost: {@code O(s)}.
 *
 * @param freeman        Freeman's centralization on the largest component (NaN when it has no
 *                       source, or fewer than three nodes: 0 then)
 * @param freemanError   half-width of its 95 % interval
 * @param harmonic       the harmonic centralization
 * @param harmonicError  half-width of its 95 % interval
 * @param largest        the largest component's nodes
 * @param wholeGraph     whether the graph is one component (the Freeman value's scope)
 */
record SparkCentralization(double freeman, double freemanError, double harmonic, double harmonicError,
                           long largest, boolean wholeGraph) {

    static SparkCentralization of(SparkCloseness.Search search, SparkComponents.Result components) {
        long n = search.result().nodes();
        int s = search.sources().size();
        int k = search.sampled();
        double[] h = search.harmonic();
        long size = components.largest();

        double harmonic = 0;
        double harmonicError = 0;
        if (n >= 3) {
            double max = org.apache.commons.math3.stat.StatUtils.max(h);
            double ns = n - (s - k);
            double sum = SparkCloseness.taken(h, k) + ns * SparkCloseness.mean(h, k);
            double denominator = (n - 2) / 2.0;
            harmonic = (n * max - sum) / denominator;
            if (k > 1 && k < ns) {
                harmonicError = 1.959963984540054 * ns * Math.sqrt(SparkCloseness.variance(h, k, null) / k
                        * (1 - k / ns)) / denominator;
            }
        }

        double freeman = 0;
        double freemanError = 0;
        if (size >= 3) {
            double[] c = new double[s];
            boolean[] inside = new boolean[s];
            int sampledInside = 0;
            int takenInside = 0;
            double max = 0;
            double taken = 0;
            for (int i = 0; i < s; i++) {
                inside[i] = search.reached()[i] == size - 1;
                if (!inside[i]) {
                    continue;
                }
                c[i] = (size - 1) / search.distance()[i];
                max = Math.max(max, c[i]);
                if (i < k) {
                    sampledInside++;
                } else {
                    takenInside++;
                    taken += c[i];
                }
            }
            double ns = size - takenInside;
            if (sampledInside == 0 && ns > 0) {
                freeman = Double.NaN;
            } else {
                double mean = 0;
                for (int i = 0; i < k; i++) {
                    mean += inside[i] ? c[i] : 0;
                }
                mean = sampledInside == 0 ? 0 : mean / sampledInside;
                double denominator = (size - 1.0) * (size - 2.0) / (2.0 * size - 3.0);
                freeman = (size * max - (taken + ns * mean)) / denominator;
                if (sampledInside > 1 && sampledInside < ns) {
                    freemanError = 1.959963984540054 * ns * Math.sqrt(SparkCloseness.variance(c, k, inside)
                            / sampledInside * (1 - sampledInside / ns)) / denominator;
                }
            }
        }
        return new SparkCentralization(freeman, freemanError, harmonic, harmonicError, size, components.count() <= 1);
    }
}
