package io.graphveil.quality;

/**
 * A measure that charges every quasi-identifier cell a loss read from its {@link Coverage}:
 * reported as the sum, or as the mean over the table's {@code n·m} cells.
 */
public abstract class CellLoss implements QualityMetric {
    private final String key;
    private final boolean mean;

    CellLoss(String key, boolean mean) {
        this.key = key;
        this.mean = mean;
    }

    @Override
    public final String key() {
        return key;
    }

    /** The loss of row {@code r}'s cell in the column {@code c} reads. */
    abstract double cell(Coverage c, int r);

    /** The loss summed per quasi-identifier, in schema order: where a result pays its loss. */
    public final double[] perAttribute(QualityInput input) {
        Coverage[] cells = QuasiIdentifierCells.of(input);
        int n = input.original().rowCount();
        double[] out = new double[cells.length];
        for (int j = 0; j < cells.length; j++) {
            for (int r = 0; r < n; r++) {
                out[j] += input.weight(r) * cell(cells[j], r);
            }
        }
        return out;
    }

    @Override
    public final double evaluate(QualityInput input) {
        Coverage[] cells = QuasiIdentifierCells.of(input);
        int n = input.original().rowCount();
        double sum = 0;
        for (Coverage c : cells) {
            for (int r = 0; r < n; r++) {
                sum += input.weight(r) * cell(c, r);
            }
        }
        if (!mean) {
            return sum;
        }
        long rows = input.rows();
        return rows == 0 || cells.length == 0 ? 0 : sum / ((double) rows * cells.length);
    }
}
