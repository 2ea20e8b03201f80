package io.graphveil.spark;

import io.graphveil.BadInputException;
import io.graphveil.model.Schema;
import io.graphveil.model.Values;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;

import java.util.Arrays;
import java.util.List;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.when;

/**
 * Reads a network's people and friendships into Spark from CSV (the project's format: a header,
 * comma-separated, every value a string as written) or Parquet, at a local path or any Hadoop
 * file system URI ({@code hdfs://}, {@code s3a://}, {@code file:}): Parquet when the location ends
 * in {@code .parquet}, CSV otherwise. Every column is read as a string, as the single-machine
 * reader does, so that numbers keep their spelling ({@code 007} stays {@code 007}); empty cells and
 * the schema's missing tokens become {@code *}, as there. The values are not checked against the
 * schema here (numbers, ordinal orders, hierarchy membership): the single-machine reader's checks
 * and their one-line errors have no distributed counterpart yet.
 */
public final class SparkInput {
    private SparkInput() {
    }

    /**
     * The people: the columns of {@code schema}, in its order.
     *
     * @throws BadInputException naming the location and the first attribute it lacks
     */
    public static Dataset<Row> nodes(SparkSession spark, String location, Schema schema) {
        Dataset<Row> raw = read(spark, location);
        List<String> have = Arrays.asList(raw.columns());
        Column[] columns = new Column[schema.size()];
        for (int a = 0; a < columns.length; a++) {
            String name = schema.attribute(a).name();
            if (!have.contains(name)) {
                throw new BadInputException(location + ": no column '" + name + "' (the schema's attribute "
                        + (a + 1) + "); the file has " + have);
            }
            Column value = col("`" + name + "`").cast(DataTypes.StringType);
            // missing tokens and empty cells become '*', as the single-machine reader makes them
            Column missing = value.isNull().or(value.equalTo(""));
            if (!schema.missingTokens().isEmpty()) {
                missing = missing.or(value.isin(schema.missingTokens().toArray()));
            }
            columns[a] = when(missing, lit(Values.MISSING)).otherwise(value).as(name);
        }
        return raw.select(columns);
    }

    /**
     * The friendships: the first two columns, as {@code source, target}.
     *
     * @throws BadInputException naming the location when it has fewer than two columns
     */
    public static Dataset<Row> edges(SparkSession spark, String location) {
        Dataset<Row> raw = read(spark, location);
        String[] names = raw.columns();
        if (names.length < 2) {
            throw new BadInputException(location + ": an edge list needs two columns, found " + Arrays.toString(names));
        }
        return raw.select(col("`" + names[0] + "`").cast(DataTypes.StringType).as("source"),
                col("`" + names[1] + "`").cast(DataTypes.StringType).as("target"));
    }

    /**
     * The secret mapping ({@code mapping.secret.csv}, or Parquet): its columns {@code original_id,
     * pseudonym}.
     */
    public static Dataset<Row> mapping(SparkSession spark, String location) {
        return read(spark, location).select("original_id", "pseudonym");
    }

    /**
     * The Dataset {@code read} gives, parsed once and cached, so that a file Spark cannot read —
     * absent, a malformed record, a missing column — fails here in one line naming it
     * ({@link BadInputException}, with Spark's first line of why), not as a stack trace in
     * the middle of a job. Spark gives no line numbers: a malformed record is shown by its values.
     */
    public static Dataset<Row> checked(String location, java.util.function.Supplier<Dataset<Row>> read) {
        try {
            Dataset<Row> data = read.get().cache();
            data.count();
            return data;
        } catch (io.graphveil.GraphVeilException e) {
            throw e;
        } catch (Exception e) { // Spark's exceptions are checked in Scala, so Java sees any
            throw new BadInputException(location + ": " + why(e));
        }
    }

    /** The first line of the most specific message Spark gave. */
    private static String why(Throwable e) {
        String message = null;
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                message = t.getMessage();
            }
        }
        return message == null ? e.getClass().getSimpleName() : message.strip().lines().findFirst().orElse("");
    }

    private static Dataset<Row> read(SparkSession spark, String location) {
        if (location.endsWith(".parquet") || location.endsWith(".parquet/")) {
            return spark.read().parquet(location);
        }
        return spark.read().option("header", "true").option("inferSchema", "false").option("mode", "FAILFAST")
                .option("encoding", "UTF-8").csv(location);
    }
}
