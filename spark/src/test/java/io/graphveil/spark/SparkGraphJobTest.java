package io.graphveil.spark;

import io.graphveil.Stopwatch;
import io.graphveil.api.GraphVeil;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.HierarchyCsvReader;
import io.graphveil.io.OutputFolder;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;
import io.graphveil.pipeline.PrivacyGate;
import io.graphveil.pipeline.RunResult;
import io.graphveil.publish.GraphFiles;
import io.graphveil.publish.MappingFile;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The whole job on Spark ({@link SparkGraphJob}) against the single machine's
 * ({@code GraphVeil.anonymize}): the first 200 persons of sample-1000 and their friendships among
 * themselves (Spark runs a few jobs per split round, so the test keeps the rounds few; the whole of
 * sample-1000 and the generated graphs are compared by {@code SparkBench ... job}), with a SENSITIVE
 * rating and a NON_PRIVACY city beside the sample's columns ({@code RatedSample}), under k = 3,
 * α = 0.4 and 0.34-closeness, seed 1: Datafly judges the classes' rating histograms and suppresses
 * some persons, the split deals both columns, their column risk is judged, and the gate repairs 3
 * rows in one round, which t-closeness judges and keeps. The people and friendships are handed to
 * Spark shuffled over three partitions each, the friendships turned at random (one shuffle
 * partition: the steps whose result could depend on how rows spread after a shuffle are tested over
 * two in their own tests). Every public file — the table, the friendships, GraphML, the schema and
 * the policy's hierarchies — is the same byte for byte, and so are the owner's mapping, the split's
 * figures, the gate's rounds and rows, every attacker's figures, the tells, the pair linkage and the
 * table-quality measures.
 *
 * <p>One whole job only: each costs about half a minute of the module's three. A gate whose first
 * repair would break the model (0.32-closeness on the same data, {@code PrivacyGateTest} on one
 * machine) is held to the single machine's stop by {@code SparkAuditTest}; {@code SparkRepairJudgeTest}
 * holds the judge of a round to the single machine's verdicts, both ways.
 */
class SparkGraphJobTest {
    @TempDir
    Path tmp;

    @Test
    void theWholeJobPublishesWhatTheSingleMachinePublishes() throws IOException {
        Path dir = io.graphveil.RatedSample.write(tmp.resolve("data"));
        io.graphveil.io.Dataset data = DatasetReader.read(dir);
        Compared c = compare(data, HierarchyCsvReader.readFiles(data.schema()), new SparkGraphJob.Options(3, 0.4,
                null, false, 1, List.of(new io.graphveil.criteria.CriterionSpec.T(0.34))), false);
        PrivacyGate.Outcome gate = c.gate();
        RunResult result = c.result();
        SparkGraphJob.Outcome o = c.spark();

        assertTrue(gate.rounds() > 0 && gate.repairedRows() > 0 && !gate.modelBroken(),
                "the case is what it says: the gate repairs, and t-closeness judges the repairs and keeps them");
        assertEquals(result.sizes().suppressed(), o.suppressed(), "rows the algorithm suppressed");
        assertEquals(gate.passed(), o.gate().passed(), "gate");
        assertEquals(gate.repairedRows(), o.gate().repairedRows(), "rows repaired");
        assertEquals(gate.repairedPersons(), o.gate().repairedPersons(), "persons repaired");
        assertEquals(gate.rounds(), o.gate().rounds(), "rounds");
        assertEquals(gate.modelBroken(), o.gate().modelBroken(), "model broken");
        // every attacker (the gated ones each round, the others on the last rows), and the tells in order
        var attackers = o.gate().audit().toJson().get("attackers");
        List<String> run = new ArrayList<>();
        attackers.fieldNames().forEachRemaining(run::add);
        assertEquals(List.of("qi", "qi+degree tolerant", "copy-pair", "qi+degree exact", "qi+neighbourhood exact",
                "qi+neighbourhood tolerant"), run);
        attackers.fieldNames().forEachRemaining(a -> assertEquals(gate.audit().toJson().get("attackers").get(a),
                attackers.get(a), a));
        assertEquals(gate.audit().tells(), o.gate().audit().tells(), "tells");
        assertEquals(gate.audit().linkage(), o.gate().audit().linkage(), "the pair linkage");
        assertEquals(List.of("rating", "city"), o.risk().entries().stream()
                .map(io.graphveil.policy.ColumnRisk.Entry::attribute).toList());

        // the table-quality measures, from the split table's distinct rows with their counts, where
        // Datafly generalized some columns and suppressed some rows
        SparkQuality.Result quality = SparkQuality.of(o.policy(), o.hierarchies(), o.published(), c.read(),
                o.classes().suppressed(), 3, new io.graphveil.anonymize.Datafly(false));
        assertTrue(result.sizes().suppressed() > 0 && result.quality().get("lm") > 0, result.quality().toString());
        assertEquals(List.copyOf(result.quality().keySet()), List.copyOf(quality.measures().keySet()));
        result.quality().forEach((key, v) -> assertEquals(v, quality.measures().get(key),
                1e-12 * Math.max(1, Math.abs(v)), key));
        assertEquals(result.attributes(), quality.attributes());
    }

    /** What both engines did with the same dataset and model. */
    private record Compared(PrivacyGate.Outcome gate, RunResult result, SparkGraphJob.Outcome spark,
                            org.apache.spark.sql.Dataset<Row> read) {
    }

    /**
     * Runs the job on one machine and on Spark — the people and friendships handed to Spark shuffled
     * over three partitions each, the friendships turned at random — and checks that every public
     * file, the mapping and the split's figures are the same.
     */
    private Compared compare(io.graphveil.io.Dataset data, Hierarchies files, SparkGraphJob.Options options,
                             boolean acceptRisk) throws IOException {
        AttributeSocialNetwork network = data.network();
        Schema schema = network.schema();
        Path single = tmp.resolve("single");
        PrivacyGate.Outcome gate;
        RunResult result;
        try (OutputFolder folder = OutputFolder.prepare(single, OutputFolder.privateTarget(single, null), false,
                List.of(), null)) {
            var job = GraphVeil.anonymize(data).k(options.k()).alpha(options.alpha()).seed(options.seed())
                    .acceptRisk(acceptRisk);
            options.more().forEach(job::with);
            var run = job.run();
            gate = run.gate();
            result = run.writeInto(folder, GraphFiles.defaults(), true, false, false);
            folder.commit();
        }

        SparkSession spark = LocalSpark.session();
        Random random = new Random(1);
        List<Row> people = new ArrayList<>();
        StructType type = new StructType();
        for (String name : schema.names()) {
            type = type.add(name, DataTypes.StringType, false);
        }
        for (int p = 0; p < network.nodeCount(); p++) {
            people.add(RowFactory.create((Object[]) network.table().row(p)));
        }
        Collections.shuffle(people, random);
        List<Row> links = new ArrayList<>();
        network.structure().forEachEdge((u, v) -> links.add(random.nextBoolean()
                ? RowFactory.create(network.id(u), network.id(v)) : RowFactory.create(network.id(v), network.id(u))));
        Collections.shuffle(links, random);
        Stopwatch clock = new Stopwatch();
        org.apache.spark.sql.Dataset<Row> read = spark.createDataFrame(people, type).repartition(3);
        SparkGraphJob.Outcome o = SparkGraphJob.run(schema, files, read,
                spark.createDataFrame(links, new StructType().add("a", DataTypes.StringType, false)
                        .add("b", DataTypes.StringType, false)).repartition(3),
                options, new String[]{"nodes", "edges"}, null, clock);
        System.err.println("the whole job on Spark, " + network.nodeCount() + " persons: " + clock.snapshot());

        assertEquals(result.sizes().splits(), o.split().targets(), "splits");
        Path out = Files.createDirectories(tmp.resolve("spark"));
        o.publication().write(out, o.hierarchies(), GraphFiles.defaults());
        o.publication().writeMapping(out, SparkSplit.PERSON);
        List<String> published = publicFiles(single);
        assertTrue(published.containsAll(List.of("table.csv", "edges.csv", "graph.graphml", "schema.json")),
                published.toString());
        assertTrue(published.stream().anyMatch(n -> n.startsWith("hierarchies")), published.toString());
        for (String name : published) {
            assertArrayEquals(Files.readAllBytes(single.resolve(name)), Files.readAllBytes(out.resolve(name)), name);
        }
        assertEquals(published, publicFiles(out).stream().filter(n -> !n.equals(MappingFile.NAME)).toList());
        Path owner = OutputFolder.privateTarget(single, null);
        assertArrayEquals(Files.readAllBytes(owner.resolve(MappingFile.NAME)), Files.readAllBytes(out.resolve(
                MappingFile.NAME)), "mapping");
        return new Compared(gate, result, o, read);
    }

    /** The files of a published folder, by relative path, sorted (report.json, which holds timings, and the manifest left out). */
    private static List<String> publicFiles(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString())
                    .filter(n -> !n.equals(OutputFolder.REPORT) && !n.startsWith(".")).sorted().toList();
        }
    }
}
