package io.graphveil.io.importer;

import io.graphveil.SharedData;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class AdultImporterTest {
    static final Path SCHEMA = Path.of("tables/adult/schema.json");

    @Test
    void readsAdultDataAndTestAsTheFortyEightThousandRowsOfThePapers() {
        Path data = SharedData.require("adult-uci/adult.data");
        Path test = SharedData.require("adult-uci/adult.test");
        ImportResult r = AdultImporter.run(List.of(data, test), SCHEMA);
        Table t = r.dataset().table();
        assertEquals(48842, t.rowCount());
        assertEquals(48842L - 45222L, r.counts().get("rows_with_missing"));
        assertEquals(2, t.column("salary").distinctKnown(), "test labels lose their trailing '.'");
        assertEquals(32561, AdultImporter.run(List.of(data), SCHEMA).dataset().table().rowCount());
    }
}
