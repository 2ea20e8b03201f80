package io.graphveil.spark;

import io.graphveil.BadInputException;
import io.graphveil.Progress;
import io.graphveil.Stopwatch;
import io.graphveil.anonymize.Datafly;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.attack.PrivacyAudit;
import io.graphveil.criteria.CriterionSpec;
import io.graphveil.criteria.ModelSpec;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.criteria.ShadowHolderShare;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import io.graphveil.pipeline.Policy;
import io.graphveil.pipeline.PrivacyGate;
import io.graphveil.policy.ColumnRisk;
import io.graphveil.split.NodeSplitter;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat_ws;
import static org.apache.spark.sql.functions.greatest;
import static org.apache.spark.sql.functions.least;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.when;

/**
 * The main job ({@code graphveil anonymize}) on Spark, under the safe rules with Datafly and
 * (α,k), with l-diversity, p-sensitivity, entropy l-diversity, t-closeness or personalized w of a
 * SENSITIVE attribute besides: the single machine's {@code pipeline.GraphPipeline} step for step, each step
 * the Spark one already held to the single machine's result.
 * <ol>
 *   <li>policy: the private-value sets closed upward ({@link Policy#closedUpward}), the hierarchies
 *       built from data completed from each column's distinct values; the columns published as
 *       they are judged ({@link SparkColumnRisk});</li>
 *   <li>classes before the split: Datafly on the persons' own rows under the model and the shadow-holder
 *       share over who could carry a shadow ({@link SparkDecoyPlan#carriers});</li>
 *   <li>the split within those classes ({@link SparkSplit});</li>
 *   <li>the split table: each row carrying values as its person's anonymized row (Datafly is a
 *       full-domain algorithm, and the rows carrying values are the persons' own rows, so Datafly on
 *       them forms the same classes: the single machine's second judgement passes at once), each
 *       shadow with its person's quasi-identifiers;</li>
 *   <li>the privacy gate ({@link SparkGate});</li>
 *   <li>the publication ({@link SparkPublication}), which the caller writes and verifies.</li>
 * </ol>
 * What the single machine does beyond this (other algorithms, the paper's rules) is refused, as
 * docs/DECISIONS.md says ("anonymize on Spark").
 */
public final class SparkGraphJob {
    /**
     * @param k            k of (α,k)
     * @param alpha        α of (α,k)
     * @param suppression  the suppression budget as a share of rows, or null for Datafly's default
     * @param privateFirst Datafly generalizes the PRIVACY attribute first when only α fails
     * @param seed         the run's seed
     * @param more         criteria beside k and α: those on the SENSITIVE attribute
     *                     ({@code --l}, {@code --p}, {@code --entropy-l}, {@code --t}, {@code --w})
     */
    public record Options(int k, double alpha, Double suppression, boolean privateFirst, long seed,
                          List<CriterionSpec> more) {
        public Options {
            more = List.copyOf(more);
            for (CriterionSpec c : more) {
                if (!(c instanceof CriterionSpec.DistinctL || c instanceof CriterionSpec.P
                        || c instanceof CriterionSpec.EntropyL || c instanceof CriterionSpec.T
                        || c instanceof CriterionSpec.W)) {
                    throw new io.graphveil.BadParameterException("--engine spark runs k, alpha, --l, --p, "
                            + "--entropy-l, --t and --w; not " + c.option());
                }
            }
        }

        public Options(int k, double alpha, Double suppression, boolean privateFirst, long seed) {
            this(k, alpha, suppression, privateFirst, seed, List.of());
        }

        /**
         * The model the published table meets, in the single machine's words: k and α count the
         * persons (a split person's two rows are one), as on the split table there.
         */
        public String describe(Schema policy, Hierarchies hierarchies) {
            // the persons' numbering is irrelevant to the words; the model's criteria never judge here
            return model().build(new CriterionSpec.Context(null, hierarchies, new int[0], null, policy, false, null))
                    .describe();
        }

        /** The privacy model as one value: k, α and {@link #more}. */
        public ModelSpec model() {
            ModelSpec m = ModelSpec.of(k, new CriterionSpec.Alpha(alpha));
            for (CriterionSpec c : more) {
                m = m.with(c);
            }
            return m;
        }
    }

    /**
     * What the job produced. The Datasets are lazy; the figures computed.
     *
     * @param options     the options the job ran with
     * @param policy      the schema with its private-value sets closed upward
     * @param added       the labels the closing added, per attribute (owner's report)
     * @param hierarchies the hierarchies the job generalized with
     * @param publication the publication of the gated split table
     * @param published   the gated split table: the schema's columns, then {@link SparkSplit#PERSON}
     * @param split       the split
     * @param classes     Datafly's outcome on the persons
     * @param gate        the gate's outcome, as the single machine reports it (its table left out)
     * @param persons     persons read
     * @param links       the friendships read, each once ({@code a, b}; self-loops and repeats dropped)
     * @param friendships their count
     * @param splitRows   rows of the split table (nodes of the published graph)
     * @param suppressed  rows of the split table the algorithm suppressed
     * @param budget      the algorithm's suppression limit on the split table's rows
     * @param risk        the columns published as they are ({@link ColumnRisk}, owner's report)
     * @param sensitive   the persons' known SENSITIVE values counted, for t-closeness's reference;
     *                    null without t-closeness
     */
    public record Outcome(Options options, Schema policy, Map<String, List<String>> added, Hierarchies hierarchies,
                          SparkPublication publication, Dataset<Row> published, SparkSplit.Result split,
                          SparkDatafly.Result classes, PrivacyGate.Outcome gate, long persons, Dataset<Row> links,
                          long friendships,
                          long splitRows, long suppressed, long budget, ColumnRisk risk,
                          Map<String, Integer> sensitive) {
    }

    private SparkGraphJob() {
    }

    /**
     * @param schema  the dataset's schema as read
     * @param files   its hierarchy files as read ({@code HierarchyCsvReader.readFiles})
     * @param people  the people, as {@link SparkInput#checkedNodes} reads them
     * @param links   the friendships, two string columns of ids
     * @param where   the nodes' and edges' locations, for messages, and optionally the schema's
     * @throws BadInputException on a repeated id, an unknown id in a friendship, a private value
     *                           out of its domain, k above the persons, or a column published as it is
     *                           that singles people out ({@link ColumnRisk})
     */
    public static Outcome run(Schema schema, Hierarchies files, Dataset<Row> people, Dataset<Row> links,
                              Options options, String[] where, Progress progress, Stopwatch clock) {
        requireSupported(schema);
        clock.start("policy");
        String[] names = schema.names().toArray(String[]::new);
        String id = names[schema.identifierIndex()];
        Hierarchies hierarchies = files.completeFor(schema, a -> sortedDistinct(people, names[a]));
        Policy.checkPrivateValuesInDomain(schema, hierarchies, a -> sortedDistinct(people, names[a]));
        Map<String, List<String>> added = new LinkedHashMap<>();
        Schema policy = Policy.closedUpward(schema, hierarchies, added);
        ColumnRisk risk = SparkColumnRisk.of(policy, people);
        risk.requireAcceptable(java.nio.file.Path.of(where.length > 2 ? where[2] : "schema.json"));
        for (int a : policy.indexesOf(AttributeRole.PRIVACY)) {
            if (hierarchies.get(names[a]).isEmpty()) {
                throw new BadInputException("attribute '" + names[a] + "' is PRIVACY but its schema gives no "
                        + "hierarchy: Datafly may have to generalize it");
            }
        }

        clock.stop("policy");
        clock.start("read");
        long persons = people.count();
        long ids = people.select(col("`" + id + "`")).distinct().count();
        if (ids != persons) {
            throw new BadInputException(where[0] + ": " + (persons - ids) + " repeated node ids (each id once)");
        }
        if (options.k() > persons) {
            throw new BadInputException("k = " + options.k() + " is larger than the " + persons
                    + " nodes of the graph");
        }
        Dataset<Row> friendships = friendships(links, people.select(col("`" + id + "`").as("_id")), where[1]);
        long friendshipCount = friendships.count();
        clock.stop("read");
        clock.start("classes");

        // classes before the split: Datafly on the persons' own rows
        Dataset<Row> degrees = SparkSplit.degrees(friendships).toDF(id, "__gv_deg");
        Dataset<Row> read = people.join(degrees, Names.seq(id), "left")
                .withColumn("__gv_deg", coalesce(col("__gv_deg"), lit(0L))).cache();
        Dataset<Row> withHolder = read.withColumn("__gv_holder", SparkDecoyPlan.holder(policy, read));
        double share = NodeSplitter.Options.safe(options.alpha()).holderShare();
        Dataset<Row> carriers = SparkDecoyPlan.carriers(policy, hierarchies, withHolder, share)
                .drop("__gv_deg", "__gv_holder").cache();
        int[][] totals = SparkDatafly.patternTotals(carriers);
        SuppressionBudget budget = SuppressionBudget.of(new Datafly(options.privateFirst()), options.k(),
                options.suppression());
        // in the single machine's order (its messages name them so): the model, then the shadows' share
        Map<String, Integer> sensitive = options.more().stream().anyMatch(c -> c instanceof CriterionSpec.T)
                ? SensitiveCounts.ofPersons(people, policy) : null;
        PrivacyModel perRow = options.model().build(CriterionSpec.Context.counted(policy, hierarchies, sensitive))
                .with(new ShadowHolderShare(share, totals[0], totals[1]));
        SparkDatafly.Result classes = SparkDatafly.anonymize(carriers, policy, hierarchies, perRow, budget,
                options.privateFirst(), false);
        // the suppressed persons' rows blank but for the id (AnonymizationResult.withSuppressedRowsBlank)
        Dataset<Row> suppressedPersons = classes.suppressed().isEmpty() ? null
                : people.join(org.apache.spark.sql.functions.broadcast(classes.suppressed()),
                        Names.seq(qiNames(policy))).select(col("`" + id + "`").as(SparkSplit.PERSON)).cache();
        Dataset<Row> anonymized = blankSuppressed(classes.table().drop(SparkDatafly.CATEGORY), schema,
                suppressedPersons).cache();
        anonymized.count();
        clock.stop("classes");
        clock.start("split");

        // the split within them
        int[] qi = policy.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        Column[] label = new Column[Math.max(1, qi.length)];
        label[0] = lit("");
        for (int j = 0; j < qi.length; j++) {
            label[j] = col("`" + names[qi[j]] + "`");
        }
        Dataset<Row> labelled = people.join(anonymized.select(col("`" + id + "`"),
                concat_ws(",", label).as(SparkSplit.CLASS)), Names.seq(id));
        SparkSplit.Result split = SparkSplit.of(policy, hierarchies, labelled, friendships, options.seed(), share,
                true, progress);

        clock.stop("split");
        clock.start("anonymize");
        Dataset<Row> table = splitTable(policy, split, anonymized).cache();
        long splitRows = table.count();
        long used = suppressedPersons == null ? 0 : table.join(suppressedPersons, Names.seq(SparkSplit.PERSON)).count();
        long limit = budget.limit(Math.toIntExact(splitRows));

        clock.stop("anonymize");
        // the gate
        clock.start("gate");
        long t0 = System.nanoTime();
        Dataset<Row> personNumbers = Numbered.of(people.select(col("`" + id + "`")).orderBy(col("`" + id + "`")),
                SparkAudit.PERSON, 0).cache();
        Dataset<Row> audited = audited(policy, table, split.edges(), personNumbers).cache();
        Dataset<Row> original = audited(policy, read, personNumbers).cache();
        long gateBudget = PrivacyGate.budget(limit, options.suppression(), options.k(), Math.toIntExact(splitRows));
        // the attackers the gate does not repair read the friendships by row and by person number
        Dataset<Row> rowOf = audited.select(col("`" + id + "`"), col(SparkAudit.ROW));
        Dataset<Row> byRow = split.edges().toDF("x", "y").join(rowOf.toDF("x", "a"), "x")
                .join(rowOf.toDF("y", "b"), "y").select("a", "b");
        Dataset<Row> byPerson = friendships.toDF("x", "y").join(personNumbers.toDF("x", "a"), "x")
                .join(personNumbers.toDF("y", "b"), "y").select("a", "b");
        SparkAudit.Friendships others = new SparkAudit.Friendships(byRow, byPerson, persons, options.seed(),
                PrivacyAudit.Effort.GATE_LINKAGE.neighbourhoodSample());
        SparkGate.Outcome gated = SparkGate.check(policy, policy, audited, policy, original, hierarchies,
                options.alpha(), true, perRow, used, gateBudget, others,
                SparkRepairJudge.of(policy, perRow, suppressedPersons));
        PrivacyGate.Outcome gate = new PrivacyGate.Outcome(null, gated.audit(), gated.repairedRows().length,
                gated.repairedPersons(), gated.rounds(), gated.passed(), gated.modelBroken(), gateBudget,
                (System.nanoTime() - t0) / 1_000_000);
        clock.stop("gate");

        Column[] kept = new Column[names.length + 1];
        for (int a = 0; a < names.length; a++) {
            kept[a] = col("`" + names[a] + "`");
        }
        kept[names.length] = col(SparkSplit.PERSON);
        Dataset<Row> published = gated.rows().select(kept);
        SparkPublication publication = SparkPublication.of(policy, published, split.edges(), options.seed());
        return new Outcome(options, policy, added, hierarchies, publication, published, split, classes, gate, persons,
                friendships, friendshipCount, splitRows, used, limit, risk, sensitive);
    }

    /** {@code anonymized} with the suppressed persons' rows blank but for the id (null: none suppressed). */
    private static Dataset<Row> blankSuppressed(Dataset<Row> anonymized, Schema schema, Dataset<Row> suppressed) {
        if (suppressed == null) {
            return anonymized;
        }
        String[] names = schema.names().toArray(String[]::new);
        Column[] blanked = new Column[names.length];
        Column flagged = col("__gv_blank").isNotNull();
        for (int a = 0; a < names.length; a++) {
            Column c = col("`" + names[a] + "`");
            blanked[a] = (a == schema.identifierIndex() ? c : when(flagged, lit(Values.MISSING)).otherwise(c))
                    .as(names[a]);
        }
        String id = names[schema.identifierIndex()];
        return anonymized.join(suppressed.withColumn("__gv_blank", lit(true)).withColumnRenamed(SparkSplit.PERSON, id),
                Names.seq(id), "left").select(blanked);
    }

    /**
     * The split table ({@code ShadowAttachment.expand}): each row carrying values as its person's
     * anonymized row, each shadow with its person's quasi-identifiers and its own values beside
     * them; the schema's columns, then {@link SparkSplit#PERSON}.
     */
    private static Dataset<Row> splitTable(Schema policy, SparkSplit.Result split, Dataset<Row> anonymized) {
        String[] names = policy.names().toArray(String[]::new);
        Dataset<Row> mine = anonymized;
        for (int a = 0; a < names.length; a++) {
            mine = mine.withColumnRenamed(names[a], "__gv_a" + a);
        }
        Dataset<Row> joined = split.nodes().join(mine, col(SparkSplit.PERSON).equalTo(col("__gv_a"
                + policy.identifierIndex())));
        Column[] columns = new Column[names.length + 2];
        for (int a = 0; a < names.length; a++) {
            Column own = col("`" + names[a] + "`");
            Column theirs = col("__gv_a" + a);
            AttributeRole role = policy.attribute(a).role();
            columns[a] = (role == AttributeRole.IDENTIFIER ? own : role == AttributeRole.QUASI_IDENTIFIER ? theirs
                    : when(col(SparkSplit.SHADOW), own).otherwise(theirs)).as(names[a]);
        }
        columns[names.length] = col(SparkSplit.PERSON);
        columns[names.length + 1] = col(SparkSplit.SHADOW);
        return joined.select(columns);
    }

    /**
     * The split table's rows as the gate reads them ({@link SparkAudit#rows}'s columns: each row's
     * number in id order, its person's number, its published degree), {@link SparkSplit#PERSON} and
     * {@link SparkSplit#SHADOW} kept.
     */
    private static Dataset<Row> audited(Schema policy, Dataset<Row> table, Dataset<Row> edges,
                                        Dataset<Row> personNumbers) {
        String[] names = policy.names().toArray(String[]::new);
        String id = names[policy.identifierIndex()];
        Dataset<Row> degrees = SparkSplit.degrees(edges).toDF(id, "__gv_sd");
        Column[] columns = new Column[names.length + 5];
        for (int a = 0; a < names.length; a++) {
            columns[a] = col("`" + names[a] + "`");
        }
        columns[names.length] = col(SparkAudit.ROW);
        columns[names.length + 1] = col(SparkAudit.PERSON);
        columns[names.length + 2] = coalesce(col("__gv_sd"), lit(0L)).cast(DataTypes.IntegerType).as(SparkAudit.DEGREE);
        columns[names.length + 3] = col(SparkSplit.PERSON);
        columns[names.length + 4] = col(SparkSplit.SHADOW);
        return Numbered.of(table.orderBy(col("`" + id + "`")), SparkAudit.ROW, 0)
                .join(personNumbers.toDF(SparkSplit.PERSON, SparkAudit.PERSON), Names.seq(SparkSplit.PERSON))
                .join(degrees, Names.seq(id), "left").select(columns);
    }

    /** The persons as the gate reads them: their columns, number and degree ({@code __gv_deg}) as read. */
    private static Dataset<Row> audited(Schema policy, Dataset<Row> read, Dataset<Row> personNumbers) {
        String[] names = policy.names().toArray(String[]::new);
        String id = names[policy.identifierIndex()];
        Column[] columns = new Column[names.length + 2];
        for (int a = 0; a < names.length; a++) {
            columns[a] = col("`" + names[a] + "`");
        }
        columns[names.length] = col(SparkAudit.PERSON);
        columns[names.length + 1] = col("__gv_deg").cast(DataTypes.IntegerType).as(SparkAudit.DEGREE);
        return read.join(personNumbers.toDF(id, SparkAudit.PERSON), Names.seq(id)).select(columns);
    }

    /**
     * What the job needs of the schema before Spark starts (a caller may ask first).
     *
     * @throws BadInputException without an IDENTIFIER attribute
     */
    public static void requireSupported(Schema schema) {
        if (schema.identifierIndex() < 0) {
            throw new BadInputException("a graph dataset needs an IDENTIFIER attribute: the friendships refer to "
                    + "nodes by it");
        }
    }

    /**
     * The friendships each once, as {@code a, b} (the smaller id first); self-loops dropped, as the
     * single-machine reader drops them.
     *
     * @throws BadInputException naming an id that is not a node's
     */
    private static Dataset<Row> friendships(Dataset<Row> links, Dataset<Row> ids, String where) {
        Dataset<Row> ends = links.toDF("x", "y");
        Dataset<Row> unknown = ends.select(col("x").as("_id")).union(ends.select(col("y").as("_id")))
                .join(ids, Names.seq("_id"), "left_anti");
        List<Row> first = unknown.orderBy("_id").limit(1).collectAsList();
        if (!first.isEmpty()) {
            throw new BadInputException(where + ": unknown node id '" + first.get(0).getString(0) + "'");
        }
        return ends.where(col("x").notEqual(col("y")))
                .select(least(col("x"), col("y")).as("a"), greatest(col("x"), col("y")).as("b"))
                .distinct().cache();
    }

    private static String[] qiNames(Schema schema) {
        int[] qi = schema.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        String[] out = new String[qi.length];
        for (int j = 0; j < qi.length; j++) {
            out[j] = schema.attribute(qi[j]).name();
        }
        return out;
    }

    /** A column's distinct known values, sorted. */
    private static List<String> sortedDistinct(Dataset<Row> rows, String column) {
        List<String> out = SparkDecoyPlan.distinct(rows, column);
        out.sort(null);
        return out;
    }
}
