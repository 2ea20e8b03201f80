package io.graphveil.spark;

import io.graphveil.attack.PrivacyAudit;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import io.graphveil.policy.PrivateItems;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.array_compact;
import static org.apache.spark.sql.functions.array_sort;
import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.collect_set;
import static org.apache.spark.sql.functions.concat;
import static org.apache.spark.sql.functions.concat_ws;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.when;

/**
 * Which published details give private values away (docs/THREAT-MODEL.md, "tells"; the
 * single-machine attackers' {@code Tells}) as group-bys: each row's tokens — a cell beside the
 * quasi-identifiers ({@code job=19}, {@code job=*}), its pattern of missing values over those
 * columns, {@code suppressed} when every quasi-identifier is {@code *}, {@code degree=0} in a
 * graph — exploded; the distinct (person, token) pairs counted per token, and joined to the items
 * each person holds and counted per (token, item). A token reveals an item when its holders are
 * more than α of the token's persons; those pairs (few) reach the driver and are joined back to give
 * each row the items it reveals. Immutable once built.
 */
final class SparkTells {
    static final String ITEM = "__gv_item";
    static final String REVEALS = "__gv_reveals";
    private static final String TOKEN = "__gv_token";
    private static final String VALUE = "__gv_v";

    private final Dataset<Row> tokens;
    private final Dataset<Row> reveals;
    private final List<PrivacyAudit.Tell> tells;

    private SparkTells(Dataset<Row> tokens, Dataset<Row> reveals, List<PrivacyAudit.Tell> tells) {
        this.tokens = tokens;
        this.reveals = reveals;
        this.tells = List.copyOf(tells);
    }

    /**
     * @param rows  the published rows ({@link SparkAudit}'s columns)
     * @param held  each person's items ({@link #held})
     * @param names the items' names, holder status last
     */
    static SparkTells of(Schema published, Dataset<Row> rows, Dataset<Row> held, String[] names, double alpha,
                         boolean graph) {
        SparkSession spark = rows.sparkSession();
        Dataset<Row> tokens = rows.select(col(SparkAudit.ROW), col(SparkAudit.PERSON),
                explode(tokens(published, graph)).as(TOKEN)).cache();
        Dataset<Row> carriers = tokens.select(SparkAudit.PERSON, TOKEN).distinct();
        Map<String, Long> tokenPersons = new HashMap<>();
        for (Row r : carriers.groupBy(TOKEN).count().collectAsList()) {
            tokenPersons.put(r.getString(0), r.getLong(1));
        }
        List<Row> revealing = new ArrayList<>();
        for (Row r : carriers.join(held, SparkAudit.PERSON).groupBy(TOKEN, ITEM).count().collectAsList()) {
            if (r.getLong(2) > alpha * tokenPersons.get(r.getString(0)) + 1e-9) {
                revealing.add(r);
            }
        }
        // by token (Java's order of strings), then item number: the single machine's order (Tells)
        revealing.sort(Comparator.comparing((Row r) -> r.getString(0)).thenComparingInt(r -> r.getInt(1)));
        List<PrivacyAudit.Tell> tells = new ArrayList<>();
        List<Row> pairs = new ArrayList<>();
        for (Row r : revealing) {
            long persons = tokenPersons.get(r.getString(0));
            tells.add(new PrivacyAudit.Tell(r.getString(0), names[r.getInt(1)], (int) persons,
                    r.getLong(2) / (double) persons));
            pairs.add(RowFactory.create(r.getString(0), r.getInt(1)));
        }
        Dataset<Row> reveals = tokens.join(broadcast(spark.createDataFrame(pairs, new StructType()
                        .add(TOKEN, DataTypes.StringType).add(ITEM, DataTypes.IntegerType))), TOKEN)
                .groupBy(SparkAudit.ROW).agg(array_sort(collect_set(col(ITEM))).as(REVEALS));
        return new SparkTells(tokens, reveals, tells);
    }

    /** Each revealing row's number and the items it reveals, ascending; rows revealing nothing are absent. */
    Dataset<Row> reveals() {
        return reveals;
    }

    /** The revealing (token, item) pairs, by token then item. */
    List<PrivacyAudit.Tell> tells() {
        return tells;
    }

    void release() {
        tokens.unpersist();
    }

    /**
     * Each person's items: a row per person ({@link SparkAudit#PERSON}) and item it holds
     * ({@link #ITEM}) — its value of a PRIVACY attribute is a private value or lies under one in
     * the hierarchy — and holder status (the last item) for a person holding any.
     */
    static Dataset<Row> held(SparkSession spark, Schema original, Dataset<Row> persons, PrivateItems items,
                             Hierarchies hierarchies) {
        StructType type = new StructType().add(VALUE, DataTypes.StringType).add(ITEM, DataTypes.IntegerType);
        Dataset<Row> out = null;
        for (int a : original.indexesOf(AttributeRole.PRIVACY)) {
            String name = original.attribute(a).name();
            List<Row> pairs = new ArrayList<>();
            for (Row r : persons.select(col("`" + name + "`")).distinct().collectAsList()) {
                String value = r.getString(0);
                if (Values.isMissing(value)) {
                    continue;
                }
                for (int item : items.itemsOf(name, value, hierarchies.get(name).orElse(null))) {
                    pairs.add(RowFactory.create(value, item));
                }
            }
            if (pairs.isEmpty()) {
                continue;
            }
            Dataset<Row> part = persons.select(col(SparkAudit.PERSON), col("`" + name + "`").as(VALUE))
                    .join(broadcast(spark.createDataFrame(pairs, type)), VALUE).select(SparkAudit.PERSON, ITEM);
            out = out == null ? part : out.union(part);
        }
        if (out == null) {
            return persons.select(col(SparkAudit.PERSON), lit(0).as(ITEM)).where(lit(false));
        }
        return out.union(out.select(col(SparkAudit.PERSON)).distinct().withColumn(ITEM, lit(items.size())));
    }

    /** The tokens of each row, named as the single-machine {@code Tells} names them. */
    private static Column tokens(Schema published, boolean graph) {
        List<Column> tokens = new ArrayList<>();
        List<Column> missing = new ArrayList<>();
        for (int a : published.indexesBesideQuasiIdentifiers()) {
            String name = published.attribute(a).name();
            Column value = col("`" + name + "`");
            tokens.add(concat(lit(name + "="), value));
            missing.add(when(value.equalTo(Values.MISSING), lit(name + ",")));
        }
        tokens.add(concat(lit("missing:"), missing.isEmpty() ? lit("")
                : concat_ws("", missing.toArray(new Column[0]))));
        int[] qi = published.indexesOf(AttributeRole.QUASI_IDENTIFIER);
        if (qi.length > 0) {
            Column suppressed = lit(true);
            for (int q : qi) {
                suppressed = suppressed.and(col("`" + published.attribute(q).name() + "`").equalTo(Values.MISSING));
            }
            tokens.add(when(suppressed, lit("suppressed")));
        }
        if (graph) {
            tokens.add(when(col(SparkAudit.DEGREE).equalTo(0), lit("degree=0")));
        }
        return array_compact(array(tokens.toArray(new Column[0])));
    }
}
