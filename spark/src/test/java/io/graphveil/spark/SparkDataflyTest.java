package io.graphveil.spark;

import io.graphveil.ModelNotMetException;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.Datafly;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.criteria.AlphaDeassociation;
import io.graphveil.criteria.DistinctPersonsKAnonymity;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.criteria.ShadowHolderShare;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.model.Values;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Datafly over one distributed group-by reaches what the single-machine Datafly reaches on the same
 * rows: the same levels, the same suppressed rows, the same table cell by cell. The rows are
 * sample-1000's people made split-like by a seed — holders of a private occupation (and some
 * others) as two rows sharing their quasi-identifiers, one showing {@code *}; each person given a
 * shadow pattern — judged by k and α over distinct persons and the shadow criterion, or by k and α
 * over rows; under the safe and the paper's rules, with the PRIVACY attribute first or last.
 */
class SparkDataflyTest {
    private static Dataset sample;
    private static Hierarchies hierarchies;

    @BeforeAll
    static void read() {
        sample = DatasetReader.read(Path.of("graphs/sample-1000"));
        hierarchies = sample.hierarchies().completeFor(sample.table());
    }

    /** Split-like rows: String[] values, then person and category. */
    private record Rows(Schema schema, List<String[]> values, int[] person, int[] pattern, boolean[] holder) {
        int[] category() {
            int[] c = new int[pattern.length];
            for (int r = 0; r < c.length; r++) {
                c[r] = ShadowHolderShare.category(pattern[r], holder[r]);
            }
            return c;
        }
    }

    private static Rows rows(long seed) {
        Table people = sample.table();
        Schema schema = people.schema();
        int occupation = schema.indexOf("occupation");
        var attribute = schema.attribute(occupation);
        Random random = new Random(seed);
        List<String[]> values = new ArrayList<>();
        List<Integer> person = new ArrayList<>();
        List<Integer> pattern = new ArrayList<>();
        List<Boolean> holder = new ArrayList<>();
        for (int p = 0; p < people.rowCount(); p++) {
            String[] row = people.row(p);
            boolean holds = attribute.isPrivateValue(row[occupation]);
            int shadow = random.nextInt(4) - 1;
            boolean split = holds ? random.nextDouble() < 0.8 : random.nextDouble() < 0.1;
            values.add(row);
            person.add(p);
            pattern.add(shadow);
            holder.add(holds);
            if (split) {
                String[] copy = row.clone();
                copy[occupation] = Values.MISSING;
                values.add(copy);
                person.add(p);
                pattern.add(-1);
                holder.add(holds);
            }
        }
        boolean[] holders = new boolean[holder.size()];
        for (int r = 0; r < holders.length; r++) {
            holders[r] = holder.get(r);
        }
        return new Rows(schema, values, person.stream().mapToInt(i -> i).toArray(),
                pattern.stream().mapToInt(i -> i).toArray(), holders);
    }

    @ParameterizedTest(name = "seed {0}, k {1}, alpha {2}, persons {3}, paper rules {4}, private first {5}, budget {6}")
    @CsvSource({
            "1, 5, 0.5, true, false, false, 0.04",
            "2, 4, 0.25, true, false, false, 0.04",
            "3, 6, 0.12, true, false, true, 0.04",
            "4, 3, 0.12, true, true, false, 0.04",
            "5, 5, 0.3, false, false, false, 0.04",
            "6, 8, 0.2, false, true, true, 0.04",
            "7, 2, 0.08, true, false, false, 0.04",
            "8, 3, 0.08, false, false, true, 0.04",
            "9, 4, 0.1, true, true, true, 0.04",
            "10, 5, 0.5, true, false, false, 0.2",
            "11, 3, 0.3, false, false, false, 0.25",
            "12, 6, 0.2, true, true, false, 0.3",
    })
    void bothEnginesPublishTheSameTable(long seed, int k, double alpha, boolean persons, boolean paperRules,
                                        boolean privateFirst, double share) {
        Rows rows = rows(seed);
        Table table = Table.ofRows(rows.schema(), rows.values());
        PrivacyModel single;
        PrivacyModel distributed;
        if (persons) {
            single = PrivacyModel.of(new DistinctPersonsKAnonymity(k, rows.person()),
                    new AlphaDeassociation(alpha, rows.person()),
                    new ShadowHolderShare(0.45, rows.pattern(), rows.holder()));
        } else {
            single = PrivacyModel.of(new KAnonymity(k), new AlphaDeassociation(alpha));
        }
        org.apache.spark.sql.Dataset<Row> frame = frame(rows);
        if (persons) {
            int[][] totals = SparkDatafly.patternTotals(frame);
            distributed = PrivacyModel.of(DistinctPersonsKAnonymity.overCountedPersons(k),
                    AlphaDeassociation.overCountedPersons(alpha), new ShadowHolderShare(0.45, totals[0], totals[1]));
        } else {
            distributed = PrivacyModel.of(new KAnonymity(k), new AlphaDeassociation(alpha));
            frame = frame.drop(SparkDatafly.PERSON, SparkDatafly.CATEGORY);
        }
        SuppressionBudget budget = SuppressionBudget.share(share);
        AnonymizationResult expected;
        try {
            expected = new Datafly(privateFirst, paperRules).anonymize(table, hierarchies, single, budget, seed);
        } catch (ModelNotMetException e) {
            org.apache.spark.sql.Dataset<Row> input = frame;
            ModelNotMetException spark = assertThrows(ModelNotMetException.class, () -> SparkDatafly.anonymize(input,
                    rows.schema(), hierarchies, distributed, budget, privateFirst, paperRules));
            assertEquals(e.getMessage(), spark.getMessage());
            return;
        }
        SparkDatafly.Result result = SparkDatafly.anonymize(frame, rows.schema(), hierarchies, distributed, budget,
                privateFirst, paperRules);

        assertEquals(expected.details().get("qi_levels"), levels(rows.schema(), "QUASI_IDENTIFIER",
                result.outcome().qiLevels()));
        assertEquals(expected.details().get("privacy_levels"), levels(rows.schema(), "PRIVACY",
                result.outcome().privacyLevels()));
        assertEquals(expected.details().get("iterations"), result.outcome().iterations());
        Map<Integer, String[]> published = new TreeMap<>();
        for (Row r : result.table().collectAsList()) {
            String[] cells = new String[rows.schema().size()];
            for (int a = 0; a < cells.length; a++) {
                cells[a] = r.getString(r.fieldIndex(rows.schema().attribute(a).name()));
            }
            published.put(r.getInt(r.fieldIndex("row")), cells);
        }
        assertEquals(table.rowCount(), published.size());
        int suppressed = 0;
        for (int r = 0; r < table.rowCount(); r++) {
            assertArrayEquals(expected.table().row(r), published.get(r), "row " + r);
            suppressed += expected.isSuppressed(r) ? 1 : 0;
        }
        int suppressedRows = 0;
        for (int c = 0; c < result.baseClasses(); c++) {
            suppressedRows += result.outcome().suppressedBase(c) ? 1 : 0;
        }
        assertEquals(suppressed > 0, suppressedRows > 0, "suppressed rows on one engine only");
    }

    /**
     * Personalized w ({@code RatedSample.personalized}: 200 persons, rating's levels and a
     * requirement column) with k = 3 and α = 0.4: the same table as on one machine where w leaves
     * the search alone (0.7, where Datafly suppresses two rows and the final check weighs them with
     * their ratings blank), where it makes the search climb further (0.5, 0.36), and the same
     * message where no generalization meets it (0.3).
     */
    @ParameterizedTest(name = "w {0}")
    @CsvSource({"0.7", "0.5", "0.36", "0.3"})
    void personalizedWAlike(double w, @org.junit.jupiter.api.io.TempDir Path dir) {
        Dataset rated = DatasetReader.read(io.graphveil.RatedSample.personalized(dir.resolve("rated"), 1, 0.5));
        Table people = rated.table();
        Hierarchies complete = rated.hierarchies().completeFor(people);
        io.graphveil.criteria.ModelSpec spec = io.graphveil.criteria.ModelSpec.of(3,
                new io.graphveil.criteria.CriterionSpec.Alpha(0.4)).with(new io.graphveil.criteria.CriterionSpec.W(w,
                null));
        PrivacyModel single = spec.build(io.graphveil.criteria.CriterionSpec.Context.of(people, complete));
        PrivacyModel distributed = spec.build(io.graphveil.criteria.CriterionSpec.Context.counted(people.schema(),
                complete, null));
        SuppressionBudget budget = SuppressionBudget.share(0.02);
        org.apache.spark.sql.Dataset<Row> frame = frame(people);
        AnonymizationResult expected;
        try {
            expected = new Datafly().anonymize(people, complete, single, budget, 1);
        } catch (ModelNotMetException e) {
            ModelNotMetException spark = assertThrows(ModelNotMetException.class, () -> SparkDatafly.anonymize(frame,
                    people.schema(), complete, distributed, budget, false, false));
            assertEquals(e.getMessage(), spark.getMessage());
            assertEquals(0.3, w, "the case is what it says");
            return;
        }
        SparkDatafly.Result result = SparkDatafly.anonymize(frame, people.schema(), complete, distributed, budget,
                false, false);
        assertEquals(sorted(expected.table()), sorted(result.table()));
        assertEquals(w == 0.7, expected.suppressedByAlgorithmCount() > 0, "the cases are what they say");
    }

    /**
     * Persons whose quasi-identifiers are all {@code *} as read are published in no class: the
     * final check judges them with the suppressed rows as one group, as the single machine's
     * result does ({@code AnonymizationResult}). {@code RatedSample.personalized} with one person
     * in about twelve made so, k = 3, α = 0.4, w = 0.5175 (found by scanning w from 0.3 to 0.6): the
     * single machine's table; judged as a class of their own, they failed the recounted weights on
     * Spark ("1 published classes fail it"), the only w of the scan where the engines differed.
     */
    @org.junit.jupiter.api.Test
    void personsWithoutQuasiIdentifiersAreJudgedWithTheSuppressedRows(@org.junit.jupiter.api.io.TempDir Path dir) {
        Dataset rated = DatasetReader.read(io.graphveil.RatedSample.personalized(dir.resolve("rated"), 1, 0.5));
        Table read = rated.table();
        Schema schema = read.schema();
        int[] qi = schema.indexesOf(io.graphveil.model.AttributeRole.QUASI_IDENTIFIER);
        Random random = new Random(5);
        List<String[]> rows = new ArrayList<>();
        for (int r = 0; r < read.rowCount(); r++) {
            String[] row = read.row(r);
            if (random.nextDouble() < 0.08) {
                for (int q : qi) {
                    row[q] = Values.MISSING;
                }
            }
            rows.add(row);
        }
        Table people = Table.ofRows(schema, rows);
        Hierarchies complete = rated.hierarchies().completeFor(people);
        io.graphveil.criteria.ModelSpec spec = io.graphveil.criteria.ModelSpec.of(3,
                new io.graphveil.criteria.CriterionSpec.Alpha(0.4)).with(new io.graphveil.criteria.CriterionSpec.W(
                0.5175, null));
        SuppressionBudget budget = SuppressionBudget.share(0.02);
        AnonymizationResult expected = new Datafly().anonymize(people, complete,
                spec.build(io.graphveil.criteria.CriterionSpec.Context.of(people, complete)), budget, 1);
        SparkDatafly.Result result = SparkDatafly.anonymize(frame(people), schema, complete,
                spec.build(io.graphveil.criteria.CriterionSpec.Context.counted(schema, complete, null)), budget, false,
                false);
        assertEquals(sorted(expected.table()), sorted(result.table()));
        assertTrue(expected.suppressedByAlgorithmCount() > 0 && expected.suppressedCount()
                > expected.suppressedByAlgorithmCount(), "suppressed rows and persons without quasi-identifiers");
    }

    private static org.apache.spark.sql.Dataset<Row> frame(Table table) {
        StructType type = new StructType();
        for (var a : table.schema().attributes()) {
            type = type.add(a.name(), DataTypes.StringType);
        }
        List<Row> data = new ArrayList<>();
        for (int r = 0; r < table.rowCount(); r++) {
            data.add(RowFactory.create((Object[]) table.row(r)));
        }
        return LocalSpark.session().createDataFrame(data, type);
    }

    private static List<String> sorted(Table table) {
        List<String> out = new ArrayList<>();
        for (int r = 0; r < table.rowCount(); r++) {
            out.add(String.join(",", table.row(r)));
        }
        java.util.Collections.sort(out);
        return out;
    }

    private static List<String> sorted(org.apache.spark.sql.Dataset<Row> rows) {
        List<String> out = new ArrayList<>();
        for (Row r : rows.collectAsList()) {
            String[] cells = new String[r.length()];
            for (int j = 0; j < cells.length; j++) {
                cells[j] = r.getString(j);
            }
            out.add(String.join(",", cells));
        }
        java.util.Collections.sort(out);
        return out;
    }

    /** The people as read, no value missing: k and α over rows, the occupation's values without {@code *}. */
    @org.junit.jupiter.api.Test
    void thePeopleAsReadAlike() {
        Table people = sample.table();
        PrivacyModel model = PrivacyModel.of(new KAnonymity(5), new AlphaDeassociation(0.2));
        Table expected = new Datafly().anonymize(people, hierarchies, model, SuppressionBudget.share(0.1), 1).table();
        StructType type = new StructType();
        for (var a : people.schema().attributes()) {
            type = type.add(a.name(), DataTypes.StringType);
        }
        List<Row> data = new ArrayList<>();
        for (int r = 0; r < people.rowCount(); r++) {
            assertTrue(!Values.isMissing(people.value(r, people.schema().indexOf("occupation"))));
            data.add(RowFactory.create((Object[]) people.row(r)));
        }
        SparkDatafly.Result result = SparkDatafly.anonymize(LocalSpark.session().createDataFrame(data, type),
                people.schema(), hierarchies, model, SuppressionBudget.share(0.1), false, false);
        List<String> a = new ArrayList<>();
        List<String> b = new ArrayList<>();
        for (int r = 0; r < expected.rowCount(); r++) {
            a.add(String.join(",", expected.row(r)));
        }
        for (Row r : result.table().collectAsList()) {
            String[] cells = new String[r.length()];
            for (int j = 0; j < cells.length; j++) {
                cells[j] = r.getString(j);
            }
            b.add(String.join(",", cells));
        }
        java.util.Collections.sort(a);
        java.util.Collections.sort(b);
        assertEquals(a, b);
        assertTrue(java.util.Arrays.stream(result.outcome().qiLevels()).sum() > 0, "the quasi-identifiers climbed");
    }

    /** The case of seed 8 above covers the PRIVACY attribute's climb: this says that it does. */
    @org.junit.jupiter.api.Test
    void aSmallAlphaMakesThePrivacyAttributeClimb() {
        double alpha = 0.08;
        Rows rows = rows(8);
        org.apache.spark.sql.Dataset<Row> frame = frame(rows).drop(SparkDatafly.PERSON, SparkDatafly.CATEGORY);
        PrivacyModel model = PrivacyModel.of(new KAnonymity(3), new AlphaDeassociation(alpha));
        SparkDatafly.Result result = SparkDatafly.anonymize(frame, rows.schema(), hierarchies, model,
                SuppressionBudget.share(0.04), true, false);
        assertTrue(result.outcome().privacyLevels()[0] > 0, "the occupation climbed");
    }

    private static Map<String, Integer> levels(Schema schema, String role, int[] levels) {
        Map<String, Integer> out = new java.util.LinkedHashMap<>();
        int[] index = schema.indexesOf(io.graphveil.model.AttributeRole.valueOf(role));
        for (int i = 0; i < index.length; i++) {
            out.put(schema.attribute(index[i]).name(), levels[i]);
        }
        return out;
    }

    private static org.apache.spark.sql.Dataset<Row> frame(Rows rows) {
        StructType type = new StructType();
        for (var a : rows.schema().attributes()) {
            type = type.add(a.name(), DataTypes.StringType);
        }
        type = type.add("row", DataTypes.IntegerType).add(SparkDatafly.PERSON, DataTypes.LongType)
                .add(SparkDatafly.CATEGORY, DataTypes.IntegerType);
        int[] category = rows.category();
        List<Row> data = new ArrayList<>();
        for (int r = 0; r < rows.values().size(); r++) {
            Object[] cells = new Object[rows.schema().size() + 3];
            System.arraycopy(rows.values().get(r), 0, cells, 0, rows.schema().size());
            cells[rows.schema().size()] = r;
            cells[rows.schema().size() + 1] = (long) rows.person()[r];
            cells[rows.schema().size() + 2] = category[r];
            data.add(RowFactory.create(cells));
        }
        return LocalSpark.session().createDataFrame(data, type);
    }
}
