package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.TestFiles;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TableReaderTest {
    @TempDir
    Path dir;

    private Table read(String nodes) {
        TestFiles.smallDataset(dir);
        Schema schema = SchemaJson.read(dir.resolve("schema.json"));
        Path f = TestFiles.write(dir, "nodes.csv", nodes);
        return TableReader.readNodes(f, schema, HierarchyCsvReader.readFiles(schema));
    }

    @Test
    void acceptsCrlfBlankLinesMissingFinalNewlineAndColumnsInAnyOrder() {
        Table t = read("job,id,age,sex\r\nlawyer,a,34,F\r\n\r\nclerk,b,?,M\r\njudge,c,,*");
        assertEquals(3, t.rowCount());
        assertArrayEquals(new String[]{"a", "F", "34", "lawyer"}, t.row(0));
        assertArrayEquals(new String[]{"b", "M", "*", "clerk"}, t.row(1), "the schema's missing token becomes *");
        assertArrayEquals(new String[]{"c", "*", "*", "judge"}, t.row(2), "an empty field is missing");
    }

    @Test
    void acceptsATrailingBlankLine() {
        assertEquals(1, read("id,sex,age,job\na,F,34,lawyer\n\n").rowCount());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "too few fields     | id,sex,age,job\\na,F,34,lawyer\\nb,M,41\\n          | line 3 | expected 4 fields, found 3",
            "too many fields    | id,sex,age,job\\na,F,34,lawyer,x\\n               | line 2 | expected 4 fields, found 5",
            "not a number       | id,sex,age,job\\na,F,3x4,lawyer\\n                | line 2 | '3x4' is not a number",
            "not in hierarchy   | id,sex,age,job\\na,F,34,lawyer\\nb,X,41,clerk\\n  | line 3 | 'X' is not in the hierarchy of 'sex'",
            "duplicate id       | id,sex,age,job\\na,F,34,lawyer\\na,M,41,clerk\\n  | line 3 | duplicate id 'a'",
            "missing id         | id,sex,age,job\\n*,F,34,lawyer\\n                 | line 2 | identifier is missing",
            "unknown column     | id,sex,age,job,x\\na,F,34,lawyer,1\\n             | line 1 | column 'x' is not in the schema",
            "missing column     | id,sex,age\\na,F,34\\n                            | line 1 | column 'job' of the schema is missing",
            "duplicate column   | id,sex,age,job,sex\\na,F,34,lawyer,F\\n           | line 1 | column 'sex' appears twice",
            "header only        | id,sex,age,job\\n                                 | nodes.csv | no data rows",
            "empty file         | ''                                                | nodes.csv | empty",
            "unclosed quote     | id,sex,age,job\\n\"a,F,34,lawyer\\n               | line 2 | a quoted value is never closed: '\"a,F,34,lawyer'",
    })
    void badInputNamesFileLineAndValue(String what, String content, String where, String message) {
        String text = content.equals("''") ? "" : content.replace("\\n", "\n");
        BadInputException e = assertThrows(BadInputException.class, () -> read(text));
        assertTrue(e.getMessage().contains(where), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertTrue(e.getMessage().contains("nodes.csv"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
        assertEquals(3, e.exitCode());
    }

    @Test
    void ordinalValuesMustBeInTheOrder() {
        Schema s = SchemaJson.parse("{\"attributes\": [{\"name\": \"age\", \"role\": \"QUASI_IDENTIFIER\", "
                + "\"type\": \"ORDINAL\", \"order\": [\"1\", \"18\", \"25\"]}]}", dir);
        Path f = TestFiles.write(dir, "d.csv", "age\n1\n19\n");
        BadInputException e = assertThrows(BadInputException.class,
                () -> TableReader.read(f, s, Hierarchies.empty()));
        assertTrue(e.getMessage().contains("line 3") && e.getMessage().contains("'19' is not in the order"),
                e.getMessage());
    }

    @Test
    void readsTheUciAdultLayout() {
        Schema s = SchemaJson.parse("""
                {"missing": ["*", "?"], "format": "uci-adult", "attributes": [
                  {"name": "age", "role": "QUASI_IDENTIFIER", "type": "CONTINUOUS"},
                  {"name": "workclass", "role": "QUASI_IDENTIFIER"},
                  {"name": "salary", "role": "SENSITIVE"}]}""", dir);
        Path train = TestFiles.write(dir, "adult.data", "39, State-gov, <=50K\n50, ?, >50K\n\n");
        Path test = TestFiles.write(dir, "adult.test", "|1x3 Cross validator\n25, Private, <=50K.\n38, Private, >50K.\n");
        Path header = TestFiles.write(dir, "adult2.test", "age, workclass, Y\n25, Private, <=50K.\n");
        Table t = TableReader.read(java.util.List.of(train, test, header), s, Hierarchies.empty());
        assertEquals(5, t.rowCount());
        assertArrayEquals(new String[]{"50", "*", ">50K"}, t.row(1));
        assertArrayEquals(new String[]{"25", "Private", "<=50K"}, t.row(2), "the test file's trailing '.' is dropped");
        Path bad = TestFiles.write(dir, "bad.data", "39, State-gov\n");
        BadInputException e = assertThrows(BadInputException.class,
                () -> TableReader.read(bad, s, Hierarchies.empty()));
        assertTrue(e.getMessage().contains("line 1") && e.getMessage().contains("expected 3 fields"), e.getMessage());
    }
}
