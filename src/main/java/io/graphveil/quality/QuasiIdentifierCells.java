package io.graphveil.quality;

import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Table;

/** The quasi-identifier columns of a measure's input, each read through a {@link Coverage}. */
final class QuasiIdentifierCells {
    private QuasiIdentifierCells() {
    }

    static Coverage[] of(QualityInput in) {
        int[] qi = in.anonymized().schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        Coverage[] out = new Coverage[qi.length];
        for (int j = 0; j < qi.length; j++) {
            out[j] = new Coverage(in, qi[j]);
        }
        return out;
    }

    /** Rows whose original quasi-identifiers are all missing (nothing to lose, nothing to delete). */
    static boolean allMissing(Table original, int[] qi, int row) {
        for (int q : qi) {
            if (original.code(row, q) != Column.MISSING_CODE) {
                return false;
            }
        }
        return true;
    }

    static int[] columns(QualityInput in) {
        return in.anonymized().schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
    }
}
