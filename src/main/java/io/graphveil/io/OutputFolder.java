package io.graphveil.io;

import io.graphveil.BadParameterException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Collection;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * An output folder written atomically (SPEC 7): results go to a hidden temporary folder beside
 * the target and are moved into place by {@link #commit()}; closing without a commit deletes
 * them, so a failed run leaves no partial output. A non-empty target is refused unless forced,
 * and forcing replaces only a previous GraphVeil output (a folder holding {@code report.json}); a
 * target that holds an input — the files given, and the schema and hierarchy files they bring
 * ({@link InputFiles}) — is always refused. Paths are compared as real paths (symbolic links
 * resolved), so a link cannot smuggle an input into the folder to be replaced.
 */
public final class OutputFolder implements AutoCloseable {
    private final Path target;
    private final Path temp;
    private final boolean force;
    private boolean committed;

    private OutputFolder(Path target, Path temp, boolean force) {
        this.target = target;
        this.temp = temp;
        this.force = force;
    }

    /**
     * Prepares to write {@code target}.
     *
     * @param inputs files and folders the run reads; the target may not contain any of them
     */
    public static OutputFolder prepare(Path target, boolean force, Collection<Path> inputs) {
        Path abs = check(target, force, inputs);
        try {
            Path parent = abs.getParent();
            Files.createDirectories(parent);
            Path temp = Files.createTempDirectory(parent, "." + abs.getFileName() + ".tmp-");
            // createTempDirectory makes the folder private (0700); results are for sharing.
            if (Files.getFileStore(temp).supportsFileAttributeView("posix")) {
                Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
            return new OutputFolder(abs, temp, force);
        } catch (IOException e) {
            throw new BadParameterException("cannot create output folder " + target + ": " + e.getMessage());
        }
    }

    /**
     * Fails as {@link #prepare} would, without creating anything: lets a command refuse a bad
     * output folder before it does its work. Returns the absolute target.
     */
    public static Path check(Path target, boolean force, Collection<Path> inputs) {
        Path abs = target.toAbsolutePath().normalize();
        Path real = real(abs);
        for (Path input : InputFiles.expand(inputs)) {
            if (real(input).startsWith(real) || input.toAbsolutePath().normalize().startsWith(abs)) {
                throw new BadParameterException("refusing to write to " + target + ": it holds the input " + input);
            }
        }
        if (Files.exists(abs) && !Files.isDirectory(abs)) {
            throw new BadParameterException("output " + target + " exists and is not a folder");
        }
        if (Files.isDirectory(abs) && !isEmpty(abs)) {
            if (!force) {
                throw new BadParameterException("output folder " + target + " is not empty (use --force to replace it)");
            }
            requirePreviousOutput(abs, target);
        }
        return abs;
    }

    /** The file a GraphVeil output folder always holds: what {@code --force} may replace. */
    public static final String REPORT = "report.json";

    private static void requirePreviousOutput(Path abs, Path target) {
        if (!Files.isRegularFile(abs.resolve(REPORT))) {
            throw new BadParameterException("output folder " + target + " is not a GraphVeil output folder (no "
                    + REPORT + "), so --force will not replace it; empty or remove it yourself");
        }
    }

    /**
     * {@code p} with symbolic links resolved: the real path of its deepest existing ancestor, the
     * rest appended (normalized absolute when nothing of it exists).
     */
    static Path real(Path p) {
        Path abs = p.toAbsolutePath().normalize();
        Path existing = abs;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return abs;
        }
        try {
            return existing.toRealPath().resolve(existing.relativize(abs)).normalize();
        } catch (IOException e) {
            return abs;
        }
    }

    /** Where to write; becomes the target on {@link #commit()}. */
    public Path dir() {
        return temp;
    }

    public Path target() {
        return target;
    }

    /** Moves the written folder into place, replacing an empty (or, forced, any) target. */
    public void commit() throws IOException {
        if (Files.exists(target)) {
            if (!isEmpty(target)) {
                if (!force) {
                    throw new BadParameterException("output folder " + target + " was filled while running");
                }
                requirePreviousOutput(target, target);
            }
            Path old = Files.createTempDirectory(target.getParent(), "." + target.getFileName() + ".old-");
            Files.delete(old);
            Files.move(target, old);
            move(temp, target);
            deleteRecursively(old);
        } else {
            move(temp, target);
        }
        committed = true;
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    @Override
    public void close() {
        if (!committed) {
            try {
                deleteRecursively(temp);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static boolean isEmpty(Path dir) {
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
            return !s.iterator().hasNext();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Deletes a folder and everything in it (nothing when it does not exist). */
    public static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }
}
