package io.graphveil.cli;

import io.graphveil.experiment.KaimExperiment;
import io.graphveil.experiment.Spread;
import io.graphveil.io.CsvOutput;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.OutputFolder;
import io.graphveil.io.RunReport;
import io.graphveil.anonymize.cluster.GreedyClustering;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * {@code graphveil experiment kaim}: KAIM vs k-member and L-clustering vs L-Incognito on UCI Adult
 * (see {@link KaimExperiment}); writes {@code kaim.csv}, {@code l-clustering.csv}, {@code summary.csv}.
 */
@Command(name = "kaim", description = {
        "KAIM vs k-member (information loss, added missing values) and L-clustering vs L-Incognito (L, RL) on UCI "
                + "Adult; writes kaim.csv, l-clustering.csv and summary.csv (mean, min and max over the repeats).",
        "The full run takes hours (see docs/BENCHMARKS.md); --quick runs a small version in seconds."})
final class KaimExperimentCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;
    @Mixin
    CommonOptions common;
    @Mixin
    OutputOptions out;

    @Mixin
    AdultFiles adultFiles;
    @Option(names = "--schema", paramLabel = "FILE", description = "The Adult schema. Default: tables/adult/schema.json.")
    Path schema;
    @Option(names = "--part", defaultValue = "all", paramLabel = "PART",
            description = "kaim, l-clustering or all. Default: ${DEFAULT-VALUE}.")
    String part;
    @Option(names = "--m", split = ",", paramLabel = "M", description = "KAIM part: numbers of quasi-identifiers. Default: 2..8.")
    List<Integer> ms;
    @Option(names = "--k", split = ",", paramLabel = "K", description = "KAIM part: k values. Default: 2,5,10.")
    List<Integer> ks;
    @Option(names = "--vmr", split = ",", paramLabel = "V",
            description = "KAIM part: missing-value rates to raise VMR to by seeded blanking; 0 = the data as they are. "
                    + "Default: 0,0.05,0.1,0.2.")
    List<Double> vmrs;
    @Option(names = "--repeats", defaultValue = "20", paramLabel = "N",
            description = "KAIM part: seeded repeats per setting. Default: ${DEFAULT-VALUE}.")
    int repeats;
    @Option(names = "--d", split = ",", paramLabel = "D", description = "L part: numbers of quasi-identifiers. Default: 2..8.")
    List<Integer> ds;
    @Option(names = "--l", split = ",", paramLabel = "L", description = "L part: l values. Default: 2..13.")
    List<Integer> ls;
    @Option(names = "--l-repeats", defaultValue = "1", paramLabel = "N",
            description = "L part: seeded repeats of L-clustering (L-Incognito is deterministic). Default: ${DEFAULT-VALUE}.")
    int lRepeats;
    @Option(names = "--rows", defaultValue = "0", paramLabel = "N",
            description = "Use N rows drawn with the seed instead of all (0: all). Default: ${DEFAULT-VALUE}.")
    int rows;
    @Option(names = "--quick", description = "A small version for checks: 3,000 rows, m and d in {2,8}, k in {2,10}, "
            + "VMR data and 0.1, l in {2,5}, 2 repeats.")
    boolean quick;
    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "Base seed (repeat r uses seed + r). Default: ${DEFAULT-VALUE}.")
    long seed;

    @Override
    public Integer call() throws Exception {
        if (!List.of("kaim", "l-clustering", "all").contains(part)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--part must be kaim, l-clustering or all");
        }
        if (quick) {
            rows = 3000;
            ms = List.of(2, 8);
            ks = List.of(2, 10);
            vmrs = List.of(0.0, 0.1);
            repeats = 2;
            ds = List.of(2, 8);
            ls = List.of(2, 5);
            lRepeats = 1;
        }
        KaimExperiment.Settings settings = new KaimExperiment.Settings(
                check(ms, range(2, 8), 1, KaimExperiment.KAIM_QI.size(), "--m"), check(ks, List.of(2, 5, 10), 2,
                Integer.MAX_VALUE, "--k"), vmrs == null ? List.of(0.0, 0.05, 0.1, 0.2) : vmrs, positive(repeats),
                check(ds, range(2, 8), 1, KaimExperiment.L_QI.size(), "--d"), check(ls, range(2, 13), 2,
                Integer.MAX_VALUE, "--l"), positive(lRepeats), seed, !part.equals("l-clustering"), !part.equals("kaim"));
        for (double v : settings.vmrs()) {
            if (!(v >= 0 && v < 1)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--vmr values must be in [0,1)");
            }
        }
        List<Path> inputs = adultFiles.require(schema, "tables/adult/schema.json");
        OutputFolder.check(out.out, out.force, inputs);
        RunReport report = CliSupport.report("experiment kaim", spec);
        report.start("load");
        Dataset adult = DatasetReader.readTable(inputs.subList(0, 2), inputs.get(2));
        if (rows > 0 && rows < adult.table().rowCount()) {
            int[] all = new int[adult.table().rowCount()];
            Arrays.setAll(all, i -> i);
            GreedyClustering.shuffle(all, new SplittableRandom(seed));
            int[] keep = Arrays.copyOf(all, rows);
            Arrays.sort(keep);
            adult = adult.withTable(adult.table().select(keep));
        }
        report.input().put("rows", adult.table().rowCount());
        report.stop("load");
        report.start("experiment");
        KaimExperiment.Results results = KaimExperiment.run(adult, settings);
        report.stop("experiment");
        long failed = results.kaim().stream().filter(r -> !r.verified()).count()
                + results.lClustering().stream().filter(r -> !r.verified()).count();
        report.verification("experiment outputs", failed == 0, failed);
        report.counts().put("kaim_runs", results.kaim().size());
        report.counts().put("l_clustering_runs", results.lClustering().size());
        CliSupport.publish(out, inputs, report, folder -> {
            java.nio.file.Path dir = folder.dir();
            CsvOutput.write(dir.resolve("kaim.csv"), KaimExperiment.KaimRow.HEADER, results.kaim(),
                    KaimExperiment.KaimRow::values);
            CsvOutput.write(dir.resolve("l-clustering.csv"), KaimExperiment.LRow.HEADER, results.lClustering(),
                    KaimExperiment.LRow::values);
            writeSummary(dir.resolve("summary.csv"), results);
        });
        spec.commandLine().getOut().printf(Locale.ROOT, "%d KAIM/k-member runs and %d L-clustering/L-Incognito runs "
                + "(%d rows read) in %.1f s%nResults are in %s%n", results.kaim().size(), results.lClustering().size(),
                adult.table().rowCount(), report.json().get("timings_ms").get("experiment").asDouble() / 1e3,
                out.out.toAbsolutePath().normalize());
        return 0;
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> out = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            out.add(i);
        }
        return out;
    }

    private List<Integer> check(List<Integer> given, List<Integer> fallback, int min, int max, String option) {
        List<Integer> values = given == null ? fallback : given;
        for (int v : values) {
            if (v < min || v > max) {
                throw new CommandLine.ParameterException(spec.commandLine(), option + " values must be in ["
                        + min + "," + max + "], not " + v);
            }
        }
        return values;
    }

    private int positive(int n) {
        if (n < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "repeats must be at least 1");
        }
        return n;
    }

    /** Mean, min and max of the headline measure per setting and algorithm. */
    private static void writeSummary(Path file, KaimExperiment.Results results) throws IOException {
        try (CSVPrinter p = CsvOutput.open(file)) {
            p.printRecord("part", "setting", "algorithm", "measure", "runs", "mean", "min", "max", "mean_seconds");
            summarize(p, "kaim", results.kaim(), r -> String.format(Locale.ROOT, "m=%d k=%d vmr=%s", r.m(), r.k(),
                    r.vmrTarget() > 0 ? r.vmrTarget() : "data"), KaimExperiment.KaimRow::algorithm, "iloss_rate",
                    KaimExperiment.KaimRow::ilossRate, KaimExperiment.KaimRow::seconds);
            summarize(p, "l-clustering", results.lClustering(), r -> String.format(Locale.ROOT, "d=%d l=%d", r.d(),
                    r.l()), KaimExperiment.LRow::algorithm, "rl", KaimExperiment.LRow::rl, KaimExperiment.LRow::seconds);
        }
    }

    private static <T> void summarize(CSVPrinter p, String part, List<T> rows, Function<T, String> setting,
                                      Function<T, String> algorithm, String measure, ToDoubleFunction<T> value,
                                      ToDoubleFunction<T> seconds) throws IOException {
        Map<Group, List<T>> groups = new LinkedHashMap<>();  // in order of first appearance
        for (T row : rows) {
            groups.computeIfAbsent(new Group(setting.apply(row), algorithm.apply(row)), x -> new ArrayList<>()).add(row);
        }
        for (Map.Entry<Group, List<T>> e : groups.entrySet()) {
            List<T> g = e.getValue();
            Spread v = Spread.of(g.stream().mapToDouble(value).toArray());
            Spread time = Spread.of(g.stream().mapToDouble(seconds).toArray());
            p.printRecord(part, e.getKey().setting(), e.getKey().algorithm(), measure, g.size(), v.mean(), v.min(),
                    v.max(), time.mean());
        }
    }

    /** A setting and algorithm of {@code summary.csv}. */
    private record Group(String setting, String algorithm) {
    }
}
