package io.graphveil.spark;

import io.graphveil.BadInputException;
import io.graphveil.io.DatasetReader;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** CSV and Parquet give Spark the rows and edges the single-machine reader sees. */
class SparkInputTest {
    @TempDir
    Path dir;

    @Test
    void csvAndParquetHoldTheSingleMachineRowsAndEdges() throws java.io.IOException {
        io.graphveil.io.Dataset data = DatasetReader.read(Path.of("graphs/sample-1000"));
        AttributeSocialNetwork network = data.network();
        Schema schema = network.schema();
        SparkSession spark = LocalSpark.session();
        Dataset<Row> nodes = SparkInput.nodes(spark, "graphs/sample-1000/nodes.csv", schema);
        Dataset<Row> edges = SparkInput.edges(spark, "graphs/sample-1000/edges.csv");
        assertEquals(rows(network), rows(nodes));
        assertEquals(rows(network), rows(SparkInput.checkedNodes(spark, "graphs/sample-1000/nodes.csv", schema,
                data.hierarchies())), "a good file passes the checks");
        assertEquals(network.edgeCount(), edges.count());
        String parquet = dir.resolve("nodes.parquet").toUri().toString();
        nodes.write().parquet(parquet);
        assertEquals(rows(network), rows(SparkInput.nodes(spark, parquet, schema)));
        // empty cells and missing tokens read as the single-machine reader reads them
        Path odd = dir.resolve("odd.csv");
        java.nio.file.Files.writeString(odd, "user_id,gender,age,occupation,zip\n1,,18,?,43134\n2,F,*,13,\n");
        Schema withTokens = io.graphveil.model.Schema.of(schema.name(), "", java.util.List.of("?"),
                schema.attributes(), io.graphveil.model.DataFormat.CSV, ',', null);
        java.util.List<Row> read = SparkInput.nodes(spark, odd.toString(), withTokens).collectAsList();
        assertEquals("[1,*,18,*,43134]", read.get(0).toString());
        assertEquals("[2,F,*,13,*]", read.get(1).toString());
        BadInputException e = assertThrows(BadInputException.class, () -> SparkInput.nodes(spark,
                "graphs/sample-1000/edges.csv", schema));
        assertTrue(e.getMessage().contains("edges.csv: no column 'user_id'"), e.getMessage());
    }

    /**
     * A bad value stops the read in one line naming the file, the line and the value, as the
     * single-machine reader names it: the first bad value in the file's order, whichever column
     * holds it; Parquet, which has no lines, by the column and value.
     */
    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
            "an age outside the order|1,M,18,12,43134;2,F,25,4,22270;3,F,17,12,43134;4,M,35,99,10001|4",
            "an occupation outside its hierarchy, then an age|1,M,18,99,43134;2,F,25,4,22270;3,F,17,12,43134|2",
            "a quoted field before the bad one|1,M,\"18\",12,43134;2,\"F\",25,4,\"22270\";3,F,50,77,12345|4",
    })
    void aBadValueIsNamedWithItsLine(String what, String lines, int line) throws java.io.IOException {
        Path schemaFile = Path.of("graphs/sample-1000/schema.json");
        io.graphveil.io.Dataset sample = DatasetReader.read(Path.of("graphs/sample-1000"));
        Schema schema = sample.schema();
        Path csv = dir.resolve("bad.csv");
        java.nio.file.Files.writeString(csv, "user_id,gender,age,occupation,zip\n" + lines.replace(';', '\n') + "\n");
        BadInputException single = assertThrows(BadInputException.class,
                () -> DatasetReader.readTable(java.util.List.of(csv), schemaFile));
        SparkSession spark = LocalSpark.session();
        BadInputException spread = assertThrows(BadInputException.class,
                () -> SparkInput.checkedNodes(spark, csv.toString(), schema, sample.hierarchies()));
        assertEquals(csv + " line " + line + ":", spread.getMessage().substring(0, spread.getMessage().indexOf(':') + 1));
        assertEquals(single.getMessage().substring(single.getMessage().indexOf(" line ")),
                spread.getMessage().substring(spread.getMessage().indexOf(" line ")), what);

        String parquet = dir.resolve("bad-" + line + ".parquet").toUri().toString();
        SparkInput.nodes(spark, csv.toString(), schema).write().parquet(parquet);
        BadInputException columnar = assertThrows(BadInputException.class,
                () -> SparkInput.checkedNodes(spark, parquet, schema, sample.hierarchies()));
        assertTrue(columnar.getMessage().startsWith(parquet + ": column '"), columnar.getMessage());
    }

    private static Set<String> rows(AttributeSocialNetwork network) {
        Set<String> out = new HashSet<>();
        for (int r = 0; r < network.nodeCount(); r++) {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < network.schema().size(); c++) {
                b.append(network.table().value(r, c)).append('\u0001');
            }
            out.add(b.toString());
        }
        return out;
    }

    private static Set<String> rows(Dataset<Row> nodes) {
        Set<String> out = new HashSet<>();
        for (Row r : nodes.collectAsList()) {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < r.size(); c++) {
                b.append(r.getString(c)).append('\u0001');
            }
            out.add(b.toString());
        }
        return out;
    }
}
