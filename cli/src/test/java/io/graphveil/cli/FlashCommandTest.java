package io.graphveil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.SharedData;
import io.graphveil.TestFiles;
import io.graphveil.criteria.GeneralSensitivity;
import io.graphveil.criteria.SensitivityWeights;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FlashCommandTest {
    @TempDir
    Path dir;

    static final String SCHEMA = """
            {"name": "patients", "attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "sex", "role": "QUASI_IDENTIFIER", "hierarchy": {"file": "h/sex.csv"}},
              {"name": "age", "role": "QUASI_IDENTIFIER", "type": "CONTINUOUS", "hierarchy": {"intervals": [5, 10, 20]}},
              {"name": "zip", "role": "QUASI_IDENTIFIER", "type": "SEMANTIC", "hierarchy": {"mask": {"digits": 3}}},
              {"name": "job", "role": "PRIVACY", "private": ["lawyer"], "hierarchy": {"file": "h/job.csv"}},
              {"name": "disease", "role": "SENSITIVE", "levels": {"flu": 1, "cold": 1, "asthma": 2, "diabetes": 2,
               "hiv": 3}, "requirement": "need", "hierarchy": {"file": "h/disease.csv"}},
              {"name": "need", "role": "NON_PRIVACY"}
            ]}""";
    static final String[] DISEASES = {"flu", "flu", "flu", "cold", "cold", "asthma", "diabetes", "hiv"};
    static final String[] JOBS = {"clerk", "clerk", "nurse", "cook", "lawyer"};

    /** A patients dataset (a graph with {@code edges}, else a table) of {@code n} seeded rows. */
    private Path patients(String name, int n, long seed, boolean edges) {
        Path d = dir.resolve(name);
        TestFiles.write(d, "schema.json", SCHEMA);
        TestFiles.write(d, "h/sex.csv", "F;*\nM;*\n");
        TestFiles.write(d, "h/job.csv", "lawyer;law;*\nclerk;office;*\nnurse;care;*\ncook;care;*\n");
        TestFiles.write(d, "h/disease.csv", "flu;respiratory;*\ncold;respiratory;*\nasthma;respiratory;*\n"
                + "diabetes;chronic;*\nhiv;chronic;*\n");
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder rows = new StringBuilder("id,sex,age,zip,job,disease,need\n");
        for (int i = 0; i < n; i++) {
            rows.append(i).append(',').append(random.nextBoolean() ? "F" : "M").append(',')
                    .append(18 + random.nextInt(60)).append(',').append(100 + random.nextInt(30)).append(',')
                    .append(JOBS[random.nextInt(JOBS.length)]).append(',')
                    .append(DISEASES[random.nextInt(DISEASES.length)]).append(',')
                    .append(random.nextInt(10) < 7 ? 0 : random.nextInt(10) < 7 ? 1 : 2).append('\n');
        }
        TestFiles.write(d, edges ? "nodes.csv" : "data.csv", rows.toString());
        if (edges) {
            StringBuilder e = new StringBuilder("source,target\n");
            for (int i = 1; i < n; i++) {
                e.append(i).append(',').append(random.nextInt(i)).append('\n');
                e.append(i).append(',').append(random.nextInt(i)).append('\n');
            }
            TestFiles.write(d, "edges.csv", e.toString());
        }
        return d;
    }

    /** A {@code w} a little above the table's mean general sensitivity: it binds, and it can be met. */
    private static String feasibleW(Path data, Path schema) {
        var table = DatasetReader.readTable(List.of(data), schema);
        double[] w = GeneralSensitivity.perRecord(table.table(), SensitivityWeights.defaults(0.5),
                table.hierarchies().orFlat(table.table(), "disease").height());
        return String.format(Locale.ROOT, "%.3f", Arrays.stream(w).average().orElse(0) + 0.03);
    }

    @Test
    void tablePersonalizedWlkVerifiesAndIsDeterministic() throws Exception {
        Path d = patients("t", 600, 3, false);
        Path data = d.resolve("data.csv");
        Path schema = d.resolve("schema.json");
        String w = feasibleW(data, schema);
        String[] args = {"table", "--data", data.toString(), "--schema", schema.toString(), "--algorithm", "flash",
                "--k", "4", "--l", "2", "--w", w, "--metric", "precision", "--alpha", "0.9"};
        Path out = dir.resolve("out");
        Cli r = Cli.run(concat(args, "--out", out.toString()));
        assertEquals(0, r.code(), r.toString());
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        assertTrue(report.get("verification").get("passed").asBoolean());
        assertTrue(report.get("verification").get("model").asText().contains("average sensitivity <= " + w));
        assertTrue(report.get("metrics").has("high_risk_ratio"), report.get("metrics").toString());
        assertEquals("precision", report.get("algorithm").get("metric").asText());
        assertEquals(0, report.get("counts").get("suppression_limit").asInt(), "Flash suppresses nothing by default");
        assertTrue(report.get("policy").get("sensitivity_weights").asText().contains("ipl/H"));
        assertEquals(report.get("metrics").get("precision").asDouble(), report.get("algorithm").get("metric_value").asDouble(),
                1e-9, "the lattice's PM is the published table's");
        String table = out.resolve("table.csv").toString();
        String published = out.resolve("schema.json").toString();
        Cli verify = Cli.run("verify", "--table", table, "--schema", published, "--k", "4", "--l", "2", "--w", w);
        assertEquals(0, verify.code(), verify.toString());
        assertTrue(verify.out().contains("largest mean general sensitivity"), verify.out());
        Cli tooStrict = Cli.run("verify", "--table", table, "--schema", published, "--w", "0.3");
        assertEquals(1, tooStrict.code(), tooStrict.toString());
        assertTrue(tooStrict.out().contains("average sensitivity fails"), tooStrict.out());
        Path again = dir.resolve("again");
        assertEquals(0, Cli.run(concat(args, "--out", again.toString())).code());
        assertArrayEquals(Files.readAllBytes(out.resolve("table.csv")), Files.readAllBytes(again.resolve("table.csv")));
    }

    @Test
    void anonymizeAGraphWithFlashKeepsRequirementsOnBothCopies() throws Exception {
        Path d = patients("g", 300, 5, true);
        Path out = dir.resolve("g-out");
        Cli r = Cli.run("anonymize", d.toString(), "--algorithm", "flash", "--k", "3", "--alpha", "0.5", "--l", "2",
                "--w", "0.8", "--write-mapping", "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        assertEquals("flash", report.get("algorithm").get("name").asText());
        assertTrue(report.get("verification").get("passed").asBoolean());
        assertTrue(io.graphveil.TestFiles.ownerReport(out).get("counts").get("splits").asInt() > 0);
        List<String> lines = Files.readAllLines(out.resolve("table.csv"));
        List<String> header = Arrays.asList(lines.get(0).split(","));
        int need = header.indexOf("need");
        int disease = header.indexOf("disease");
        // The requirement level goes with the sensitive value it guards: a row showing a disease shows
        // its level; a shadow copy shows neither.
        assertTrue(lines.stream().skip(1).map(l -> l.split(",")).noneMatch(f -> f[need].equals("*")
                        && !f[disease].equals("*")), "no row showing a value lost its requirement level");
        Cli verify = Cli.run("verify", "--table", out.resolve("table.csv").toString(), "--schema",
                out.resolve("schema.json").toString(), "--k", "3", "--alpha", "0.5", "--l", "2", "--w", "0.8",
                "--mapping", io.graphveil.TestFiles.privateDir(out).resolve("mapping.secret.csv").toString());
        assertEquals(0, verify.code(), verify.toString());
    }

    @Test
    void usageAndInputErrors() {
        Path d = patients("e", 50, 7, false);
        String data = d.resolve("data.csv").toString();
        String schema = d.resolve("schema.json").toString();
        Path out = dir.resolve("none");
        assertEquals(2, Cli.run("table", "--data", data, "--schema", schema, "--algorithm", "flash", "--k", "2",
                "--metric", "nope", "--out", out.toString()).code());
        assertEquals(2, Cli.run("table", "--data", data, "--schema", schema, "--algorithm", "flash", "--k", "2",
                "--w", "1.5", "--out", out.toString()).code());
        assertEquals(2, Cli.run("table", "--data", data, "--schema", schema, "--algorithm", "flash", "--k", "2",
                "--w", "0.9", "--sensitivity-mix", "2", "--out", out.toString()).code());
        assertEquals(2, Cli.run("table", "--data", data, "--schema", schema, "--algorithm", "flash", "--k", "2",
                "--w", "0.9", "--frequency-weight", "odd", "--out", out.toString()).code());
        assertEquals(1, Cli.run("table", "--data", data, "--schema", schema, "--algorithm", "flash", "--k", "2",
                "--w", "0.1", "--out", out.toString()).code(), "w below every record's sensitivity cannot be met");
        TestFiles.write(d, "bad.csv", "id,sex,age,zip,job,disease,need\n1,F,30,101,clerk,flu,7\n2,M,31,102,cook,hiv,0\n");
        Cli bad = Cli.run("table", "--data", d.resolve("bad.csv").toString(), "--schema", schema, "--algorithm",
                "flash", "--k", "2", "--w", "0.9", "--out", out.toString());
        assertEquals(3, bad.code(), bad.toString());
        assertTrue(bad.err().contains("'7'") && bad.err().contains("need"), bad.err());
        assertFalse(Files.exists(out));
    }

    /** The experiment on UCI Adult, at two k and fewer rows: every table verifies, w holds. */
    @Test
    void wlkExperimentOnAdult() throws Exception {
        Path adult = SharedData.require("adult-uci/adult.data");
        Path out = dir.resolve("wlk");
        Cli r = Cli.run("experiment", "wlk", "--data", adult.toString(), "--rows", "5000", "--k", "5,50", "--out",
                out.toString());
        assertEquals(0, r.code(), r.toString());
        List<String> csv = Files.readAllLines(out.resolve("wlk.csv"));
        assertEquals(5, csv.size(), String.join("\n", csv));
        assertTrue(csv.get(0).startsWith("k,model,w,l,mu,met,classes,suppressed,aecs,pm,lm,high_risk_ratio"));
        for (var row : records(out.resolve("wlk.csv"))) {
            assertEquals("true", row.get("met"), row.toString());
            assertEquals("true", row.get("verified"), row.toString());
        }
        JsonNode report = Json.MAPPER.readTree(out.resolve("report.json").toFile());
        assertEquals(5000, report.get("input").get("rows").asInt());
        assertTrue(report.get("verification").get("passed").asBoolean());
    }

    /**
     * The paper's setup (issue #14.7): ARX's Adult and hierarchies, requirement levels independent of
     * the disease, the relative frequency weight; the personalized table's mean sensitivity is the
     * paper's 0.567 give or take the sample, and every table verifies.
     */
    @Test
    void wlkExperimentInThePapersSetup() throws Exception {
        Path arx = SharedData.require("adult-arx/adult.csv").getParent();
        Path out = dir.resolve("wlk-paper");
        Cli r = Cli.run("experiment", "wlk", "--setup", "paper", "--data", arx.toString(), "--rows", "5000", "--k",
                "5,50", "--out", out.toString());
        assertEquals(0, r.code(), r.toString());
        for (var row : records(out.resolve("wlk.csv"))) {
            assertEquals("true", row.get("verified"), row.toString());
            double mean = Double.parseDouble(row.get("table_mean_sensitivity"));
            if (row.get("model").startsWith("personalized")) {
                assertEquals(0.567, mean, 0.01, row.toString());
            } else {
                assertTrue(mean < 0.567, "requirements only raise the weights: " + row);
            }
        }
    }

    private static List<org.apache.commons.csv.CSVRecord> records(Path file) throws java.io.IOException {
        try (var reader = Files.newBufferedReader(file)) {
            return org.apache.commons.csv.CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                    .parse(reader).getRecords();
        }
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
