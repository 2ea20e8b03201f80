package io.graphveil.publish;

import io.graphveil.BadInputException;
import io.graphveil.io.DatasetReader;
import io.graphveil.io.EdgeListReader;
import io.graphveil.io.SchemaJson;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.verify.PublishedTable;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A published graph read back from an {@code anonymize} output folder: {@code schema.json} (the
 * policy used, with the pseudonym as identifier), {@code table.csv} (node {@code i} = data row
 * {@code i}, values as published: generalized labels, intervals, sets, {@code *}) and
 * {@code edges.csv} (pairs of pseudonyms). What an outsider — or an attacker — gets.
 */
public final class PublishedNetwork {
    private PublishedNetwork() {
    }

    /** Whether {@code dir} looks like a published graph (table.csv and edges.csv, no nodes.csv). */
    public static boolean isPublished(Path dir) {
        return Files.isRegularFile(dir.resolve(Publication.TABLE)) && Files.isRegularFile(dir.resolve(Publication.EDGES))
                && !Files.exists(dir.resolve(DatasetReader.NODES));
    }

    public static AttributeSocialNetwork read(Path dir) {
        Path schemaFile = dir.resolve(Publication.SCHEMA);
        if (!Files.isRegularFile(schemaFile)) {
            throw BadInputException.at(schemaFile, 0, "a published graph needs the schema.json it was published with");
        }
        Schema schema = SchemaJson.read(schemaFile);
        int id = schema.identifierIndex();
        if (id < 0) {
            throw BadInputException.at(schemaFile, 0, "no IDENTIFIER attribute (the pseudonym column)");
        }
        Path tableFile = dir.resolve(Publication.TABLE);
        PublishedTable published = PublishedTable.read(tableFile, schema);
        List<String[]> rows = new ArrayList<>(published.rowCount());
        Set<String> seen = new HashSet<>();
        for (int r = 0; r < published.rowCount(); r++) {
            String[] row = new String[schema.size()];
            for (int a = 0; a < row.length; a++) {
                row[a] = published.value(r, a);
            }
            if (row[id].equals(io.graphveil.model.Values.MISSING) || !seen.add(row[id])) {
                throw BadInputException.at(tableFile, r + 2, "pseudonym '" + row[id] + "' is missing or appears twice");
            }
            rows.add(row);
        }
        Table table = Table.ofRows(schema, rows);
        return EdgeListReader.readNetwork(dir.resolve(Publication.EDGES), table, EdgeListReader.Header.REQUIRED)
                .network();
    }
}
