package io.graphveil.cli;

import io.graphveil.io.DatasetWriter;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import io.graphveil.io.importer.AdultImporter;
import io.graphveil.io.importer.CsvImporter;
import io.graphveil.io.importer.ImportResult;
import io.graphveil.io.importer.MovieLensImporter;
import io.graphveil.io.importer.SnapEgoImporter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code graphveil import …}: turns a public dataset into a dataset folder with an editable schema. */
@Command(name = "import", mixinStandardHelpOptions = true, description = "Import a dataset into a dataset folder (schema.json, nodes.csv, edges.csv).",
        subcommands = {ImportCommand.MovieLens.class, ImportCommand.SnapEgo.class, ImportCommand.Csv.class,
                ImportCommand.Adult.class})
final class ImportCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "name what to import: movielens, snap-ego, csv or adult");
    }

    /** Writes an import's dataset and report. */
    static int write(CommandLine.Model.CommandSpec spec, String command, OutputOptions out, List<Path> given,
                     Callable<ImportResult> run) throws Exception {
        OutputFolder.check(out.out, out.force, given);
        RunReport report = CliSupport.report(command, spec);
        report.start("import");
        ImportResult result = run.call();
        report.stop("import");
        result.inputs().forEach(p -> report.input().withArray("files").add(CliSupport.baseName(p)));
        result.counts().forEach((k, v) -> report.counts().put(k, v));
        report.start("write");
        CliSupport.publish(out, result.inputs(), report, folder -> {
            java.nio.file.Path dir = folder.dir();
            DatasetWriter.write(result.dataset(), dir);
            report.stop("write");
        });
        spec.commandLine().getOut().println("imported " + describe(result) + " into " + out.out);
        return 0;
    }

    private static List<Path> concat(List<Path> files, Path more) {
        List<Path> all = new java.util.ArrayList<>(files);
        all.add(more);
        return all;
    }

    private static String describe(ImportResult r) {
        return r.dataset().isGraph()
                ? r.dataset().network().nodeCount() + " nodes and " + r.dataset().network().edgeCount() + " edges"
                : r.dataset().table().rowCount() + " rows";
    }

    @Command(name = "movielens", description = "MovieLens 1M users.dat, with Last.fm, CSV or generated friendships.")
    static final class MovieLens implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;
        @Mixin
        CommonOptions common;
        @Mixin
        OutputOptions out;
        @Option(names = "--users", required = true, paramLabel = "FILE", description = "MovieLens users.dat.")
        Path users;
        @Option(names = "--friends", paramLabel = "FILE",
                description = "Friendships (default: generated with the seed).")
        Path friends;
        @Option(names = "--friends-format", paramLabel = "lastfm|csv", defaultValue = "lastfm",
                description = "Format of --friends: lastfm (HetRec user_friends.dat, ids mapped onto MovieLens "
                        + "users with the seed) or csv (MovieLens user ids). Default: ${DEFAULT-VALUE}.")
        String friendsFormat;
        @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Random seed. Default: ${DEFAULT-VALUE}.")
        long seed;
        @Option(names = "--avg-degree", defaultValue = "10", paramLabel = "D",
                description = "Mean degree of generated friendships. Default: ${DEFAULT-VALUE}.")
        double avgDegree;

        @Override
        public Integer call() throws Exception {
            MovieLensImporter.FriendsFormat format = switch (friendsFormat.toLowerCase(java.util.Locale.ROOT)) {
                case "lastfm" -> MovieLensImporter.FriendsFormat.LASTFM;
                case "csv" -> MovieLensImporter.FriendsFormat.CSV;
                default -> throw new CommandLine.ParameterException(spec.commandLine(),
                        "--friends-format must be lastfm or csv, not '" + friendsFormat + "'");
            };
            if (!(avgDegree >= 2)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--avg-degree must be at least 2");
            }
            List<Path> given = friends == null ? List.of(users) : List.of(users, friends);
            return write(spec, "import movielens", out, given, () -> MovieLensImporter.run(
                    new MovieLensImporter.Options(users, friends, format, seed, avgDegree)));
        }
    }

    @Command(name = "snap-ego", description = "SNAP ego-Facebook from its per-ego files.")
    static final class SnapEgo implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;
        @Mixin
        CommonOptions common;
        @Mixin
        OutputOptions out;
        @Option(names = "--dir", required = true, paramLabel = "DIR", description = "The ego-Facebook folder.")
        Path dir;

        @Override
        public Integer call() throws Exception {
            return write(spec, "import snap-ego", out, List.of(dir), () -> SnapEgoImporter.run(dir));
        }
    }

    @Command(name = "csv", description = "Any node table (CSV with header) and edge list, described by a schema.")
    static final class Csv implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;
        @Mixin
        CommonOptions common;
        @Mixin
        OutputOptions out;
        @Option(names = "--nodes", required = true, paramLabel = "FILE", description = "Node (or data) table.")
        Path nodes;
        @Option(names = "--edges", paramLabel = "FILE", description = "Edge list (omit for a table dataset).")
        Path edges;
        @Option(names = "--schema", required = true, paramLabel = "FILE", description = "schema.json.")
        Path schema;

        @Override
        public Integer call() throws Exception {
            List<Path> given = edges == null ? List.of(nodes, schema) : List.of(nodes, edges, schema);
            return write(spec, "import csv", out, given, () -> CsvImporter.run(nodes, edges, schema));
        }
    }

    @Command(name = "adult", description = "UCI Adult (adult.data, adult.test) with the project's Adult schema.")
    static final class Adult implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;
        @Mixin
        CommonOptions common;
        @Mixin
        OutputOptions out;
        @Option(names = "--data", required = true, split = ",", paramLabel = "FILE[,FILE]",
                description = "adult.data and/or adult.test, comma-separated.")
        List<Path> data;
        @Option(names = "--schema", defaultValue = "tables/adult/schema.json", paramLabel = "FILE",
                description = "Schema (format uci-adult). Default: ${DEFAULT-VALUE}.")
        Path schema;

        @Override
        public Integer call() throws Exception {
            Path schemaFile = Files.exists(schema) ? schema : Home.resolve(schema.toString());
            return write(spec, "import adult", out, concat(data, schemaFile),
                    () -> AdultImporter.run(data, schemaFile));
        }
    }
}
