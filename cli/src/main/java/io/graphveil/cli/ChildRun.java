package io.graphveil.cli;


import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs {@code graphveil} in a fresh JVM and measures what ALGORITHMS.md §7 calls a CLI target: whole-process
 * wall time including JVM start. The child can be capped (heap, processors), and reports the peak
 * heap it used (the sum of the heap pools' peaks, an upper bound).
 */
public final class ChildRun {
    /** Wall time, exit code, peak heap and the child's stderr. */
    public record Result(long wallNanos, int exitCode, long peakHeapBytes, String stderr) {
        public double wallSeconds() {
            return wallNanos / 1e9;
        }
    }

    private ChildRun() {
    }

    /** The jar this code runs from (benchmarks need the built jar). */
    public static Path jar() {
        try {
            Path p = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (!p.toString().endsWith(".jar")) {
                Path built = Path.of("target/graphveil.jar");
                if (Files.exists(built)) {
                    return built;
                }
                throw new IllegalStateException("benchmarks run the built jar: run mvn package (or ./graphveil) first");
            }
            return p;
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * @param maxHeap    e.g. {@code "6g"}, or null for the JVM default
     * @param processors the processor count the child JVM sees
     */
    public static Result run(String maxHeap, int processors, List<String> args) throws IOException, InterruptedException {
        return run(maxHeap, processors, List.of(), args);
    }

    /**
     * @param jvmOptions further options for the child JVM, e.g. a system property
     */
    public static Result run(String maxHeap, int processors, List<String> jvmOptions, List<String> args)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        if (maxHeap != null) {
            cmd.add("-Xmx" + maxHeap);
        }
        cmd.addAll(jvmOptions);
        cmd.add("-XX:ActiveProcessorCount=" + processors);
        cmd.add("-Djava.awt.headless=true");
        cmd.add("-D" + Main.PEAK_HEAP_PROPERTY + "=true");
        String home = System.getProperty("graphveil.home");
        if (home != null) {
            cmd.add("-Dgraphveil.home=" + home);
        }
        cmd.add("-jar");
        cmd.add(jar().toString());
        cmd.addAll(args);
        File err = File.createTempFile("graphveil-bench", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(err);
            long t0 = System.nanoTime();
            Process p = pb.start();
            int code = p.waitFor();
            long wall = System.nanoTime() - t0;
            String stderr = Files.readString(err.toPath(), StandardCharsets.UTF_8);
            long peak = -1;
            for (String line : stderr.split("\n")) {
                if (line.startsWith(Main.PEAK_HEAP_PROPERTY + "=")) {
                    peak = Long.parseLong(line.substring(line.indexOf('=') + 1).trim());
                }
            }
            return new Result(wall, code, peak, stderr);
        } finally {
            Files.deleteIfExists(err.toPath());
        }
    }
}
