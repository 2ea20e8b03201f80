package io.graphveil.experiment;

import io.graphveil.io.HierarchyCsvReader;
import io.graphveil.Progress;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.catalog.Anonymizers;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PSensitivity;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.io.Dataset;
import io.graphveil.model.Permutations;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeType;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.pipeline.SchemaEdits;
import io.graphveil.pipeline.Verification;
import io.graphveil.quality.AverageClassSize;
import io.graphveil.anonymize.cluster.micro.AverageEntropy;
import io.graphveil.anonymize.cluster.micro.AverageInformationLoss;
import io.graphveil.quality.QualityInput;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.Verifier;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import java.util.stream.IntStream;

/**
 * The MAA-SAE experiment (ALGORITHMS.md §5; Yang, Wang and Zhang 2014) on UCI Adult: the complete rows of
 * adult.data and adult.test whose fnlwgt has 6 digits (the paper's filter; 37,290 rows), read with
 * {@code tables/adult/schema-maa.json} (quasi-identifiers age CONTINUOUS, workclass, education,
 * race, sex, native-country NOMINAL, fnlwgt SEMANTIC by its digits; sensitive occupation). For each
 * {@code k}, {@code p ≤ k}, algorithm (MAA-SAE, MAA-MINIL, GPKC) and run {@code r} (seed
 * {@code seed + r}): p-sensitive k-anonymity, AVG_IL, AVG_Ent, CAVG, the number of classes, the
 * anonymization's time and the independent verifier's verdict.
 */
public final class MaaExperiment {
    public static final List<String> ALGORITHMS = List.of("maa-sae", "maa-minil", "gpkc", "gpkc-centroid");

    public record Settings(List<Integer> ks, List<Integer> ps, List<String> algorithms, int runs, long seed) {
        /** The paper's grid: k ∈ {8,10,12}, p ∈ {5,6,7}, the three algorithms, 3 runs. */
        public static Settings paper(long seed) {
            return new Settings(List.of(8, 10, 12), List.of(5, 6, 7), ALGORITHMS, 3, seed);
        }
    }

    /**
     * One row of {@code maa.csv}.
     *
     * @param leftovers the records the loop left when fewer than k remained or they held fewer than p
     *                  distinct sensitive values, placed one by one afterwards (the paper's stop rule)
     */
    public record Row(int k, int p, String algorithm, int run, long seed, int records, int classes, double avgIl,
                      double avgEnt, double cavg, int leftovers, boolean verified, double seconds) {
        public static final List<String> HEADER = List.of("k", "p", "algorithm", "run", "seed", "records", "classes",
                "avg_il", "avg_ent", "cavg", "leftovers", "leftover_share", "verified", "seconds");

        public List<Object> values() {
            return List.of(k, p, algorithm, run, seed, records, classes, avgIl, avgEnt, cavg, leftovers,
                    records == 0 ? 0.0 : leftovers / (double) records, verified, seconds);
        }
    }

    private MaaExperiment() {
    }

    /** Whether a fnlwgt value is the paper's: exactly 6 digits. */
    public static boolean sixDigits(String v) {
        return v.length() == 6 && v.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /**
     * The experiment's table: the complete rows whose fnlwgt has 6 digits, {@code rows} of them
     * drawn with {@code seed} when {@code 0 < rows <} all, hierarchies rebuilt for those rows.
     */
    public static Dataset prepare(Dataset adult, int rows, long seed) {
        Dataset complete = SchemaEdits.completeRows(adult);
        Table t = complete.table();
        int fnlwgt = t.schema().indexOf("fnlwgt");
        int[] keep = IntStream.range(0, t.rowCount()).filter(r -> sixDigits(t.value(r, fnlwgt))).toArray();
        if (rows > 0 && rows < keep.length) {
            int[] all = keep.clone();
            Permutations.shufflePrefix(all, rows, new SplittableRandom(seed));
            keep = Arrays.copyOf(all, rows);
            Arrays.sort(keep);
        }
        Table selected = t.select(keep);
        return Dataset.ofTable(selected, HierarchyCsvReader.readFiles(selected.schema()).completeFor(selected));
    }

    /** Runs the grid on {@code d} (prepared); settings with {@code p > k} are skipped. */
    public static List<Row> run(Dataset d, Settings s) {
        long total = 0;
        for (int k : s.ks()) {
            for (int p : s.ps()) {
                total += p <= k ? (long) s.algorithms().size() * s.runs() : 0;
            }
        }
        Progress progress = Progress.start("experiment maa", total);
        List<Row> rows = new ArrayList<>();
        for (int k : s.ks()) {
            for (int p : s.ps()) {
                if (p > k) {
                    continue;
                }
                for (String algorithm : s.algorithms()) {
                    for (int r = 0; r < s.runs(); r++) {
                        rows.add(row(d, Anonymizers.byName(algorithm, Anonymizers.Settings.defaults()), k, p, r,
                                s.seed() + r));
                        progress.update(rows.size());
                    }
                }
            }
        }
        progress.finish();
        return rows;
    }

    private static Row row(Dataset d, TableAnonymizer algorithm, int k, int p, int run, long seed) {
        PrivacyModel model = PrivacyModel.of(new KAnonymity(k), new PSensitivity(p));
        // GPKC as published has no code tree: fnlwgt is a number to it (ALGORITHMS.md §5); every
        // algorithm's classes are measured on the same table below
        Table input = algorithm.name().equals("gpkc") ? fnlwgtAsNumber(d.table()) : d.table();
        long t0 = System.nanoTime();
        AnonymizationResult r = algorithm.anonymize(input, d.hierarchies(), model, SuppressionBudget.none(), seed);
        double seconds = (System.nanoTime() - t0) / 1e9;
        QualityInput q = new QualityInput(d.table(), r.table(), d.hierarchies(), r.classes(), k);
        boolean verified = Verifier.verify(PublishedTable.of(r.table()), new Claim(k, null, null, p,
                Verification.suppressionCap(r, 0), false), null).passed();
        return new Row(k, p, algorithm.name(), run, seed, d.table().rowCount(), r.classes().classCount(),
                new AverageInformationLoss().evaluate(q), new AverageEntropy().evaluate(q),
                AverageClassSize.cavg().evaluate(q), ((Number) r.details().getOrDefault("leftovers", 0)).intValue(),
                verified, seconds);
    }

    /** The table with fnlwgt CONTINUOUS instead of SEMANTIC by its digits. */
    static Table fnlwgtAsNumber(Table t) {
        Schema schema = t.schema();
        List<Attribute> attributes = new ArrayList<>(schema.attributes());
        int f = schema.indexOf("fnlwgt");
        attributes.set(f, attributes.get(f).toBuilder().type(AttributeType.CONTINUOUS).build());
        return t.withSchema(schema.withAttributes(attributes));
    }

    /** One row of {@code summary.csv}: a setting's spread of every measure over its runs. */
    public record Summary(String k, int p, String algorithm, Spread avgIl, Spread avgEnt, Spread cavg,
                          Spread seconds) {
        public static final List<String> HEADER = List.of("k", "p", "algorithm", "runs", "avg_il_mean", "avg_il_sd",
                "avg_il_min", "avg_il_max", "avg_ent_mean", "avg_ent_sd", "avg_ent_min", "avg_ent_max", "cavg_mean",
                "cavg_sd", "cavg_min", "cavg_max", "seconds_mean", "seconds_sd", "seconds_min", "seconds_max");

        public List<Object> values() {
            List<Object> v = new ArrayList<>(List.of(k, p, algorithm, avgIl.runs()));
            for (Spread s : List.of(avgIl, avgEnt, cavg, seconds)) {
                v.addAll(List.of(s.mean(), s.sd(), s.min(), s.max()));
            }
            return v;
        }
    }

    /** Per (k, p, algorithm), and per (p, algorithm) over every k ({@code k = "all"}: the measures vs p). */
    public static List<Summary> summarize(List<Row> rows) {
        Map<String, List<Row>> byKp = new LinkedHashMap<>();
        Map<String, List<Row>> byP = new LinkedHashMap<>();
        for (Row r : rows) {
            byKp.computeIfAbsent(r.k() + "/" + r.p() + "/" + r.algorithm(), x -> new ArrayList<>()).add(r);
        }
        rows.stream().sorted(java.util.Comparator.comparingInt(Row::p)).forEach(r ->
                byP.computeIfAbsent(r.p() + "/" + r.algorithm(), x -> new ArrayList<>()).add(r));
        List<Summary> out = new ArrayList<>();
        for (List<Row> g : byKp.values()) {
            out.add(summary(String.valueOf(g.get(0).k()), g));
        }
        for (List<Row> g : byP.values()) {
            out.add(summary("all", g));
        }
        return out;
    }

    private static Summary summary(String k, List<Row> g) {
        return new Summary(k, g.get(0).p(), g.get(0).algorithm(), spread(g, Row::avgIl), spread(g, Row::avgEnt),
                spread(g, Row::cavg), spread(g, Row::seconds));
    }

    private static Spread spread(List<Row> g, ToDoubleFunction<Row> f) {
        return Spread.of(g.stream().mapToDouble(f).toArray());
    }
}
