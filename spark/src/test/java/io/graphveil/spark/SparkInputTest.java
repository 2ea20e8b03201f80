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
        AttributeSocialNetwork network = DatasetReader.read(Path.of("graphs/sample-1000")).network();
        Schema schema = network.schema();
        SparkSession spark = LocalSpark.session();
        Dataset<Row> nodes = SparkInput.nodes(spark, "graphs/sample-1000/nodes.csv", schema);
        Dataset<Row> edges = SparkInput.edges(spark, "graphs/sample-1000/edges.csv");
        assertEquals(rows(network), rows(nodes));
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
