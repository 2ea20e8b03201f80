package io.graphveil.bench;

import io.graphveil.io.HierarchyCsvReader;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.io.Dataset;
import io.graphveil.io.SchemaJson;
import io.graphveil.io.TableReader;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.nio.file.Path;
import java.util.List;

/**
 * The Adult benchmark ARX publishes ({@code ../shared/data/adult-arx}: 30,162 rows, {@code ;}-separated
 * with a header, nine attributes, one hierarchy file each), with all nine attributes as
 * quasi-identifiers: a lattice of 12,960 nodes. Read in place, never copied.
 */
public final class AdultArx {
    /** The attributes in file order. */
    public static final List<String> ATTRIBUTES = List.of("sex", "age", "race", "marital-status", "education",
            "native-country", "workclass", "occupation", "salary-class");

    private AdultArx() {
    }

    /** The schema for the folder {@code dir}: every attribute a quasi-identifier with ARX's hierarchy. */
    public static Schema schema(Path dir) {
        StringBuilder json = new StringBuilder("{\"name\": \"adult-arx\", \"delimiter\": \";\", \"attributes\": [");
        for (int i = 0; i < ATTRIBUTES.size(); i++) {
            String a = ATTRIBUTES.get(i);
            json.append(i == 0 ? "" : ", ").append("{\"name\": \"").append(a)
                    .append("\", \"role\": \"QUASI_IDENTIFIER\", \"hierarchy\": {\"file\": \"adult_hierarchy_")
                    .append(a).append(".csv\"}}");
        }
        return SchemaJson.parse(json.append("]}").toString(), dir);
    }

    /** Reads {@code dir/adult.csv} with its hierarchies. */
    public static Dataset load(Path dir) {
        Schema schema = schema(dir);
        Hierarchies files = HierarchyCsvReader.readFiles(schema);
        Table table = TableReader.read(dir.resolve("adult.csv"), schema, files);
        return Dataset.ofTable(table, files.completeFor(table));
    }
}
