package io.graphveil.spark;

import io.graphveil.anonymize.TableAnonymizer;
import io.graphveil.group.Partition;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.pipeline.Verification;
import io.graphveil.quality.AttributeSummary;
import io.graphveil.quality.QualityInput;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

/**
 * The table-quality measures of {@code anonymize --engine spark}: the single machine's measures of
 * the algorithm's result (loss metric, precision, discernibility, average class size, NCP, GCP),
 * what happened to each quasi-identifier ({@link AttributeSummary}) and the share of rows unique on
 * every column but the identifier ({@code ColumnRisk.uniqueRowShare}).
 *
 * <p>Those measures charge each quasi-identifier cell for its original value, its published label
 * and whether its row was suppressed, and each class for its size; so the split table grouped by
 * (original quasi-identifiers, published ones, suppressed) — at most the base classes Datafly
 * grouped, gathered on the driver — with each group's row count as its weight gives them exactly
 * ({@link QualityInput}'s weights), through the single machine's code. Cost: one join of the split
 * table's rows with the persons read, one group-by, one more for the unique rows.
 */
public final class SparkQuality {
    /**
     * @param measures   by key, in the single machine's report order
     * @param attributes each quasi-identifier's fate, in schema order
     */
    public record Result(Map<String, Double> measures, List<AttributeSummary.Entry> attributes) {
        public Result {
            measures = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(measures));
            attributes = List.copyOf(attributes);
        }
    }

    private static final String ORIGINAL = "__gv_o";
    private static final String SUPPRESSED = "__gv_sup";
    private static final String ROWS = "__gv_n";

    private SparkQuality() {
    }

    /**
     * @param policy     the schema the job anonymized with
     * @param anonymized the split table as published (the algorithm's result after the gate's repairs,
     *                   which blank private values only, as the single machine measures it): the
     *                   schema's columns and {@link SparkSplit#PERSON}
     * @param people     the persons as read (the schema's columns)
     * @param suppressed the quasi-identifier tuples, as read, whose rows the algorithm suppressed
     * @param algorithm  the algorithm that ran, whose own measures join the common ones
     */
    public static Result of(Schema policy, Hierarchies hierarchies, Dataset<Row> anonymized, Dataset<Row> people,
                            Dataset<Row> suppressed, int k, TableAnonymizer algorithm) {
        int[] qi = policy.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        String id = policy.attribute(policy.identifierIndex()).name();
        String[] names = new String[qi.length];
        Column[] originals = new Column[qi.length + 1];
        List<Column> by = new ArrayList<>();
        for (int j = 0; j < qi.length; j++) {
            names[j] = policy.attribute(qi[j]).name();
            originals[j] = col("`" + names[j] + "`").as(ORIGINAL + j);
        }
        originals[qi.length] = col("`" + id + "`").as(SparkSplit.PERSON);
        Dataset<Row> rows = anonymized.join(people.select(originals), Names.seq(SparkSplit.PERSON));
        if (suppressed.isEmpty()) {
            rows = rows.withColumn(SUPPRESSED, lit(false));
        } else {
            Column[] keys = new Column[qi.length + 1];
            for (int j = 0; j < qi.length; j++) {
                keys[j] = col("`" + names[j] + "`").as(ORIGINAL + j);
            }
            keys[qi.length] = lit(true).as(SUPPRESSED);
            String[] on = new String[qi.length];
            Arrays.setAll(on, j -> ORIGINAL + j);
            rows = rows.join(broadcast(suppressed.select(keys)), Names.seq(on), "left")
                    .withColumn(SUPPRESSED, col(SUPPRESSED).isNotNull());
        }
        for (int j = 0; j < qi.length; j++) {
            by.add(col(ORIGINAL + j));
        }
        for (String name : names) {
            by.add(col("`" + name + "`"));
        }
        by.add(col(SUPPRESSED));
        List<Row> groups = new ArrayList<>(rows.groupBy(by.toArray(new Column[0])).agg(count(lit(1)).as(ROWS))
                .collectAsList());
        // the driver's sums run in one order whatever Spark's partitions
        groups.sort(Comparator.comparing(SparkQuality::key));

        List<Attribute> attributes = new ArrayList<>();
        for (int q : qi) {
            attributes.add(policy.attribute(q));
        }
        Schema schema = Schema.of(policy.name(), attributes);
        Table.Builder before = Table.builder(schema, groups.size());
        Table.Builder after = Table.builder(schema, groups.size());
        long[] weights = new long[groups.size()];
        int[] classOf = new int[groups.size()];
        Map<List<String>, Integer> classes = new HashMap<>();
        for (int g = 0; g < groups.size(); g++) {
            Row r = groups.get(g);
            String[] o = new String[qi.length];
            String[] a = new String[qi.length];
            for (int j = 0; j < qi.length; j++) {
                o[j] = r.getString(j);
                a[j] = r.getString(qi.length + j);
            }
            before.add(o);
            after.add(a);
            weights[g] = r.getLong(2 * qi.length + 1);
            // Datafly's classes are the rows sharing their published quasi-identifiers, the suppressed in none
            classOf[g] = r.getBoolean(2 * qi.length) ? -1
                    : classes.computeIfAbsent(Arrays.asList(a), x -> classes.size());
        }
        QualityInput input = new QualityInput(before.build(), after.build(), hierarchies,
                Partition.of(classOf, classes.size()), k, weights);
        Map<String, Double> measures = new LinkedHashMap<>(Verification.quality(algorithm, schema, input));
        measures.put("unique_row_share", uniqueRowShare(policy, anonymized));
        return new Result(measures, AttributeSummary.of(input));
    }

    /**
     * The share of {@code table}'s rows whose values, every column but the identifier, no other row
     * has ({@code ColumnRisk.uniqueRowShare}). One group-by.
     */
    static double uniqueRowShare(Schema schema, Dataset<Row> table) {
        List<Column> by = new ArrayList<>();
        for (int a = 0; a < schema.size(); a++) {
            if (schema.attribute(a).role() != AttributeRole.IDENTIFIER) {
                by.add(col("`" + schema.attribute(a).name() + "`"));
            }
        }
        Row r = table.groupBy(by.toArray(new Column[0])).agg(count(lit(1)).as(ROWS))
                .agg(sum(col(ROWS)), sum(when(col(ROWS).equalTo(1L), 1L).otherwise(0L))).first();
        long rows = r.isNullAt(0) ? 0 : r.getLong(0);
        return rows == 0 ? 0 : r.getLong(1) / (double) rows;
    }

    private static String key(Row r) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < r.length(); i++) {
            b.append(r.get(i)).append('\u0000');
        }
        return b.toString();
    }
}
