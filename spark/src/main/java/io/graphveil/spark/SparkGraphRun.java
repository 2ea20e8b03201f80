package io.graphveil.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.Progress;
import io.graphveil.Stopwatch;
import io.graphveil.anonymize.DataflySearch;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Json;
import io.graphveil.io.SchemaJson;
import io.graphveil.metrics.GraphUtility;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.pipeline.PrivacyGate;
import io.graphveil.publish.GraphFiles;
import io.graphveil.publish.Publication;
import io.graphveil.verify.Claim;
import io.graphveil.verify.VerificationReport;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.countDistinct;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.not;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

/**
 * One {@code anonymize --engine spark} run, for a caller that holds no Spark type (the command
 * line, whose jar leaves Spark to {@code spark-submit}): the session, the reading, the job
 * ({@link SparkGraphJob}), then — once the caller has decided on the gate — the public files, the
 * verifier's verdict on what was written ({@link SparkVerifier}) and the measures. Closing it stops
 * the session.
 */
public final class SparkGraphRun implements AutoCloseable {
    /**
     * The run's figures, as the owner's report names them.
     *
     * @param plan  the decoy plan's figures
     * @param added the labels the closing of the private-value sets added, per attribute
     * @param policy  the schema with its private-value sets closed upward
     * @param suppressed the rows the algorithm suppressed
     * @param search  Datafly's outcome (levels, iterations, classes)
     * @param model   the model the publication meets, in words
     * @param starred the published rows whose quasi-identifiers are all {@code *}: the algorithm's
     *                suppressed rows, and any a generalization to the top or missing values left so
     *                (the single machine counts them all as suppressed)
     * @param classes the published classes: the distinct quasi-identifier tuples of the other rows
     */
    public record Figures(long persons, long friendships, long nodesOut, long suppressed, long suppressionLimit,
                          long holders, long splits, int rounds, Map<String, Object> plan,
                          Map<String, List<String>> added, String master, Schema policy,
                          DataflySearch.Outcome search, String model, long starred, long classes) {
    }

    private final SparkSession spark;
    private final SparkGraphJob.Outcome outcome;
    private final String id;
    private final Dataset<Row> people;

    private SparkGraphRun(SparkSession spark, SparkGraphJob.Outcome outcome, String id, Dataset<Row> people) {
        this.spark = spark;
        this.outcome = outcome;
        this.id = id;
        this.people = people;
    }

    /**
     * Opens the session, reads the people (each value checked, {@link SparkInput#checkedNodes}) and
     * friendships, and runs the job. The session is stopped if anything fails.
     *
     * @param master the Spark master, or null for the launcher's
     * @param schemaFile where the schema was read from, for messages
     * @param nodes  the people's location (path or Hadoop URI; CSV, or Parquet for {@code *.parquet})
     * @param edges  the friendships' location
     */
    public static SparkGraphRun start(String master, Schema schema, String schemaFile, Hierarchies files, String nodes,
                                      String edges, SparkGraphJob.Options options, Progress progress, Stopwatch clock) {
        SparkSession spark = SparkSessions.open("graphveil anonymize", master);
        try {
            clock.start("load");
            Dataset<Row> people = SparkInput.checkedNodes(spark, nodes, schema, files);
            Dataset<Row> links = SparkInput.checked(edges, () -> SparkInput.edges(spark, edges));
            clock.stop("load");
            SparkGraphJob.Outcome o = SparkGraphJob.run(schema, files, people, links, options,
                    new String[]{nodes, edges, schemaFile}, progress, clock);
            return new SparkGraphRun(spark, o, schema.attribute(schema.identifierIndex()).name(), people);
        } catch (RuntimeException e) {
            spark.stop();
            throw e;
        }
    }

    /** The privacy gate's outcome (its table left out). */
    public PrivacyGate.Outcome gate() {
        return outcome.gate();
    }

    /** The columns published as they are, judged before anything was split (owner's report). */
    public io.graphveil.policy.ColumnRisk columnRisk() {
        return outcome.risk();
    }

    public Figures figures() {
        SparkSplit.Result split = outcome.split();
        return new Figures(outcome.persons(), outcome.friendships(), outcome.splitRows(), outcome.suppressed(),
                outcome.budget(), split.holders(), split.targets(), split.rounds(), split.plan(), outcome.added(),
                spark.sparkContext().master(), outcome.policy(), outcome.classes().outcome(),
                outcome.options().describe(outcome.policy(), outcome.hierarchies()), starred()[0], starred()[1]);
    }

    private long[] starred;

    /** The published rows with every quasi-identifier {@code *}, and the classes of the others: one aggregate. */
    private long[] starred() {
        if (starred == null) {
            Schema policy = outcome.policy();
            int[] qi = policy.indexesOf(AttributeRole.QUASI_IDENTIFIER);
            Column all = lit(qi.length > 0);
            Column[] key = new Column[Math.max(1, qi.length)];
            key[0] = lit("");
            for (int j = 0; j < qi.length; j++) {
                Column v = col("`" + policy.attribute(qi[j]).name() + "`");
                all = all.and(v.equalTo(io.graphveil.model.Values.MISSING));
                key[j] = v;
            }
            Row r = outcome.published().agg(sum(when(all, 1L).otherwise(0L)),
                    countDistinct(when(not(all), struct(key)))).first();
            starred = new long[]{r.isNullAt(0) ? 0 : r.getLong(0), r.getLong(1)};
        }
        return starred;
    }

    /**
     * Writes the public files into {@code dir} (and the secret mapping into {@code ownerDir} when
     * not null), then has the verifier read the table back: k over persons and α, at most the
     * algorithm's limit plus the gate's repairs suppressed.
     *
     * @return the verifier's verdict on what was written
     */
    public VerificationReport publish(Path dir, Path ownerDir, GraphFiles files, Stopwatch clock) throws IOException {
        clock.start("publish");
        outcome.publication().write(dir, outcome.hierarchies(), files);
        if (ownerDir != null) {
            outcome.publication().writeMapping(ownerDir, SparkSplit.PERSON);
        }
        clock.stop("publish");
        clock.start("verify");
        Schema published = SchemaJson.read(dir.resolve(Publication.SCHEMA));
        SparkGraphJob.Options o = outcome.options();
        // the single machine's cap (Verification.suppressionCap): the budget plus the rows left all
        // '*' without the algorithm choosing so; the gate's repairs keep their quasi-identifiers
        Claim claim = claim(o, outcome.budget() + starred()[0] - outcome.suppressed());
        VerificationReport verdict = SparkVerifier.verify(published,
                SparkInput.nodes(spark, dir.resolve(Publication.TABLE).toString(), published), claim,
                outcome.publication().mapping(SparkSplit.PERSON));
        clock.stop("verify");
        return verdict;
    }

    /**
     * The claim the verifier checks, as the single machine makes it ({@code ModelSpec.claim}):
     * t-closeness is checked against the SENSITIVE values the persons' rows held before the
     * anonymization, the reference the search judged with.
     */
    private Claim claim(SparkGraphJob.Options o, long maxSuppressed) {
        Claim claim = new Claim(o.k(), o.alpha(), null, null, maxSuppressed, true);
        // w counts persons on the split table, as the single machine's claim does there
        CriterionSpec.Context counted = CriterionSpec.Context.counted(outcome.policy(), outcome.hierarchies(),
                outcome.sensitive()).overPersons();
        for (CriterionSpec c : o.more()) {
            claim = c.claim(claim, counted);
        }
        return claim;
    }

    /**
     * The degrees, clustering, mean harmonic closeness and shortest-path figures of the graph read
     * and of the one published, as {@code before} and {@code after}, and their {@code comparison}:
     * clustering counted exactly up to the single machine's {@link
     * GraphUtility#DEFAULT_EXACT_CLUSTERING_EDGES} friendships and estimated from {@link
     * GraphUtility#CLUSTERING_SAMPLES} wedges above ({@link SparkGraphMeasures}); closeness, the mean
     * shortest-path length and the diameter's bounds from {@link #CLOSENESS_SOURCES} sources searched
     * at once ({@link SparkCloseness}); the isolated nodes from the degrees; the components from the
     * same searches and a label propagation over what they left ({@link SparkComponents}), which
     * also bound the diameter from above. The single machine's keys, each of them (its timings
     * aside), with the estimates' error bounds beside.
     */
    public Map<String, ObjectNode> measures(Stopwatch clock) {
        clock.start("measures");
        long seed = outcome.options().seed();
        Measured before = measure(people.select(col("`" + id + "`")), outcome.links(), outcome.friendships(), seed);
        Dataset<Row> split = outcome.split().edges();
        Measured after = measure(outcome.published().select(col("`" + id + "`")), split, split.count(), seed);
        clock.stop("measures");
        return Map.of("before", before.json(), "after", after.json(), "comparison", comparison(before, after));
    }

    /** The scalar keys the comparison takes, in the single machine's order. */
    private static final String[] COMPARED = {"nodes", "edges", "components", "average_degree", "max_degree",
            "average_clustering", "transitivity", "closeness_centralization", "harmonic_closeness_centralization",
            "mean_harmonic_closeness", "average_shortest_path_length", "diameter"};

    /**
     * The single machine's before/after comparison ({@link io.graphveil.metrics.UtilityComparison}) of
     * what both measures objects hold: the diameter when known in both, the degree distributions'
     * distance and cosine similarity.
     */
    private static ObjectNode comparison(Measured before, Measured after) {
        Map<String, double[]> scalars = new java.util.LinkedHashMap<>();
        ObjectNode b = before.json();
        ObjectNode a = after.json();
        for (String key : COMPARED) {
            // the diameter is null where its bounds do not meet, so it is compared only where known
            if (b.hasNonNull(key) && a.hasNonNull(key)) {
                scalars.put(key, new double[]{b.get(key).asDouble(), a.get(key).asDouble()});
            }
        }
        return io.graphveil.metrics.UtilityComparison.of(scalars,
                io.graphveil.metrics.DegreeDistribution.ofCounts(before.degreeCounts()),
                io.graphveil.metrics.DegreeDistribution.ofCounts(after.degreeCounts())).toJson();
    }

    /** A graph's measures as reported, and its degree counts ({@code degreeCounts[d]} nodes of degree d). */
    private record Measured(ObjectNode json, long[] degreeCounts) {
    }

    /**
     * The table-quality measures of Datafly's result and what happened to each quasi-identifier, as
     * the single machine reports them ({@link SparkQuality}).
     */
    public SparkQuality.Result quality(Stopwatch clock) {
        clock.start("quality");
        SparkGraphJob.Options o = outcome.options();
        SparkQuality.Result r = SparkQuality.of(outcome.policy(), outcome.hierarchies(), outcome.published(), people,
                outcome.classes().suppressed(), o.k(), new io.graphveil.anonymize.Datafly(o.privateFirst()));
        clock.stop("quality");
        return r;
    }

    /**
     * Sources of the closeness estimate: 64 fill one long per node, so a level of the search costs
     * the same for 1 or 64 of them; the single machine's 256 would take four (docs/DECISIONS.md).
     */
    public static final int CLOSENESS_SOURCES = 64;

    /**
     * Sources taken whole beside the sample: the nodes of highest degree, where the largest
     * closeness most often lies (the single machine adds 64 such candidates too).
     */
    public static final int CLOSENESS_CANDIDATES = 64;

    /**
     * The owner's persons per published class, as the single machine's report gives them: the
     * fewest and the mean distinct persons in a class (rows grouped by their published
     * quasi-identifiers), and the classes with fewer than k; and the share of persons holding a
     * private value. One group-by of the published rows.
     */
    public ObjectNode personStatistics() {
        String[] qi = java.util.Arrays.stream(outcome.policy().indexesOf(AttributeRole.QUASI_IDENTIFIER))
                .mapToObj(a -> "`" + outcome.policy().attribute(a).name() + "`").toArray(String[]::new);
        Column[] by = new Column[qi.length];
        for (int i = 0; i < qi.length; i++) {
            by[i] = col(qi[i]);
        }
        int k = outcome.options().k();
        Row r = outcome.published().groupBy(by).agg(countDistinct(col(SparkSplit.PERSON)).as("p"))
                .agg(count(lit(1)), min(col("p")), sum(col("p")), sum(when(col("p").lt(k), 1L).otherwise(0L)))
                .first();
        long classes = r.getLong(0);
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("holder_share", outcome.persons() == 0 ? 0 : outcome.split().holders() / (double) outcome.persons());
        o.put("min_distinct_persons", classes == 0 ? 0 : r.getLong(1));
        o.put("mean_distinct_persons", classes == 0 ? 0 : r.getLong(2) / (double) classes);
        o.put("classes_with_fewer_than_k_persons", classes == 0 ? 0 : r.getLong(3));
        return o;
    }

    private static Measured measure(Dataset<Row> nodes, Dataset<Row> links, long edges, long seed) {
        SparkGraphMeasures.Result r = edges <= GraphUtility.DEFAULT_EXACT_CLUSTERING_EDGES
                ? SparkGraphMeasures.of(nodes, links)
                : SparkGraphMeasures.sampled(nodes, links, GraphUtility.CLUSTERING_SAMPLES, seed);
        SparkCloseness.Search search = SparkCloseness.search(nodes, links, CLOSENESS_SOURCES, CLOSENESS_CANDIDATES,
                seed);
        SparkCloseness.Result c = search.result();
        SparkComponents.Result components = SparkComponents.of(nodes, links, search);
        SparkCentralization central = SparkCentralization.of(search, components);
        ObjectNode o = Json.MAPPER.createObjectNode();
        long n = 0;
        long degreeSum = 0;
        long[] counts = r.degreeCounts();
        for (int d = 0; d < counts.length; d++) {
            n += counts[d];
            degreeSum += d * counts[d];
        }
        o.put("nodes", n);
        o.put("edges", edges);
        o.put("components", components.count());
        o.put("isolated_nodes", counts.length == 0 ? 0 : counts[0]);
        o.put("largest_component_nodes", components.largest());
        o.put("average_degree", n == 0 ? 0 : degreeSum / (double) n);
        o.put("max_degree", counts.length - 1);
        o.put("average_clustering", r.average());
        o.put("average_clustering_deg2", r.averageDegree2());
        o.put("transitivity", r.transitivity());
        o.put("triangles", r.triangles());
        o.put("clustering_method", r.isExact() ? "exact" : "sampled wedges");
        o.put("clustering_samples", r.samples());
        o.put("average_clustering_error_bound", r.averageError());
        o.put("transitivity_error_bound", r.transitivityError());
        GraphUtility.putNumber(o, "closeness_centralization", central.freeman());
        o.put("closeness_scope", central.wholeGraph() ? "whole graph" : "largest component");
        o.put("closeness_scope_nodes", central.largest());
        o.put("closeness_error_bound", central.freemanError());
        o.put("harmonic_closeness_centralization", central.harmonic());
        o.put("harmonic_closeness_error_bound", central.harmonicError());
        o.put("mean_harmonic_closeness", c.meanHarmonic());
        o.put("closeness_method", c.sources() == c.nodes() ? "exact" : "sampled");
        o.put("closeness_sources", c.sources());
        o.put("mean_harmonic_closeness_error_bound", c.errorBound());
        GraphUtility.putNumber(o, "average_shortest_path_length", c.averagePath());
        o.put("average_shortest_path_length_error_bound", c.averagePathError());
        // from every node the searches' value is exact; else the components' bound, which holds
        // whether or not a source reached every node; the diameter itself only where the bounds
        // meet, null otherwise, as on one machine
        long upper = c.sources() == c.nodes() ? c.diameterUpper()
                : Math.max(c.diameterLower(), components.diameterUpper());
        if (upper == c.diameterLower()) {
            o.put("diameter", c.diameterLower());
        } else {
            o.putNull("diameter");
        }
        o.put("diameter_lower", c.diameterLower());
        o.put("diameter_upper", upper);
        return new Measured(o, counts);
    }

    @Override
    public void close() {
        spark.stop();
    }
}
