package io.graphveil.experiment;

import io.graphveil.SharedData;
import io.graphveil.anonymize.lattice.UtilityMetric;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue #14.6: with a suppression budget, Flash's optimum may suppress rows whose group fails the
 * personalized w; the published table then fails and an admissible node still exists. The search
 * must find it, not report failure. Failed on the previous main for k = 2 (and 5 more settings).
 */
class WlkSuppressionTest {
    @Test
    void anAdmissibleNodeIsFoundWhenTheOptimumsSuppressedRowsFail() {
        Path adult = SharedData.require("adult-uci/adult.data");
        Dataset prepared = WlkExperiment.prepare(DatasetReader.readTable(List.of(adult),
                Path.of("tables/adult/schema.json")), 30000, 1);
        WlkExperiment.Settings s = new WlkExperiment.Settings(List.of(2), 0.65, 4, 0.5, UtilityMetric.LOSS, 0.02);
        WlkExperiment.Row row = WlkExperiment.runOne(prepared, 2, "personalized (w,l,k)", s);
        assertTrue(row.met() && row.verified(), row.toString());
        assertTrue(row.suppressed() <= 0.02 * 30000, row.toString());
    }
}
