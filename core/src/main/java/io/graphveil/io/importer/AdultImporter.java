package io.graphveil.io.importer;

import io.graphveil.io.Dataset;
import io.graphveil.io.DatasetReader;
import io.graphveil.model.Column;
import io.graphveil.model.Table;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Imports the UCI Adult files ({@code adult.data}, {@code adult.test}: {@code ", "}-separated,
 * {@code ?} missing, test labels ending in {@code .}) with a schema of format {@code uci-adult},
 * normally the project's {@code tables/adult/schema.json}; several files make one table (adult.data
 * plus adult.test are the 48,842 rows of the papers). Rows with missing values are kept.
 */
public final class AdultImporter {
    private AdultImporter() {
    }

    public static ImportResult run(List<Path> data, Path schemaFile) {
        Dataset dataset = DatasetReader.readTable(data, schemaFile);
        Table t = dataset.table();
        long withMissing = 0;
        long missingCells = 0;
        for (int r = 0; r < t.rowCount(); r++) {
            boolean any = false;
            for (int c = 0; c < t.columnCount(); c++) {
                if (t.code(r, c) == Column.MISSING_CODE) {
                    any = true;
                    missingCells++;
                }
            }
            withMissing += any ? 1 : 0;
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put("rows", (long) t.rowCount());
        counts.put("rows_with_missing", withMissing);
        counts.put("missing_cells", missingCells);
        ImportResult.putPadded(counts, dataset.hierarchies());
        List<Path> inputs = new ArrayList<>(data);
        inputs.add(schemaFile);
        return new ImportResult(dataset, inputs, counts);
    }
}
