package io.graphveil.spark;

import io.graphveil.BadInputException;
import io.graphveil.io.ValueRules;
import io.graphveil.model.AttributeRole;
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
 * the schema's missing tokens become {@code *}, as there. {@link #checkedNodes} also checks every
 * value as the single-machine reader does ({@link ValueRules}: publishable text, numbers, ordinal
 * orders, hierarchy membership), over each column's distinct values, and names the first bad one
 * in one line with the file's line where it is a CSV file.
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
     * {@link #nodes}, each value checked as the single-machine reader checks it: every column but
     * the identifier, over its distinct values (gathered on the driver: a column of free text
     * costs its distinct values there).
     *
     * @throws BadInputException naming the location, the line (CSV; Parquet has none), the column
     *                           and the value, for the first bad value in the file
     */
    public static Dataset<Row> checkedNodes(SparkSession spark, String location, Schema schema,
                                            io.graphveil.hierarchy.Hierarchies hierarchies) {
        Dataset<Row> nodes = checked(location, () -> nodes(spark, location, schema));
        ValueRules rules = ValueRules.of(schema, hierarchies);
        // per column, each bad value and what is wrong with it
        List<java.util.Map<String, String>> bad = new java.util.ArrayList<>();
        String firstProblem = null;
        int count = 0;
        for (int a = 0; a < schema.size(); a++) {
            java.util.Map<String, String> column = new java.util.TreeMap<>();
            bad.add(column);
            if (schema.attribute(a).role() == AttributeRole.IDENTIFIER) {
                continue;
            }
            for (Row r : nodes.select(col("`" + schema.attribute(a).name() + "`")).distinct().collectAsList()) {
                String problem = rules.columnProblem(a, r.getString(0));
                if (problem != null) {
                    column.put(r.getString(0), problem);
                }
            }
            count += column.size();
            if (firstProblem == null && !column.isEmpty()) {
                firstProblem = column.values().iterator().next();
            }
        }
        if (count == 0) {
            return nodes;
        }
        FirstBad first = firstLine(spark, location, schema, bad);
        if (first != null) {
            throw new BadInputException(BadInputException.where(location, first.line()) + ": " + first.problem());
        }
        throw new BadInputException(location + ": " + firstProblem
                + (count > 1 ? " (and " + (count - 1) + " more bad values)" : ""));
    }

    /** A bad value's line and its problem. */
    private record FirstBad(long line, String problem) {
    }

    /**
     * The first line of a CSV file holding one of the {@code bad} values (per column, value →
     * problem) in its column, or null (Parquet, a folder of parts, a file Spark reads otherwise).
     * Spark keeps no line numbers: the file is read again as text and numbered, each line parsed
     * as CSV where it lies, and the first holding a bad value comes back.
     */
    private static FirstBad firstLine(SparkSession spark, String location, Schema schema,
                                      List<java.util.Map<String, String>> bad) {
        if (location.endsWith(".parquet") || location.endsWith(".parquet/")) {
            return null;
        }
        try {
            org.apache.spark.api.java.JavaPairRDD<String, Long> lines = spark.read().text(location)
                    .as(org.apache.spark.sql.Encoders.STRING()).javaRDD().zipWithIndex();
            List<String> header = fields(lines.first()._1());
            // (column in the file, that column's bad values and problems), serializable for the executors
            java.util.HashMap<Integer, java.util.HashMap<String, String>> byField = new java.util.HashMap<>();
            for (int a = 0; a < schema.size(); a++) {
                int at = header == null ? -1 : header.indexOf(schema.attribute(a).name());
                if (at >= 0 && !bad.get(a).isEmpty()) {
                    byField.put(at, new java.util.HashMap<>(bad.get(a)));
                }
            }
            List<scala.Tuple2<String, Long>> found = lines.filter(t -> t._2() > 0 && problem(t._1(), byField) != null)
                    .take(1);
            return found.isEmpty() ? null : new FirstBad(found.get(0)._2() + 1, problem(found.get(0)._1(), byField));
        } catch (Exception e) { // Spark's exceptions are checked in Scala; the plain message then serves
            return null;
        }
    }

    /** The problem of the first field of {@code line} that {@code byField} lists as bad, or null. */
    private static String problem(String line, java.util.Map<Integer, java.util.HashMap<String, String>> byField) {
        List<String> fields = fields(line);
        if (fields == null) {
            return null;
        }
        for (int at = 0; at < fields.size(); at++) {
            java.util.Map<String, String> column = byField.get(at);
            String problem = column == null ? null : column.get(fields.get(at));
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    /** One CSV line's fields, or null when it is no complete record (a quoted field running on). */
    private static List<String> fields(String line) {
        try (var parser = org.apache.commons.csv.CSVParser.parse(line, org.apache.commons.csv.CSVFormat.DEFAULT)) {
            List<org.apache.commons.csv.CSVRecord> records = parser.getRecords();
            return records.isEmpty() ? null : records.get(0).toList();
        } catch (java.io.IOException | RuntimeException e) {
            return null;
        }
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
