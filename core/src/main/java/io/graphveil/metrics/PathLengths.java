package io.graphveil.metrics;

/**
 * Shortest-path lengths of a graph, from a {@link DistanceProfile}:
 * <ul>
 *   <li>average shortest path length: the mean of {@code d(i,j)} over ordered pairs of distinct
 *       nodes joined by a path, {@code Σ_i Σ_j d(i,j) / Σ_i reached(i)} — networkx's
 *       {@code average_shortest_path_length} on a connected graph, igraph's
 *       {@code average_path_length(unconn=True)} on any graph; NaN when no two nodes are joined;</li>
 *   <li>diameter: the longest finite shortest path (igraph's {@code diameter(unconn=True)}).</li>
 * </ul>
 * From a sampled profile the average is a stratified ratio estimate over the profile's strata
 * (Cochran 1977, "Sampling techniques", 6.11) with the half-width of its 95 % normal interval, and the diameter is bounded:
 * below by the largest eccentricity found (sample, candidates, double sweep), above by
 * {@code 2·ecc(v)} for the searched node {@code v} of the largest component with the smallest
 * eccentricity (any two nodes are within {@code ecc(v)} of {@code v}), or by the size of the second
 * largest component less one if that is more. Exact values have a zero-width interval. Immutable.
 */
public final class PathLengths {
    private final double average;
    private final double averageErrorBound;
    private final int diameterLower;
    private final int diameterUpper;

    private PathLengths(double average, double averageErrorBound, int diameterLower, int diameterUpper) {
        this.average = average;
        this.averageErrorBound = averageErrorBound;
        this.diameterLower = diameterLower;
        this.diameterUpper = diameterUpper;
    }

    public static PathLengths of(DistanceProfile profile) {
        DistanceSums sums = profile.sums();
        if (profile.isExact()) {
            long distance = 0;
            long pairs = 0;
            int diameter = 0;
            for (int v = 0; v < sums.sourceCount(); v++) {
                distance += sums.distanceSum(v);
                pairs += sums.reached(v);
                diameter = Math.max(diameter, sums.eccentricity(v));
            }
            return new PathLengths(pairs == 0 ? Double.NaN : distance / (double) pairs, 0, diameter, diameter);
        }
        Components components = profile.components();
        int n = profile.graph().nodeCount();
        int kIn = profile.largestSampled();
        int kOut = profile.outsideSampled();
        int takeAll = sums.sourceCount() - profile.takeAllStart();
        int[] population = {components.largestSize() - takeAll, n - components.largestSize()};
        double knownY = 0;
        double knownX = 0;
        double[] meanY = new double[2];
        double[] meanX = new double[2];
        int[] count = {kIn, kOut};
        for (int i = 0; i < sums.sourceCount(); i++) {
            int h = stratum(i, kIn, kOut);
            if (h < 0) {
                knownY += sums.distanceSum(i);
                knownX += sums.reached(i);
            } else {
                meanY[h] += sums.distanceSum(i) / (double) count[h];
                meanX[h] += sums.reached(i) / (double) count[h];
            }
        }
        double totalY = knownY + population[0] * meanY[0] + population[1] * meanY[1];
        double totalX = knownX + population[0] * meanX[0] + population[1] * meanX[1];
        double ratio = totalX == 0 ? Double.NaN : totalY / totalX;
        double error = 0;
        if (totalX > 0) {
            Moments[] residual = {new Moments(), new Moments()};
            for (int i = 0; i < kIn + kOut; i++) {
                residual[stratum(i, kIn, kOut)].add(sums.distanceSum(i) - ratio * sums.reached(i));
            }
            double se2 = Math.pow(residual[0].totalStandardError(population[0]), 2)
                    + Math.pow(residual[1].totalStandardError(population[1]), 2);
            error = ClosenessCentralization.Z95 * Math.sqrt(se2) / totalX;
        }

        int lower = 0;
        int upper = Integer.MAX_VALUE;
        DistanceSums candidates = profile.candidates();
        for (DistanceSums s : new DistanceSums[]{sums, candidates}) {
            for (int i = 0; i < s.sourceCount(); i++) {
                lower = Math.max(lower, s.eccentricity(i));
                if (components.componentOf(s.source(i)) == components.largest()) {
                    upper = Math.min(upper, 2 * s.eccentricity(i));
                }
            }
        }
        int secondLargest = 0;
        for (int c = 0; c < components.count(); c++) {
            if (c != components.largest()) {
                secondLargest = Math.max(secondLargest, components.size(c));
            }
        }
        upper = Math.max(lower, Math.max(upper == Integer.MAX_VALUE ? 0 : upper, secondLargest - 1));
        return new PathLengths(ratio, error, lower, upper);
    }

    /** Sampled stratum of first-pass source {@code i}: 0 largest component, 1 outside, −1 take-all. */
    private static int stratum(int i, int kIn, int kOut) {
        return i < kIn ? 0 : i < kIn + kOut ? 1 : -1;
    }

    /** Mean shortest-path length over connected ordered pairs (an estimate when sampled). */
    public double average() {
        return average;
    }

    /** Half-width of the 95 % interval of {@link #average()}; 0 when exact. */
    public double averageErrorBound() {
        return averageErrorBound;
    }

    /** Whether the diameter is known exactly (the bounds meet). */
    public boolean diameterExact() {
        return diameterLower == diameterUpper;
    }

    /** The diameter when exact; otherwise its lower bound. */
    public int diameter() {
        return diameterLower;
    }

    public int diameterLower() {
        return diameterLower;
    }

    public int diameterUpper() {
        return diameterUpper;
    }
}
