package io.graphveil.cli;

import io.graphveil.Progress;
import io.graphveil.generate.FriendshipGenerator;
import io.graphveil.generate.MovieLensLikeProfiles;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetWriter;
import io.graphveil.io.RunReport;
import io.graphveil.io.importer.MovieLensSchema;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.PrivateValueSets;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.concurrent.Callable;

/** {@code graphveil generate}: a seeded MovieLens-like attribute social network (or table). */
@Command(name = "generate", description = {
        "Generate a MovieLens-like attribute social network: gender, age bucket, zip (QIs) and occupation "
                + "(PRIVACY) drawn from MovieLens 1M's marginals; friendships with heavy-tailed degrees, "
                + "triadic closure and homophily; connected."})
final class GenerateCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;
    @Mixin
    OutputOptions out;

    @Option(names = "--nodes", required = true, paramLabel = "N", description = "Number of people.")
    int nodes;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Random seed. Default: ${DEFAULT-VALUE}.")
    long seed;
    @Option(names = "--avg-degree", defaultValue = "10", paramLabel = "D", description = "Mean degree. Default: ${DEFAULT-VALUE}.")
    double avgDegree;
    @Option(names = "--triad", defaultValue = "0.6", paramLabel = "P",
            description = "Share of further edges that close a triangle. Default: ${DEFAULT-VALUE}.")
    double triad;
    @Option(names = "--homophily", defaultValue = "3", paramLabel = "C",
            description = "Candidates per preferential step; the most similar wins (1 = none). Default: ${DEFAULT-VALUE}.")
    int homophily;
    @Option(names = "--private", split = ",", paramLabel = "CODE[,CODE]",
            description = "Private occupation codes. Default: 6,11,19.")
    List<String> privateCodes;
    @Option(names = "--private-ratio", paramLabel = "R",
            description = "Declare ceil(R*21) occupation codes, chosen with the seed, private instead.")
    Double privateRatio;
    @Option(names = "--missing", defaultValue = "0", paramLabel = "R",
            description = "Share of gender/age/occupation/zip cells left missing. Default: ${DEFAULT-VALUE}.")
    double missing;
    @Option(names = "--table", description = "Write a table dataset (data.csv) without friendships.")
    boolean table;
    @Option(names = "--name", paramLabel = "NAME", description = "Dataset name in schema.json. Default: generated-N.")
    String name;

    @Override
    public Integer call() throws Exception {
        if (nodes < 1) {
            throw usage("--nodes must be at least 1");
        }
        if (!(missing >= 0 && missing < 1)) {
            throw usage("--missing must be in [0,1)");
        }
        if (privateCodes != null && privateRatio != null) {
            throw usage("give --private or --private-ratio, not both");
        }
        if (privateRatio != null && !(privateRatio >= 0 && privateRatio <= 1)) {
            throw usage("--private-ratio must be in [0,1]");
        }
        if (privateCodes != null) {
            for (String c : privateCodes) {
                if (!c.matches("\\d+") || Integer.parseInt(c) > 20) {
                    throw usage("--private takes occupation codes 0-20, not '" + c + "'");
                }
            }
        }
        FriendshipGenerator.Parameters parameters;
        try {
            parameters = new FriendshipGenerator.Parameters(avgDegree, triad, homophily);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
        io.graphveil.io.OutputFolder.check(out.out, out.force, List.of());
        RunReport report = CliSupport.report("generate", spec);
        List<String> privateSet = privateRatio != null
                ? PrivateValueSets.choose(occupationCodes(), privateRatio, seed)
                : privateCodes != null ? privateCodes : MovieLensSchema.DEFAULT_PRIVATE;
        Schema schema = MovieLensSchema.schema(name != null ? name : "generated-" + nodes, privateSet);
        report.start("generate");
        Table people = MovieLensLikeProfiles.draw(schema, nodes, missing, seed);
        Hierarchies hierarchies = MovieLensSchema.hierarchies().completeFor(people);
        Dataset dataset;
        if (table) {
            dataset = Dataset.ofTable(people, hierarchies);
        } else {
            Progress progress = Progress.start("generate", nodes);
            IndexedGraph g = new FriendshipGenerator(parameters)
                    .generate(nodes, MovieLensLikeProfiles.similarity(people), seed ^ 0x9E3779B97F4A7C15L,
                            progress::update);
            progress.finish();
            dataset = Dataset.ofGraph(AttributeSocialNetwork.of(people, g), hierarchies);
            report.counts().put("edges", g.edgeCount());
            report.metrics().put("average_degree", nodes == 0 ? 0 : 2.0 * g.edgeCount() / nodes);
            report.metrics().put("max_degree", g.maxDegree());
        }
        report.counts().put(table ? "rows" : "nodes", nodes);
        report.stop("generate");
        report.start("write");
        CliSupport.publish(out, List.of(), report, folder -> {
            java.nio.file.Path dir = folder.dir();
            DatasetWriter.write(dataset, dir);
            report.stop("write");
        });
        spec.commandLine().getOut().println("generated " + (table ? nodes + " rows" : nodes + " nodes and "
                + dataset.network().edgeCount() + " edges") + " into " + out.out);
        return 0;
    }

    private static List<String> occupationCodes() {
        List<String> codes = new java.util.ArrayList<>();
        for (int i = 0; i < MovieLensSchema.OCCUPATIONS.size(); i++) {
            codes.add(String.valueOf(i));
        }
        return codes;
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
