package io.graphveil.io;

import io.graphveil.BadInputException;
import io.graphveil.TestFiles;
import io.graphveil.generate.FriendshipGenerator;
import io.graphveil.generate.MovieLensLikeProfiles;
import io.graphveil.io.importer.MovieLensSchema;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DatasetRoundTripTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void generatedGraphSurvivesWriteAndRead(long seed) throws Exception {
        Schema schema = MovieLensSchema.schema("rt", MovieLensSchema.DEFAULT_PRIVATE);
        Table people = MovieLensLikeProfiles.draw(schema, 400, 0.05, seed);
        IndexedGraph g = new FriendshipGenerator(FriendshipGenerator.Parameters.defaults())
                .generate(400, MovieLensLikeProfiles.similarity(people), seed, x -> {
                });
        Dataset original = Dataset.ofGraph(AttributeSocialNetwork.of(people, g),
                MovieLensSchema.hierarchies().completeFor(people));
        Path out = dir.resolve("ds" + seed);
        DatasetWriter.write(original, out);
        Dataset back = DatasetReader.read(out);
        assertEquals(original.network(), back.network());
        assertEquals(original.hierarchies().asMap().keySet(), back.hierarchies().asMap().keySet());
        for (var e : original.hierarchies().asMap().entrySet()) {
            assertEquals(e.getValue(), back.hierarchies().get(e.getKey()).orElseThrow(), e.getKey());
        }
        // Written twice, byte-identical.
        Path again = dir.resolve("again" + seed);
        DatasetWriter.write(back, again);
        for (String f : new String[]{"schema.json", "nodes.csv", "edges.csv", "hierarchies/age.csv"}) {
            assertEquals(TestFiles.read(out.resolve(f)), TestFiles.read(again.resolve(f)), f);
        }
    }

    @Test
    void readsTheSmallDatasetWithItsHierarchies() {
        Dataset d = DatasetReader.read(TestFiles.smallDataset(dir));
        assertTrue(d.isGraph());
        assertEquals(4, d.network().nodeCount());
        assertEquals(4, d.network().edgeCount());
        assertEquals("law", d.hierarchies().get("job").orElseThrow().generalize("lawyer", 1));
        assertEquals("20-39", d.hierarchies().get("age").orElseThrow().generalize("34", 2));
    }

    @Test
    void aQuasiIdentifierWithoutHierarchyGetsAFlatOne() {
        TestFiles.smallDataset(dir);
        TestFiles.write(dir, "schema.json", TestFiles.SMALL_SCHEMA.replace(
                ", \"hierarchy\": {\"file\": \"h/sex.csv\"}", ""));
        Dataset d = DatasetReader.read(dir);
        assertTrue(d.hierarchies().get("sex").isEmpty());
        var flat = d.hierarchies().orFlat(d.table(), "sex");
        assertEquals(1, flat.height());
        assertEquals("*", flat.generalize("M", 1));
        assertEquals(2, flat.leafCount(), "the missing value is not a leaf");
    }

    @Test
    void tableDatasetAndMissingFiles() throws Exception {
        TestFiles.smallDataset(dir);
        Files.move(dir.resolve("nodes.csv"), dir.resolve("data.csv"));
        Files.delete(dir.resolve("edges.csv"));
        Dataset d = DatasetReader.read(dir);
        assertEquals(4, d.table().rowCount());
        assertThrows(IllegalStateException.class, d::network);
        Files.delete(dir.resolve("data.csv"));
        assertTrue(assertThrows(BadInputException.class, () -> DatasetReader.read(dir)).getMessage()
                .contains("no nodes.csv or data.csv"));
        assertThrows(BadInputException.class, () -> DatasetReader.read(dir.resolve("nope")));
    }

    @Test
    void nodesWithoutEdgesFileIsAnError() throws Exception {
        TestFiles.smallDataset(dir);
        Files.delete(dir.resolve("edges.csv"));
        assertTrue(assertThrows(BadInputException.class, () -> DatasetReader.read(dir)).getMessage()
                .contains("edges.csv"));
    }

    @Test
    void edgeToUnknownNodeAndMissingHierarchyFile() throws Exception {
        TestFiles.smallDataset(dir);
        TestFiles.write(dir, "edges.csv", "source,target\na,b\nb,q\n");
        BadInputException e = assertThrows(BadInputException.class, () -> DatasetReader.read(dir));
        assertTrue(e.getMessage().contains("edges.csv line 3") && e.getMessage().contains("'q'"), e.getMessage());
        TestFiles.smallDataset(dir);
        Files.delete(dir.resolve("h/job.csv"));
        e = assertThrows(BadInputException.class, () -> DatasetReader.read(dir));
        assertTrue(e.getMessage().contains("job.csv") && e.getMessage().contains("not found"), e.getMessage());
    }
}
