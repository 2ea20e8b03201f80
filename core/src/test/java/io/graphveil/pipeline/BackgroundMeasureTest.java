package io.graphveil.pipeline;

import io.graphveil.Stopwatch;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.model.AttributeSocialNetwork;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Measuring on a thread of its own gives the figures measuring in line gives, on the exact and on
 * the sampled path; what the measuring thread fails with reaches the reader as it was; and the
 * heap rule overlaps the 10 M-node run in 8 GB but not the 1 M-node run in 800 MB, where
 * overlapping ran out of memory.
 */
class BackgroundMeasureTest {

    @ParameterizedTest(name = "exact limit {0}")
    @CsvSource({"100000", "200"})
    void theSameFiguresInTheBackground(int exactLimit) {
        Dataset d = DatasetReader.read(Path.of("graphs/sample-1000"));
        AnonymizeOptions options = new AnonymizeOptions(5, 0.5, null, null, false, false, false, 7, exactLimit, false);
        Stopwatch report = new Stopwatch();
        GraphUtility inline = BackgroundMeasure.start("inline", d.network(), options, report, false).get();
        GraphUtility background = BackgroundMeasure.start("background", d.network(), options, report, true).get();
        assertEquals(inline.toJson().without("timings_ms"), background.toJson().without("timings_ms"));
        assertTrue(report.snapshot().containsKey("background"), "the background stage is timed");
    }

    @Test
    void aFailureReachesTheReaderAsItWas() {
        AttributeSocialNetwork broken = null;
        AnonymizeOptions options = new AnonymizeOptions(5, 0.5, null, null, false, false, false, 7, 100, false);
        Stopwatch report = new Stopwatch();
        BackgroundMeasure m = BackgroundMeasure.start("broken", broken, options, report, true);
        assertThrows(NullPointerException.class, m::get);
        assertTrue(report.snapshot().containsKey("broken"), "the failed stage ended: it does not tick on");
    }

    @Test
    void theHeapRuleOverlapsOnlyWhereThereIsRoom() {
        // the runs of docs/BENCHMARKS.md: the split graphs have 1,155,995 and 11,563,015 nodes
        assertFalse(BackgroundMeasure.overlaps(800L << 20, 1_155_995, 9_990_900));
        assertTrue(BackgroundMeasure.overlaps(8L << 30, 11_563_015, 100_018_651));
        assertTrue(BackgroundMeasure.overlaps(2L << 30, 1_155_995, 9_990_900));
        GraphUtility done = GraphUtility.measure(DatasetReader.read(Path.of("graphs/sample-1000")).network()
                .structure(), 100);
        assertSame(done, BackgroundMeasure.of(done).get());
    }
}
