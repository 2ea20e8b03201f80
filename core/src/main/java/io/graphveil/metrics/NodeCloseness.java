package io.graphveil.metrics;

/**
 * Closeness of every node, from an exact {@link DistanceProfile} (small graphs):
 * <ul>
 *   <li>closeness {@code C(u) = (r/(n−1)) · (r/Σ_v d(u,v))} with {@code r} the nodes {@code u} reaches
 *       (Wasserman and Faust 1994's form for disconnected graphs, networkx's
 *       {@code closeness_centrality} default; {@code (n−1)/Σ_v d(u,v)} on a connected graph, 0 for
 *       an isolated node);</li>
 *   <li>harmonic closeness {@code Σ_{v≠u} 1/d(u,v) / (n−1)} (networkx's {@code harmonic_centrality}
 *       divided by {@code n−1}).</li>
 * </ul>
 * Immutable.
 */
public final class NodeCloseness {
    private final double[] closeness;
    private final double[] harmonic;

    private NodeCloseness(double[] closeness, double[] harmonic) {
        this.closeness = closeness;
        this.harmonic = harmonic;
    }

    public static NodeCloseness of(DistanceProfile profile) {
        if (!profile.isExact()) {
            throw new IllegalArgumentException("per-node closeness needs an exact distance profile");
        }
        DistanceSums sums = profile.sums();
        int n = sums.sourceCount();
        double[] c = new double[n];
        double[] h = new double[n];
        for (int v = 0; v < n && n > 1; v++) {
            long total = sums.distanceSum(v);
            int r = sums.reached(v);
            c[v] = total == 0 ? 0 : (r / (n - 1.0)) * (r / (double) total);
            h[v] = sums.harmonicSum(v) / (n - 1);
        }
        return new NodeCloseness(c, h);
    }

    public double closeness(int node) {
        return closeness[node];
    }

    public double harmonic(int node) {
        return harmonic[node];
    }

    /** Every node's closeness, a copy. */
    public double[] closeness() {
        return closeness.clone();
    }

    /** Every node's harmonic closeness, a copy. */
    public double[] harmonic() {
        return harmonic.clone();
    }
}
