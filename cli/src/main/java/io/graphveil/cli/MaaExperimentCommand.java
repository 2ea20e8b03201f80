package io.graphveil.cli;

import io.graphveil.experiment.MaaExperiment;
import io.graphveil.io.CsvOutput;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code graphveil experiment maa}: MAA-SAE vs MAA-MINIL vs GPKC on UCI Adult (see
 * {@link MaaExperiment}); writes {@code maa.csv} (one row per run) and {@code summary.csv} (mean,
 * standard deviation, min and max over the runs, per k and p, and per p over every k).
 */
@Command(name = "maa", description = {
        "MAA-SAE vs MAA-MINIL vs GPKC (p-sensitive k-anonymity by micro-aggregation) on the complete UCI Adult rows "
                + "whose fnlwgt has 6 digits: AVG_IL, AVG_Ent, CAVG and run time for k in {8,10,12}, p in {5,6,7}; "
                + "writes maa.csv and summary.csv.",
        "The full run takes about 35 minutes on 2 cores (see docs/BENCHMARKS.md); --quick runs a small version in seconds."})
final class MaaExperimentCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;
    @Mixin
    OutputOptions out;

    @Mixin
    AdultFiles adultFiles;
    @Option(names = "--schema", paramLabel = "FILE",
            description = "The Adult schema with the experiment's roles and types. Default: tables/adult/schema-maa.json.")
    Path schema;
    @Option(names = "--k", split = ",", paramLabel = "K", description = "k values. Default: 8,10,12.")
    List<Integer> ks;
    @Option(names = "--p", split = ",", paramLabel = "P", description = "p values (a p above k is skipped). Default: 5,6,7.")
    List<Integer> ps;
    @Option(names = "--algorithms", split = ",", paramLabel = "NAME",
            description = "Among maa-sae, maa-minil, gpkc (Campan and Truta's generalization), gpkc-centroid (its loop on "
                    + "MAA-SAE's centroid loss). Default: all four.")
    List<String> algorithms;
    @Option(names = "--runs", defaultValue = "3", paramLabel = "N",
            description = "Seeded runs per setting (run r uses seed + r). Default: ${DEFAULT-VALUE}.")
    int runs;
    @Option(names = "--rows", defaultValue = "0", paramLabel = "N",
            description = "Use N of the experiment's rows drawn with the seed instead of all (0: all). Default: ${DEFAULT-VALUE}.")
    int rows;
    @Option(names = "--quick", description = "A small version for checks: 2,000 rows, k in {8,10}, p = 5, 1 run.")
    boolean quick;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Base seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Override
    public Integer call() throws Exception {
        if (quick) {
            rows = 2000;
            ks = List.of(8, 10);
            ps = List.of(5);
            runs = 1;
        }
        MaaExperiment.Settings paper = MaaExperiment.Settings.paper(seed);
        MaaExperiment.Settings settings = new MaaExperiment.Settings(atLeastTwo(ks, paper.ks(), "--k"),
                atLeastTwo(ps, paper.ps(), "--p"), algorithms == null ? paper.algorithms() : algorithms, runs, seed);
        for (String a : settings.algorithms()) {
            if (!MaaExperiment.ALGORITHMS.contains(a)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--algorithms: '" + a + "' is not one of "
                        + String.join(", ", MaaExperiment.ALGORITHMS));
            }
        }
        if (runs < 1 || rows < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--runs must be at least 1 and --rows >= 0");
        }
        List<Path> inputs = adultFiles.require(schema, "tables/adult/schema-maa.json");
        OutputFolder.check(out.out, out.force, inputs);
        RunReport report = CliSupport.report("experiment maa", spec);
        report.start("load");
        Dataset adult = MaaExperiment.prepare(DatasetReader.readTable(inputs.subList(0, 2), inputs.get(2)), rows, seed);
        report.input().put("rows", adult.table().rowCount());
        report.stop("load");
        report.start("experiment");
        List<MaaExperiment.Row> results = MaaExperiment.run(adult, settings);
        report.stop("experiment");
        long failed = results.stream().filter(r -> !r.verified()).count();
        report.verification("experiment outputs", failed == 0, failed);
        report.counts().put("runs", results.size());
        CliSupport.publish(out, inputs, report, folder -> {
            java.nio.file.Path dir = folder.dir();
            CsvOutput.write(dir.resolve("maa.csv"), MaaExperiment.Row.HEADER, results, MaaExperiment.Row::values);
            CsvOutput.write(dir.resolve("summary.csv"), MaaExperiment.Summary.HEADER,
                    MaaExperiment.summarize(results), MaaExperiment.Summary::values);
        });
        spec.commandLine().getOut().printf(Locale.ROOT, "%d runs on %d rows in %.1f s%nResults are in %s%n",
                results.size(), adult.table().rowCount(),
                report.json().get("timings_ms").get("experiment").asDouble() / 1e3, out.out.toAbsolutePath().normalize());
        return 0;
    }

    private List<Integer> atLeastTwo(List<Integer> given, List<Integer> fallback, String option) {
        List<Integer> values = given == null ? fallback : given;
        for (int v : values) {
            if (v < 2) {
                throw new CommandLine.ParameterException(spec.commandLine(), option + " values must be at least 2");
            }
        }
        return values;
    }
}
