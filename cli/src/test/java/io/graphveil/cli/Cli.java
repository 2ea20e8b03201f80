package io.graphveil.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs the command line in-process, or in a child JVM, and keeps what it printed. */
record Cli(int code, String out, String err) {
    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Cli(code, out.toString(), err.toString());
    }

    /** The real entry point in a fresh JVM given {@code jvmOptions}: exit codes as the shell sees them. */
    static Cli child(List<String> jvmOptions, String... args) throws IOException, InterruptedException {
        Process p = start(jvmOptions, args);
        // Both streams are read at once so that a chatty child never blocks on a full pipe.
        var err = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return e.toString();
            }
        });
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int code = p.waitFor();
        return new Cli(code, out, err.join());
    }

    /**
     * Starts {@link Main} in a child JVM, on this JVM's class path unless {@code jvmOptions} gives
     * one ({@code -cp}); its output is discarded unless the caller reads it.
     */
    static Process start(List<String> jvmOptions, String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvmOptions);
        if (!jvmOptions.contains("-cp")) {
            cmd.addAll(List.of("-cp", System.getProperty("java.class.path")));
        }
        cmd.add(Main.class.getName());
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).start();
    }

    @Override
    public String toString() {
        return "exit " + code + "\n--- out\n" + out + "--- err\n" + err;
    }
}
