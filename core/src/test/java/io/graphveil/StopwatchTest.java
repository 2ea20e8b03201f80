package io.graphveil;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StopwatchTest {

    @Test
    void liveHeapIsRecordedPerStageOnlyWhenAskedFor() {
        String before = System.getProperty(Stopwatch.LIVE_HEAP_PROPERTY);
        try {
            System.clearProperty(Stopwatch.LIVE_HEAP_PROPERTY);
            Stopwatch quiet = new Stopwatch();
            quiet.start("a");
            quiet.stop("a");
            assertTrue(quiet.liveHeapSnapshot().isEmpty());
            assertEquals(java.util.Set.of("a"), quiet.snapshot().keySet());

            System.setProperty(Stopwatch.LIVE_HEAP_PROPERTY, "true");
            Stopwatch measuring = new Stopwatch();
            measuring.start("load");
            long[] held = new long[8 << 20]; // 64 MiB still referenced at the stage's end
            measuring.stop("load");
            measuring.start("after");
            measuring.stop("after");
            assertEquals(java.util.List.of("load", "after"), java.util.List.copyOf(measuring.liveHeapSnapshot().keySet()));
            assertTrue(measuring.liveHeapSnapshot().get("load") >= 64, measuring.liveHeapSnapshot().toString());
            assertEquals(8 << 20, held.length);
        } finally {
            if (before == null) {
                System.clearProperty(Stopwatch.LIVE_HEAP_PROPERTY);
            } else {
                System.setProperty(Stopwatch.LIVE_HEAP_PROPERTY, before);
            }
        }
    }
}
