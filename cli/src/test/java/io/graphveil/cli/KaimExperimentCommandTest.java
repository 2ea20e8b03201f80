package io.graphveil.cli;

import io.graphveil.SharedData;
import io.graphveil.TestFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KaimExperimentCommandTest {
    @TempDir
    Path dir;

    @Test
    void quickRunWritesBothStudiesAndTheirSummary() {
        Path data = SharedData.require("adult-uci/adult.data").getParent().getParent();
        Path out = dir.resolve("exp");
        Cli r = Cli.run("experiment", "kaim", "--quick", "--data", data.toString(), "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        List<String> kaim = TestFiles.read(out.resolve("kaim.csv")).lines().toList();
        assertEquals("m,k,vmr_target,vmr,rmr,repeat,seed,algorithm,records,deleted,iloss,iloss_rate,ncp,gcp,verified,"
                + "seconds", kaim.get(0));
        assertEquals(1 + 2 * 2 * 2 * 2 * 4, kaim.size(),
                "m x vmr x repeats x k x (kaim, kaim-entropy, k-member charged two ways)");
        for (String line : kaim.subList(1, kaim.size())) {
            String[] f = line.split(",");
            assertEquals("true", f[14], "every output verifies: " + line);
            if (f[7].startsWith("kaim")) {
                assertEquals("3000", f[8], "KAIM keeps every record");
                assertEquals("0", f[9]);
            } else if (f[7].equals("k-member")) {
                assertTrue(Integer.parseInt(f[9]) > 0, "the paper deletes every incomplete record: " + line);
            } else if (f[2].equals("0.1")) {
                assertTrue(Integer.parseInt(f[9]) > 0, "k-member deletes the records with a missing value: " + line);
            }
        }
        List<String> l = TestFiles.read(out.resolve("l-clustering.csv")).lines().toList();
        assertEquals(1 + 2 * 2 * 2, l.size());
        assertTrue(TestFiles.read(out.resolve("summary.csv")).contains("m=8 k=10 vmr=0.1,kaim,iloss_rate,2,"));
        assertEquals(2, Cli.run("experiment", "kaim", "--m", "9", "--data", data.toString(), "--out",
                dir.resolve("x").toString()).code());
    }
}
