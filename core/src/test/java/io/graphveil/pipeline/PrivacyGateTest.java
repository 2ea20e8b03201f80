package io.graphveil.pipeline;

import io.graphveil.RatedSample;
import io.graphveil.api.AnonymizedGraph;
import io.graphveil.api.GraphVeil;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.io.DatasetReader;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The gate's repairs under a model a repair can break ({@link RatedSample}: blanking the rows that
 * reveal an exposed person blanks their SENSITIVE rating too, which t-closeness counts): at
 * 0.34-closeness the first round's 3 rows keep the model, are blanked and the gate passes; at 0.32
 * they would break it, so none is blanked, the round is counted, the gate stops and fails, saying
 * why. The Spark engine's gate is held to the same stop ({@code SparkAuditTest}) and to these repairs
 * ({@code SparkGraphJobTest}).
 */
class PrivacyGateTest {
    @TempDir
    static Path dir;

    @ParameterizedTest(name = "t = {0}")
    @CsvSource({"0.34, 3, true, false", "0.32, 0, false, true"})
    void aRepairIsMadeOnlyWhereItKeepsTheModel(double t, int repaired, boolean passed, boolean broken) {
        io.graphveil.io.Dataset data = DatasetReader.read(RatedSample.write(dir.resolve("t" + t)));
        AnonymizedGraph run = GraphVeil.anonymize(data).k(3).alpha(0.4).seed(1).acceptRisk(true)
                .with(new CriterionSpec.T(t)).run();
        PrivacyGate.Outcome gate = run.gate();
        assertEquals(1, gate.rounds(), "rounds");
        assertEquals(repaired, gate.repairedRows(), "rows repaired");
        assertEquals(passed, gate.passed(), "passed");
        assertEquals(broken, gate.modelBroken(), "model broken");
        assertEquals(passed, gate.audit().gatedExposed().length == 0, "the last audit is the repaired table's");
        if (broken) {
            assertTrue(gate.refusal().contains("would break the privacy model"), gate.refusal());
        }
    }
}
