package io.graphveil.cli;

import io.graphveil.StageProgress;
import io.graphveil.GraphVeilException;
import io.graphveil.Version;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.io.UncheckedIOException;

/**
 * The {@code graphveil} command line. Exit codes (ALGORITHMS.md §7): 0 success, 1 privacy model not met,
 * 2 usage error, 3 bad input data, 70 internal error. Errors print one line on stderr; the stack
 * trace only with {@code --debug}.
 */
@Command(name = "graphveil", mixinStandardHelpOptions = true, versionProvider = Main.VersionProvider.class,
        description = "Anonymize attribute social networks and tables, and measure what it costs.",
        subcommands = {DemoCommand.class, AnonymizeCommand.class, ImportCommand.class, GenerateCommand.class,
                TableCommand.class, VerifyCommand.class, InfoCommand.class, ExperimentCommand.class,
                BenchCommand.class, MeasureCommand.class, AttackCommand.class, RenderCommand.class, ReviewCommand.class, SchemaCommand.class,
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
        int code;
        try {
            code = cl.execute(args);
        } catch (OutOfMemoryError e) {
            code = outOfMemory(err, e, java.util.Arrays.asList(args).contains("--debug"));
        } finally {
            StageProgress.abandonAll();
        }
        out.flush();
        err.flush();
        return code;
    }

    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler(Main::handle);
        cl.setParameterExceptionHandler(Main::usage);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        return cl;
    }

    static int handle(Exception e, CommandLine cmd, CommandLine.ParseResult parsed) {
        // the error must be the last line on stderr: no stage ticks after it
        StageProgress.abandonAll();
        PrintWriter err = cmd.getErr();
        boolean debug = parsed != null && hasDebug(parsed);
        int code;
        Throwable cause = e;
        while (cause.getCause() != null && !(cause instanceof OutOfMemoryError)) {
            cause = cause.getCause();
        }
        if (cause instanceof OutOfMemoryError) {
            return outOfMemory(err, cause, debug);
        }
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

    /**
     * A usage error in one line (exit code 2): what is wrong, the closest valid spelling of an
     * unknown option or command, and where the help is — never the whole usage text.
     */
    static int usage(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        StringBuilder line = new StringBuilder("graphveil: ");
        String unknown = firstUnknownOption(cmd, args);
        if (unknown != null) {
            // a misspelt option also leaves the one it meant missing: name the cause
            line.append("unknown option '").append(unknown).append('\'');
            String closest = closest(unknown, cmd.getCommandSpec());
            if (closest != null) {
                line.append("; did you mean ").append(closest).append('?');
            }
        } else {
            line.append(oneLine(e.getMessage()));
            if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
                line.append("; did you mean ").append(u.getSuggestions().get(0)).append('?');
            }
        }
        line.append(" (see '").append(cmd.getCommandSpec().qualifiedName()).append(" --help')");
        err.println(line);
        err.flush();
        return 2;
    }

    /** The first argument that looks like an option ({@code -x}, {@code --x}) the command does not know, or null. */
    private static String firstUnknownOption(CommandLine cmd, String[] args) {
        CommandLine.Model.CommandSpec spec = cmd.getCommandSpec();
        for (String a : args) {
            String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
            if (name.startsWith("-") && name.length() > 1 && !isNumber(name) && spec.findOption(name) == null
                    && !name.equals("--")) {
                return name;
            }
        }
        return null;
    }

    private static boolean isNumber(String s) {
        try {
            Double.parseDouble(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The option of {@code spec} nearest {@code name} by edit distance, when it is near enough. */
    private static String closest(String name, CommandLine.Model.CommandSpec spec) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (CommandLine.Model.OptionSpec o : spec.options()) {
            for (String candidate : o.names()) {
                int d = editDistance(name, candidate);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = candidate;
                }
            }
        }
        return best != null && bestDistance <= Math.max(2, name.length() / 3) ? best : null;
    }

    private static int editDistance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    private static String oneLine(String message) {
        String m = message == null ? "invalid usage" : message.strip();
        int newline = m.indexOf('\n');
        return (newline < 0 ? m : m.substring(0, newline)).strip();
    }

    /** Out of memory: one line saying how to give Java more, exit code 70 (not 1, which means a model not met). */
    /** The out-of-memory line; with {@code --debug}, first where the heap ran out, to find what to shrink. */
    static int outOfMemory(PrintWriter err, Throwable e, boolean debug) {
        StageProgress.abandonAll();
        if (debug) {
            e.printStackTrace(err);
        }
        long max = Runtime.getRuntime().maxMemory() >> 20;
        err.println("graphveil: out of memory (Java had " + max + " MB); give it more, e.g. "
                + "GRAPHVEIL_JAVA_OPTS=-Xmx8g ./graphveil ... or java -Xmx8g -jar graphveil.jar ...");
        err.flush();
        return INTERNAL_ERROR;
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
