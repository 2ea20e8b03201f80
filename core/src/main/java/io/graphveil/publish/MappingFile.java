package io.graphveil.publish;

import io.graphveil.BadInputException;
import io.graphveil.io.CsvLines;
import io.graphveil.io.CsvOutput;
import io.graphveil.model.AttributeSocialNetwork;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The secret mapping of a publication ({@code mapping.secret.csv} in the owner's folder {@code OUT.private}, written only on request):
 * one line per published node, {@code original_id,pseudonym}; the two copies of a split person
 * share an original id. It re-identifies everyone, so it is never written by default.
 */
public final class MappingFile {
    public static final String NAME = "mapping.secret.csv";

    private MappingFile() {
    }

    /**
     * Writes pairs of (original id, pseudonym) for pseudonyms {@code 1..count} in ascending order,
     * each original id asked of {@code originalOf} as it is written (no array of them: at 10 M
     * nodes the run has no room for one).
     */
    public static void write(Path file, int count, java.util.function.IntFunction<String> originalOf)
            throws IOException {
        try (CSVPrinter out = CsvOutput.open(file)) {
            out.printRecord("original_id", "pseudonym");
            for (int p = 1; p <= count; p++) {
                out.printRecord(originalOf.apply(p), p);
            }
        }
    }

    /**
     * Reads a mapping as the person of each published node: the index in {@code original} of the
     * original id of node {@code v} of {@code published} (whose ids are the pseudonyms).
     */
    public static int[] personOfNode(Path file, AttributeSocialNetwork original, AttributeSocialNetwork published) {
        Map<String, String> byPseudonym = read(file);
        int[] out = new int[published.nodeCount()];
        for (int v = 0; v < out.length; v++) {
            String id = byPseudonym.get(published.id(v));
            if (id == null) {
                throw BadInputException.at(file, 0, "no line for the published node '" + published.id(v) + "'");
            }
            int p = original.indexOf(id);
            if (p < 0) {
                throw BadInputException.at(file, 0, "original id '" + id + "' is not a node of the original graph");
            }
            out[v] = p;
        }
        return out;
    }

    /** Reads a mapping: pseudonym → original id. */
    public static Map<String, String> read(Path file) {
        Map<String, String> byPseudonym = new LinkedHashMap<>();
        boolean[] header = {true};
        CsvLines.forEach(file, ',', false, true, line -> {
            String[] f = line.fields();
            if (header[0]) {
                header[0] = false;
                if (f.length != 2 || !f[0].equals("original_id") || !f[1].equals("pseudonym")) {
                    throw BadInputException.at(file, line.number(), "expected the header original_id,pseudonym");
                }
                return;
            }
            if (f.length != 2) {
                throw BadInputException.at(file, line.number(), "expected 2 fields, found " + f.length);
            }
            if (byPseudonym.put(f[1], f[0]) != null) {
                throw BadInputException.at(file, line.number(), "pseudonym '" + f[1] + "' appears twice");
            }
        });
        if (header[0]) {
            throw BadInputException.at(file, 0, "the mapping file is empty");
        }
        return byPseudonym;
    }
}
