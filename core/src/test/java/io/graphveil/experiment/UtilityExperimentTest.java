package io.graphveil.experiment;

import io.graphveil.anonymize.catalog.Anonymizers;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.metrics.Components;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The utility experiment's small setting (issue #14.8) and its rows under both rule sets. */
class UtilityExperimentTest {
    @Test
    void theBallIsAConnectedSeededSubgraphOfItsSize() {
        Dataset d = DatasetReader.read(Path.of("graphs/sample-1000"));
        Dataset ball = UtilityExperiment.ball(d, 50, 7);
        assertEquals(50, ball.network().nodeCount());
        assertEquals(1, Components.of(ball.network().structure()).count(), "a breadth-first ball is connected");
        assertEquals(ball.network().table().value(0, 0), UtilityExperiment.ball(d, 50, 7).network().table().value(0, 0),
                "the seed chooses the start");
    }

    @Test
    void bothRuleSetsSideBySide() throws Exception {
        Dataset ball = UtilityExperiment.ball(DatasetReader.read(Path.of("graphs/sample-1000")), 50, 3);
        var anonymizer = Anonymizers.byName("datafly", Anonymizers.Settings.defaults());
        List<UtilityExperiment.Row> safe = UtilityExperiment.run(ball, List.of(0.1, 0.3), 3, 0.5, anonymizer, 1, false);
        List<UtilityExperiment.Row> paper = UtilityExperiment.run(ball, List.of(0.1, 0.3), 3, 0.5, anonymizer, 1, true);
        assertEquals("safe", safe.get(0).rules());
        assertEquals("paper", paper.get(0).rules());
        for (UtilityExperiment.Row r : safe) {
            assertTrue(r.verified(), r.toString());
            assertEquals(UtilityExperiment.COLUMNS.size(), r.cells().size());
        }
        assertTrue(paper.get(1).splits() <= safe.get(1).splits(), "the safe rules split decoys too");
    }
}
