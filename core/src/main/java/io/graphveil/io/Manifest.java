package io.graphveil.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.graphveil.BadParameterException;
import io.graphveil.Version;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The list of the files a GraphVeil run wrote into a folder, with their SHA-256, kept in the folder
 * as {@value #NAME}. It is what {@code --force} may replace: a folder whose every file is listed
 * with an unchanged hash is GraphVeil's own; any other file, or a listed file since edited, makes
 * the folder someone else's, and it is left alone.
 */
public final class Manifest {
    public static final String NAME = ".graphveil-manifest.json";

    private Manifest() {
    }

    /** Lists every regular file under {@code dir} (but the manifest) with its hash, into {@code dir/NAME}. */
    public static void write(Path dir) throws IOException {
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("written_by", "graphveil " + Version.get());
        ObjectNode files = root.putObject("files");
        hashes(dir).forEach(files::put);
        OwnerOnly.writeString(dir.resolve(NAME), Json.pretty(root));
    }

    /**
     * Refuses (exit code 2) a folder that is not wholly a previous GraphVeil output: no manifest, a
     * file the manifest does not list, or a listed file whose content changed.
     *
     * @param shown the folder as the user named it, for the message
     */
    public static void requireOwnOutput(Path dir, Path shown) {
        Path file = dir.resolve(NAME);
        if (!Files.isRegularFile(file)) {
            throw new BadParameterException("output folder " + shown + " was not written by GraphVeil (no " + NAME
                    + "), so --force will not replace it; empty or remove it yourself");
        }
        JsonNode listed;
        try {
            listed = Json.MAPPER.readTree(file.toFile()).path("files");
        } catch (IOException e) {
            throw new BadParameterException("output folder " + shown + ": its " + NAME + " cannot be read, so --force "
                    + "will not replace it");
        }
        for (Map.Entry<String, String> e : hashes(dir).entrySet()) {
            if (!listed.has(e.getKey())) {
                throw new BadParameterException("output folder " + shown + " holds " + e.getKey() + ", which GraphVeil "
                        + "did not write, so --force will not replace it; move that file away first");
            }
            if (!listed.get(e.getKey()).asText().equals(e.getValue())) {
                throw new BadParameterException("output folder " + shown + ": " + e.getKey() + " changed since GraphVeil "
                        + "wrote it, so --force will not replace it; move that file away first");
            }
        }
    }

    /** Whether {@code dir} is wholly a previous GraphVeil output (see {@link #requireOwnOutput}). */
    public static boolean isOwnOutput(Path dir) {
        try {
            requireOwnOutput(dir, dir);
            return true;
        } catch (BadParameterException e) {
            return false;
        }
    }

    /** Every regular file under {@code dir} but the manifest, {@code /}-separated relative path → SHA-256. */
    static Map<String, String> hashes(Path dir) {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (Files.isRegularFile(p) && !p.getFileName().toString().equals(NAME)) {
                    out.put(dir.relativize(p).toString().replace('\\', '/'), sha256(p));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static String sha256(Path file) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(file)) {
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                sha.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(sha.digest());
    }
}
