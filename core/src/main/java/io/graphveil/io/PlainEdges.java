package io.graphveil.io;

import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.EdgeListBuilder;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The fast path of {@link EdgeListReader} for the commonest large input: a dataset's
 * {@code edges.csv} whose first line is exactly {@code source,target} and whose every other line is
 * two plain numbers (digits, no leading zero) and a comma, between nodes whose ids are all plain
 * numbers. Such a file is read as bytes, without a string per field (Commons CSV takes some 0.5 µs
 * per line more, half a minute at thirty million edges). The first line that is anything else — a
 * quote, a blank, a BOM, an unknown id — makes it give up, and the caller reads the file again with
 * the general reader, which reports any problem with its line as always: so this path changes the
 * speed, never the outcome.
 */
final class PlainEdges {
    private PlainEdges() {
    }

    /**
     * Adds the file's edges to {@code edges} and returns true, or returns false (and {@code edges}
     * must be thrown away) when the file is not of the plain form or names an unknown id.
     */
    static boolean read(Path file, AttributeSocialNetwork nodes, EdgeListBuilder edges) {
        if (!nodes.numericIds()) {
            return false;
        }
        try (Bytes in = new Bytes(Files.newInputStream(file))) {
            if (!header(in)) {
                return false;
            }
            int[] pair = new int[2];
            while (true) {
                int state = line(in, pair);
                if (state == END) {
                    return true;
                }
                if (state == OTHER) {
                    return false;
                }
                int u = nodes.indexOfNumber(pair[0]);
                int v = nodes.indexOfNumber(pair[1]);
                if (u < 0 || v < 0) {
                    return false;
                }
                edges.add(u, v);
            }
        } catch (IOException e) {
            return false; // the general reader meets the same problem and explains it
        }
    }

    private static final int LINE = 0;
    private static final int END = 1;
    private static final int OTHER = 2;

    /** Bytes of a stream one at a time from a buffer of its own (BufferedInputStream locks on every read). */
    private static final class Bytes implements AutoCloseable {
        private final InputStream in;
        private final byte[] buffer = new byte[1 << 16];
        private int next;
        private int size;

        Bytes(InputStream in) {
            this.in = in;
        }

        int read() throws IOException {
            if (next == size) {
                size = in.read(buffer, 0, buffer.length);
                next = 0;
                if (size <= 0) {
                    size = 0;
                    return -1;
                }
            }
            return buffer[next++] & 0xff;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    private static boolean header(Bytes in) throws IOException {
        for (byte b : "source,target".getBytes(java.nio.charset.StandardCharsets.US_ASCII)) {
            if (in.read() != b) {
                return false;
            }
        }
        int c = in.read();
        if (c == '\r') {
            c = in.read();
        }
        return c == '\n';
    }

    /** Reads {@code digits,digits} and the line end into {@code pair}: LINE, END at the end of the file, else OTHER. */
    private static int line(Bytes in, int[] pair) throws IOException {
        int c = in.read();
        if (c < 0) {
            return END;
        }
        for (int field = 0; field < 2; field++) {
            long n = 0;
            int digits = 0;
            int first = c;
            while (c >= '0' && c <= '9') {
                n = n * 10 + (c - '0');
                if (++digits > 10) {
                    return OTHER;
                }
                c = in.read();
            }
            if (digits == 0 || (digits > 1 && first == '0') || n > Integer.MAX_VALUE) {
                return OTHER;
            }
            pair[field] = (int) n;
            if (field == 0) {
                if (c != ',') {
                    return OTHER;
                }
                c = in.read();
            }
        }
        if (c == '\r') {
            c = in.read();
        }
        return c == '\n' || c < 0 ? LINE : OTHER;
    }
}
