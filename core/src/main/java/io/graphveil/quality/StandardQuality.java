package io.graphveil.quality;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The measures every algorithm's result is reported with, as ARX reports the same ones for every
 * result: loss metric, precision, discernibility, average class size, and the certainty penalty
 * (NCP and its global share GCP). An algorithm adds its paper's own ({@code TableAnonymizer#metrics}).
 */
public final class StandardQuality {
    private StandardQuality() {
    }

    /** The common measures, in report order. */
    public static List<QualityMetric> common() {
        return List.of(new LossMetric(), new Precision(), new Discernibility(), new AverageClassSize(),
                CertaintyPenalty.total(), CertaintyPenalty.global());
    }

    /** Whether {@code m} reads published values as labels of their hierarchy (not: classes only). */
    public static boolean readsLabels(QualityMetric m) {
        return m instanceof LossMetric || m instanceof Precision || m instanceof CertaintyPenalty;
    }

    /** The common measures followed by {@code own}, each key once (the common one kept). */
    public static List<QualityMetric> with(List<QualityMetric> own) {
        Map<String, QualityMetric> byKey = new LinkedHashMap<>();
        for (QualityMetric m : common()) {
            byKey.put(m.key(), m);
        }
        for (QualityMetric m : own) {
            byKey.putIfAbsent(m.key(), m);
        }
        return new ArrayList<>(byKey.values());
    }
}
