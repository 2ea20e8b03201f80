package io.graphveil;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue #15: every stage longer than about 2 s shows progress; shorter ones print nothing. */
class StageProgressTest {
    @Test
    void aLongStageTicksAndSaysWhenItIsDoneAShortOneIsQuiet() throws Exception {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            Stopwatch clock = new Stopwatch();
            clock.start("quick");
            clock.stop("quick");
            clock.start("pictures");
            Thread.sleep(2_700);
            clock.stop("pictures");
        } finally {
            System.setErr(err);
        }
        String text = captured.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("pictures: running for 2s"), text);
        assertTrue(text.contains("pictures: done in 2."), text);
        assertTrue(!text.contains("quick"), text);
    }

    @Test
    void aListenerHearsStartAndEnd() {
        List<String> heard = new ArrayList<>();
        Progress.reportingTo((stage, done, total) -> heard.add(stage + " " + done + "/" + total), () -> {
            Stopwatch clock = new Stopwatch();
            clock.start("measure");
            clock.stop("measure");
            return null;
        });
        assertEquals(List.of("measure 0/1", "measure 1/1"), heard);
    }

    @Test
    void abandonedStagesStayQuiet() throws Exception {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            new Stopwatch().start("failed");
            StageProgress.abandonAll();
            Thread.sleep(2_400);
        } finally {
            System.setErr(err);
        }
        assertEquals("", captured.toString(StandardCharsets.UTF_8));
    }
}
