package io.graphveil.policy;

import com.fasterxml.jackson.databind.JsonNode;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.Json;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeType;
import io.graphveil.model.Schema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code schema infer}: a draft the dataset reader accepts, with the guesses its notes explain. */
class SchemaDraftTest {
    @TempDir
    Path dir;

    @Test
    void draftsASchemaTheReaderAccepts() throws Exception {
        Path ds = Files.createDirectories(dir.resolve("ds"));
        Files.copy(Path.of("graphs/sample-1000/nodes.csv"), ds.resolve("nodes.csv"));
        Files.copy(Path.of("graphs/sample-1000/edges.csv"), ds.resolve("edges.csv"));
        SchemaDraft.Result draft = SchemaDraft.infer(ds.resolve("nodes.csv"));
        Files.writeString(ds.resolve("schema.json"), Json.pretty(draft.schema()));
        Schema schema = DatasetReader.load(ds).dataset().schema();
        assertEquals(AttributeRole.IDENTIFIER, schema.attribute("user_id").role(), "unique for every row");
        assertEquals(AttributeRole.QUASI_IDENTIFIER, schema.attribute("zip").role(), "a code its mask generalizes");
        assertEquals(AttributeType.SEMANTIC, schema.attribute("zip").type());
        assertEquals(AttributeType.NOMINAL, schema.attribute("age").type(), "seven numbers: buckets, not a scale");
        assertTrue(draft.notes().stream().anyMatch(n -> n.startsWith("zip: a value of its own")), draft.notes().toString());
        assertTrue(schema.attributes().stream().noneMatch(a -> a.role() == AttributeRole.PRIVACY),
                "which values are private is the owner's decision");
    }

    @Test
    void numbersWithManyValuesGetRoundIntervals() throws Exception {
        StringBuilder csv = new StringBuilder("id,income,city\n");
        for (int i = 0; i < 200; i++) {
            csv.append(i).append(',').append(1000 + 37 * i).append(',').append(i % 3 == 0 ? "Oslo" : "Bergen").append('\n');
        }
        Path data = Files.writeString(dir.resolve("data.csv"), csv);
        JsonNode a = SchemaDraft.infer(data).schema().get("attributes");
        assertEquals("IDENTIFIER", a.get(0).get("role").asText());
        assertEquals("CONTINUOUS", a.get(1).get("type").asText());
        assertEquals("[1000,2000,4000]", a.get(1).get("hierarchy").get("intervals").toString(),
                "range 7,363 over ten: round widths 1,000, 2,000, 4,000");
        assertEquals("NOMINAL", a.get(2).get("type").asText());
        assertEquals(1, SchemaDraft.roundWidth(0.3), 0);
        assertEquals(50, SchemaDraft.roundWidth(41), 0);
    }
}
