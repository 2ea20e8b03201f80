package io.graphveil.spark;

import io.graphveil.criteria.AlphaDeassociation;
import io.graphveil.criteria.DistinctLDiversity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.criteria.TCloseness;
import io.graphveil.group.Partition;
import io.graphveil.io.SchemaJson;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.model.Values;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The gate's judge of a round of repairs on Spark ({@link SparkRepairJudge}) says what the single
 * machine's gate says of the same rows ({@code PrivacyModel.check} over the published classes):
 * eight seeded tables of 60 rows in five classes, some rows' SENSITIVE value blanked as a repair
 * blanks it and two persons suppressed, under distinct 2-diversity and 0.35-closeness; both
 * verdicts occur among them.
 */
class SparkRepairJudgeTest {
    private static final Schema SCHEMA = SchemaJson.parse("""
            {"attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "q", "role": "QUASI_IDENTIFIER"},
              {"name": "occupation", "role": "PRIVACY", "private": ["x"]},
              {"name": "rating", "role": "SENSITIVE", "type": "NOMINAL"}]}""", Path.of("."));

    @Test
    void aRoundBreaksTheModelExactlyWhenItDoesOnOneMachine() {
        PrivacyModel model = PrivacyModel.of(new KAnonymity(2), new AlphaDeassociation(0.5, null),
                new DistinctLDiversity(2), new TCloseness(0.35));
        PrivacyModel sensitiveOnly = PrivacyModel.of(new DistinctLDiversity(2), new TCloseness(0.35));
        SparkSession spark = LocalSpark.session();
        StructType type = new StructType().add("id", DataTypes.StringType).add("q", DataTypes.StringType)
                .add("occupation", DataTypes.StringType).add("rating", DataTypes.StringType)
                .add(SparkSplit.PERSON, DataTypes.StringType);
        Dataset<Row> suppressed = spark.createDataFrame(List.of(RowFactory.create("p3"), RowFactory.create("p7")),
                new StructType().add(SparkSplit.PERSON, DataTypes.StringType));
        SparkGate.Breaks judge = SparkRepairJudge.of(SCHEMA, model, suppressed);
        List<Boolean> seen = new ArrayList<>();
        for (long seed = 1; seed <= 8; seed++) {
            Random random = new Random(seed);
            List<String[]> rows = new ArrayList<>();
            List<Row> sparkRows = new ArrayList<>();
            int[] classOf = new int[60];
            Map<String, Integer> classes = new HashMap<>();
            for (int r = 0; r < 60; r++) {
                String person = "p" + (r % 50);
                boolean gone = person.equals("p3") || person.equals("p7");
                String q = gone ? Values.MISSING : "c" + random.nextInt(5);
                String rating = gone || random.nextDouble() < 0.35 ? Values.MISSING
                        : random.nextDouble() < 0.7 ? "a" : random.nextBoolean() ? "b" : "c";
                rows.add(new String[]{"r" + r, q, random.nextBoolean() ? "x" : "y", rating});
                sparkRows.add(RowFactory.create("r" + r, q, rows.get(r)[2], rating, person));
                classOf[r] = gone ? -1 : classes.computeIfAbsent(q, k -> classes.size());
            }
            Table table = Table.ofRows(SCHEMA, rows);
            // the single machine judges the whole model, whose k and alpha the table before the repair met
            boolean single = sensitiveOnly.check(table, Partition.of(classOf, classes.size())).violatingClasses() > 0;
            boolean onSpark = judge.test(spark.createDataFrame(sparkRows, type).repartition(3));
            assertEquals(single, onSpark, "seed " + seed);
            seen.add(single);
        }
        assertTrue(seen.contains(true) && seen.contains(false), seen.toString());
        // k, alpha and the shadows' share cannot be broken by a repair: nothing to judge
        assertNull(SparkRepairJudge.of(SCHEMA, PrivacyModel.of(new KAnonymity(2), new AlphaDeassociation(0.5, null)),
                suppressed));
    }

    /** A SENSITIVE rating with levels and a requirement column: the w tests' schema here and in SparkVerifierTest. */
    static final Schema PERSONALIZED = SchemaJson.parse("""
            {"attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "q", "role": "QUASI_IDENTIFIER"},
              {"name": "rating", "role": "SENSITIVE", "type": "NOMINAL", "levels": {"b": 1, "c": 2},
               "requirement": "need"},
              {"name": "need", "role": "NON_PRIVACY"}]}""", Path.of("."));

    /**
     * Under personalized w the judge weighs the rows carrying values as the single machine's gate
     * weighs them on the split table ({@code AverageSensitivity.countingOnly}), to the bit: 50
     * persons in four classes, ten of them with a shadow (rating {@code *}, its own requirement
     * cell), some rows repaired (rating and requirement blank), two persons suppressed (all blank, in
     * the frequencies' denominator) and a few whose quasi-identifier is {@code *} as read, which the
     * single machine judges with the suppressed rows as one group ({@code PrivacyGate}: the result's
     * classes, then its suppressed rows). At w equal to the largest class mean, and to the group's
     * mean, and a hair below each, the Spark judge says what the single machine says.
     */
    @Test
    void personalizedWIsJudgedOverTheRowsCarryingValues() {
        io.graphveil.criteria.SensitivityWeights weights = io.graphveil.criteria.SensitivityWeights.defaults(0.5);
        SparkSession spark = LocalSpark.session();
        StructType type = new StructType().add("id", DataTypes.StringType).add("q", DataTypes.StringType)
                .add("rating", DataTypes.StringType).add("need", DataTypes.StringType)
                .add(SparkSplit.PERSON, DataTypes.StringType).add(SparkSplit.SHADOW, DataTypes.BooleanType);
        Dataset<Row> suppressed = spark.createDataFrame(List.of(RowFactory.create("p3"), RowFactory.create("p7")),
                new StructType().add(SparkSplit.PERSON, DataTypes.StringType));
        List<Boolean> seen = new ArrayList<>();
        boolean groupDecides = false;
        for (long seed = 1; seed <= 3; seed++) {
            Random random = new Random(seed);
            List<String[]> rows = new ArrayList<>();
            List<Row> sparkRows = new ArrayList<>();
            int[] classOf = new int[60];
            boolean[] carries = new boolean[60];
            boolean[] grouped = new boolean[60];
            Map<String, String> classOfPerson = new HashMap<>();
            Map<String, Integer> classes = new HashMap<>();
            for (int r = 0; r < 60; r++) {
                String person = "p" + (r % 50);
                boolean shadow = r >= 50;
                boolean gone = person.equals("p3") || person.equals("p7");
                String q = gone ? Values.MISSING : classOfPerson.computeIfAbsent(person,
                        p -> random.nextDouble() < 0.12 ? Values.MISSING : "c" + random.nextInt(4));
                boolean repaired = !gone && !shadow && random.nextDouble() < 0.1;
                double u = random.nextDouble();
                // the persons without a quasi-identifier rated high, so that their group can decide
                String rating = gone || shadow || repaired ? Values.MISSING : q.equals(Values.MISSING)
                        ? u < 0.5 ? "c" : "b" : u < 0.6 ? "a" : u < 0.85 ? "b" : "c";
                double v = random.nextDouble();
                String need = gone || repaired ? Values.MISSING : v < 0.08 ? "1" : v < 0.2 ? Values.MISSING : "0";
                rows.add(new String[]{"r" + r, q, rating, need});
                sparkRows.add(RowFactory.create("r" + r, q, rating, need, person, shadow));
                carries[r] = !shadow;
                grouped[r] = q.equals(Values.MISSING);
                classOf[r] = grouped[r] ? -1 : classes.computeIfAbsent(q, k -> classes.size());
            }
            Table table = Table.ofRows(PERSONALIZED, rows);
            Partition partition = Partition.of(classOf, classes.size());
            var criterion = new io.graphveil.criteria.AverageSensitivity(1, weights, 1).countingOnly(carries);
            var aggregates = io.graphveil.criteria.ClassAggregates.of(table, partition, criterion.needs(table));
            double largest = 0;
            for (int c = 0; c < aggregates.classCount(); c++) {
                largest = Math.max(largest, aggregates.meanWeight(c));
            }
            int[] groupOf = new int[60];
            for (int r = 0; r < 60; r++) {
                groupOf[r] = grouped[r] ? 0 : -1;
            }
            double group = io.graphveil.criteria.ClassAggregates.of(table, Partition.of(groupOf, 1),
                    criterion.needs(table)).meanWeight(0);
            Dataset<Row> repaired = spark.createDataFrame(sparkRows, type).repartition(3);
            for (double w : new double[]{largest, Math.nextDown(largest), group, Math.nextDown(group)}) {
                PrivacyModel single = PrivacyModel.of(
                        new io.graphveil.criteria.AverageSensitivity(w, weights, 1).countingOnly(carries));
                boolean breaks = single.check(table, partition).violatingClasses() > 0
                        || single.suppressedGroupFailure(table, grouped) != null;
                SparkGate.Breaks judge = SparkRepairJudge.of(PERSONALIZED, PrivacyModel.of(new KAnonymity(2),
                        new io.graphveil.criteria.AverageSensitivity(w, weights, 1)), suppressed);
                assertEquals(breaks, judge.test(repaired), "seed " + seed + ", w = " + w);
                seen.add(breaks);
            }
            groupDecides |= group > largest;
        }
        assertTrue(seen.contains(true) && seen.contains(false), seen.toString());
        assertTrue(groupDecides, "in some seed the group's mean is above every class's: the group decides there");
    }
}
