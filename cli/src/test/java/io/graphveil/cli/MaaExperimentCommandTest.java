package io.graphveil.cli;

import io.graphveil.SharedData;
import io.graphveil.TestFiles;
import io.graphveil.experiment.MaaExperiment;
import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MaaExperimentCommandTest {
    @TempDir
    Path dir;

    @Test
    void theExperimentsRowsAreTheCompleteOnesWithASixDigitFnlwgt() {
        Path data = SharedData.require("adult-uci/adult.data").getParent();
        Dataset d = MaaExperiment.prepare(DatasetReader.readTable(List.of(data.resolve("adult.data"),
                data.resolve("adult.test")), Path.of("tables/adult/schema-maa.json")), 0, 1);
        assertEquals(37290, d.table().rowCount());
        var schema = d.schema();
        assertEquals(AttributeType.SEMANTIC, schema.attribute(schema.indexOf("fnlwgt")).type());
        assertEquals(7, schema.indexesOf(AttributeRole.QUASI_IDENTIFIER).length);
        assertEquals("occupation", schema.attribute(schema.indexesOf(AttributeRole.SENSITIVE)[0]).name());
        int f = schema.indexOf("fnlwgt");
        for (int r = 0; r < d.table().rowCount(); r++) {
            assertTrue(d.table().value(r, f).matches("[0-9]{6}"));
        }
    }

    @Test
    void quickRunWritesEveryRunAndTheSummary() {
        Path data = SharedData.require("adult-uci/adult.data").getParent().getParent();
        Path out = dir.resolve("exp");
        Cli r = Cli.run("experiment", "maa", "--quick", "--data", data.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        List<String> rows = TestFiles.read(out.resolve("maa.csv")).lines().toList();
        assertEquals("k,p,algorithm,run,seed,records,classes,avg_il,avg_ent,cavg,leftovers,leftover_share,verified,"
                + "seconds", rows.get(0));
        assertEquals(1 + 2 * 4, rows.size(), "k x 4 algorithms");
        for (String line : rows.subList(1, rows.size())) {
            String[] v = line.split(",");
            assertEquals("2000", v[5]);
            assertEquals("true", v[12], "every output verifies: " + line);
            assertTrue(Integer.parseInt(v[10]) < 2000 && Double.parseDouble(v[11]) < 1, "leftovers reported: " + line);
            assertTrue(Double.parseDouble(v[8]) > 1, "5 distinct occupations per class: " + line);
        }
        String summary = TestFiles.read(out.resolve("summary.csv"));
        assertTrue(summary.contains("\n10,5,gpkc,1,") && summary.contains("\n10,5,gpkc-centroid,1,"), summary);
        assertTrue(summary.contains("\nall,5,maa-sae,2,"), summary);
        assertEquals(2, Cli.run("experiment", "maa", "--algorithms", "datafly", "--data", data.toString(), "--out",
                dir.resolve("x").toString()).code());
    }
}
