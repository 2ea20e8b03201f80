package io.graphveil.spark;

import io.graphveil.attack.Attacker;
import io.graphveil.attack.ClassCover;
import io.graphveil.attack.DegreeGroups;
import io.graphveil.attack.Exposure;
import io.graphveil.attack.ExposureTally;
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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

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
    private final List<Group> alike;

    /**
     * Persons alike to every attacker: the same cover sets and known degree ({@code key}), how many,
     * the classes covering them, and the items some of them hold with how many hold each.
     */
    private record Group(int[] key, long targets, int[] classes, int[] heldItems, long[] heldCounts) {
    }

    private SparkTargets(Dataset<Row> keyed, Dataset<Row> held, int columns, List<Group> alike) {
        this.keyed = keyed;
        this.held = held;
        this.columns = columns;
        this.alike = alike;
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
        Map<List<Integer>, TreeMap<Integer, Long>> holdersAt = new HashMap<>();
        for (Row r : keyed.join(held, SparkAudit.PERSON).groupBy(columns(keyNames, ITEM)).count().collectAsList()) {
            holdersAt.computeIfAbsent(Arrays.stream(key(r, keyNames.length)).boxed().toList(), k -> new TreeMap<>())
                    .put(r.getInt(keyNames.length), r.getLong(keyNames.length + 1));
        }
        List<Group> groups = new ArrayList<>();
        for (Row r : keyed.groupBy(columns(keyNames)).count().collectAsList()) {
            int[] key = key(r, keyNames.length);
            int[] classes = cover.classesOf(Arrays.copyOf(key, m));
            if (classes.length == 0) {
                throw new IllegalArgumentException("some person's quasi-identifiers are covered by no published "
                        + "class: the Spark engine audits generalized classes only (use the single-machine engine)");
            }
            TreeMap<Integer, Long> h = holdersAt.getOrDefault(Arrays.stream(key).boxed().toList(), new TreeMap<>());
            groups.add(new Group(key, r.getLong(keyNames.length), classes,
                    h.keySet().stream().mapToInt(Integer::intValue).toArray(),
                    h.values().stream().mapToLong(Long::longValue).toArray()));
        }
        return new SparkTargets(keyed, held, m, groups);
    }

    void release() {
        keyed.unpersist();
    }

    /**
     * A target of the neighbourhood attackers.
     *
     * @param person  its number
     * @param classes the classes covering its known quasi-identifiers
     * @param degree  its known degree
     * @param held    the items it holds, ascending (holder status included)
     */
    record Target(int person, int[] classes, int degree, int[] held) {
    }

    /** The persons {@code persons} (ascending numbers) as targets: their covering classes, degrees and items. */
    List<Target> targets(int[] persons) {
        SparkSession spark = keyed.sparkSession();
        List<Row> numbers = new ArrayList<>();
        for (int p : persons) {
            numbers.add(RowFactory.create(p));
        }
        Dataset<Row> sample = broadcast(spark.createDataFrame(numbers, new StructType().add(SparkAudit.PERSON,
                DataTypes.IntegerType)));
        Map<List<Integer>, Group> byKey = new HashMap<>();
        for (Group g : alike) {
            byKey.put(Arrays.stream(g.key).boxed().toList(), g);
        }
        String[] keyNames = keyNames(columns);
        Map<Integer, int[]> keyOf = new HashMap<>();
        for (Row r : keyed.join(sample, SparkAudit.PERSON).select(columns(new String[]{SparkAudit.PERSON}, keyNames))
                .collectAsList()) {
            int[] key = new int[keyNames.length];
            for (int i = 0; i < key.length; i++) {
                key[i] = r.getInt(i + 1);
            }
            keyOf.put(r.getInt(0), key);
        }
        Map<Integer, java.util.TreeSet<Integer>> items = new HashMap<>();
        for (Row r : held.join(sample, SparkAudit.PERSON).select(SparkAudit.PERSON, ITEM).collectAsList()) {
            items.computeIfAbsent(r.getInt(0), k -> new java.util.TreeSet<>()).add(r.getInt(1));
        }
        List<Target> out = new ArrayList<>();
        for (int p : persons) {
            int[] key = keyOf.get(p);
            out.add(new Target(p, byKey.get(Arrays.stream(key).boxed().toList()).classes(), key[columns],
                    items.getOrDefault(p, new java.util.TreeSet<>()).stream().mapToInt(Integer::intValue).toArray()));
        }
        return out;
    }

    /** Every person's number and known degree ({@link SparkAudit#PERSON}, {@link SparkAudit#DEGREE}). */
    Dataset<Row> knownDegrees() {
        return keyed.select(SparkAudit.PERSON, SparkAudit.DEGREE);
    }

    /**
     * What {@code attacker} achieves against every person: its figures from the aggregates, then the
     * exposed persons and the revealing rows by joins.
     *
     * @param classified the rows' numbers, classes, degrees and revealed items
     */
    Exposure exposure(Attacker attacker, DegreeGroups groups, String[] names, double alpha,
                      Dataset<Row> classified) {
        ExposureTally tally = new ExposureTally(names.length);
        List<Row> exposedKeys = new ArrayList<>();
        Set<List<Integer>> blanked = new HashSet<>();
        Map<List<Object>, DegreeGroups.Candidates> cache = new HashMap<>();
        for (Group g : alike) {
            int d = g.key[columns];
            DegreeGroups.Candidates e = cache.computeIfAbsent(List.of(Arrays.stream(g.classes).boxed().toList(),
                    attacker.usesGraph() ? d : -1), k -> groups.evaluate(attacker, g.classes, d));
            for (int item : tally.add(e, g.targets, g.heldItems, g.heldCounts, alpha)) {
                Object[] cells = new Object[columns + 2];
                for (int i = 0; i <= columns; i++) {
                    cells[i] = g.key[i];
                }
                cells[columns + 1] = item;
                exposedKeys.add(RowFactory.create(cells));
                for (int c : g.classes) {
                    for (int x : groups.keptDegrees(attacker, c, d)) {
                        blanked.add(List.of(c, x, item));
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
        }
        if (!exposedKeys.isEmpty() && attacker.gated()) {
            // only a gated attacker's exposures are repaired, so only its revealing rows are wanted
            SparkSession spark = keyed.sparkSession();
            List<Row> triples = blanked.stream().map(t -> RowFactory.create(t.get(0), t.get(1), t.get(2))).toList();
            revealingRows = ints(classified.select(col(SparkAudit.ROW), col(CLASS), col(SparkAudit.DEGREE), explode(col(SparkTells.REVEALS)).as(ITEM))
                    .join(broadcast(spark.createDataFrame(triples, new StructType().add(CLASS, DataTypes.IntegerType)
                            .add(SparkAudit.DEGREE, DataTypes.IntegerType).add(ITEM, DataTypes.IntegerType))),
                            Names.seq(CLASS, SparkAudit.DEGREE, ITEM)).select(SparkAudit.ROW).distinct().collectAsList());
        }
        return tally.exposure(attacker, names, exposedPersons, false, revealingRows);
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

    private static int[] key(Row r, int width) {
        int[] key = new int[width];
        for (int i = 0; i < width; i++) {
            key[i] = r.getInt(i);
        }
        return key;
    }

    private static int[] ints(List<Row> rows) {
        return rows.stream().mapToInt(r -> r.getInt(0)).sorted().toArray();
    }
}
