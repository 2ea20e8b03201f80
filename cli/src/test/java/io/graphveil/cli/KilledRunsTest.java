package io.graphveil.cli;

import io.graphveil.io.OutputFolder;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Runs that end badly (docs/RELIABILITY.md): {@code anonymize} in a child JVM killed with SIGKILL at
 * seeded moments and at the moment the secret mapping appears, stopped with SIGTERM, and starved of
 * memory. Whatever the moment, no file is left that others may read but a complete publication,
 * and the next run removes what the killed one left and succeeds. Mode bits are checked rather than
 * access, since CI may run as root.
 */
class KilledRunsTest {
    private static final Set<PosixFilePermission> OTHERS = Set.of(PosixFilePermission.GROUP_READ,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);

    @TempDir
    static Path shared;
    static Path dataset;

    @BeforeAll
    static void graph() {
        dataset = shared.resolve("ds");
        Cli g = Cli.run("generate", "--nodes", "8000", "--seed", "5", "--out", dataset.toString());
        assertEquals(0, g.code(), g.toString());
    }

    private static List<String> anonymize(Path out, boolean force) {
        List<String> args = new ArrayList<>(List.of("anonymize", dataset.toString(), "--k", "5", "--alpha", "0.5",
                "--seed", "1", "--write-mapping", "--out", out.toString()));
        if (force) {
            args.add("--force");
        }
        return args;
    }

    private static Process start(Path out) throws IOException {
        Process p = Cli.start(List.of("-Xmx1g"), anonymize(out, Files.exists(out)).toArray(new String[0]));
        p.getOutputStream().close();
        // Drain both pipes so that a chatty run is never blocked on them before it is killed.
        drain(p.getInputStream());
        drain(p.getErrorStream());
        return p;
    }

    @Test
    void killedRunsLeaveNothingOthersCanReadAndTheNextRunCleansUp(@TempDir Path dir) throws Exception {
        assumeTrue(Files.getFileStore(dir).supportsFileAttributeView("posix"), "needs POSIX permissions");
        Path out = dir.resolve("out");
        Random seeded = new Random(20261124);
        for (int kill = 0; kill < 4; kill++) {
            long delay = 300 + seeded.nextInt(5000);
            Process p = start(out);
            Thread.sleep(delay);
            p.destroyForcibly().waitFor();
            assertNothingReadableButPublications(dir, "SIGKILL after " + delay + " ms");
        }
        // the moment the issue found: the mapping written into the owner's temporary folder
        Process p = start(out);
        long waited = 0;
        while (p.isAlive() && !mappingBeingWritten(dir) && waited < 60_000) {
            Thread.sleep(5);
            waited += 5;
        }
        p.destroyForcibly().waitFor();
        assertNothingReadableButPublications(dir, "SIGKILL as the mapping appeared");
        boolean leftovers = temporaries(dir).findAny().isPresent();

        Cli next = Cli.child(List.of("-Xmx1g"), anonymize(out, Files.exists(out)).toArray(new String[0]));
        assertEquals(0, next.code(), next.toString());
        assertTrue(temporaries(dir).findAny().isEmpty(), "the next run removed every leftover");
        if (leftovers) {
            assertTrue(next.err().contains("note: removed ."), "and said so: " + next.err());
        }
        assertTrue(Files.isRegularFile(OutputFolder.privateTarget(out, null).resolve("mapping.secret.csv")));
        assertNothingReadableButPublications(dir, "after the next run");
    }

    @Test
    void sigtermRemovesTheTemporaryFolders(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out");
        Process p = start(out);
        long waited = 0;
        while (p.isAlive() && temporaries(dir).findAny().isEmpty() && waited < 60_000) {
            Thread.sleep(5);
            waited += 5;
        }
        Thread.sleep(500);
        p.destroy();
        p.waitFor();
        assertTrue(temporaries(dir).findAny().isEmpty(), "SIGTERM (as Ctrl-C) cleans up: " + list(dir));
        assertFalse(Files.exists(out) && !Files.exists(out.resolve(".graphveil-manifest.json")),
                "no half output");
    }

    @Test
    void runningOutOfMemoryExitsSeventyInOneLine(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("big");
        Cli r = Cli.child(List.of("-Xmx24m"), "generate", "--nodes", "3000000", "--seed", "1", "--out", out.toString());
        assertEquals(70, r.code(), r.toString());
        String[] lines = r.err().strip().split("\n");
        String last = lines[lines.length - 1];
        assertTrue(last.startsWith("graphveil: out of memory") && last.contains("-Xmx"), last);
        assertFalse(r.err().contains("\tat ") || r.err().contains("OutOfMemoryError"), "no stack trace: " + r.err());
        assertFalse(Files.exists(out), "nothing written");
        assertTrue(temporaries(dir).findAny().isEmpty(), "no temporary folder left: " + list(dir));
    }

    private static boolean mappingBeingWritten(Path dir) throws IOException {
        try (Stream<Path> s = temporaries(dir)) {
            return s.anyMatch(t -> Files.exists(t.resolve("mapping.secret.csv")));
        }
    }

    /** The temporary folders and locks GraphVeil keeps beside a target while it writes. */
    private static Stream<Path> temporaries(Path dir) throws IOException {
        List<Path> found = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(p -> p.getFileName().toString().contains(".tmp-") || p.getFileName().toString().contains(".old-"))
                    .forEach(found::add);
        }
        return found.stream();
    }

    /** A file or folder under {@code dir} that others may read must be part of a complete publication. */
    private static void assertNothingReadableButPublications(Path dir, String when) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (p.equals(dir)) {
                    continue;
                }
                Set<PosixFilePermission> bits = Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS);
                if (bits.stream().noneMatch(OTHERS::contains)) {
                    continue;
                }
                Path top = dir.resolve(dir.relativize(p).getName(0));
                assertTrue(top.getFileName().toString().equals("out")
                                && Files.isRegularFile(top.resolve(".graphveil-manifest.json")),
                        when + ": " + dir.relativize(p) + " is " + java.nio.file.attribute.PosixFilePermissions
                                .toString(bits) + " outside a complete publication: " + list(dir));
            }
        }
        Path mine = OutputFolder.privateTarget(dir.resolve("out"), null);
        if (Files.exists(mine)) {
            assertEquals("rwx------", java.nio.file.attribute.PosixFilePermissions.toString(
                    Files.getPosixFilePermissions(mine)), when);
        }
    }

    private static String list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList().toString();
        }
    }

    /** Reads a stream to its end on a daemon thread. */
    private static void drain(java.io.InputStream in) {
        Thread t = new Thread(() -> {
            try {
                in.transferTo(java.io.OutputStream.nullOutputStream());
            } catch (IOException e) {
                // the child was killed
            }
        }, "drain");
        t.setDaemon(true);
        t.start();
    }
}
