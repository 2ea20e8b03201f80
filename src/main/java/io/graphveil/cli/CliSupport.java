package io.graphveil.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.PrivateFolder;
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

    /** Writes into a folder; the folder becomes the output only if this returns normally. */
    @FunctionalInterface
    interface Writer {
        void write(Path dir) throws IOException;
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
                c.forEach(v -> params.withArray(name).add(String.valueOf(v)));
            } else {
                params.put(name, String.valueOf(value));
            }
        }
        for (CommandLine.Model.PositionalParamSpec p : spec.positionalParameters()) {
            Object value = p.getValue();
            params.put(p.paramLabel().toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9_]", "_"),
                    String.valueOf(value));
        }
        return report;
    }

    /**
     * Prepares {@code out} (refusing a non-empty folder without --force, or one holding an input),
     * runs {@code writer} into a temporary folder, makes its {@code private/} owner-only, adds
     * {@code report.json} (with the lists {@code published_files} and {@code private_files}), then
     * moves it into place.
     */
    static void publish(OutputOptions out, List<Path> inputs, RunReport report, Writer writer) throws IOException {
        try (OutputFolder folder = OutputFolder.prepare(out.out, out.force, inputs)) {
            writer.write(folder.dir());
            boolean owner = report.hasOwnerSections();
            if (owner) {
                PrivateFolder.in(folder.dir());
            }
            List<List<String>> files = PrivateFolder.list(folder.dir());
            var published = report.json().putArray("published_files");
            files.get(0).forEach(published::add);
            published.add(REPORT);
            if (owner || !files.get(1).isEmpty()) {
                List<String> secret = new java.util.ArrayList<>(files.get(1));
                secret.add(PrivateFolder.NAME + "/" + REPORT);
                java.util.Collections.sort(secret);
                report.ownerFiles(secret);
                io.graphveil.io.Json.write(PrivateFolder.in(folder.dir()).resolve(REPORT), report.ownerJson());
            }
            PrivateFolder.restrict(folder.dir());
            report.write(folder.dir().resolve(REPORT));
            folder.commit();
        }
    }
}
