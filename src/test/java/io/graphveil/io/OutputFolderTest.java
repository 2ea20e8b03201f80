package io.graphveil.io;

import io.graphveil.BadParameterException;
import io.graphveil.TestFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OutputFolderTest {
    @TempDir
    Path dir;

    @Test
    void commitMovesTheFolderIntoPlace() throws IOException {
        Path target = dir.resolve("out");
        try (OutputFolder f = OutputFolder.prepare(target, false, List.of())) {
            TestFiles.write(f.dir(), "a.txt", "x");
            assertFalse(Files.exists(target), "nothing is visible before the commit");
            f.commit();
        }
        assertEquals("x", TestFiles.read(target.resolve("a.txt")));
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count(), "no temporary folder is left behind");
        }
    }

    @Test
    void failureLeavesNoPartialOutput() {
        Path target = dir.resolve("out");
        assertThrows(IllegalStateException.class, () -> {
            try (OutputFolder f = OutputFolder.prepare(target, false, List.of())) {
                TestFiles.write(f.dir(), "half.txt", "x");
                throw new IllegalStateException("boom");
            }
        });
        assertFalse(Files.exists(target));
        try (var s = Files.list(dir)) {
            assertEquals(0, s.count());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void nonEmptyTargetNeedsForce() throws IOException {
        Path target = dir.resolve("out");
        TestFiles.write(target, "old.txt", "old");
        TestFiles.write(target, "report.json", "{}");
        BadParameterException e = assertThrows(BadParameterException.class,
                () -> OutputFolder.prepare(target, false, List.of()));
        assertTrue(e.getMessage().contains("--force"));
        assertEquals(2, e.exitCode());
        try (OutputFolder f = OutputFolder.prepare(target, true, List.of())) {
            TestFiles.write(f.dir(), "new.txt", "new");
            f.commit();
        }
        assertFalse(Files.exists(target.resolve("old.txt")));
        assertTrue(Files.exists(target.resolve("new.txt")));
    }

    @Test
    void neverOverwritesInput() {
        Path input = TestFiles.write(dir, "data/nodes.csv", "x");
        assertThrows(BadParameterException.class, () -> OutputFolder.prepare(dir.resolve("data"), true,
                List.of(input)));
        assertThrows(BadParameterException.class, () -> OutputFolder.prepare(dir, true, List.of(input)));
        assertThrows(BadParameterException.class, () -> OutputFolder.prepare(input, true, List.of()),
                "a file is not an output folder");
    }

    @Test
    void forceReplacesOnlyAPreviousGraphVeilOutput() throws IOException {
        Path target = dir.resolve("photos");
        TestFiles.write(target, "holiday.jpg", "precious");
        BadParameterException e = assertThrows(BadParameterException.class,
                () -> OutputFolder.prepare(target, true, List.of()));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("not a GraphVeil output folder") && e.getMessage().contains("yourself"),
                e.getMessage());
        assertEquals("precious", TestFiles.read(target.resolve("holiday.jpg")));
    }

    @Test
    void inputsAreFoundThroughSymbolicLinks() throws IOException {
        Path data = dir.resolve("data");
        Path nodes = TestFiles.write(data, "nodes.csv", "x");
        TestFiles.write(data, "report.json", "{}");
        Path link = dir.resolve("link");
        try {
            Files.createSymbolicLink(link, data);
        } catch (UnsupportedOperationException | IOException ex) {
            org.junit.jupiter.api.Assumptions.abort("no symbolic links here: " + ex);
        }
        assertThrows(BadParameterException.class, () -> OutputFolder.prepare(link, true, List.of(nodes)),
                "the target is a link to the input's folder");
        assertThrows(BadParameterException.class, () -> OutputFolder.prepare(data, true,
                List.of(link.resolve("nodes.csv"))), "the input is named through a link");
        assertEquals("x", TestFiles.read(nodes));
    }

    @Test
    void hierarchyFilesOutsideTheDatasetFolderAreInputs() throws IOException {
        Path shared = dir.resolve("shared");
        TestFiles.write(shared, "sex.csv", "F;*\nM;*\n");
        TestFiles.write(shared, "report.json", "{}");
        Path ds = dir.resolve("ds");
        TestFiles.write(ds, "schema.json", """
                {"attributes": [{"name": "id", "role": "IDENTIFIER"},
                  {"name": "sex", "role": "QUASI_IDENTIFIER", "hierarchy": {"file": "../shared/sex.csv"}}]}""");
        BadParameterException e = assertThrows(BadParameterException.class,
                () -> OutputFolder.prepare(shared, true, List.of(ds)));
        assertTrue(e.getMessage().contains("sex.csv"), e.getMessage());
        assertThrows(BadParameterException.class,
                () -> OutputFolder.prepare(shared, true, List.of(ds.resolve("schema.json"))), "a schema file given alone");
        assertTrue(Files.exists(shared.resolve("sex.csv")));
    }
}
