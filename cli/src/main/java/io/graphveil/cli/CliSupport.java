package io.graphveil.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;

/** What the writing commands share: the report's parameters, and publishing to an atomic output folder. */
final class CliSupport {
    static final String REPORT = OutputFolder.REPORT;
    private CliSupport() {
    }

    /** Writes into an output's temporary folders; they become the output only if this returns normally. */
    @FunctionalInterface
    interface Writer {
        void write(OutputFolder folder) throws IOException;
    }

    /** Writes one file given its path. */
    interface FileWriter {
        void write(Path file) throws IOException;
    }

    /**
     * Writes {@code file} through a temporary file of its own beside it (created owner-only, with a
     * name no other file has) moved into place, so that a failure leaves no partial file and nobody
     * else can read it; the folder is created owner-only when missing.
     */
    static void replaceOwnerOnly(Path file, FileWriter writer) throws IOException {
        Path abs = file.toAbsolutePath().normalize();
        io.graphveil.io.OwnerOnly.createDirectories(abs.getParent());
        String name = abs.getFileName().toString();
        Path temp = java.nio.file.Files.createTempFile(abs.getParent(), "." + name + ".tmp-",
                name.substring(name.lastIndexOf('.')));
        try {
            writer.write(temp);
            try {
                java.nio.file.Files.move(temp, abs, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                java.nio.file.Files.move(temp, abs, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            java.nio.file.Files.deleteIfExists(temp);
        }
    }

    /** A report whose {@code parameters} hold every option of {@code spec}, as given or defaulted. */
    static RunReport report(String command, CommandSpec spec) {
        RunReport report = new RunReport(command);
        ObjectNode params = report.parameters();
        for (OptionSpec o : spec.options()) {
            if (o.usageHelp() || o.versionHelp() || o.longestName().equals("--debug")) {
                continue;
            }
            String name = o.longestName().replaceFirst("^-+", "");
            Object value = o.getValue();
            if (value == null) {
                params.putNull(name);
            } else if (value instanceof Boolean b) {
                params.put(name, b);
            } else if (value instanceof Integer i) {
                params.put(name, i);
            } else if (value instanceof Long l) {
                params.put(name, l);
            } else if (value instanceof Double d) {
                params.put(name, d);
            } else if (value instanceof Collection<?> c) {
                c.forEach(v -> params.withArray(name).add(v instanceof Path p ? baseName(p) : String.valueOf(v)));
            } else {
                params.put(name, value instanceof Path p ? baseName(p) : String.valueOf(value));
            }
        }
        for (CommandLine.Model.PositionalParamSpec p : spec.positionalParameters()) {
            Object value = p.getValue();
            params.put(p.paramLabel().toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9_]", "_"),
                    value instanceof Path path ? baseName(path) : String.valueOf(value));
        }
        return report;
    }

    /**
     * A path as a report names it: its last element only, since {@code report.json} travels with
     * the publication and a path would tell where the owner keeps the data (and who the owner is).
     */
    static String baseName(Path p) {
        Path name = p.toAbsolutePath().normalize().getFileName();
        return name == null ? "" : name.toString();
    }

    /**
     * Prepares {@code out} (refusing a non-empty folder that is not a previous output, or one holding
     * an input), runs {@code writer} into its temporary folders, adds {@code report.json} (with
     * {@code published_files}) and, when the report has owner-only sections, the owner's report in the
     * owner's folder ({@code privateTarget}, with {@code private_files}), then moves both into place.
     *
     * @param privateTarget the owner's folder, or null for a command that writes nothing owner-only
     */
    static OutputFolder.Written publish(OutputOptions out, Path privateTarget, List<Path> inputs, RunReport report,
                                        Writer writer, java.io.PrintWriter err) throws IOException {
        try (OutputFolder folder = OutputFolder.prepare(out.out, privateTarget, out.force, inputs, err)) {
            writer.write(folder);
            return folder.commitWithReport(report);
        }
    }

    /** {@link #publish} for a command that writes nothing owner-only. */
    static void publish(OutputOptions out, List<Path> inputs, RunReport report, Writer writer) throws IOException {
        publish(out, null, inputs, report, writer, null);
    }

    /**
     * Says so when a verified result is of little use: at least half the rows suppressed, or no more
     * than two classes where there are rows for ten times as many (the model, the hierarchies or the
     * suppression budget are likely too strict for the data).
     */
    static void warnIfDegenerate(java.io.PrintWriter w, int rows, int classes, int suppressed, int k) {
        String why = null;
        if (rows > 0 && suppressed * 2 >= rows) {
            why = String.format(java.util.Locale.ROOT, "%d of %d rows suppressed", suppressed, rows);
        } else if (classes <= 2 && rows >= 20L * Math.max(2, k)) {
            why = String.format(java.util.Locale.ROOT, "%d class%s for %d rows", classes, classes == 1 ? "" : "es", rows);
        }
        if (why != null) {
            w.println("warning: degenerate result (" + why + "): the model, the hierarchies or the suppression "
                    + "budget are likely too strict for this data");
            w.flush();
        }
    }
}
