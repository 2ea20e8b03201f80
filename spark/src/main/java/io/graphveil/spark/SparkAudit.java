package io.graphveil.spark;

import io.graphveil.attack.Attacker;
import io.graphveil.attack.ClassCover;
import io.graphveil.attack.DegreeGroups;
import io.graphveil.attack.Exposure;
import io.graphveil.attack.PrivacyAudit;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.policy.PrivateItems;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.array_intersect;
import static org.apache.spark.sql.functions.array_sort;
import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.collect_list;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.size;

/**
 * The privacy gate's attackers ({@code qi}, {@code qi+degree tolerant}, {@code copy-pair}) and the
 * tells they read, as group-bys (docs/THREAT-MODEL.md; the single-machine
 * {@link PrivacyAudit} with the owner's mapping), with the same figures:
 * <ul>
 *   <li>tells: each row's tokens (a cell beside the quasi-identifiers, its missing-value pattern,
 *       suppressed, degree 0) exploded, the distinct (person, token) pairs joined to the items each
 *       person holds and counted per (token, item); the revealing pairs (holders more than α of
 *       the token's persons) reach the driver and are joined back to give each row the items it reveals;</li>
 *   <li>the attackers' candidates: one group-by of the rows by (class, published degree) and one by
 *       (class, degree, revealed item), one of the persons with two rows (their classes, degrees
 *       and the items both reveal) — aggregates the driver judges with the single machine's own
 *       {@link DegreeGroups};</li>
 *   <li>the targets: each person's known tuple numbered by the labels covering each value
 *       ({@link ClassCover}, from the classes and each column's distinct known values on the
 *       driver, joined back as small tables), grouped with its known degree, and per item held;</li>
 *   <li>the exposed persons and the rows a repair blanks: joins of the persons and the rows with
 *       the (target group, item) and (class, degree, item) triples found exposed, which are few.</li>
 * </ul>
 * The driver holds the classes, the (class, degree) groups and the distinct (covering tuple,
 * degree) target groups, never a row. A person that no class covers (a micro-aggregated
 * publication's centroids cover nothing, and the single machine then takes the nearest classes)
 * is refused: the Spark engine publishes generalized classes only.
 */
public final class SparkAudit {
    /** Working columns: each row's number and person, and the published (or known) degree. */
    public static final String ROW = "__gv_row";
    public static final String PERSON = "__gv_person";
    public static final String DEGREE = "__gv_degree";
    static final String CLASS = "__gv_class";
    private static final String ITEM = SparkTells.ITEM;
    private static final String REVEALS = SparkTells.REVEALS;

    /** The gated attackers, in the order the single machine reports them. */
    private static final List<Attacker> GATED = List.of(Attacker.QI, Attacker.DEGREE_TOLERANT, Attacker.COPY_PAIR);

    /**
     * What the attackers the gate does not repair read beside the rows: the published friendships
     * between row numbers, the known ones between person numbers, and how many persons the
     * neighbourhood attackers attack at most (a sample drawn with the seed beyond), as the single
     * machine's {@link PrivacyAudit.Effort#neighbourhoodSample()}.
     *
     * @param published two int columns, {@code a} and {@code b}: rows ({@link #ROW}) of each published friendship
     * @param known     two int columns, {@code a} and {@code b}: persons ({@link #PERSON}) of each friendship read
     * @param persons   the persons
     */
    public record Friendships(Dataset<Row> published, Dataset<Row> known, long persons, long seed, int sample) {
    }

    private SparkAudit() {
    }

    /**
     * Audits one publication with the attackers: {@link #prepare} and one
     * {@link Auditor#audit}.
     */
    public static PrivacyAudit.Result audit(Schema published, Schema policy, Dataset<Row> rows, Schema original,
                                            Dataset<Row> persons, Hierarchies hierarchies, double alpha,
                                            boolean graph) {
        Auditor auditor = prepare(published, policy, rows, original, persons, hierarchies, alpha, graph);
        try {
            return auditor.audit(rows);
        } finally {
            auditor.release();
        }
    }

    /**
     * Computes what does not depend on the values beside the quasi-identifiers — the items each
     * person holds, the classes, each person's target group, the (class, degree) groups' sizes — so
     * that the gate's audits after each repair group only what a repair changes.
     *
     * @param published   the published schema: its quasi-identifiers and the columns beside them
     * @param policy      the schema whose private values are at stake (the run's policy)
     * @param rows        the published rows: a string column per attribute of {@code published}
     *                    (missing {@code *}), their number {@link #ROW}, person {@link #PERSON} (the
     *                    mapping) and published degree {@link #DEGREE}, all ints
     * @param original    the persons' schema
     * @param persons     the persons as they are: a string column per attribute of {@code original},
     *                    their number {@link #PERSON} and known degree {@link #DEGREE}
     * @param graph       whether the publication is a graph (else only {@code qi} attacks)
     * @throws IllegalArgumentException when no class covers some person
     */
    public static Auditor prepare(Schema published, Schema policy, Dataset<Row> rows, Schema original,
                                  Dataset<Row> persons, Hierarchies hierarchies, double alpha, boolean graph) {
        return new Auditor(published, policy, rows, original, persons, hierarchies, alpha, graph);
    }

    /** Audits versions of one publication whose rows keep their quasi-identifiers and degrees. Not thread-safe. */
    public static final class Auditor {
        private final Schema published;
        private final double alpha;
        private final boolean graph;
        private final String[] names;
        private final Dataset<Row> held;
        private final String[] qiNames;
        private final Dataset<Row> classTable;
        private final int classCount;
        private final List<Row> groupSizes;
        private final SparkTargets targets;
        private final Dataset<Row> personIds;
        private final Hierarchies hierarchies;
        private final long setupMs;

        private Auditor(Schema published, Schema policy, Dataset<Row> rows, Schema original, Dataset<Row> persons,
                        Hierarchies hierarchies, double alpha, boolean graph) {
            long t0 = System.nanoTime();
            this.published = published;
            this.alpha = alpha;
            this.graph = graph;
            this.hierarchies = hierarchies;
            SparkSession spark = rows.sparkSession();
            PrivateItems items = PrivateItems.of(policy);
            int count = items.size() + 1;
            names = new String[count];
            for (int i = 0; i < items.size(); i++) {
                names[i] = items.describe(i);
            }
            names[count - 1] = PrivacyAudit.HOLDER_STATUS;
            held = SparkTells.held(spark, original, persons, items, hierarchies).cache();
            // the single machine's ids for the neighbourhood sample: the identifier, or the number
            int idColumn = original.identifierIndex();
            personIds = persons.select(col(PERSON), idColumn < 0 ? col(PERSON).cast(DataTypes.StringType)
                    : col("`" + original.attribute(idColumn).name() + "`"));

            int[] qi = published.indexesOf(AttributeRole.QUASI_IDENTIFIER);
            qiNames = new String[qi.length];
            Column[] qiColumns = new Column[qi.length];
            for (int j = 0; j < qi.length; j++) {
                qiNames[j] = published.attribute(qi[j]).name();
                qiColumns[j] = col("`" + qiNames[j] + "`");
            }
            List<String[]> labels = new ArrayList<>();
            for (Row r : rows.select(qiColumns).distinct().collectAsList()) {
                String[] t = new String[qi.length];
                for (int j = 0; j < t.length; j++) {
                    t[j] = r.getString(j);
                }
                labels.add(t);
            }
            labels.sort(Arrays::compare);
            String[][] classLabels = labels.toArray(new String[0][]);
            classCount = classLabels.length;
            classTable = classTable(spark, qiNames, classLabels);
            groupSizes = classified(rows).groupBy(CLASS, DEGREE).count().collectAsList();

            // the targets: covering tuple and known degree, with the items held
            List<String[]> known = new ArrayList<>();
            for (String name : qiNames) {
                known.add(original.indexOf(name) < 0 ? null : persons.select(col("`" + name + "`")).distinct()
                        .collectAsList().stream().map(r -> r.getString(0)).sorted().toArray(String[]::new));
            }
            targets = SparkTargets.of(persons, held, qiNames, known, ClassCover.of(classLabels, qiNames, known,
                    hierarchies));
            setupMs = ms(t0);
        }

        /** Audits {@code rows}: the rows given at preparation, with any values beside the quasi-identifiers. */
        public PrivacyAudit.Result audit(Dataset<Row> rows) {
            long t0 = System.nanoTime();
            Map<String, Long> timings = new LinkedHashMap<>();
            timings.put("setup", setupMs);
            SparkTells tells = SparkTells.of(published, rows, held, names, alpha, graph);
            timings.put("tells", ms(t0));
            Dataset<Row> classified = revealing(rows, tells);
            DegreeGroups groups = groups(classified);
            List<Exposure> exposures = new ArrayList<>();
            for (Attacker attacker : GATED) {
                if (attacker.usesGraph() && !graph) {
                    continue;
                }
                long t = System.nanoTime();
                exposures.add(targets.exposure(attacker, groups, names, alpha, classified));
                timings.put(attacker.key(), ms(t));
            }
            timings.put("total", ms(t0) + setupMs);
            tells.release();
            classified.unpersist();
            return new PrivacyAudit.Result(exposures, tells.tells(), null, true, timings);
        }

        /**
         * Audits {@code rows} with the attackers the gate does not repair, as the single machine's
         * last audit does ({@code PrivacyAudit.Auditor#audit} with {@code gated} false): the exact
         * degree attacker from the degree groups, the neighbourhood attackers on a sample of persons
         * ({@link SparkNeighbourhood}). Their exposures are reported, not repaired, so no revealing
         * rows are sought.
         */
        public PrivacyAudit.Result auditOthers(Dataset<Row> rows, Friendships friendships) {
            long t0 = System.nanoTime();
            Map<String, Long> timings = new LinkedHashMap<>();
            SparkTells tells = SparkTells.of(published, rows, held, names, alpha, graph);
            Dataset<Row> classified = revealing(rows, tells);
            List<Exposure> exposures = new ArrayList<>();
            if (graph) {
                long t = System.nanoTime();
                exposures.add(targets.exposure(Attacker.DEGREE_EXACT, groups(classified), names, alpha, classified));
                timings.put(Attacker.DEGREE_EXACT.key(), ms(t));
                SparkNeighbourhood n = SparkNeighbourhood.of(targets, classified, personIds, friendships);
                for (Attacker a : List.of(Attacker.NEIGHBOURHOOD_EXACT, Attacker.NEIGHBOURHOOD_TOLERANT)) {
                    t = System.nanoTime();
                    exposures.add(n.exposure(a, names, alpha));
                    timings.put(a.key(), ms(t));
                }
                n.release();
            }
            timings.put("total", ms(t0));
            tells.release();
            classified.unpersist();
            return new PrivacyAudit.Result(exposures, tells.tells(), null, true, timings);
        }

        /**
         * {@link #auditOthers(Dataset, Friendships)} with the pair linkage of {@code rows}
         * ({@link SparkPairLinkage}) within {@code linkage}, as the single machine's last audit adds
         * it. One after the other: run beside the attackers in another thread, the two ran a test
         * JVM's 2 GB out of memory for a broadcast under the coverage agent.
         */
        public PrivacyAudit.Result auditOthers(Dataset<Row> rows, Friendships friendships,
                                               PrivacyAudit.Effort linkage) {
            PrivacyAudit.Result others = auditOthers(rows, friendships);
            Linked linked = linkage(rows, friendships, linkage);
            return others.withLinkage(linked.pairs(), linked.ms());
        }

        /** A pair linkage and the milliseconds it took. */
        private record Linked(io.graphveil.attack.PairLinkage pairs, long ms) {
        }

        private Linked linkage(Dataset<Row> rows, Friendships friendships, PrivacyAudit.Effort effort) {
            long t0 = System.nanoTime();
            Dataset<Row> classified = rows.join(classified(rows).select(col(ROW), col(CLASS)), Names.seq(ROW));
            return new Linked(SparkPairLinkage.of(published, hierarchies, classified,
                    graph ? friendships.published() : null, friendships.seed(), effort.valuePredictors(),
                    effort.structureSteps()), ms(t0));
        }

        /** Frees what the preparation cached. */
        public void release() {
            held.unpersist();
            targets.release();
        }

        /** The rows' numbers, persons, degrees and classes, with the items each reveals (cached). */
        private Dataset<Row> revealing(Dataset<Row> rows, SparkTells tells) {
            return classified(rows).join(tells.reveals(), Names.seq(ROW), "left")
                    .select(col(ROW), col(PERSON), col(DEGREE), col(CLASS),
                            coalesce(col(REVEALS), array().cast("array<int>")).as(REVEALS)).cache();
        }

        /** The rows' numbers, persons and degrees, with their class. */
        private Dataset<Row> classified(Dataset<Row> rows) {
            Column[] select = new Column[qiNames.length + 3];
            select[0] = col(ROW);
            select[1] = col(PERSON);
            select[2] = col(DEGREE);
            for (int j = 0; j < qiNames.length; j++) {
                select[3 + j] = col("`" + qiNames[j] + "`").as("__gv_q" + j);
            }
            Dataset<Row> base = rows.select(select);
            return qiNames.length == 0 ? base.withColumn(CLASS, lit(0))
                    : base.join(broadcast(classTable), Names.seq(qNames(qiNames.length))).select(col(ROW),
                    col(PERSON), col(DEGREE), col(CLASS));
        }

        /** The (class, degree) groups, their revealed items, and the persons with two rows, as {@link DegreeGroups}. */
        private DegreeGroups groups(Dataset<Row> classified) {
            DegreeGroups.Builder b = DegreeGroups.builder(classCount, names.length);
            for (Row r : groupSizes) {
                b.group(r.getInt(0), r.getInt(1), (int) r.getLong(2));
            }
            for (Row r : classified.select(col(CLASS), col(DEGREE), explode(col(REVEALS)).as(ITEM))
                    .groupBy(CLASS, DEGREE, ITEM).count().collectAsList()) {
                b.revealing(r.getInt(0), r.getInt(1), r.getInt(2), (int) r.getLong(3));
            }
            Dataset<Row> two = classified.groupBy(PERSON)
                    .agg(array_sort(collect_list(struct(col(CLASS), col(DEGREE), col(REVEALS)))).as("__gv_rows"))
                    .where(size(col("__gv_rows")).equalTo(2));
            Column a = col("__gv_rows").getItem(0);
            Column z = col("__gv_rows").getItem(1);
            Dataset<Row> pairs = two.select(a.getField(CLASS).as("a"), a.getField(DEGREE).as("da"),
                    z.getField(CLASS).as("b"), z.getField(DEGREE).as("db"),
                    array_sort(array_intersect(a.getField(REVEALS), z.getField(REVEALS))).as("common"));
            for (Row r : pairs.groupBy("a", "da", "b", "db", "common").count().collectAsList()) {
                List<Integer> common = r.getList(4);
                b.pair(r.getInt(0), r.getInt(1), r.getInt(2), r.getInt(3),
                        common.stream().mapToInt(Integer::intValue).toArray(), (int) r.getLong(5));
            }
            return b.build();
        }
    }

    /**
     * An in-memory table's rows as {@link #audit} reads them: its values as strings, each row's
     * number, person and degree (for a caller that holds the table on one machine: the benchmark,
     * the tests).
     */
    public static Dataset<Row> rows(SparkSession spark, io.graphveil.model.Table table,
                                    java.util.function.IntUnaryOperator person,
                                    java.util.function.IntUnaryOperator degree) {
        Schema schema = table.schema();
        StructType type = new StructType();
        for (int a = 0; a < schema.size(); a++) {
            type = type.add(schema.attribute(a).name(), DataTypes.StringType);
        }
        type = type.add(ROW, DataTypes.IntegerType).add(PERSON, DataTypes.IntegerType)
                .add(DEGREE, DataTypes.IntegerType);
        List<Row> rows = new ArrayList<>(table.rowCount());
        for (int r = 0; r < table.rowCount(); r++) {
            Object[] cells = new Object[schema.size() + 3];
            System.arraycopy(table.row(r), 0, cells, 0, schema.size());
            cells[schema.size()] = r;
            cells[schema.size() + 1] = person.applyAsInt(r);
            cells[schema.size() + 2] = degree.applyAsInt(r);
            rows.add(RowFactory.create(cells));
        }
        return spark.createDataFrame(rows, type);
    }

    /** The classes' labels (columns {@code __gv_q0…}) and numbers. */
    private static Dataset<Row> classTable(SparkSession spark, String[] qiNames, String[][] classLabels) {
        StructType type = new StructType();
        for (int j = 0; j < qiNames.length; j++) {
            type = type.add("__gv_q" + j, DataTypes.StringType);
        }
        type = type.add(CLASS, DataTypes.IntegerType);
        List<Row> table = new ArrayList<>();
        for (int c = 0; c < classLabels.length; c++) {
            Object[] cells = new Object[qiNames.length + 1];
            System.arraycopy(classLabels[c], 0, cells, 0, qiNames.length);
            cells[qiNames.length] = c;
            table.add(RowFactory.create(cells));
        }
        return spark.createDataFrame(table, type);
    }

    private static String[] qNames(int columns) {
        String[] out = new String[columns];
        Arrays.setAll(out, j -> "__gv_q" + j);
        return out;
    }

    private static long ms(long since) {
        return (System.nanoTime() - since) / 1_000_000;
    }
}
