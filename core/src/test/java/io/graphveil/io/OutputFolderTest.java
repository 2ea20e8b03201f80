package io.graphveil.io;

import io.graphveil.BadParameterException;
import io.graphveil.TestFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OutputFolderTest {
    @TempDir
    Path dir;

    private static OutputFolder prepare(Path target, boolean force, List<Path> inputs) {
        return OutputFolder.prepare(target, OutputFolder.privateTarget(target, null), force, inputs, null);
    }

    /** Writes {@code name} into a fresh output at {@code target} and commits it. */
    private static void output(Path target, String name, boolean force) throws IOException {
        try (OutputFolder f = prepare(target, force, List.of())) {
            TestFiles.write(f.dir(), name, name);
            f.commit();
        }
    }

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    private boolean posix() throws IOException {
        return Files.getFileStore(dir).supportsFileAttributeView("posix");
    }

    @Test
    void commitMovesTheFoldersIntoPlaceWithTheirManifests() throws IOException {
        Path target = dir.resolve("out");
        Path owner = dir.resolve("out.private");
        try (OutputFolder f = prepare(target, false, List.of())) {
            TestFiles.write(f.dir(), "a.txt", "x");
            Files.writeString(f.privateDir().resolve("secret.txt"), "s");
            assertFalse(Files.exists(target), "nothing is visible before the commit");
            if (posix()) {
                assertEquals("rwx------", mode(f.dir()), "owner-only while being written");
            }
            f.commit();
        }
        assertEquals("x", TestFiles.read(target.resolve("a.txt")));
        assertEquals("s", TestFiles.read(owner.resolve("secret.txt")));
        assertTrue(Files.isRegularFile(target.resolve(Manifest.NAME)) && Files.isRegularFile(owner.resolve(Manifest.NAME)));
        assertTrue(TestFiles.read(owner.resolve(PrivateFolder.README)).contains("NEVER share"));
        if (posix()) {
            assertEquals("rwxr-xr-x", mode(target));
            assertEquals("rw-r--r--", mode(target.resolve("a.txt")), "the published folder is opened up");
            assertEquals("rwx------", mode(owner));
        }
        try (var s = Files.list(dir)) {
            assertEquals(2, s.count(), "no temporary folder is left behind");
        }
    }

    @Test
    void failureLeavesNoPartialOutput() {
        Path target = dir.resolve("out");
        assertThrows(IllegalStateException.class, () -> {
            try (OutputFolder f = prepare(target, false, List.of())) {
                TestFiles.write(f.dir(), "half.txt", "x");
                f.privateDir();
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
    void forceReplacesAPreviousOutputAsItsManifestListsIt() throws IOException {
        Path target = dir.resolve("out");
        output(target, "old.txt", false);
        BadParameterException e = assertThrows(BadParameterException.class, () -> prepare(target, false, List.of()));
        assertTrue(e.getMessage().contains("--force"));
        assertEquals(2, e.exitCode());
        output(target, "new.txt", true);
        assertFalse(Files.exists(target.resolve("old.txt")));
        assertTrue(Files.exists(target.resolve("new.txt")));
    }

    @Test
    void forceNeverTouchesAFileGraphVeilDidNotWrite() throws IOException {
        Path target = dir.resolve("out");
        output(target, "table.csv", false);
        TestFiles.write(target, "thesis.tex", "precious");
        BadParameterException e = assertThrows(BadParameterException.class, () -> prepare(target, true, List.of()));
        assertTrue(e.getMessage().contains("thesis.tex") && e.getMessage().contains("did not write"), e.getMessage());
        assertEquals("precious", TestFiles.read(target.resolve("thesis.tex")));
        Files.delete(target.resolve("thesis.tex"));
        Files.writeString(target.resolve("table.csv"), "edited by hand");
        e = assertThrows(BadParameterException.class, () -> prepare(target, true, List.of()));
        assertTrue(e.getMessage().contains("changed"), e.getMessage());
        assertEquals("edited by hand", TestFiles.read(target.resolve("table.csv")));
        Path lookalike = dir.resolve("photos");
        TestFiles.write(lookalike, "report.json", "{}");
        TestFiles.write(lookalike, "holiday.jpg", "precious");
        e = assertThrows(BadParameterException.class, () -> prepare(lookalike, true, List.of()));
        assertTrue(e.getMessage().contains("not written by GraphVeil"), e.getMessage());
        assertEquals("precious", TestFiles.read(lookalike.resolve("holiday.jpg")));
    }

    @Test
    void neverOverwritesInput() {
        Path input = TestFiles.write(dir, "data/nodes.csv", "x");
        assertThrows(BadParameterException.class, () -> prepare(dir.resolve("data"), true, List.of(input)));
        assertThrows(BadParameterException.class, () -> prepare(dir, true, List.of(input)));
        assertThrows(BadParameterException.class, () -> prepare(input, true, List.of()),
                "a file is not an output folder");
        assertThrows(BadParameterException.class, () -> OutputFolder.prepare(dir.resolve("o"), dir.resolve("o/p"),
                false, List.of(), null), "the owner's folder inside the folder to publish");
    }

    @Test
    void aDatasetFileLinkedIntoTheOutputIsAnInput() throws IOException {
        Path out = dir.resolve("out");
        output(out, "edges.csv", false);
        Path in = Files.createDirectories(dir.resolve("in"));
        TestFiles.write(in, "nodes.csv", "id\n1\n");
        try {
            Files.createSymbolicLink(in.resolve("edges.csv"), Path.of("../out/edges.csv"));
        } catch (UnsupportedOperationException | IOException ex) {
            org.junit.jupiter.api.Assumptions.abort("no symbolic links here: " + ex);
        }
        BadParameterException e = assertThrows(BadParameterException.class, () -> prepare(out, true, List.of(in)));
        assertTrue(e.getMessage().contains("input"), e.getMessage());
        assertEquals("edges.csv", TestFiles.read(out.resolve("edges.csv")));
    }

    @Test
    void inputsAreFoundThroughSymbolicLinks() throws IOException {
        Path data = dir.resolve("data");
        Path nodes = TestFiles.write(data, "nodes.csv", "x");
        Path link = dir.resolve("link");
        try {
            Files.createSymbolicLink(link, data);
        } catch (UnsupportedOperationException | IOException ex) {
            org.junit.jupiter.api.Assumptions.abort("no symbolic links here: " + ex);
        }
        assertThrows(BadParameterException.class, () -> prepare(link, true, List.of(nodes)),
                "the target is a link to the input's folder");
        assertThrows(BadParameterException.class, () -> prepare(data, true, List.of(link.resolve("nodes.csv"))),
                "the input is named through a link");
        assertEquals("x", TestFiles.read(nodes));
    }

    @Test
    void hierarchyFilesOutsideTheDatasetFolderAreInputs() throws IOException {
        Path shared = dir.resolve("shared");
        TestFiles.write(shared, "sex.csv", "F;*\nM;*\n");
        Path ds = dir.resolve("ds");
        TestFiles.write(ds, "schema.json", """
                {"attributes": [{"name": "id", "role": "IDENTIFIER"},
                  {"name": "sex", "role": "QUASI_IDENTIFIER", "hierarchy": {"file": "../shared/sex.csv"}}]}""");
        BadParameterException e = assertThrows(BadParameterException.class, () -> prepare(shared, true, List.of(ds)));
        assertTrue(e.getMessage().contains("sex.csv"), e.getMessage());
        assertThrows(BadParameterException.class,
                () -> prepare(shared, true, List.of(ds.resolve("schema.json"))), "a schema file given alone");
        assertTrue(Files.exists(shared.resolve("sex.csv")));
    }

    @Test
    void aStaleTemporaryFolderIsRemovedAndOneInUseIsNot() throws IOException {
        Path target = dir.resolve("out");
        // an interrupted run: its temporary folder stays, unlocked
        Path stale = Files.createDirectories(dir.resolve(".out.tmp-123"));
        Files.writeString(dir.resolve(".out.tmp-123.lock"), "");
        Path staleLock = Files.writeString(dir.resolve(".out.tmp-456.lock"), "");
        Files.writeString(stale.resolve("table.csv"), "half");
        StringWriter err = new StringWriter();
        try (OutputFolder running = OutputFolder.prepare(target, null, false, List.of(), new PrintWriter(err))) {
            assertFalse(Files.exists(stale), "a stale folder of GraphVeil's own is removed");
            assertFalse(Files.exists(dir.resolve(".out.tmp-123.lock")), "with its lock");
            assertFalse(Files.exists(staleLock), "a lock whose folder is gone is removed");
            assertTrue(err.toString().contains(".out.tmp-123"), err.toString());
            // a second run on the same target while the first is writing leaves the first's folder alone
            try (OutputFolder second = OutputFolder.prepare(target, null, false, List.of(), null)) {
                assertTrue(Files.isDirectory(running.dir()), "a folder in use is left alone");
            }
            running.commit();
        }
        Path unrelated = Files.createDirectories(dir.resolve(".out.tmp-mine"));
        output(target, "y.txt", true);
        assertTrue(Files.isDirectory(unrelated), "a folder without GraphVeil's lock is not GraphVeil's to remove");
    }
}
