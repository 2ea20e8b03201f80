package io.graphveil.io;

import io.graphveil.BadParameterException;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where a run's results go (docs/RELIABILITY.md): a folder to publish and, beside it, the owner's
 * folder (default {@code OUT.private}, or {@code --private-out}), each written atomically. Results go
 * to a hidden temporary folder beside each target — on the target's file system, so that the final
 * rename is atomic — created owner-only and locked while the run lasts; {@link #commit()} writes
 * each folder's {@link Manifest}, opens the published one up to 0755/0644 (the owner's stays
 * 0700/0600) and renames both into place, the owner's first. Closing without a commit, a failure,
 * Ctrl-C or SIGTERM removes them; a run killed outright leaves them locked-free, owner-only, and the
 * next run with the same target removes them and says so.
 *
 * <p>Nothing that GraphVeil did not write is ever replaced: a target must be absent, empty, or (with
 * {@code --force}) wholly a previous output as its manifest lists it; a target holding an input —
 * every file of an input folder, and the schema and hierarchy files the inputs name, compared by real
 * path so that a symbolic link cannot hide one — is always refused.
 */
public final class OutputFolder implements AutoCloseable {
    /** The file every GraphVeil output holds beside its results. */
    public static final String REPORT = "report.json";
    private static final String LOCK = ".lock";

    private final Stage published;
    private final boolean publishable;
    private final Path privateTarget;
    private final boolean force;
    private Stage owner;
    private final Thread cleanup;
    private boolean done;

    private OutputFolder(Stage published, boolean publishable, Path privateTarget, boolean force) {
        this.published = published;
        this.publishable = publishable;
        this.privateTarget = privateTarget;
        this.force = force;
        this.cleanup = new Thread(this::discard, "graphveil-output-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
    }

    /** The owner's folder of {@code target}: {@code privateOut} when given, else the sibling {@code TARGET.private}. */
    public static Path privateTarget(Path target, Path privateOut) {
        Path abs = target.toAbsolutePath().normalize();
        return privateOut != null ? privateOut.toAbsolutePath().normalize()
                : abs.resolveSibling(abs.getFileName() + ".private");
    }

    /**
     * Prepares to write {@code target} (and its owner's folder, on first use of {@link #privateDir}),
     * after the checks of {@link #check}; removes stale temporary folders of earlier runs, saying so on
     * {@code err}.
     */
    public static OutputFolder prepare(Path target, Path privateTarget, boolean force, Collection<Path> inputs,
                                       PrintWriter err) {
        Path abs = check(target, privateTarget, force, inputs);
        removeStale(abs, err);
        if (privateTarget != null) {
            removeStale(privateTarget, err);
        }
        return new OutputFolder(Stage.open(abs), true, privateTarget, force);
    }

    /**
     * Prepares an owner-only folder on its own (the privacy gate's diagnostic when it refuses to
     * publish): {@link #dir()} is written and committed owner-only, with its manifest and README.
     */
    public static OutputFolder prepareOwnerOnly(Path target, boolean force, Collection<Path> inputs, PrintWriter err) {
        Path abs = check(target, null, force, inputs);
        removeStale(abs, err);
        OutputFolder folder = new OutputFolder(Stage.open(abs), false, null, force);
        try {
            OwnerOnly.writeString(folder.dir().resolve(PrivateFolder.README), PrivateFolder.README_TEXT);
        } catch (IOException e) {
            folder.close();
            throw new UncheckedIOException(e);
        }
        return folder;
    }

    /** {@link #check} for a run that writes nothing owner-only. */
    public static Path check(Path target, boolean force, Collection<Path> inputs) {
        return check(target, null, force, inputs);
    }

    /**
     * Fails as {@link #prepare} would, without creating anything, so that a command refuses a bad
     * output before it does its work; returns the absolute target.
     *
     * @param privateTarget the owner's folder, or null when the run writes none
     */
    public static Path check(Path target, Path privateTarget, boolean force, Collection<Path> inputs) {
        Path abs = target.toAbsolutePath().normalize();
        List<Path> all = InputFiles.expand(inputs);
        checkOne(abs, target, force, all);
        if (privateTarget != null) {
            if (privateTarget.startsWith(abs) || abs.startsWith(privateTarget)) {
                throw new BadParameterException("--private-out " + privateTarget.getFileName() + " must not be inside "
                        + "the folder to publish, nor hold it: owner-only files would be published");
            }
            checkOne(privateTarget, privateTarget, force, all);
        }
        return abs;
    }

    private static void checkOne(Path abs, Path shown, boolean force, List<Path> inputs) {
        Path real = real(abs);
        for (Path input : inputs) {
            if (real(input).startsWith(real) || input.toAbsolutePath().normalize().startsWith(abs)) {
                throw new BadParameterException("refusing to write to " + shown + ": it holds the input " + input);
            }
        }
        if (Files.exists(abs) && !Files.isDirectory(abs)) {
            throw new BadParameterException("output " + shown + " exists and is not a folder");
        }
        if (Files.isDirectory(abs) && !isEmpty(abs)) {
            if (!force) {
                throw new BadParameterException("output folder " + shown + " is not empty (--force replaces a previous "
                        + "GraphVeil output)");
            }
            Manifest.requireOwnOutput(abs, shown);
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

    /** Where to write what may be published; becomes the target on {@link #commit()}. */
    public Path dir() {
        return published.temp;
    }

    public Path target() {
        return published.target;
    }

    /** Where to write what only the owner may read (created on first use); becomes the owner's folder. */
    public Path privateDir() {
        if (privateTarget == null) {
            throw new IllegalStateException("this output has no owner's folder");
        }
        if (owner == null) {
            owner = Stage.open(privateTarget);
            try {
                OwnerOnly.writeString(owner.temp.resolve(PrivateFolder.README), PrivateFolder.README_TEXT);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return owner.temp;
    }

    /** The owner's folder this output writes, or null when nothing owner-only was written. */
    public Path privateTarget() {
        return owner == null ? null : owner.target;
    }

    /**
     * Adds {@code report.json} (listing {@code published_files}) and, when {@code report} has
     * owner-only sections, the owner's report in the owner's folder (listing {@code private_files}),
     * then {@link #commit}s.
     *
     * @return where the output went and the files of each folder
     */
    public Written commitWithReport(RunReport report) throws IOException {
        if (report.hasOwnerSections()) {
            privateDir();
        }
        List<List<String>> files = files();
        var published = report.json().putArray("published_files");
        files.get(0).forEach(published::add);
        published.add(REPORT);
        List<String> publishedFiles = new ArrayList<>(files.get(0));
        publishedFiles.add(REPORT);
        List<String> secret = List.of();
        if (privateTarget() != null) {
            secret = new ArrayList<>(files.get(1));
            secret.add(REPORT);
            java.util.Collections.sort(secret);
            report.ownerFiles(secret);
            Json.write(privateDir().resolve(REPORT), report.ownerJson());
        }
        report.write(dir().resolve(REPORT));
        commit();
        return new Written(target(), privateTarget(), publishedFiles, secret);
    }

    /** Writes the manifests, opens up the published folder, and moves both into place (the owner's first). */
    public void commit() throws IOException {
        if (owner != null) {
            owner.commit(false, force);
        }
        published.commit(publishable, force);
        done = true;
        removeHook();
    }

    @Override
    public void close() {
        if (!done) {
            discard();
            removeHook();
        }
    }

    private synchronized void discard() {
        if (done) {
            return;
        }
        done = true;
        published.discard();
        if (owner != null) {
            owner.discard();
        }
    }

    private void removeHook() {
        try {
            Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException e) {
            // shutting down: the hook runs, and finds nothing left to do
        }
    }

    /**
     * Removes the temporary and displaced folders an interrupted run left beside {@code target}: a
     * temporary one whose lock nobody holds, a displaced previous output that its manifest vouches for.
     */
    static void removeStale(Path target, PrintWriter err) {
        Path parent = target.getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            return;
        }
        String tmp = "." + target.getFileName() + ".tmp-";
        String old = "." + target.getFileName() + ".old-";
        List<Path> found = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(parent)) {
            s.forEach(found::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        found.sort(Comparator.naturalOrder());
        try {
            for (Path p : found) {
                String name = p.getFileName().toString();
                boolean folder = Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS);
                boolean stale;
                if (name.startsWith(tmp) && name.endsWith(LOCK)) {
                    // the lock of a folder already moved into place, or never created: only the lock is left
                    stale = !folder && !Files.exists(p.resolveSibling(name.substring(0, name.length() - LOCK.length())))
                            && unlocked(p);
                } else if (name.startsWith(tmp)) {
                    // created after its lock and removed before it: a folder without its lock is not ours
                    stale = folder && unlocked(p.resolveSibling(name + LOCK));
                } else {
                    stale = name.startsWith(old) && folder && Manifest.isOwnOutput(p);
                }
                if (stale) {
                    if (folder) {
                        deleteRecursively(p);
                        Files.deleteIfExists(p.resolveSibling(name + LOCK));
                    } else {
                        Files.deleteIfExists(p);
                    }
                    if (err != null && !name.endsWith(LOCK)) {
                        err.println("note: removed " + name + ", left beside " + target.getFileName()
                                + " by an interrupted run");
                        err.flush();
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether the lock file exists and no process (this one included) holds its lock. */
    private static boolean unlocked(Path lock) {
        if (!Files.isRegularFile(lock)) {
            return false;
        }
        try (FileChannel ch = FileChannel.open(lock, StandardOpenOption.WRITE)) {
            FileLock l = ch.tryLock();
            if (l == null) {
                return false;
            }
            l.release();
            return true;
        } catch (OverlappingFileLockException e) {
            return false;
        } catch (IOException e) {
            return false;
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

    /** One target and its locked, owner-only temporary folder. */
    private static final class Stage {
        final Path target;
        final Path temp;
        private final Path lockFile;
        private final FileChannel channel;
        private final FileLock lock;

        private Stage(Path target, Path temp, Path lockFile, FileChannel channel, FileLock lock) {
            this.target = target;
            this.temp = temp;
            this.lockFile = lockFile;
            this.channel = channel;
            this.lock = lock;
        }

        /**
         * The lock sits beside the temporary folder and is taken before the folder exists, so that a
         * temporary folder without a held lock is always stale, however far its run got.
         */
        static Stage open(Path target) {
            try {
                Path parent = OwnerOnly.createDirectories(target.getParent());
                java.security.SecureRandom random = new java.security.SecureRandom();
                for (int attempt = 0; ; attempt++) {
                    Path temp = parent.resolve("." + target.getFileName() + ".tmp-"
                            + Long.toUnsignedString(random.nextLong(), 36));
                    Path lockFile = temp.resolveSibling(temp.getFileName() + LOCK);
                    try {
                        OwnerOnly.create(lockFile);
                    } catch (java.nio.file.FileAlreadyExistsException e) {
                        if (attempt < 8) {
                            continue;
                        }
                        throw e;
                    }
                    FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE);
                    FileLock lock = channel.lock();
                    OwnerOnly.createDirectories(temp);
                    return new Stage(target, temp, lockFile, channel, lock);
                }
            } catch (IOException e) {
                throw new BadParameterException("cannot create output folder " + target.getFileName() + ": "
                        + e.getMessage());
            }
        }

        /**
         * Moves the folder into place while still locked and owner-only, and only then opens up a
         * published folder: a run killed at any point leaves nothing others can read but a
         * complete output.
         */
        void commit(boolean open, boolean force) throws IOException {
            Manifest.write(temp);
            if (Files.exists(target)) {
                if (!isEmpty(target)) {
                    if (!force) {
                        throw new BadParameterException("output folder " + target.getFileName()
                                + " was filled while running");
                    }
                    Manifest.requireOwnOutput(target, target.getFileName());
                }
                Path displaced = OwnerOnly.createTempDirectory(target.getParent(), "." + target.getFileName() + ".old-");
                Files.delete(displaced);
                move(target, displaced);
                move(temp, target);
                deleteRecursively(displaced);
            } else {
                move(temp, target);
            }
            if (open && OwnerOnly.posix(target)) {
                try (Stream<Path> walk = Files.walk(target)) {
                    for (Path p : (Iterable<Path>) walk::iterator) {
                        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(
                                Files.isDirectory(p) ? "rwxr-xr-x" : "rw-r--r--"));
                    }
                }
            }
            unlock();
            Files.deleteIfExists(lockFile);
        }

        void discard() {
            // The run's own threads (the GraphML writer, the owner's views) may still be adding
            // files while a shutdown hook discards: a walk that meets a file created behind it
            // fails, so it is tried again a few times before the folder is left to the next run.
            for (int attempt = 0; attempt < 20 && Files.exists(temp); attempt++) {
                try {
                    deleteRecursively(temp);
                } catch (IOException | java.io.UncheckedIOException e) {
                    try {
                        Thread.sleep(25);
                    } catch (InterruptedException interrupted) {
                        Thread.currentThread().interrupt();
                        break;
                    }
                }
            }
            try {
                unlock();
                Files.deleteIfExists(lockFile);
            } catch (IOException e) {
                // a stale folder the next run removes
            }
        }

        private void unlock() {
            try {
                if (lock.isValid()) {
                    lock.release();
                }
                channel.close();
            } catch (IOException e) {
                // the lock goes with the process anyway
            }
        }

        private static void move(Path from, Path to) throws IOException {
            try {
                Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(from, to);
            }
        }
    }

    /**
     * Where a committed output went.
     *
     * @param privateTarget  the owner's folder, or null when nothing owner-only was written
     * @param publishedFiles the files of {@code target}, relative
     * @param privateFiles   the files of {@code privateTarget}, relative
     */
    public record Written(Path target, Path privateTarget, List<String> publishedFiles, List<String> privateFiles) {
        public Written {
            publishedFiles = List.copyOf(publishedFiles);
            privateFiles = List.copyOf(privateFiles);
        }
    }

    /** The names of the files written so far, relative and sorted: {@code [0]} published, {@code [1]} owner's. */
    public List<List<String>> files() {
        List<String> pub = new ArrayList<>(Manifest.hashes(published.temp).keySet());
        List<String> own = owner == null ? new ArrayList<>() : new ArrayList<>(Manifest.hashes(owner.temp).keySet());
        return List.of(pub, own);
    }
}
