package io.graphveil.quality;

/**
 * The normalized average equivalence class size AECS (LeFevre, DeWitt and Ramakrishnan 2006,
 * "Mondrian multidimensional k-anonymity"; ALGORITHMS.md §4): {@code (|T| / #EC) / k} over the records that
 * are not suppressed. 1 is the ideal: every class exactly {@code k}.
 */
public final class AverageClassSize implements QualityMetric {
    private final String key;

    /** Key {@code aecs}. */
    public AverageClassSize() {
        this("aecs");
    }

    private AverageClassSize(String key) {
        this.key = key;
    }

    /**
     * MAA-SAE's {@code CAVG = (n/|Q|)/k} (ALGORITHMS.md §5), the same formula over its clusters, under
     * key {@code cavg}.
     */
    public static AverageClassSize cavg() {
        return new AverageClassSize("cavg");
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public double evaluate(QualityInput input) {
        int classes = input.classes().classCount();
        long rows = input.rows() - input.suppressedRows();
        return normalized(rows, classes, input.k());
    }

    /**
     * {@code (rows / classes) / k} for {@code rows} records not suppressed in {@code classes}
     * classes; 0 when there is no class or no k. Shared with AECS on the lattice.
     */
    public static double normalized(long rows, int classes, int k) {
        return classes == 0 || k <= 0 ? 0 : (rows / (double) classes) / k;
    }
}
