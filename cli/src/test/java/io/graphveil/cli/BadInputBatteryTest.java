package io.graphveil.cli;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bad-input battery of issue #12 (docs/RELIABILITY.md): each case damages a copy of a bundled
 * sample (or gives a bad option) in its own way and runs a command in-process. Every case must end
 * with its exit code (2 usage, 3 bad input), one line on stderr beginning {@code graphveil:} that
 * names what it must (file, line and value for data; the option for usage), no stack trace,
 * nothing written where the output would have gone, and the input's bytes unchanged. A sample runs
 * again in child JVMs, through {@code main} and the shell's exit code.
 */
class BadInputBatteryTest {
    @TempDir
    Path dir;

    /**
     * One case: what it breaks, how, the command, and what the error must say.
     *
     * @param file    the file of the copied dataset to replace (null: none), relative to its folder
     * @param content the bytes that replace it
     * @param args    the command, {@code DS} standing for the dataset folder and {@code OUT} for the output
     * @param code    the exit code
     * @param says    fragments the error line must hold
     */
    record Case(String name, String sample, String file, byte[] content, List<String> args, int code,
                List<String> says) {
        @Override
        public String toString() {
            return name;
        }
    }

    static final String NODES_HEADER = "user_id,gender,age,occupation,zip\n";
    static final String SCHEMA_TOP = "{\"name\": \"s\", \"attributes\": [";
    static final String GOOD_ATTRIBUTES = """
            {"name": "user_id", "role": "IDENTIFIER"},
            {"name": "gender", "role": "QUASI_IDENTIFIER", "hierarchy": {"file": "hierarchies/gender.csv"}},
            {"name": "age", "role": "QUASI_IDENTIFIER", "type": "ORDINAL",
             "order": ["1", "18", "25", "35", "45", "50", "56"], "hierarchy": {"file": "hierarchies/age.csv"}},
            {"name": "occupation", "role": "PRIVACY", "private": ["6", "11"],
             "hierarchy": {"file": "hierarchies/occupation.csv"}},
            {"name": "zip", "role": "QUASI_IDENTIFIER", "type": "SEMANTIC", "hierarchy": {"mask": {"digits": 5}}}""";

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static Case graph(String name, String file, String content, int code, String... says) {
        return graph(name, file, utf8(content), code, says);
    }

    private static Case graph(String name, String file, byte[] content, int code, String... says) {
        return new Case(name, "graphs/sample-50", file, content, List.of("anonymize", "DS", "--k", "3", "--alpha",
                "0.5", "--no-pictures", "--out", "OUT"), code, List.of(says));
    }

    private static Case usage(String name, String... argsThenSays) {
        return command(name, 2, argsThenSays);
    }

    /** A command on the undamaged sample: its arguments, {@code |}, then what the error must say. */
    private static Case command(String name, int code, String... argsThenSays) {
        int split = List.of(argsThenSays).indexOf("|");
        List<String> args = new ArrayList<>(List.of(argsThenSays).subList(0, split));
        return new Case(name, "graphs/sample-50", null, null, args, code,
                List.of(argsThenSays).subList(split + 1, argsThenSays.length));
    }

    private static Case table(String name, String file, String content, int code, String... says) {
        return new Case(name, "tables/sample-1000", file, utf8(content), List.of("table", "--data", "DS/data.csv",
                "--schema", "DS/schema.json", "--algorithm", "datafly", "--k", "3", "--alpha", "0.5", "--out", "OUT"),
                code, List.of(says));
    }

    /** The good attributes with {@code from} replaced: a case whose damage misses the text fails loudly. */
    private static String swap(String from, String to) {
        if (!GOOD_ATTRIBUTES.contains(from)) {
            throw new IllegalArgumentException("not in the good schema: " + from);
        }
        return GOOD_ATTRIBUTES.replace(from, to);
    }

    private static String schema(String attributes) {
        return SCHEMA_TOP + attributes + "]}";
    }

    static Stream<Arguments> cases() {
        List<Case> c = new ArrayList<>();
        // nodes.csv: structure
        c.add(graph("nodes empty", "nodes.csv", "", 3, "nodes.csv", "empty"));
        c.add(graph("nodes header only", "nodes.csv", NODES_HEADER, 3, "nodes.csv", "no data rows"));
        c.add(graph("nodes too few fields", "nodes.csv", NODES_HEADER + "1,M,18,2\n", 3, "nodes.csv line 2",
                "expected 5 fields, found 4"));
        c.add(graph("nodes too many fields", "nodes.csv", NODES_HEADER + "1,M,18,2,21954,x\n", 3, "line 2",
                "found 6"));
        c.add(graph("nodes unknown column", "nodes.csv", "user_id,gender,age,occupation,zip,x\n1,M,18,2,1,1\n", 3,
                "line 1", "'x'"));
        c.add(graph("nodes missing column", "nodes.csv", "user_id,gender,age,occupation\n1,M,18,2\n", 3, "line 1",
                "'zip'"));
        c.add(graph("nodes duplicate column", "nodes.csv", "user_id,gender,age,occupation,zip,age\n1,M,18,2,1,18\n",
                3, "line 1", "'age'"));
        c.add(graph("nodes duplicate id", "nodes.csv", NODES_HEADER + "1,M,18,2,21954\n1,F,25,3,11111\n", 3,
                "line 3", "duplicate id '1'"));
        c.add(graph("nodes missing id", "nodes.csv", NODES_HEADER + "*,M,18,2,21954\n", 3, "line 2",
                "identifier is missing"));
        c.add(graph("nodes blank id", "nodes.csv", NODES_HEADER + ",M,18,2,21954\n", 3, "line 2",
                "identifier is missing"));
        c.add(graph("nodes unclosed quote", "nodes.csv", NODES_HEADER + "\"1,M,18,2,21954\n", 3, "line 2",
                "never closed", "\"1,M,18,2,21954"));
        for (String[] v : new String[][]{{"gender", "X"}, {"occupation", "99"}, {"age", "17"}, {"age", "old"}}) {
            String row = switch (v[0]) {
                case "gender" -> "1," + v[1] + ",18,2,21954";
                case "occupation" -> "1,M,18," + v[1] + ",21954";
                default -> "1,M," + v[1] + ",2,21954";
            };
            c.add(graph("nodes bad " + v[0] + " " + v[1], "nodes.csv", NODES_HEADER + row + "\n", 3, "line 2",
                    "'" + v[1] + "'"));
        }
        for (int i = 0; i < 6; i++) {
            byte[] bad = utf8(NODES_HEADER + "1,M,18,2,21954\n2,F,25,3,1111" + i + "\n");
            int at = bad.length - 3 - (i % 3);
            bad[at] = (byte) (0x80 + i);
            c.add(graph("nodes not UTF-8 #" + i, "nodes.csv", bad, 3, "nodes.csv line 3", "not UTF-8",
                    String.format("0x%02X", 0x80 + i)));
        }
        for (int ch : new int[]{0, 1, 7, 8, 11, 12, 14, 27, 31, 0xFFFE}) {
            c.add(graph("nodes control U+" + Integer.toHexString(ch), "nodes.csv", NODES_HEADER + "1,M,18,2,219"
                    + (char) ch + "54\n", 3, "line 2", String.format("U+%04X", ch)));
        }
        for (String f : new String[]{"=1+2", "=HYPERLINK(\"\"x\"\")", "+cmd", "-cmd", "@SUM(A1)", "\tx"}) {
            c.add(graph("nodes formula " + f.strip(), "nodes.csv", NODES_HEADER + "1,M,18,2,\"" + f + "\"\n", 3,
                    "line 2", "formula"));
        }
        c.add(graph("nodes stray quote", "nodes.csv", NODES_HEADER + "1,M,18,2,\"219\"54\n", 3, "nodes.csv line 2",
                "two quotes", "'1,M,18,2,\"219\"54'"));
        c.add(graph("nodes missing file", "nodes.csv", (byte[]) null, 3, "nodes.csv"));
        // edges.csv
        c.add(graph("edges without header", "edges.csv", "1,2\n2,3\n", 3, "edges.csv line 1", "source,target",
                "'1,2'"));
        c.add(graph("edges wrong header", "edges.csv", "from,to\n1,2\n", 3, "line 1", "'from,to'"));
        c.add(graph("edges empty", "edges.csv", "", 3, "edges.csv", "empty"));
        c.add(graph("edges unknown id", "edges.csv", "source,target\n1,9999\n", 3, "line 2", "'9999'"));
        c.add(graph("edges three fields", "edges.csv", "source,target\n1,2,3\n", 3, "line 2", "found 3"));
        c.add(graph("edges one field", "edges.csv", "source,target\n1\n", 3, "line 2", "found 1"));
        c.add(graph("edges comment id", "edges.csv", "source,target\n#1,2\n", 3, "line 2", "'#1'"));
        c.add(graph("edges semicolons", "edges.csv", "source;target\n1;2\n", 3, "line 1"));
        c.add(graph("edges unclosed quote", "edges.csv", "source,target\n\"1,2\n", 3, "line 2", "never closed"));
        byte[] edgesLatin = utf8("source,target\n1,2\n3,4\n");
        edgesLatin[edgesLatin.length - 2] = (byte) 0xE9;
        c.add(graph("edges not UTF-8", "edges.csv", edgesLatin, 3, "edges.csv line 3", "0xE9"));
        c.add(graph("edges missing file", "edges.csv", (byte[]) null, 3, "edges.csv"));
        for (int i = 0; i < 5; i++) {
            c.add(graph("edges unknown id #" + i, "edges.csv", "source,target\n1,2\n" + (100 + i) + ",1\n", 3,
                    "line 3", "'" + (100 + i) + "'"));
        }
        // schema.json
        c.add(graph("schema invalid JSON", "schema.json", "{\"name\": ", 3, "schema.json", "invalid JSON"));
        c.add(graph("schema empty", "schema.json", "", 3, "schema.json", "empty"));
        c.add(graph("schema duplicate top key", "schema.json", "{\"name\": \"a\", \"name\": \"b\", \"attributes\": ["
                + GOOD_ATTRIBUTES + "]}", 3, "schema.json line 1", "Duplicate field 'name'"));
        c.add(graph("schema duplicate private", "schema.json", schema(swap("\"private\": [\"6\", "
                + "\"11\"],", "\"private\": [\"6\", \"11\"], \"private\": [],")), 3, "schema.json line",
                "Duplicate field 'private'"));
        c.add(graph("schema unknown key", "schema.json", schema(swap("\"role\": \"IDENTIFIER\"",
                "\"role\": \"IDENTIFIER\", \"privat\": []")), 3, "schema.json line", "privat"));
        c.add(graph("schema unknown role", "schema.json", schema(swap("\"role\": \"IDENTIFIER\"",
                "\"role\": \"IDENTITY\"")), 3, "schema.json line", "IDENTITY"));
        c.add(graph("schema unknown type", "schema.json", schema(swap("\"type\": \"SEMANTIC\"",
                "\"type\": \"CODE\"")), 3, "schema.json line", "CODE"));
        c.add(graph("schema private outside domain", "schema.json", schema(swap(
                "\"private\": [\"6\", \"11\"]", "\"private\": [\"6\", \"42\"]")), 3, "schema.json line", "'42'"));
        c.add(graph("schema privacy without private", "schema.json", schema(swap(
                "\"private\": [\"6\", \"11\"],", "")), 3, "schema.json line", "private"));
        c.add(graph("schema private on a QI", "schema.json", schema(swap(
                "\"role\": \"QUASI_IDENTIFIER\", \"hierarchy\"", "\"role\": \"QUASI_IDENTIFIER\", \"private\": [\"M\"], "
                        + "\"hierarchy\"")), 3, "schema.json line", "private"));
        c.add(graph("schema nullable not boolean", "schema.json", schema(swap(
                "\"role\": \"PRIVACY\",", "\"role\": \"PRIVACY\", \"nullable\": \"no\",")), 3, "schema.json line",
                "nullable"));
        c.add(graph("schema known_to_attackers not boolean", "schema.json", schema(swap(
                "\"role\": \"PRIVACY\",", "\"role\": \"PRIVACY\", \"known_to_attackers\": 1,")), 3, "schema.json line",
                "known_to_attackers"));
        c.add(graph("schema missing role", "schema.json", schema(swap(
                "\"role\": \"IDENTIFIER\"", "\"description\": \"x\"")), 3, "schema.json line", "role"));
        c.add(graph("schema missing hierarchy file", "schema.json", schema(swap(
                "hierarchies/gender.csv", "hierarchies/nope.csv")), 3, "nope.csv", "not found"));
        c.add(graph("schema attributes not a list", "schema.json", "{\"name\": \"s\", \"attributes\": 3}", 3,
                "schema.json line", "attributes"));
        c.add(graph("schema no identifier", "schema.json", schema(swap(
                "{\"name\": \"user_id\", \"role\": \"IDENTIFIER\"},", "{\"name\": \"user_id\", \"role\": "
                        + "\"NON_PRIVACY\"},")), 3, "schema.json", "IDENTIFIER"));
        c.add(graph("schema privacy without hierarchy", "schema.json", schema(swap(
                "\"private\": [\"6\", \"11\"],\n \"hierarchy\": {\"file\": \"hierarchies/occupation.csv\"}",
                "\"private\": [\"6\", \"11\"]")), 3, "occupation", "hierarchy"));
        c.add(graph("schema order not a list", "schema.json", schema(swap(
                "\"order\": [\"1\", \"18\", \"25\", \"35\", \"45\", \"50\", \"56\"]", "\"order\": \"1,18\"")), 3,
                "schema.json line 4", "expected a list", "\"1,18\""));
        c.add(graph("schema weight negative", "schema.json", schema(swap(
                "\"role\": \"IDENTIFIER\"}", "\"role\": \"IDENTIFIER\"}, {\"name\": \"w\", \"role\": \"NON_PRIVACY\", "
                        + "\"weight\": -1}")), 3, "weight"));
        byte[] schemaLatin = utf8(schema(GOOD_ATTRIBUTES));
        schemaLatin[5] = (byte) 0xFF;
        c.add(graph("schema not UTF-8", "schema.json", schemaLatin, 3, "schema.json"));
        c.add(graph("schema missing file", "schema.json", (byte[]) null, 3, "schema.json", "not found"));
        // hierarchy files
        c.add(graph("hierarchy row without star", "hierarchies/age.csv", "1;under-25;under-45\n", 3, "age.csv line 1",
                "'*'"));
        c.add(graph("hierarchy two parents", "hierarchies/gender.csv", "M;x;*\nF;x;*\nM;y;*\n", 3, "gender.csv"));
        c.add(graph("hierarchy empty", "hierarchies/gender.csv", "", 3, "gender.csv"));
        c.add(graph("hierarchy NUL", "hierarchies/gender.csv", "M;\u0000;*\nF;*\n", 3, "gender.csv line 1", "U+0000"));
        c.add(graph("hierarchy formula", "hierarchies/gender.csv", "M;=x;*\nF;=x;*\n", 3, "gender.csv line 1",
                "formula"));
        byte[] hierarchyLatin = utf8("M;*\nF;*\n");
        hierarchyLatin[1] = (byte) 0xC3;
        c.add(graph("hierarchy not UTF-8", "hierarchies/gender.csv", hierarchyLatin, 3, "gender.csv line 1", "0xC3"));
        c.add(graph("hierarchy missing leaf", "hierarchies/gender.csv", "M;*\n", 3, "'F'"));
        c.add(graph("hierarchy unclosed quote", "hierarchies/gender.csv", "M;*\n\"F;*\n", 3, "gender.csv line 2",
                "never closed"));
        // the table command's data
        c.add(table("table empty", "data.csv", "", 3, "data.csv", "empty"));
        c.add(table("table header only", "data.csv", NODES_HEADER, 3, "data.csv", "no data rows"));
        c.add(table("table bad age", "data.csv", NODES_HEADER + "1,M,17,2,21954\n", 3, "data.csv line 2", "'17'"));
        c.add(table("table NUL", "data.csv", NODES_HEADER + "1,M,18,\u0000,21954\n", 3, "data.csv line 2", "U+0000"));
        c.add(table("table formula", "data.csv", NODES_HEADER + "1,M,18,2,@x\n", 3, "data.csv line 2", "formula"));
        c.add(table("table unclosed quote", "data.csv", NODES_HEADER + "1,M,18,2,\"21954\n", 3, "line 2",
                "never closed"));
        c.add(table("table too few fields", "data.csv", NODES_HEADER + "1,M\n", 3, "data.csv line 2", "found 2"));
        c.add(table("table unknown column", "data.csv", "a,b\n1,2\n", 3, "data.csv line 1"));
        c.add(table("table schema invalid", "schema.json", "[", 3, "schema.json", "invalid JSON"));
        c.add(table("table schema duplicate", "schema.json", "{\"attributes\": [], \"attributes\": []}", 3,
                "Duplicate field"));
        // usage errors: one line, the option, its closest spelling
        c.add(usage("unknown option", "anonymize", "DS", "--k", "3", "--alpah", "0.5", "--out", "OUT", "|",
                "'--alpah'", "--alpha"));
        c.add(usage("misspelt k", "anonymize", "DS", "--kk", "3", "--alpha", "0.5", "--out", "OUT", "|", "'--kk'"));
        c.add(usage("misspelt out", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--outt", "OUT", "|", "'--outt'",
                "--out"));
        c.add(usage("unknown command", "anonymze", "DS", "|", "anonymize"));
        c.add(usage("k not an int", "anonymize", "DS", "--k", "three", "--alpha", "0.5", "--out", "OUT", "|", "--k",
                "'three'"));
        c.add(usage("alpha not a number", "anonymize", "DS", "--k", "3", "--alpha", "half", "--out", "OUT", "|",
                "--alpha", "'half'"));
        c.add(usage("k below 2", "anonymize", "DS", "--k", "1", "--alpha", "0.5", "--out", "OUT", "|", "k must be"));
        c.add(usage("alpha zero", "anonymize", "DS", "--k", "3", "--alpha", "0", "--out", "OUT", "|", "alpha"));
        c.add(usage("alpha above one", "anonymize", "DS", "--k", "3", "--alpha", "1.5", "--out", "OUT", "|", "alpha"));
        c.add(usage("negative suppression", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--suppression", "-1",
                "--out", "OUT", "|", "suppression"));
        c.add(usage("private ratio above one", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--private-ratio", "2",
                "--out", "OUT", "|", "private ratio"));
        c.add(usage("p above k", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--p", "4", "--out", "OUT", "|",
                "p must"));
        c.add(usage("l below 2", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--l", "1", "--out", "OUT", "|",
                "l must"));
        c.add(usage("unknown algorithm", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--algorithm", "magic",
                "--out", "OUT", "|", "'magic'"));
        c.add(usage("unknown metric", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--metric", "nope", "--out",
                "OUT", "|", "nope"));
        c.add(usage("missing alpha", "anonymize", "DS", "--k", "3", "--out", "OUT", "|", "--alpha"));
        c.add(usage("missing out", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "|", "--out"));
        c.add(usage("out holds the input", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--out", "DS", "--force",
                "|", "holds the input"));
        c.add(usage("private-out inside out", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--out", "OUT",
                "--private-out", "OUT/mine", "|", "--private-out"));
        c.add(usage("table without data", "table", "--schema", "DS/schema.json", "--k", "3", "--algorithm", "datafly",
                "--out", "OUT", "|", "--data"));
        c.add(usage("table misspelt option", "table", "--dta", "DS/nodes.csv", "|", "'--dta'", "--data"));
        c.add(usage("verify unknown option", "verify", "--tabel", "x", "|", "'--tabel'", "--table"));
        c.add(usage("measure bad samples", "measure", "DS", "--samples", "many", "|", "--samples", "'many'"));
        c.add(usage("generate bad nodes", "generate", "--nodes", "-5", "--out", "OUT", "|", "nodes"));
        c.add(usage("sensitive is a QI", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--l", "2", "--sensitive",
                "zip", "--out", "OUT", "|", "'zip'"));
        c.add(usage("sensitive is PRIVACY", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--l", "2", "--sensitive",
                "occupation", "--out", "OUT", "|", "'occupation'"));
        c.add(usage("attack bad alpha", "attack", "DS", "DS", "--alpha", "7", "|", "alpha"));
        c.add(usage("render bad extension", "render", "DS", "--out", "OUT.jpg", "|", ".png"));
        c.add(usage("info extra argument", "info", "DS", "extra", "|", "extra"));
        c.add(usage("seed not a number", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--seed", "x", "--out", "OUT",
                "|", "--seed", "'x'"));
        c.add(usage("measure negative samples", "measure", "DS", "--samples", "-3", "|", "--samples", "-3"));
        c.add(usage("private-out is the input", "anonymize", "DS", "--k", "3", "--alpha", "0.5", "--out", "OUT",
                "--private-out", "DS", "|", "holds the input"));
        c.add(usage("table unknown quasi-identifier", "table", "--data", "DS/nodes.csv", "--schema", "DS/schema.json",
                "--algorithm", "datafly", "--k", "3", "--qi", "nope", "--out", "OUT", "|", "--qi", "'nope'"));
        c.add(usage("table unknown sensitive", "table", "--data", "DS/nodes.csv", "--schema", "DS/schema.json",
                "--algorithm", "datafly", "--k", "3", "--sensitive", "nope", "--out", "OUT", "|", "--sensitive",
                "'nope'"));
        // missing inputs
        c.add(command("anonymize missing dataset", 3, "anonymize", "DS/nope", "--k", "3", "--alpha", "0.5", "--out",
                "OUT", "|", "nope", "not found"));
        c.add(command("info missing dataset", 3, "info", "DS/nope", "|", "nope", "not found"));
        c.add(command("measure missing dataset", 3, "measure", "DS/nope", "|", "nope", "not found"));
        c.add(command("render missing dataset", 3, "render", "DS/nope", "--out", "OUT.png", "|", "nope", "not found"));
        c.add(command("attack missing mapping", 3, "attack", "DS", "DS", "--mapping", "DS/nope.csv", "|", "nope.csv",
                "not found"));
        c.add(command("attack mapping of another kind", 3, "attack", "DS", "DS", "--mapping", "DS/nodes.csv", "|",
                "nodes.csv line 1", "original_id,pseudonym"));
        c.add(command("verify missing table", 3, "verify", "--table", "DS/nope.csv", "--schema", "DS/schema.json", "|",
                "nope.csv", "not found"));
        c.add(command("import missing nodes", 3, "import", "csv", "--nodes", "DS/nope.csv", "--schema",
                "DS/schema.json", "--out", "OUT", "|", "nope.csv", "not found"));
        c.add(command("k above the persons", 3, "anonymize", "DS", "--k", "60", "--alpha", "0.5", "--out", "OUT", "|",
                "k = 60", "50 nodes"));
        // hierarchies whose labels would be ambiguous once published
        c.add(graph("hierarchy label reads as another leaf", "hierarchies/gender.csv", "M;F;*\nF;M;*\n", 3,
                "gender.csv line", "'F'", "ambiguous"));
        c.add(graph("hierarchy label reads as its sibling", "hierarchies/gender.csv", "M;M;*\nF;M;*\n", 3,
                "gender.csv line", "'M'", "ambiguous"));
        // more damaged values, one per attribute and position
        String[] rows = {"1,M,18,2,21954", "2,F,25,12,90864", "3,M,35,4,11111"};
        for (int r = 0; r < rows.length; r++) {
            for (int f = 1; f < 4; f++) {
                String[] cells = rows[r].split(",");
                cells[f] = "\u0002" + cells[f];
                List<String> lines = new ArrayList<>(List.of(rows));
                lines.set(r, String.join(",", cells));
                c.add(graph("control char row " + (r + 2) + " field " + f, "nodes.csv", NODES_HEADER
                        + String.join("\n", lines) + "\n", 3, "nodes.csv line " + (r + 2), "U+0002"));
            }
        }
        for (int r = 2; r <= 6; r++) {
            StringBuilder edges = new StringBuilder("source,target\n");
            for (int i = 2; i < r; i++) {
                edges.append("1,").append(i).append('\n');
            }
            edges.append("1,x").append(r).append('\n');
            c.add(graph("edges unknown id on line " + r, "edges.csv", edges.toString(), 3, "edges.csv line " + r,
                    "'x" + r + "'"));
        }
        return c.stream().map(Arguments::of);
    }

    /** Every 20th case again through the real entry point in a fresh JVM, where exit codes reach the shell. */
    static Stream<Arguments> childSample() {
        List<Arguments> all = cases().toList();
        List<Arguments> sample = new ArrayList<>();
        for (int i = 7; i < all.size(); i += 20) {
            sample.add(all.get(i));
        }
        return sample.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void failsCleanly(Case c) throws IOException {
        check(c, false);
    }

    @ParameterizedTest(name = "{0} (child JVM)")
    @MethodSource("childSample")
    void failsCleanlyInAChildJvm(Case c) throws IOException {
        check(c, true);
    }

    private void check(Case c, boolean child) throws IOException {
        Path ds = copy(Path.of(c.sample()), dir.resolve("ds"));
        if (c.file() != null) {
            Path f = ds.resolve(c.file());
            if (c.content() == null) {
                Files.delete(f);
            } else {
                Files.write(f, c.content());
            }
        }
        Map<String, String> before = hashes(dir);
        Path out = dir.resolve("out");
        List<String> args = new ArrayList<>();
        for (String a : c.args()) {
            args.add(a.replace("DS", ds.toString()).replace("OUT", out.toString()));
        }
        Cli r;
        if (child) {
            try {
                r = Cli.child(List.of("-Xmx256m"), args.toArray(new String[0]));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException(e);
            }
        } else {
            r = Cli.run(args.toArray(new String[0]));
        }
        assertEquals(c.code(), r.code(), r.toString());
        String err = r.err().strip();
        String[] lines = err.split("\n");
        String last = lines[lines.length - 1];
        assertTrue(last.startsWith("graphveil: "), "the error is the last line and begins graphveil: " + r);
        for (String s : c.says()) {
            assertTrue(last.contains(s), "'" + s + "' in: " + last);
        }
        assertFalse(err.contains("\tat ") || err.contains("Exception"), "no stack trace: " + err);
        assertFalse(Files.exists(out) || Files.exists(dir.resolve("out.private")), "nothing written");
        try (Stream<Path> s = Files.list(dir)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().startsWith(".out")), "no temporary folder left");
        }
        assertEquals(before, hashes(dir), "the input's bytes are unchanged");
    }

    private static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else if (!p.getFileName().toString().equals("report.json")) {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }

    private static Map<String, String> hashes(Path root) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (Files.isRegularFile(p)) {
                    try {
                        out.put(root.relativize(p).toString(), HexFormat.of().formatHex(
                                MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
                    } catch (java.security.NoSuchAlgorithmException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        }
        return out;
    }
}
