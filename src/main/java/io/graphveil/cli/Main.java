package io.graphveil.cli;

import io.graphveil.GraphVeilException;
import io.graphveil.Version;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.io.UncheckedIOException;

/**
 * The {@code graphveil} command line. Exit codes (SPEC 7): 0 success, 1 privacy model not met,
 * 2 usage error, 3 bad input data, 70 internal error. Errors print one line on stderr; the stack
 * trace only with {@code --debug}.
 */
@Command(name = "graphveil", mixinStandardHelpOptions = true, versionProvider = Main.VersionProvider.class,
        description = "Anonymize attribute social networks and tables, and measure what it costs.",
        subcommands = {DemoCommand.class, AnonymizeCommand.class, ImportCommand.class, GenerateCommand.class,
                TableCommand.class, VerifyCommand.class, InfoCommand.class, ExperimentCommand.class,
                BenchCommand.class, MeasureCommand.class, AttackCommand.class, RenderCommand.class,
                CommandLine.HelpCommand.class},
        footer = {"", "Exit codes: 0 success, 1 privacy model not met, 2 usage error, 3 bad input data, 70 internal error."})
public final class Main implements Runnable {
    public static final int INTERNAL_ERROR = 70;
    /** When set, the process prints its peak heap on exit (read by the benchmark harness). */
    public static final String PEAK_HEAP_PROPERTY = "graphveil.peakHeap";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is needed (see graphveil --help)");
    }

    public static void main(String[] args) {
        // Pictures are drawn off-screen: never reach for a display, even where DISPLAY is set.
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
        int code = run(new PrintWriter(System.out), new PrintWriter(System.err), args);
        if (Boolean.getBoolean(PEAK_HEAP_PROPERTY)) {
            long peak = 0;
            for (java.lang.management.MemoryPoolMXBean pool : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == java.lang.management.MemoryType.HEAP) {
                    peak += pool.getPeakUsage().getUsed();
                }
            }
            System.err.println(PEAK_HEAP_PROPERTY + "=" + peak);
        }
        System.exit(code);
    }

    /**
     * Runs the command line with its output and errors sent to the given writers, flushed before
     * returning; {@link #main} and the tests take this one path.
     */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = commandLine();
        cl.setOut(out);
        cl.setErr(err);
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler(Main::handle);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        return cl;
    }

    static int handle(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
        PrintWriter err = cmd.getErr();
        boolean debug = parsed != null && hasDebug(parsed);
        int code;
        if (e instanceof GraphVeilException g) {
            err.println("graphveil: " + g.getMessage());
            code = g.exitCode();
        } else if (e instanceof UncheckedIOException || e instanceof java.io.IOException) {
            err.println("graphveil: I/O error: " + e.getMessage());
            code = INTERNAL_ERROR;
        } else {
            err.println("graphveil: internal error: " + e + (debug ? "" : " (run with --debug for details)"));
            code = INTERNAL_ERROR;
        }
        if (debug) {
            e.printStackTrace(err);
        }
        err.flush();
        return code;
    }

    private static boolean hasDebug(CommandLine.ParseResult parsed) {
        for (CommandLine.ParseResult p = parsed; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption("--debug")) {
                return true;
            }
        }
        return false;
    }

    static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[]{"graphveil " + Version.get(), "Java " + System.getProperty("java.version")};
        }
    }
}
