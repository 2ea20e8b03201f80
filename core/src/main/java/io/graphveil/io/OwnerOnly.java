package io.graphveil.io;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Files and folders readable by their owner only from the moment they exist (0600, 0700) where the
 * file system has POSIX permissions: every file GraphVeil writes is created through here, so that a
 * run killed half-way leaves nothing others can read (the published part is opened up to 0644 only
 * when its folder is committed, {@link OutputFolder#commit}). Java cannot set a umask, so each file
 * is created with its permissions as an attribute and only then opened for writing.
 */
public final class OwnerOnly {
    private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");

    private OwnerOnly() {
    }

    /** Creates {@code file} owner-only (or truncates an existing one) and opens it for writing. */
    public static OutputStream newOutputStream(Path file) throws IOException {
        create(file);
        return Files.newOutputStream(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
    }

    /** {@link #newOutputStream} as UTF-8 text. */
    public static BufferedWriter newBufferedWriter(Path file) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(file), StandardCharsets.UTF_8));
    }

    public static void writeString(Path file, String text) throws IOException {
        try (BufferedWriter w = newBufferedWriter(file)) {
            w.write(text);
        }
    }

    /**
     * Creates {@code file} empty and owner-only unless it exists (for writers that open a path
     * themselves and keep an existing file's permissions when they truncate it).
     */
    public static void create(Path file) throws IOException {
        if (Files.exists(file)) {
            return;
        }
        try {
            if (posix(file.toAbsolutePath().getParent())) {
                Files.createFile(file, attribute(FILE));
            } else {
                Files.createFile(file);
            }
        } catch (FileAlreadyExistsException e) {
            // created meanwhile: its permissions are whoever's created it
        }
    }

    /** Creates {@code dir} and its missing parents, the ones it creates owner-only. */
    public static Path createDirectories(Path dir) throws IOException {
        Path abs = dir.toAbsolutePath().normalize();
        if (Files.isDirectory(abs)) {
            return abs;
        }
        createDirectories(abs.getParent());
        try {
            if (posix(abs.getParent())) {
                Files.createDirectory(abs, attribute(FOLDER));
            } else {
                Files.createDirectory(abs);
            }
        } catch (FileAlreadyExistsException e) {
            // created meanwhile
        }
        return abs;
    }

    /** A fresh owner-only folder in {@code parent}, named {@code prefix} and a random suffix. */
    public static Path createTempDirectory(Path parent, String prefix) throws IOException {
        return posix(parent) ? Files.createTempDirectory(parent, prefix, attribute(FOLDER))
                : Files.createTempDirectory(parent, prefix);
    }

    static boolean posix(Path p) {
        try {
            return p != null && Files.getFileStore(p).supportsFileAttributeView("posix");
        } catch (IOException e) {
            return false;
        }
    }

    private static FileAttribute<Set<PosixFilePermission>> attribute(Set<PosixFilePermission> permissions) {
        return PosixFilePermissions.asFileAttribute(permissions);
    }
}
