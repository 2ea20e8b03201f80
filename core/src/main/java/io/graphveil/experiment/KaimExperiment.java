package io.graphveil.experiment;

import io.graphveil.Progress;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.lattice.Incognito;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.anonymize.cluster.Kaim;
import io.graphveil.anonymize.cluster.KaimInformation;
import io.graphveil.anonymize.cluster.KMember;
import io.graphveil.anonymize.cluster.LClustering;
import io.graphveil.criteria.DistinctLDiversity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.Table;
import io.graphveil.pipeline.SchemaEdits;
import io.graphveil.pipeline.Verification;
import io.graphveil.quality.CertaintyPenalty;
import io.graphveil.quality.ClusteringLoss;
import io.graphveil.quality.InformationLoss;
import io.graphveil.quality.MissingRate;
import io.graphveil.quality.QualityInput;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.Verifier;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * The experiments of ALGORITHMS.md §2 and 3 on UCI Adult.
 * <p><b>KAIM vs k-member</b> (Gong et al. 2013): the 48,842 rows of adult.data and adult.test,
 * {@code ?} kept as missing; the quasi-identifiers are the first {@code m} of {@link #KAIM_QI},
 * the sensitive attribute salary. For each {@code m}, each missing-value level (the data as they
 * are, or VMR raised to a target by blanking known quasi-identifier cells chosen with the seed),
 * each repeat (seed {@code seed + repeat}) and each {@code k}: KAIM on every record, and k-member
 * charged two ways: {@code k-member} as the paper does, on the records complete in every column
 * (adult's 3,620 incomplete records are deleted whatever the quasi-identifiers), and
 * {@code k-member-qi} on the records without a missing value among the current quasi-identifiers;
 * the deleted records pay {@code n_r/n} in {@code ILossRate} over the whole table (and 1 per known
 * cell in GCP). {@code kaim-entropy}, KAIM with the attribute's entropy as the rate's normaliser,
 * is a labelled variant beside them, not the paper.
 * <p><b>L-clustering vs L-Incognito</b> (Wang et al. 2010): the 45,222 complete rows; the
 * quasi-identifiers the first {@code d} of {@link #L_QI}, sensitive occupation; distinct
 * l-diversity (with k-anonymity at {@code k = l}, which it implies) for each {@code l}; L-Incognito
 * without suppression, so that both publish every record. L and RL of both.
 */
public final class KaimExperiment {
    public static final List<String> KAIM_QI = List.of("age", "sex", "race", "marital-status", "education",
            "native-country", "workclass", "occupation");
    public static final List<String> L_QI = List.of("age", "sex", "race", "marital-status", "education",
            "native-country", "workclass", "salary");

    /**
     * @param vmrs missing-value levels; a value ≤ 0 means the data as they are
     */
    public record Settings(List<Integer> ms, List<Integer> ks, List<Double> vmrs, int repeats, List<Integer> ds,
                           List<Integer> ls, int lRepeats, long seed, boolean kaim, boolean lClustering) {
    }

    /** One row of {@code kaim.csv}. */
    public record KaimRow(int m, int k, double vmrTarget, double vmr, double rmr, int repeat, long seed,
                          String algorithm, int records, int deleted, double iloss, double ilossRate, double ncp,
                          double gcp, boolean verified, double seconds) {
        public static final List<String> HEADER = List.of("m", "k", "vmr_target", "vmr", "rmr", "repeat", "seed",
                "algorithm", "records", "deleted", "iloss", "iloss_rate", "ncp", "gcp", "verified", "seconds");

        public List<Object> values() {
            return List.of(m, k, vmrTarget > 0 ? vmrTarget : "data", vmr, rmr, repeat, seed, algorithm, records,
                    deleted, iloss, ilossRate, ncp, gcp, verified, seconds);
        }

        /** The same row under another algorithm name (a variant of the same algorithm's run). */
        KaimRow named(String name) {
            return new KaimRow(m, k, vmrTarget, vmr, rmr, repeat, seed, name, records, deleted, iloss, ilossRate, ncp,
                    gcp, verified, seconds);
        }
    }

    /** One row of {@code l-clustering.csv}. */
    public record LRow(int d, int l, int repeat, long seed, String algorithm, int records, int classes, double loss,
                       double rl, boolean verified, double seconds) {
        public static final List<String> HEADER = List.of("d", "l", "repeat", "seed", "algorithm", "records",
                "classes", "loss", "rl", "verified", "seconds");

        public List<Object> values() {
            return List.of(d, l, repeat, seed, algorithm, records, classes, loss, rl, verified, seconds);
        }
    }

    /** Everything one run of the experiment measured. */
    public record Results(List<KaimRow> kaim, List<LRow> lClustering) {
    }

    private KaimExperiment() {
    }

    /** Runs the parts {@code settings} asks for on {@code adult} (all rows, as read). */
    public static Results run(Dataset adult, Settings settings) {
        long runs = (settings.kaim() ? (long) settings.ms().size() * settings.vmrs().size() * settings.repeats()
                * settings.ks().size() * 4 : 0)
                + (settings.lClustering() ? (long) settings.ds().size() * settings.ls().size()
                * (settings.lRepeats() + 1) : 0);
        Progress progress = Progress.start("experiment kaim", runs);
        long[] done = {0};
        List<KaimRow> kaimRows = settings.kaim() ? kaim(adult, settings, progress, done) : List.of();
        List<LRow> lRows = settings.lClustering() ? lClustering(adult, settings, progress, done) : List.of();
        progress.finish();
        return new Results(kaimRows, lRows);
    }

    private static List<KaimRow> kaim(Dataset adult, Settings s, Progress progress, long[] done) {
        List<KaimRow> rows = new ArrayList<>();
        for (int m : s.ms()) {
            Dataset d = SchemaEdits.withSensitive(SchemaEdits.withQuasiIdentifiers(adult, KAIM_QI.subList(0, m)), "salary");
            Hierarchies h = d.hierarchies();
            int[] qi = d.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
            for (double vmr : s.vmrs()) {
                for (int repeat = 0; repeat < s.repeats(); repeat++) {
                    long seed = s.seed() + repeat;
                    Table t = vmr > 0 ? blank(d.table(), qi, vmr, seed ^ (31L * m)) : d.table();
                    double actualVmr = MissingRate.values().evaluate(input(t, t, h));
                    double rmr = MissingRate.records().evaluate(input(t, t, h));
                    int[] all = IntStream.range(0, t.schema().size()).toArray();
                    Table complete = t.select(IntStream.range(0, t.rowCount()).filter(r -> complete(t, all, r)).toArray());
                    Table qiComplete = t.select(IntStream.range(0, t.rowCount()).filter(r -> complete(t, qi, r))
                            .toArray());
                    for (int k : s.ks()) {
                        rows.add(kaimRow(new Kaim(), t, t, h, m, k, vmr, actualVmr, rmr, repeat, seed));
                        progress.update(++done[0]);
                        // a labelled variant, not the paper: the attribute's entropy as the normaliser
                        rows.add(kaimRow(new Kaim(KaimInformation.Rate.ENTROPY), t, t, h, m, k, vmr, actualVmr, rmr,
                                repeat, seed));
                        progress.update(++done[0]);
                        rows.add(kaimRow(new KMember(), complete, t, h, m, k, vmr, actualVmr, rmr, repeat, seed));
                        progress.update(++done[0]);
                        rows.add(kaimRow(new KMember(), qiComplete, t, h, m, k, vmr, actualVmr, rmr, repeat, seed)
                                .named("k-member-qi"));
                        progress.update(++done[0]);
                    }
                }
            }
        }
        return rows;
    }

    private static KaimRow kaimRow(TableAnonymizer algorithm, Table input, Table whole, Hierarchies h, int m, int k,
                                   double vmr, double actualVmr, double rmr, int repeat, long seed) {
        long t0 = System.nanoTime();
        AnonymizationResult r = algorithm.anonymize(input, h, PrivacyModel.of(new KAnonymity(k)),
                SuppressionBudget.none(), seed);
        double seconds = (System.nanoTime() - t0) / 1e9;
        QualityInput q = new QualityInput(input, r.table(), h, r.classes(), k);
        int[] qi = input.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int n = whole.rowCount();
        int deleted = n - input.rowCount();
        double iloss = InformationLoss.total().evaluate(q);
        double ncp = CertaintyPenalty.total().evaluate(q) + knownCells(whole, qi, n) - knownCells(input, qi,
                input.rowCount());
        return new KaimRow(m, k, vmr, actualVmr, rmr, repeat, seed, algorithm.name(), input.rowCount(), deleted,
                iloss, InformationLoss.rate(iloss, n, qi.length, deleted), ncp, ncp / ((double) n * qi.length),
                verified(r, k, null), seconds);
    }

    private static long knownCells(Table t, int[] qi, int rows) {
        long n = 0;
        for (int r = 0; r < rows; r++) {
            for (int q : qi) {
                n += t.code(r, q) != Column.MISSING_CODE ? 1 : 0;
            }
        }
        return n;
    }

    private static boolean complete(Table t, int[] qi, int r) {
        for (int q : qi) {
            if (t.code(r, q) == Column.MISSING_CODE) {
                return false;
            }
        }
        return true;
    }

    private static QualityInput input(Table original, Table anonymized, Hierarchies h) {
        return new QualityInput(original, anonymized, h, io.graphveil.group.Partition.of(new int[original.rowCount()],
                1), 1);
    }

    /**
     * {@code t} with known quasi-identifier cells, drawn uniformly with the seed, blanked until the
     * missing cells make {@code target} of all quasi-identifier cells (nothing changes when they
     * already do).
     */
    public static Table blank(Table t, int[] qi, double target, long seed) {
        int n = t.rowCount();
        int m = qi.length;
        int[][] codes = new int[m][];
        int missing = 0;
        for (int j = 0; j < m; j++) {
            codes[j] = t.column(qi[j]).codes();
            for (int c : codes[j]) {
                missing += c == Column.MISSING_CODE ? 1 : 0;
            }
        }
        long want = Math.round(target * n * (double) m);
        int[] known = new int[n * m - missing];
        int i = 0;
        for (int r = 0; r < n; r++) {
            for (int j = 0; j < m; j++) {
                if (codes[j][r] != Column.MISSING_CODE) {
                    known[i++] = r * m + j;
                }
            }
        }
        SplittableRandom random = new SplittableRandom(seed);
        long need = Math.min(known.length, Math.max(0, want - missing));
        for (int c = 0; c < need; c++) {
            int pick = c + random.nextInt(known.length - c);
            int cell = known[pick];
            known[pick] = known[c];
            known[c] = cell;
            codes[cell % m][cell / m] = Column.MISSING_CODE;
        }
        Table out = t;
        for (int j = 0; j < m; j++) {
            Column column = t.column(qi[j]);
            String[] dictionary = new String[column.dictionarySize()];
            for (int c = 0; c < dictionary.length; c++) {
                dictionary[c] = column.decode(c);
            }
            out = out.withColumn(qi[j], Column.fromCodes(codes[j], dictionary));
        }
        return out;
    }

    private static List<LRow> lClustering(Dataset adult, Settings s, Progress progress, long[] done) {
        List<LRow> rows = new ArrayList<>();
        Dataset complete = SchemaEdits.completeRows(adult);
        for (int d : s.ds()) {
            Dataset ds = SchemaEdits.withSensitive(SchemaEdits.withQuasiIdentifiers(complete, L_QI.subList(0, d)),
                    "occupation");
            for (int l : s.ls()) {
                PrivacyModel model = PrivacyModel.of(new KAnonymity(l), new DistinctLDiversity(l));
                for (int repeat = 0; repeat < s.lRepeats(); repeat++) {
                    rows.add(lRow(new LClustering(), ds, model, d, l, repeat, s.seed() + repeat));
                    progress.update(++done[0]);
                }
                rows.add(lRow(new Incognito(), ds, model, d, l, 0, s.seed()));
                progress.update(++done[0]);
            }
        }
        return rows;
    }

    private static LRow lRow(TableAnonymizer algorithm, Dataset d, PrivacyModel model, int dims, int l, int repeat,
                             long seed) {
        long t0 = System.nanoTime();
        AnonymizationResult r = algorithm.anonymize(d.table(), d.hierarchies(), model, SuppressionBudget.none(), seed);
        double seconds = (System.nanoTime() - t0) / 1e9;
        QualityInput q = new QualityInput(d.table(), r.table(), d.hierarchies(), r.classes(), l);
        return new LRow(dims, l, repeat, seed, algorithm.name(), d.table().rowCount(), r.classes().classCount(),
                ClusteringLoss.total().evaluate(q), ClusteringLoss.relative().evaluate(q), verified(r, l, l), seconds);
    }

    /** The independent verifier's verdict on an output (k, and l when given; no suppression beyond all-'*' rows). */
    private static boolean verified(AnonymizationResult r, int k, Integer l) {
        return Verifier.verify(PublishedTable.of(r.table()), new Claim(k, null, l, null,
                Verification.suppressionCap(r, 0), false), null).passed();
    }
}
