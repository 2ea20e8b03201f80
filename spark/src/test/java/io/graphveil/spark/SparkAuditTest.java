package io.graphveil.spark;

import io.graphveil.attack.Exposure;
import io.graphveil.attack.PrivacyAudit;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.io.OutputFolder;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.pipeline.Policy;
import io.graphveil.publish.GraphInput;
import io.graphveil.publish.MappingFile;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntUnaryOperator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The gated attackers as group-bys find what the single machine finds: the same holders, exposed
 * persons, false positives, targets, candidates, rows to blank and tells (the gate's repairs and
 * verdict are held to the single machine's in the whole job, {@code SparkGraphJobTest}; its stop
 * where a repair would break the model, here); on sample-1000 published with the safe defaults and judged at a stricter α
 * (a few persons exposed), and the same with quasi-identifiers blanked here and there (persons
 * covered by several classes, a person's rows in two classes) — handed to Spark with rows and
 * persons shuffled over three partitions.
 */
class SparkAuditTest {
    @TempDir
    static Path dir;

    /** Stricter than the α the publication was made with, so that the attackers expose persons. */
    private static final double ALPHA = 0.3;
    private static GraphInput before;
    private static AttributeSocialNetwork safe;
    private static int[] safePersons;

    /** sample-1000 published with the safe defaults ({@link SamplePublication}), and its mapping. */
    @BeforeAll
    static void publish() {
        before = GraphInput.read(Path.of("graphs/sample-1000"));
        Path out = SamplePublication.folder();
        safe = GraphInput.read(out).network();
        safePersons = MappingFile.personOfNode(OutputFolder.privateTarget(out, null).resolve(MappingFile.NAME),
                before.network(), safe);
    }

    /**
     * @param publication {@code starred}: the publication with one quasi-identifier of every
     *                    twentieth row (seeded) blanked to {@code *}, so that persons are covered by
     *                    several classes and some persons' two rows lie in two classes; {@code as-is}:
     *                    the original published as it is (a class per person, raw values). The
     *                    gate's repairs are held to the single machine's in the whole job
     *                    ({@code SparkGraphJobTest}).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"starred"})
    void sparkAuditsAsTheSingleMachine(String publication) {
        double alpha = ALPHA;
        AttributeSocialNetwork o = before.network();
        AttributeSocialNetwork p = publication.equals("as-is") ? o : starred(safe, 20, 3);
        int[] personOf = publication.equals("as-is") ? io.graphveil.model.Permutations.identity(o.nodeCount())
                : safePersons;
        Schema policy = Policy.apply(before.dataset(), null, true, true, null, 1).dataset().schema();
        // the neighbourhood attackers attack a sample of 300 of the 1,000 persons on both engines
        PrivacyAudit.Result single = PrivacyAudit.run(new PrivacyAudit.Input(o.table(), o.structure(), p.table(),
                p.structure(), before.dataset().hierarchies(), policy, personOf, alpha, 1),
                LINKAGE);
        SparkSession spark = LocalSpark.session();
        Dataset<Row> rows = frame(spark, p.table(), r -> personOf[r], p.structure()::degree, 1);
        Dataset<Row> persons = frame(spark, o.table(), x -> x, o.structure()::degree, 2);
        SparkAudit.Auditor auditor = SparkAudit.prepare(p.schema(), policy, rows, o.schema(), persons,
                before.dataset().hierarchies(), alpha, true);
        SparkAudit.Friendships friendships = new SparkAudit.Friendships(edges(spark, p), edges(spark, o),
                o.nodeCount(), 1, SAMPLE);
        PrivacyAudit.Result grouped = auditor.audit(rows).with(auditor.auditOthers(rows, friendships, LINKAGE));
        auditor.release();

        boolean anyExposed = false;
        for (String attacker : List.of("qi", "qi+degree tolerant", "copy-pair")) {
            Exposure a = single.exposure(attacker);
            Exposure b = grouped.exposure(attacker);
            assertAlike(a, b);
            anyExposed |= a.exposedCount() > 0;
        }
        assertTrue(anyExposed, "the case must expose someone, or it tests nothing of the repairs' rows");
        // the attackers the owner's report shows and the gate does not repair
        for (String attacker : List.of("qi+degree exact", "qi+neighbourhood exact", "qi+neighbourhood tolerant")) {
            Exposure a = single.exposure(attacker);
            assertAlike(a, grouped.exposure(attacker));
            assertTrue(a.exposedCount() > 0 && !a.gated(), attacker + " exposes someone here");
        }
        assertTrue(single.exposure("qi+neighbourhood exact").sampled()
                && single.exposure("qi+neighbourhood exact").targets() == SAMPLE, "the sample is what it says");
        assertEquals(single.tells(), grouped.tells(), "the tells, in the same order");
        // the pair linkage: a sample of predictors for the value linker, a step budget the structural one spends
        assertEquals(single.linkage(), grouped.linkage(), "the pair linkage");
        assertTrue(single.linkage().valueSampled() && !single.linkage().structureComplete()
                && single.linkage().structureRanked() > 50 && single.linkage().valuePredictions() > 0,
                "the linkage case is what it says: " + single.linkage());

        // the gate, where its first repair would break the model: as the single machine's gate
        // (PrivacyGateTest), the round is counted, nothing is blanked, and the gate fails on the rows
        // as they were
        SparkGate.Outcome stopped = SparkGate.check(p.schema(), policy, rows, o.schema(), persons,
                before.dataset().hierarchies(), alpha, true, PrivacyModel.of(new KAnonymity(2)), 0, rows.count(),
                null, repaired -> true);
        assertTrue(stopped.modelBroken() && !stopped.passed(), "model broken, gate failed");
        assertEquals(1, stopped.rounds(), "rounds");
        assertEquals(0, stopped.repairedRows().length, "rows repaired");
        assertEquals(0, stopped.repairedPersons(), "persons repaired");
        assertSame(rows, stopped.rows(), "the rows as they were");
        for (String attacker : List.of("qi", "qi+degree tolerant", "copy-pair")) {
            assertAlike(single.exposure(attacker), stopped.audit().exposure(attacker));
        }
    }

    /**
     * The neighbourhood sample, and the pair linkers' effort: 200 value predictors of the 1,000-odd
     * rows, 60,000 steps of the structural linker (which the first dozen-odd predictors spend).
     */
    private static final PrivacyAudit.Effort LINKAGE = new PrivacyAudit.Effort(300, true, 200, 60_000);

    /** {@code network} with one quasi-identifier of every {@code every}-th row, drawn with {@code seed}, blanked. */
    private static AttributeSocialNetwork starred(AttributeSocialNetwork network, int every, long seed) {
        Table table = network.table();
        int[] qi = table.schema().indexesOf(io.graphveil.model.AttributeRole.QUASI_IDENTIFIER);
        Random random = new Random(seed);
        List<String[]> rows = new ArrayList<>();
        for (int r = 0; r < table.rowCount(); r++) {
            String[] row = table.row(r);
            if (random.nextInt(every) == 0) {
                row[qi[random.nextInt(qi.length)]] = io.graphveil.model.Values.MISSING;
            }
            rows.add(row);
        }
        return network.withTable(Table.ofRows(table.schema(), rows));
    }

    private static void assertAlike(Exposure a, Exposure b) {
        String who = a.attacker();
        assertEquals(a.attacker(), b.attacker());
        assertEquals(a.gated(), b.gated(), who);
        assertArrayEquals(a.itemNames(), b.itemNames(), who);
        assertArrayEquals(a.holders(), b.holders(), who + " holders");
        assertArrayEquals(a.exposed(), b.exposed(), who + " exposed");
        assertArrayEquals(a.falsePositives(), b.falsePositives(), who + " false positives");
        assertArrayEquals(a.exposedPersons(), b.exposedPersons(), who + " exposed persons");
        assertEquals(a.targets(), b.targets(), who + " targets");
        assertEquals(a.noCandidate(), b.noCandidate(), who + " no candidate");
        assertEquals(a.meanCandidates(), b.meanCandidates(), 1e-12, who + " mean candidates");
        assertArrayEquals(a.revealingRows(), b.revealingRows(), who + " revealing rows");
    }

    private static final int SAMPLE = 300;

    /** {@code network}'s friendships between node numbers, as {@link SparkAudit.Friendships} reads them. */
    private static Dataset<Row> edges(SparkSession spark, AttributeSocialNetwork network) {
        List<Row> out = new ArrayList<>();
        network.structure().forEachEdge((u, v) -> out.add(org.apache.spark.sql.RowFactory.create(u, v)));
        return spark.createDataFrame(out, new org.apache.spark.sql.types.StructType()
                .add("a", org.apache.spark.sql.types.DataTypes.IntegerType)
                .add("b", org.apache.spark.sql.types.DataTypes.IntegerType)).repartition(2);
    }

    /** {@code table}'s rows ({@link SparkAudit#rows}), shuffled over three partitions. */
    private static Dataset<Row> frame(SparkSession spark, Table table, IntUnaryOperator person,
                                      IntUnaryOperator degree, long seed) {
        return SparkAudit.rows(spark, table, person, degree).orderBy(org.apache.spark.sql.functions.rand(seed))
                .repartition(3);
    }
}
