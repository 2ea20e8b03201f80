package io.graphveil.quality;

/**
 * How incomplete the input is (ALGORITHMS.md §2): {@code VMR = missing quasi-identifier cells / (n·m)} and
 * {@code RMR = records with a missing quasi-identifier / n}, both of the original table.
 */
public final class MissingRate implements QualityMetric {
    private final boolean records;

    private MissingRate(boolean records) {
        this.records = records;
    }

    /** Key {@code vmr}. */
    public static MissingRate values() {
        return new MissingRate(false);
    }

    /** Key {@code rmr}. */
    public static MissingRate records() {
        return new MissingRate(true);
    }

    @Override
    public String key() {
        return records ? "rmr" : "vmr";
    }

    @Override
    public double evaluate(QualityInput input) {
        input.requireRows(key());
        int[] qi = QuasiIdentifierCells.columns(input);
        var t = input.original();
        int n = t.rowCount();
        long missingCells = 0;
        long missingRows = 0;
        for (int r = 0; r < n; r++) {
            int m = 0;
            for (int q : qi) {
                m += t.code(r, q) == io.graphveil.model.Column.MISSING_CODE ? 1 : 0;
            }
            missingCells += m;
            missingRows += m > 0 ? 1 : 0;
        }
        if (n == 0 || qi.length == 0) {
            return 0;
        }
        return records ? missingRows / (double) n : missingCells / ((double) n * qi.length);
    }
}
