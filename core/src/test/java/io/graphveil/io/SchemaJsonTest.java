package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.TestFiles;
import io.graphveil.model.HierarchySpec;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeType;
import io.graphveil.model.DataFormat;
import io.graphveil.model.Schema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SchemaJsonTest {
    @TempDir
    Path dir;

    /** SPEC 8's example schema, verbatim. */
    static final String SPEC_EXAMPLE = """
            {
              "name": "movielens-sample",
              "missing": ["*", "?"],
              "attributes": [
                {"name": "user_id", "role": "IDENTIFIER"},
                {"name": "gender", "role": "QUASI_IDENTIFIER", "type": "NOMINAL",
                 "hierarchy": {"file": "hierarchies/gender.csv"}},
                {"name": "age", "role": "QUASI_IDENTIFIER", "type": "ORDINAL",
                 "order": ["1", "18", "25", "35", "45", "50", "56"], "hierarchy": {"file": "hierarchies/age.csv"}},
                {"name": "occupation", "role": "PRIVACY", "type": "NOMINAL", "nullable": true,
                 "private": ["6", "11", "19"], "hierarchy": {"file": "hierarchies/occupation.csv"}},
                {"name": "zip", "role": "QUASI_IDENTIFIER", "type": "SEMANTIC", "hierarchy": {"mask": {"digits": 5}}},
                {"name": "hours", "role": "NON_PRIVACY", "type": "CONTINUOUS", "hierarchy": {"intervals": [5, 10, 20]}},
                {"name": "disease", "role": "SENSITIVE", "type": "NOMINAL",
                 "levels": {"flu": 1, "hiv": 3}, "requirement": "privacy_need"},
                {"name": "privacy_need", "role": "NON_PRIVACY", "type": "ORDINAL"}
              ]
            }
            """;

    @Test
    void readsTheSpecExample() {
        Schema s = SchemaJson.read(TestFiles.write(dir, "schema.json", SPEC_EXAMPLE));
        assertEquals("movielens-sample", s.name());
        assertEquals(List.of("*", "?"), s.missingTokens());
        assertEquals(AttributeRole.IDENTIFIER, s.attribute("user_id").role());
        assertEquals(AttributeType.ORDINAL, s.attribute("age").type());
        assertEquals(List.of("6", "11", "19"), List.copyOf(s.attribute("occupation").privateValues()));
        assertEquals(new HierarchySpec.Mask(5), s.attribute("zip").hierarchy().orElseThrow());
        assertEquals(new HierarchySpec.Intervals(List.of(5.0, 10.0, 20.0)), s.attribute("hours").hierarchy().orElseThrow());
        assertEquals(3, s.attribute("disease").levels().get("hiv"));
        assertEquals("privacy_need", s.attribute("disease").requirement().orElseThrow());
        assertEquals(dir.resolve("hierarchies/gender.csv").toAbsolutePath(), s.resolve("hierarchies/gender.csv"));
        assertEquals(DataFormat.CSV, s.format());
        assertEquals(0, s.identifierIndex());
    }

    @Test
    void writesWhatItReads() {
        Schema s = SchemaJson.read(TestFiles.write(dir, "schema.json", SPEC_EXAMPLE));
        Path again = TestFiles.write(dir, "again/schema.json", SchemaJson.toText(s));
        Schema back = SchemaJson.read(again);
        assertEquals(s, back);
        assertEquals(SchemaJson.toText(s), SchemaJson.toText(back));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "unknown role | \"role\": \"PRIVATE\" | line 3 | unknown role 'PRIVATE'",
            "unknown type | \"role\": \"QUASI_IDENTIFIER\", \"type\": \"FUZZY\" | line 3 | unknown type 'FUZZY'",
            "unknown key | \"role\": \"NON_PRIVACY\", \"privat\": [\"x\"] | line 3 | unknown key 'privat'",
            "privacy without set | \"role\": \"PRIVACY\" | line 3 | needs its 'private' list",
            "private on a QI | \"role\": \"QUASI_IDENTIFIER\", \"private\": [\"x\"] | line 3 | only a PRIVACY attribute",
            "bad nullable | \"role\": \"NON_PRIVACY\", \"nullable\": \"yes\" | line 3 | nullable must be true or false",
            "bad mask | \"role\": \"QUASI_IDENTIFIER\", \"hierarchy\": {\"mask\": {\"digits\": 0}} | line 3 | digits",
            "bad intervals | \"role\": \"QUASI_IDENTIFIER\", \"hierarchy\": {\"intervals\": [5, 7]} | line 3 | multiple",
            "two hierarchies | \"role\": \"QUASI_IDENTIFIER\", \"hierarchy\": {\"mask\": 3, \"file\": \"x\"} | line 3 | hierarchy must be one of",
    })
    void badSchemasFailWithFileLineAndValue(String what, String body, String line, String message) {
        Path f = TestFiles.write(dir, "s.json", "{\n  \"attributes\": [\n    {\"name\": \"a\", " + body + "}\n  ]\n}\n");
        BadInputException e = assertThrows(BadInputException.class, () -> SchemaJson.read(f));
        assertTrue(e.getMessage().startsWith(f + " " + line + ":"), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line");
    }

    @Test
    void malformedJsonAndEmptyFiles() {
        Path broken = TestFiles.write(dir, "broken.json", "{\n  \"attributes\": [\n    {\"name\": \"a\",,}\n  ]\n}");
        BadInputException e = assertThrows(BadInputException.class, () -> SchemaJson.read(broken));
        assertTrue(e.getMessage().contains("line 3") && e.getMessage().contains("invalid JSON"), e.getMessage());
        Path empty = TestFiles.write(dir, "empty.json", "  \n");
        assertTrue(assertThrows(BadInputException.class, () -> SchemaJson.read(empty)).getMessage().contains("empty"));
        Path noAttrs = TestFiles.write(dir, "none.json", "{\"name\": \"x\"}");
        assertThrows(BadInputException.class, () -> SchemaJson.read(noAttrs));
        Path dup = TestFiles.write(dir, "dup.json", "{\"attributes\": [{\"name\": \"a\", \"role\": \"NON_PRIVACY\"},\n"
                + "{\"name\": \"a\", \"role\": \"NON_PRIVACY\"}]}");
        e = assertThrows(BadInputException.class, () -> SchemaJson.read(dup));
        assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("twice"), e.getMessage());
        Path req = TestFiles.write(dir, "req.json", "{\"attributes\": [{\"name\": \"d\", \"role\": \"SENSITIVE\", "
                + "\"requirement\": \"nope\"}]}");
        assertTrue(assertThrows(BadInputException.class, () -> SchemaJson.read(req)).getMessage().contains("nope"));
        assertThrows(BadInputException.class, () -> SchemaJson.read(dir.resolve("absent.json")));
    }

    @Test
    void typeDefaultsToNominalAndNullableToTrue() {
        Schema s = SchemaJson.parse("{\"attributes\": [{\"name\": \"a\", \"role\": \"QUASI_IDENTIFIER\"}]}", dir);
        assertEquals(AttributeType.NOMINAL, s.attribute("a").type());
        assertTrue(s.attribute("a").nullable());
        assertFalse(SchemaJson.toText(s).contains("\"type\""), "a default is not written as if given");
    }

    @Test
    void rolesAndTypesAreCaseInsensitive() {
        Schema s = SchemaJson.parse("{\"attributes\": [{\"name\": \"a\", \"role\": \"quasi-identifier\", "
                + "\"type\": \"nominal\"}]}", dir);
        assertEquals(AttributeRole.QUASI_IDENTIFIER, s.attribute("a").role());
    }
}
