package io.graphveil.quality;

import io.graphveil.model.AttributeRole;

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

    static int[] columns(QualityInput in) {
        return in.anonymized().schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
    }
}
