package io.graphveil.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The owner-only part of an output folder: {@code private/} holds what must never be shared (the
 * pictures of the original graph, the secret mapping); everything beside it may be published.
 * The folder is made readable by its owner only (0700, its files 0600) where the file system has
 * POSIX permissions, and carries a README saying never to share it.
 */
public final class PrivateFolder {
    /** The folder's name inside an output folder. */
    public static final String NAME = "private";
    static final String README = "README.txt";

    private PrivateFolder() {
    }

    /** {@code out/private}, created (owner-only, with its README) if it does not exist yet. */
    public static Path in(Path out) throws IOException {
        Path dir = out.resolve(NAME);
        if (!Files.isDirectory(dir)) {
            Files.createDirectories(dir);
            if (posix(dir)) {
                Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
            }
            Files.writeString(dir.resolve(README), """
                    This folder holds owner-only results of a GraphVeil run: pictures of the
                    original graph (who holds a private value, which two nodes are the copies of
                    one person) and, when asked for, the secret mapping from pseudonyms back to
                    the original identifiers.

                    NEVER share or publish this folder. Publish only the files beside it
                    (report.json lists them under "published_files").
                    """, StandardCharsets.UTF_8);
        }
        return dir;
    }

    /** Makes every file in {@code out/private} readable by its owner only (0600); nothing when there is none. */
    public static void restrict(Path out) throws IOException {
        Path dir = out.resolve(NAME);
        if (!Files.isDirectory(dir) || !posix(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(
                        Files.isDirectory(p) ? "rwx------" : "rw-------"));
            }
        }
    }

    /**
     * The files of an output folder, relative, {@code /}-separated and sorted: {@code [0]} the ones
     * that may be published, {@code [1]} the ones under {@code private/}.
     */
    public static List<List<String>> list(Path out) {
        List<String> published = new ArrayList<>();
        List<String> secret = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(out)) {
            walk.filter(Files::isRegularFile).map(p -> out.relativize(p).toString().replace('\\', '/')).sorted()
                    .forEach(name -> (name.startsWith(NAME + "/") ? secret : published).add(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.of(published, secret);
    }

    private static boolean posix(Path p) throws IOException {
        return Files.getFileStore(p).supportsFileAttributeView("posix");
    }
}
