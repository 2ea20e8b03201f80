package io.graphveil.cli;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The real entry point in a fresh JVM: output is flushed, exit codes reach the shell. */
class MainProcessTest {
    private static String[] run(String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        return new String[]{String.valueOf(p.waitFor()), out, err};
    }

    @Test
    void printsAndExitsThroughMain() throws Exception {
        String[] info = run("info", "graphs/sample-50");
        assertEquals("0", info[0], info[2]);
        assertTrue(info[1].contains("nodes 50"), "info output reaches stdout: " + info[1]);
        String[] bad = run("info", "no/such/folder");
        assertEquals("3", bad[0]);
        assertTrue(bad[2].startsWith("graphveil: "), bad[2]);
    }
}
