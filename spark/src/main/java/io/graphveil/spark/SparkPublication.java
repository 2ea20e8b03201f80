package io.graphveil.spark;

import io.graphveil.io.CsvOutput;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Schema;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.publish.GraphFiles;
import io.graphveil.publish.GraphMlWriter;
import io.graphveil.publish.MappingFile;
import io.graphveil.publish.Publication;
import io.graphveil.publish.PublicationKey;
import org.apache.commons.csv.CSVPrinter;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.udf;

/**
 * The publication step ({@link Publication}) on Spark: the same pseudonyms, row order and edge
 * order, drawn from the same key, so that both engines write the same public files for the same
 * rows and seed, whatever order Spark holds them in.
 * <ul>
 *   <li>the key: SHA-256 over the seed and the input's digest ({@link io.graphveil.model.Hash64#digest(long, long,
 *       long, long)}), whose two sums are one aggregate each over the rows and the edges;</li>
 *   <li>pseudonyms: one sort of the rows by {@link PublicationKey#rowKey}, then id and values, numbered;</li>
 *   <li>edges: joined to their ends' pseudonyms and id hashes, sorted by
 *       {@link PublicationKey#edgeKey}, then by their ends' ids, and turned by
 *       {@link PublicationKey#turned}.</li>
 * </ul>
 * Cost: two aggregates, two joins and two sorts, all distributed; the CSV files are written on the
 * driver from a stream of the sorted partitions ({@link Dataset#toLocalIterator}), one partition in
 * memory at a time, through the project's one CSV dialect; the policy files from one distinct per
 * column; GraphML, only written up to {@link GraphFiles}' size, on the driver. Parquet is written
 * by Spark in parallel.
 * Immutable once built.
 */
public final class SparkPublication {
    private final Schema schema;
    private final Dataset<Row> table;
    private final Dataset<Row> edges;
    private final long key;

    private SparkPublication(Schema schema, Dataset<Row> table, Dataset<Row> edges, long key) {
        this.schema = schema;
        this.table = table;
        this.edges = edges;
        this.key = key;
    }

    /**
     * @param schema the rows' schema (its first IDENTIFIER column holds the node ids)
     * @param rows   one string column per attribute of {@code schema}, in its order, values as
     *               the single-machine table holds them (missing values as their token)
     * @param links  two string columns, the ids of each friendship's ends (each friendship once),
     *               or null for a table alone
     * @param seed   the run's seed
     */
    public static SparkPublication of(Schema schema, Dataset<Row> rows, Dataset<Row> links, long seed) {
        int idColumn = schema.identifierIndex();
        if (idColumn < 0) {
            throw new IllegalArgumentException("the Spark publication needs an IDENTIFIER column");
        }
        String[] names = schema.names().toArray(String[]::new);
        SparkDigest digest = SparkDigest.of(names, idColumn, rows, links);
        long key = PublicationKey.of(seed, digest.digest());
        return new SparkPublication(schema, numbered(digest.rows(), names, idColumn, key).cache(), digest.ends(), key);
    }

    /** The rows sorted by their keyed hash (then id, then values) with their pseudonyms {@code 1..N}. */
    private static Dataset<Row> numbered(Dataset<Row> hashed, String[] names, int idColumn, long key) {
        Dataset<Row> keyed = hashed.withColumn("__gv_k", udf((UDF1<Long, Long>) h -> PublicationKey.rowKey(key, h),
                DataTypes.LongType).apply(col("__gv_row")));
        org.apache.spark.sql.Column[] order = new org.apache.spark.sql.Column[names.length + 1];
        order[0] = col("__gv_k");
        order[1] = col("`" + names[idColumn] + "`");
        for (int c = 0, at = 2; c < names.length; c++) {
            if (c != idColumn) {
                order[at++] = col("`" + names[c] + "`");
            }
        }
        return Numbered.of(keyed.orderBy(order), "__gv_p", 1);
    }

    /** The key the pseudonyms and the edge order were drawn from (the single-machine engine's for the same input). */
    public long key() {
        return key;
    }

    /** The published table: pseudonym, then the kept columns ({@link Publication#keptColumns}), in pseudonym order. */
    public Dataset<Row> table() {
        int[] kept = Publication.keptColumns(schema);
        Schema published = Publication.publishedSchema(schema);
        org.apache.spark.sql.Column[] columns = new org.apache.spark.sql.Column[kept.length];
        for (int c = 0; c < kept.length; c++) {
            String name = schema.attribute(kept[c]).name();
            columns[c] = schema.attribute(kept[c]).role() == AttributeRole.IDENTIFIER
                    ? col("__gv_p").as(published.attribute(c).name()) : col(name);
        }
        return table.orderBy(col("__gv_p")).select(columns);
    }

    /** The published edges: {@code source, target} pseudonyms in the keyed order; null for a table alone. */
    public Dataset<Row> edges() {
        if (edges == null) {
            return null;
        }
        String id = schema.attribute(schema.identifierIndex()).name();
        Dataset<Row> pseudonyms = table.select(col(id), col("__gv_p"));
        Dataset<Row> joined = edges
                .join(pseudonyms.toDF("_a", "_pa"), "_a")
                .join(pseudonyms.toDF("_b", "_pb"), "_b");
        long k = key;
        StructType type = new StructType()
                .add("__gv_k", DataTypes.LongType, false)
                .add("_lo", DataTypes.StringType, false)
                .add("_hi", DataTypes.StringType, false)
                .add("source", DataTypes.IntegerType, false)
                .add("target", DataTypes.IntegerType, false);
        Dataset<Row> ordered = joined.select("_a", "_b", "_ha", "_hb", "_pa", "_pb").map((MapFunction<Row, Row>) e -> {
            String a = e.getString(0);
            String b = e.getString(1);
            long ha = e.getLong(2);
            long hb = e.getLong(3);
            // the end with the smaller id hash (then id) first, as the single-machine engine writes it
            boolean aFirst = ha != hb ? ha < hb : a.compareTo(b) <= 0;
            long edgeKey = PublicationKey.edgeKey(k, ha, hb);
            int lo = aFirst ? e.getInt(4) : e.getInt(5);
            int hi = aFirst ? e.getInt(5) : e.getInt(4);
            boolean turn = PublicationKey.turned(edgeKey);
            return RowFactory.create(edgeKey, aFirst ? a : b, aFirst ? b : a, turn ? hi : lo, turn ? lo : hi);
        }, Encoders.row(type));
        return ordered.orderBy(col("__gv_k"), col("_lo"), col("_hi")).select("source", "target");
    }

    /**
     * Writes the public files into {@code dir} as the single-machine engine does, with the same
     * bytes: {@code table.csv}, {@code schema.json} and the hierarchies cut to the labels shown, and
     * for a graph {@code edges.csv} and, up to {@code files}' edge limit, {@code graph.graphml}.
     */
    public void write(Path dir, Hierarchies hierarchies, GraphFiles files) throws IOException {
        writePolicy(dir, hierarchies);
        writeCsv(dir);
        if (edges != null && files.writesXml(edges.count())) {
            writeGraphMl(dir);
        }
    }

    /** Writes {@code schema.json} and the hierarchy files, cut to what the table shows (one distinct per column). */
    public void writePolicy(Path dir, Hierarchies hierarchies) throws IOException {
        Schema published = Publication.publishedSchema(schema);
        Dataset<Row> rows = table();
        Publication.writePolicy(dir, published, hierarchies, c -> {
            Set<String> values = new LinkedHashSet<>();
            if (published.attribute(c).role() != AttributeRole.IDENTIFIER) {
                for (Row r : rows.select(col("`" + published.attribute(c).name() + "`")).distinct().collectAsList()) {
                    values.add(r.getString(0));
                }
            }
            return values;
        });
    }

    /**
     * Writes {@code graph.graphml} on the driver: the nodes in pseudonym order with their values,
     * the edges in the published order. The file is written only up to a stated size
     * ({@link GraphFiles}), so the graph it describes fits the driver.
     */
    public void writeGraphMl(Path dir) throws IOException {
        Schema published = Publication.publishedSchema(schema);
        List<String> names = new ArrayList<>();
        List<Integer> at = new ArrayList<>();
        for (int c = 0; c < published.size(); c++) {
            if (published.attribute(c).role() != AttributeRole.IDENTIFIER) {
                names.add(published.attribute(c).name());
                at.add(c);
            }
        }
        List<Row> rows = table().collectAsList();
        List<Row> links = edges().collectAsList();
        int[] us = new int[links.size()];
        int[] vs = new int[links.size()];
        for (int i = 0; i < us.length; i++) {
            us[i] = links.get(i).getInt(0) - 1;
            vs[i] = links.get(i).getInt(1) - 1;
        }
        GraphMlWriter.write(dir.resolve(Publication.GRAPHML), names, new GraphMlWriter.Nodes() {
            @Override
            public int count() {
                return rows.size();
            }

            @Override
            public String id(int node) {
                return String.valueOf(node + 1);
            }

            @Override
            public String value(int node, int attribute) {
                return rows.get(node).getString(at.get(attribute));
            }
        }, us, vs);
    }

    /** Writes {@code table.csv} and, for a graph, {@code edges.csv} into {@code dir}: the single-machine engine's bytes. */
    public void writeCsv(Path dir) throws IOException {
        write(table(), dir.resolve(Publication.TABLE), Publication.publishedSchema(schema).names());
        if (edges != null) {
            write(edges(), dir.resolve(Publication.EDGES), List.of("source", "target"));
        }
    }

    /**
     * The secret mapping, {@code original_id, pseudonym} (strings), from the rows' column
     * {@code personColumn} (each row's person): what the verifier checks k over persons with.
     */
    public Dataset<Row> mapping(String personColumn) {
        return table.select(col("`" + personColumn + "`").as("original_id"),
                col("__gv_p").cast(DataTypes.StringType).as("pseudonym"));
    }

    /**
     * Writes the secret mapping ({@link MappingFile}) into {@code dir}, the owner's folder: the
     * person of each pseudonym in pseudonym order, streamed from the sorted rows.
     */
    public void writeMapping(Path dir, String personColumn) throws IOException {
        Iterator<Row> persons = table.orderBy(col("__gv_p")).select(col("`" + personColumn + "`")).toLocalIterator();
        // MappingFile asks for pseudonyms 1, 2, ... in turn: the sorted stream answers them in order
        MappingFile.write(dir.resolve(MappingFile.NAME), Math.toIntExact(table.count()), p -> persons.next().getString(0));
    }

    /** Writes the published table and edges as Parquet under {@code uri} (any Hadoop file system). */
    public void writeParquet(String uri) {
        table().write().parquet(uri + "/table.parquet");
        if (edges != null) {
            edges().write().parquet(uri + "/edges.parquet");
        }
    }

    private static void write(Dataset<Row> rows, Path file, java.util.List<String> header) throws IOException {
        try (CSVPrinter out = CsvOutput.open(file)) {
            out.printRecord(header);
            Iterator<Row> it = rows.toLocalIterator();
            while (it.hasNext()) {
                Row r = it.next();
                for (int c = 0; c < r.size(); c++) {
                    out.print(String.valueOf(r.get(c)));
                }
                out.println();
            }
        }
    }
}
