package io.graphveil.spark;

import io.graphveil.attack.Attacker;
import io.graphveil.attack.ClassCover;
import io.graphveil.attack.DegreeGroups;
import io.graphveil.attack.Exposure;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.lit;

/**
 * The persons as the gated attackers' targets ({@link SparkAudit}): each person's target group —
 * the cover set of each known quasi-identifier value ({@link ClassCover}, joined as small tables)
 * and its known degree — counted, and per item held; what an attacker achieves against them is
 * judged per group on the driver from {@link DegreeGroups}, then the exposed persons and the rows a
 * repair blanks are found by joins with the (group, item) and (class, degree, item) triples exposed.
 * The driver holds the distinct groups (and their classes), never a person.
 */
final class SparkTargets {
    private static final String ITEM = SparkTells.ITEM;
    private static final String CLASS = SparkAudit.CLASS;

    private final Dataset<Row> keyed;
    private final Dataset<Row> held;
    private final int columns;
    private final List<List<Integer>> keys;
    private final Map<List<Integer>, long[]> targets;
    private final Map<List<Integer>, Map<Integer, Long>> holdersAt;
    private final Map<List<Integer>, int[]> classesOf;

    private SparkTargets(Dataset<Row> keyed, Dataset<Row> held, int columns, List<List<Integer>> keys,
                         Map<List<Integer>, long[]> targets, Map<List<Integer>, Map<Integer, Long>> holdersAt,
                         Map<List<Integer>, int[]> classesOf) {
        this.keyed = keyed;
        this.held = held;
        this.columns = columns;
        this.keys = keys;
        this.targets = targets;
        this.holdersAt = holdersAt;
        this.classesOf = classesOf;
    }

    /**
     * @param held  each person's items ({@link SparkTells#held})
     * @param known per quasi-identifier, the distinct known values {@code cover} numbers, or null
     * @throws IllegalArgumentException when no class covers some person
     */
    static SparkTargets of(Dataset<Row> persons, Dataset<Row> held, String[] qiNames, List<String[]> known,
                           ClassCover cover) {
        int m = qiNames.length;
        Dataset<Row> keyed = keyed(persons.sparkSession(), persons, qiNames, known, cover).cache();
        String[] keyNames = keyNames(m);
        Map<List<Integer>, long[]> targets = new LinkedHashMap<>();
        for (Row r : keyed.groupBy(columns(keyNames)).count().collectAsList()) {
            targets.put(key(r, keyNames.length), new long[]{r.getLong(keyNames.length)});
        }
        Map<List<Integer>, Map<Integer, Long>> holdersAt = new HashMap<>();
        for (Row r : keyed.join(held, SparkAudit.PERSON).groupBy(columns(keyNames, ITEM)).count().collectAsList()) {
            holdersAt.computeIfAbsent(key(r, keyNames.length), k -> new HashMap<>())
                    .put(r.getInt(keyNames.length), r.getLong(keyNames.length + 1));
        }
        List<List<Integer>> keys = new ArrayList<>(targets.keySet());
        keys.sort(SparkTargets::compareKeys);
        Map<List<Integer>, int[]> classesOf = new HashMap<>();
        for (List<Integer> key : keys) {
            int[] sets = key.subList(0, m).stream().mapToInt(Integer::intValue).toArray();
            int[] found = cover.classesOf(sets);
            if (found.length == 0) {
                throw new IllegalArgumentException("some person's quasi-identifiers are covered by no published "
                        + "class: the Spark engine audits generalized classes only (use the single-machine engine)");
            }
            classesOf.put(key, found);
        }
        return new SparkTargets(keyed, held, m, keys, targets, holdersAt, classesOf);
    }

    void release() {
        keyed.unpersist();
    }

    /**
     * What {@code attacker} achieves against every person: its figures from the aggregates, then the
     * exposed persons and the revealing rows by joins.
     *
     * @param classified the rows' numbers, classes, degrees and revealed items
     */
    Exposure exposure(Attacker attacker, DegreeGroups groups, String[] names, double alpha,
                      Dataset<Row> classified) {
        int count = names.length;
        long[] holders = new long[count];
        long[] exposed = new long[count];
        long[] falsePositives = new long[count];
        long all = 0;
        long noCandidate = 0;
        long candidateSum = 0;
        List<Row> exposedKeys = new ArrayList<>();
        TreeSet<List<Integer>> blanked = new TreeSet<>(SparkTargets::compareKeys);
        Map<Object, DegreeGroups.Candidates> cache = new HashMap<>();
        for (List<Integer> key : keys) {
            long n = targets.get(key)[0];
            int d = key.get(columns);
            int[] classes = classesOf.get(key);
            DegreeGroups.Candidates e = cache.computeIfAbsent(List.of(Arrays.stream(classes).boxed().toList(),
                    attacker.usesGraph() ? d : -1),
                    k -> groups.evaluate(attacker, classes, d));
            Map<Integer, Long> h = holdersAt.getOrDefault(key, Map.of());
            all += n;
            noCandidate += e.persons() == 0 ? n : 0;
            candidateSum += e.persons() * n;
            h.forEach((item, c) -> holders[item] += c);
            int[] inferred = e.items();
            for (int j = 0; j < inferred.length; j++) {
                if (!e.inferred(j, alpha)) {
                    continue;
                }
                int item = inferred[j];
                long holding = h.getOrDefault(item, 0L);
                exposed[item] += holding;
                falsePositives[item] += n - holding;
                if (item < count - 1 && holding > 0) {
                    Object[] cells = new Object[columns + 2];
                    for (int i = 0; i <= columns; i++) {
                        cells[i] = key.get(i);
                    }
                    cells[columns + 1] = item;
                    exposedKeys.add(RowFactory.create(cells));
                    for (int c : classes) {
                        for (int x : groups.keptDegrees(attacker, c, d)) {
                            blanked.add(List.of(c, x, item));
                        }
                    }
                }
            }
        }
        int[] exposedPersons = new int[0];
        int[] revealingRows = new int[0];
        if (!exposedKeys.isEmpty()) {
            SparkSession spark = keyed.sparkSession();
            String[] keyNames = keyNames(columns);
            StructType type = new StructType();
            for (String k : keyNames) {
                type = type.add(k, DataTypes.IntegerType);
            }
            type = type.add(ITEM, DataTypes.IntegerType);
            List<String> on = new ArrayList<>(List.of(keyNames));
            on.add(ITEM);
            exposedPersons = ints(keyed.join(held, SparkAudit.PERSON).join(broadcast(spark.createDataFrame(exposedKeys, type)),
                    Names.seq(on.toArray(new String[0]))).select(SparkAudit.PERSON).distinct().collectAsList());
            List<Row> triples = blanked.stream().map(t -> RowFactory.create(t.get(0), t.get(1), t.get(2))).toList();
            revealingRows = ints(classified.select(col(SparkAudit.ROW), col(CLASS), col(SparkAudit.DEGREE), explode(col(SparkTells.REVEALS)).as(ITEM))
                    .join(broadcast(spark.createDataFrame(triples, new StructType().add(CLASS, DataTypes.IntegerType)
                            .add(SparkAudit.DEGREE, DataTypes.IntegerType).add(ITEM, DataTypes.IntegerType))),
                            Names.seq(CLASS, SparkAudit.DEGREE, ITEM)).select(SparkAudit.ROW).distinct().collectAsList());
        }
        return new Exposure(attacker.key(), attacker.gated(), names, toInts(holders), toInts(exposed),
                toInts(falsePositives), exposedPersons, (int) all, false, (int) noCandidate,
                all == 0 ? 0 : candidateSum / (double) all, revealingRows);
    }

    /** Each person's number and target group: the cover set of each known value, then its known degree. */
    private static Dataset<Row> keyed(SparkSession spark, Dataset<Row> persons, String[] qiNames,
                                      List<String[]> known, ClassCover cover) {
        String[] keyNames = keyNames(qiNames.length);
        Dataset<Row> out = persons.select(col(SparkAudit.PERSON), col(SparkAudit.DEGREE).as(keyNames[qiNames.length]));
        for (int j = 0; j < qiNames.length; j++) {
            String[] values = known.get(j);
            if (values == null) {
                out = out.withColumn(keyNames[j], lit(-1));
                continue;
            }
            List<Row> sets = new ArrayList<>();
            for (int v = 0; v < values.length; v++) {
                sets.add(RowFactory.create(values[v], cover.setOf(j, v)));
            }
            Dataset<Row> setTable = spark.createDataFrame(sets, new StructType().add("__gv_v", DataTypes.StringType)
                    .add(keyNames[j], DataTypes.IntegerType));
            out = out.join(persons.select(col(SparkAudit.PERSON), col("`" + qiNames[j] + "`").as("__gv_v")), SparkAudit.PERSON)
                    .join(broadcast(setTable), "__gv_v").drop("__gv_v");
        }
        List<String> select = new ArrayList<>(List.of(keyNames));
        select.add(0, SparkAudit.PERSON);
        return out.select(columns(select.toArray(new String[0])));
    }

    /** The group columns: a cover set per quasi-identifier, then the known degree. */
    private static String[] keyNames(int columns) {
        String[] out = new String[columns + 1];
        for (int j = 0; j < columns; j++) {
            out[j] = "__gv_s" + j;
        }
        out[columns] = SparkAudit.DEGREE;
        return out;
    }

    private static Column[] columns(String[] names, String... more) {
        Column[] out = new Column[names.length + more.length];
        for (int i = 0; i < names.length; i++) {
            out[i] = col(names[i]);
        }
        for (int i = 0; i < more.length; i++) {
            out[names.length + i] = col(more[i]);
        }
        return out;
    }

    private static List<Integer> key(Row r, int width) {
        List<Integer> key = new ArrayList<>(width);
        for (int i = 0; i < width; i++) {
            key.add(r.getInt(i));
        }
        return key;
    }

    static int compareKeys(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = Integer.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    private static int[] ints(List<Row> rows) {
        return rows.stream().mapToInt(r -> r.getInt(0)).sorted().toArray();
    }

    private static int[] toInts(long[] a) {
        return Arrays.stream(a).mapToInt(Math::toIntExact).toArray();
    }

}
