package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.SharedData;
import io.graphveil.TestFiles;
import io.graphveil.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TableCommandTest {
    @TempDir
    Path dir;

    @Test
    void anonymizesTheBundledTableSample() throws Exception {
        Path out = dir.resolve("out");
        Cli r = Cli.run("table", "--data", "tables/sample-1000/data.csv", "--schema", "tables/sample-1000/schema.json",
                "--algorithm", "datafly", "--k", "5", "--alpha", "0.5", "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        assertTrue(Files.exists(out.resolve("table.csv")) && Files.exists(out.resolve("schema.json")));
        assertFalse(Files.exists(out.resolve("edges.csv")));
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        assertEquals(1000, report.get("counts").get("rows").asInt());
        assertTrue(report.get("verification").get("passed").asBoolean());
        Cli verify = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "5", "--alpha", "0.5");
        assertEquals(0, verify.code(), verify.toString());
        Cli tooStrong = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "1000");
        assertEquals(1, tooStrong.code(), "violations exit 1");
        assertTrue(tooStrong.out().contains("k-anonymity fails"), tooStrong.out());
    }

    @Test
    void dataflyWithDiversityAndAnOverriddenSensitiveAttribute() throws Exception {
        Path out = dir.resolve("l");
        Cli r = Cli.run("table", "--data", "tables/sample-1000/data.csv", "--schema", "tables/sample-1000/schema.json",
                "--k", "4", "--l", "3", "--sensitive", "occupation", "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        Cli verify = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "4", "--l", "3");
        assertEquals(0, verify.code(), verify.toString());
        Cli impossible = Cli.run("table", "--data", "tables/sample-1000/data.csv", "--schema",
                "tables/sample-1000/schema.json", "--k", "4", "--l", "30", "--sensitive", "occupation", "--out",
                dir.resolve("none").toString());
        assertEquals(1, impossible.code(), "21 occupations cannot make 30-diverse classes: " + impossible);
        assertTrue(impossible.err().contains("cannot meet"), impossible.err());
        assertFalse(Files.exists(dir.resolve("none")), "nothing written");
        assertEquals(2, Cli.run("table", "--data", "tables/sample-1000/data.csv", "--schema",
                "tables/sample-1000/schema.json", "--k", "3", "--p", "4", "--out", dir.resolve("x").toString()).code(),
                "p > k");
    }

    @Test
    void sensitiveAndQiCannotSilentlyDropProtection() throws Exception {
        String data = "tables/sample-1000/data.csv";
        String schema = "tables/sample-1000/schema.json";
        Cli qi = Cli.run("table", "--data", data, "--schema", schema, "--k", "3", "--sensitive", "age",
                "--out", dir.resolve("a").toString());
        assertEquals(2, qi.code(), qi.toString());
        assertTrue(qi.err().contains("choose the quasi-identifiers with --qi first"), qi.err());
        Cli alpha = Cli.run("table", "--data", data, "--schema", schema, "--k", "3", "--alpha", "0.5",
                "--sensitive", "occupation", "--out", dir.resolve("b").toString());
        assertEquals(2, alpha.code(), alpha.toString());
        assertTrue(alpha.err().contains("PRIVACY") && alpha.err().contains("--alpha"), alpha.err());
        assertFalse(Files.exists(dir.resolve("a")) || Files.exists(dir.resolve("b")));

        // --qi first: age, no longer a quasi-identifier, may then be the sensitive attribute.
        Path out = dir.resolve("c");
        Cli ok = Cli.run("table", "--data", data, "--schema", schema, "--k", "3", "--l", "2", "--qi", "gender,zip",
                "--sensitive", "age", "--out", out.toString());
        assertEquals(0, ok.code(), ok.toString());
        assertTrue(ok.err().contains("--qi leaves age out of the quasi-identifiers: published as they are"), ok.err());
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        assertEquals("[\"age\"]", report.get("policy").get("demoted_quasi_identifiers").toString());
    }

    @Test
    void usageAndInputErrors() {
        Path out = dir.resolve("out");
        String data = "tables/sample-1000/data.csv";
        String schema = "tables/sample-1000/schema.json";
        assertEquals(2, Cli.run("table", "--data", data, "--schema", schema, "--algorithm", "nope", "--k", "3",
                "--out", out.toString()).code());
        assertEquals(2, Cli.run("table", "--data", data, "--schema", schema, "--k", "1", "--out", out.toString()).code());
        assertEquals(2, Cli.run("table", "--data", data, "--schema", schema, "--k", "3", "--qi", "nope",
                "--out", out.toString()).code());
        assertEquals(3, Cli.run("table", "--data", data, "--schema", schema, "--k", "5000", "--out", out.toString())
                .code());
        Path bad = TestFiles.write(dir, "bad.csv", "user_id,gender,age,occupation,zip\n1,F,17,6,12345\n");
        Cli r = Cli.run("table", "--data", bad.toString(), "--schema", schema, "--k", "2", "--out", out.toString());
        assertEquals(3, r.code());
        assertTrue(r.err().contains("bad.csv line 2") && r.err().contains("'17'"), r.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void adultWithTheProjectSchema() throws Exception {
        Path data = SharedData.require("adult-uci/adult.data");
        Path test = SharedData.require("adult-uci/adult.test");
        Path out = dir.resolve("adult");
        Cli r = Cli.run("table", "--data", data + "," + test, "--schema", "tables/adult/schema.json", "--k", "5",
                "--alpha", "0.5", "--private-ratio", "0.2", "--complete-rows", "--qi",
                "age,sex,race,marital-status,education,native-country,workclass,salary", "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        assertEquals(45222, report.get("counts").get("rows").asInt());
        assertTrue(report.get("verification").get("passed").asBoolean());
    }
}
