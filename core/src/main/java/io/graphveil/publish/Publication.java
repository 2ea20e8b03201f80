package io.graphveil.publish;

import io.graphveil.model.Hash64;
import io.graphveil.model.KeyOrder;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.GeneralizedValues;
import io.graphveil.io.CsvOutput;
import io.graphveil.io.DatasetWriter;
import io.graphveil.io.SchemaJson;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Publishes an anonymized table, and its graph when there is one, as ALGORITHMS.md §7 prescribes. Every row
 * gets a pseudonym from a random permutation of {@code 1..N}, and rows are written in pseudonym
 * order, so position reveals neither input order nor which two rows are the copies of one person.
 * The first IDENTIFIER column is published as {@code pseudonym} and holds only those; other
 * identifiers are dropped. Edges are shuffled and their ends swapped at random. The permutation and
 * the shuffle are keyed hashes of the ids under a {@link PublicationKey} (the seed hashed with the
 * unpublished table and edges), not drawn from the published seed alone, so that nobody without
 * the input can recompute them; and not from the order of the rows, so that the same input in
 * another order, or on another engine, publishes the same files.
 * Files: {@code table.csv}, {@code schema.json} (the policy used, hierarchy files copied), and for a
 * graph {@code edges.csv} and {@code graph.graphml}; the secret mapping only on request, into the
 * folder the caller gives (the output's owner-only folder, {@code OUT.private} by default).
 */
public final class Publication {
    public static final String TABLE = "table.csv";
    public static final String EDGES = "edges.csv";
    public static final String GRAPHML = "graph.graphml";
    /** The published graph as GEXF, written on request ({@link GraphFiles#gexf}). */
    public static final String GEXF = "graph.gexf";
    public static final String SCHEMA = "schema.json";

    private final Table table;
    private final IndexedGraph graph;
    private final int[] pseudonym;
    private final int[] rowOfPseudonym;
    private final Schema published;
    private final int[] columns;
    private final int idColumn;
    private final long key;
    /** Each node's id hash ({@link Hash64#idHashes}), from which the edge order is drawn. */
    private final long[] idHash;
    private GraphFiles files = GraphFiles.defaults();

    /**
     * @param table the anonymized rows (node {@code i} = row {@code i} when there is a graph)
     * @param graph the published friendships, or null for a table
     */
    /** Writes the graph as {@code files} says (GraphML up to its size limit, GEXF); returns this publication. */
    public Publication as(GraphFiles graphFiles) {
        files = java.util.Objects.requireNonNull(graphFiles);
        return this;
    }

    public Publication(Table table, IndexedGraph graph, long seed) {
        this.table = table;
        this.graph = graph;
        int n = table.rowCount();
        Schema schema = table.schema();
        this.idColumn = schema.identifierIndex();
        long[] rowHash = Hash64.rowHashes(table);
        this.idHash = Hash64.idHashes(table, rowHash);
        this.key = PublicationKey.of(seed, Hash64.digest(rowHash, idHash, graph));
        // pseudonyms in the order of the rows' keyed hashes: a random permutation that is a function
        // of the key and the rows, not of their order. The whole row, not its id: a table may repeat
        // an identifier (a person's several rows), and rows ordered by their id's hash would sit
        // side by side, linked by their pseudonyms; equal rows print alike whatever their order
        int[] order = KeyOrder.sorted(n, r -> PublicationKey.rowKey(key, rowHash[r]), this::compareRows);
        this.pseudonym = new int[n];
        this.rowOfPseudonym = new int[n + 1];
        for (int p = 0; p < n; p++) {
            pseudonym[order[p]] = p + 1;
            rowOfPseudonym[p + 1] = order[p];
        }
        this.columns = keptColumns(schema);
        this.published = publishedSchema(schema);
    }

    /**
     * The columns of {@code schema} a publication keeps: the first IDENTIFIER (its values become
     * pseudonyms) and every column that is not an identifier, in schema order.
     */
    public static int[] keptColumns(Schema schema) {
        int id = schema.identifierIndex();
        return java.util.stream.IntStream.range(0, schema.size())
                .filter(a -> a == id || schema.attribute(a).role() != AttributeRole.IDENTIFIER).toArray();
    }

    /** The published schema of {@code schema}: its {@link #keptColumns}, the identifier renamed {@code pseudonym}. */
    public static Schema publishedSchema(Schema schema) {
        List<Attribute> attributes = new ArrayList<>();
        for (int a : keptColumns(schema)) {
            Attribute attribute = schema.attribute(a);
            attributes.add(attribute.role() != AttributeRole.IDENTIFIER ? attribute
                    : Attribute.builder(pseudonymName(schema), AttributeRole.IDENTIFIER)
                    .description("random pseudonym (a seeded permutation of 1..N); the original "
                            + "identifier is never published").build());
        }
        return schema.withAttributes(attributes);
    }

    /** Two rows whose keys collide, by id, then by their values (equal rows print alike). */
    private int compareRows(int a, int b) {
        if (idColumn >= 0) {
            int d = table.value(a, idColumn).compareTo(table.value(b, idColumn));
            if (d != 0) {
                return d;
            }
        }
        for (int c = 0; c < table.columnCount(); c++) {
            int d = table.value(a, c).compareTo(table.value(b, c));
            if (d != 0) {
                return d;
            }
        }
        return 0;
    }

    private static String pseudonymName(Schema schema) {
        String name = "pseudonym";
        while (schema.indexOf(name) >= 0) {
            name = name + "_";
        }
        return name;
    }

    /** The values column {@code a} of the table holds (each once). */
    private java.util.Set<String> values(int a) {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        var column = table.column(a);
        boolean[] used = column.usedCodes();
        for (int code = 0; code < used.length; code++) {
            if (used[code]) {
                out.add(column.decode(code));
            }
        }
        return out;
    }

    /** The labels a column of {@code values} shows: its values, the members of its sets and the ends of its intervals. */
    private static java.util.Set<String> shownLabels(java.util.Set<String> values) {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (String v : values) {
            out.add(v);
            GeneralizedValues.Parsed parsed = GeneralizedValues.parse(v);
            if (parsed instanceof GeneralizedValues.SetOf set) {
                out.addAll(set.members());
            } else if (parsed instanceof GeneralizedValues.Interval interval) {
                out.add(interval.lo());
                out.add(interval.hi());
            }
        }
        return out;
    }

    /** {@code published} with each private-value set cut down to the values its column shows. */
    private static Schema shownPolicy(Schema published, java.util.function.IntFunction<java.util.Set<String>> shown) {
        List<Attribute> attributes = new ArrayList<>(published.attributes());
        for (int c = 0; c < published.size(); c++) {
            Attribute a = published.attribute(c);
            if (a.role() == AttributeRole.PRIVACY && !a.privateValues().isEmpty()) {
                java.util.Set<String> labels = shown.apply(c);
                List<String> kept = a.privateValues().stream().filter(labels::contains).toList();
                attributes.set(c, a.toBuilder().privateValues(kept).build());
            }
        }
        return published.withAttributes(attributes);
    }

    /** {@code schema} without the file hierarchies that {@code trimmed} dropped (their columns show no label). */
    private static Schema withoutMissingHierarchies(Schema schema, Hierarchies trimmed) {
        List<Attribute> attributes = new ArrayList<>();
        for (Attribute a : schema.attributes()) {
            boolean fromFile = a.hierarchy().orElse(null) instanceof io.graphveil.model.HierarchySpec.FromFile;
            attributes.add(fromFile && trimmed.get(a.name()).isEmpty() ? a.toBuilder().hierarchy(null).build() : a);
        }
        return schema.withAttributes(attributes);
    }

    /** The pseudonym of row (node) {@code row}. */
    public int pseudonym(int row) {
        return pseudonym[row];
    }

    /**
     * The secret mapping (pseudonym → original id) as a read-only map over this publication's
     * arrays, for the verifier; {@link #writeMapping} writes the same pairs.
     *
     * @param originalId the original id of each row's person
     */
    public java.util.Map<String, String> mapping(String[] originalId) {
        return new PseudonymMapping(rowOfPseudonym, originalId);
    }

    /** The published schema: identifiers replaced by the pseudonym column. */
    public Schema schema() {
        return published;
    }

    /** The key the pseudonyms and the edge order are drawn from ({@link PublicationKey}). */
    public long key() {
        return key;
    }

    /** The published value of row {@code row} in published column {@code column}. */
    private String value(int row, int column) {
        int a = columns[column];
        return a == idColumn ? String.valueOf(pseudonym[row]) : table.value(row, a);
    }

    /**
     * Writes the public files into {@code dir}. The schema and the hierarchy files list only what
     * the table shows: each hierarchy is cut down to the labels that occur in its column (and
     * their ancestors), and each private-value set to the private values that occur — enough for
     * the verifier, and nothing about values no published row carries.
     */
    /**
     * Writes the published files into {@code dir}. {@code graph.graphml} is written on a thread of
     * its own while the caller goes on (jgrapht-io's exporter serializes through a SAX transformer,
     * the slowest writer here); {@link Written#await} waits for it, and must be called before the
     * folder is committed or discarded.
     */
    public Written write(Path dir, Hierarchies hierarchies) throws IOException {
        writePolicy(dir, published, hierarchies, c -> columns[c] == idColumn ? java.util.Set.of() : values(columns[c]));
        try (CSVPrinter out = CsvOutput.open(dir.resolve(TABLE))) {
            out.printRecord(published.names());
            for (int p = 1; p < rowOfPseudonym.length; p++) {
                int row = rowOfPseudonym[p];
                for (int c = 0; c < columns.length; c++) {
                    out.print(value(row, c));
                }
                out.println();
            }
        }
        return graph != null ? writeGraph(dir) : new Written();
    }

    /**
     * Writes {@code schema.json} and the hierarchy files of a publication into {@code dir}: the
     * published schema with its private-value sets, and each hierarchy, cut down to the labels the
     * published table shows (and their ancestors).
     *
     * @param published the published schema ({@link #publishedSchema})
     * @param values    the distinct values of each published column (by its index in
     *                  {@code published}; anything for the pseudonym column, which has no hierarchy)
     */
    public static void writePolicy(Path dir, Schema published, Hierarchies hierarchies,
                                   java.util.function.IntFunction<java.util.Set<String>> values) throws IOException {
        java.util.Map<Integer, java.util.Set<String>> labels = new java.util.HashMap<>();
        java.util.function.IntFunction<java.util.Set<String>> shown =
                c -> labels.computeIfAbsent(c, i -> shownLabels(values.apply(i)));
        Schema policy = shownPolicy(published, shown);
        Hierarchies trimmed = Hierarchies.empty();
        for (int c = 0; c < policy.size(); c++) {
            String name = policy.attribute(c).name();
            Hierarchy h = hierarchies.get(name).orElse(null);
            if (h != null && policy.attribute(c).role() != AttributeRole.IDENTIFIER) {
                Hierarchy cut = h.trimmedTo(shown.apply(c));
                if (cut != null) {
                    trimmed = trimmed.with(name, cut);
                }
            }
        }
        Schema schema = DatasetWriter.writeHierarchies(withoutMissingHierarchies(policy, trimmed), trimmed, dir);
        SchemaJson.write(schema.asCsv(), dir.resolve(SCHEMA));
    }

    /** The files of a publication being written: {@link #await} returns once every one is on disk. */
    public static final class Written {
        private final List<Thread> writers = new ArrayList<>();
        private volatile IOException failure;

        private Written() {
        }

        /** Runs {@code write} on a thread of its own; {@link #await} rethrows its failure. */
        private Written inBackground(String name, IoTask write) {
            Thread t = new Thread(() -> {
                try {
                    write.run();
                } catch (IOException e) {
                    failure = e;
                } catch (RuntimeException e) {
                    failure = new IOException("cannot write " + name + ": " + e.getMessage(), e);
                }
            }, "writer-" + name);
            writers.add(t);
            t.start();
            return this;
        }

        /** Waits for the background writers; rethrows what one failed with. */
        public void await() throws IOException {
            boolean interrupted = false;
            for (Thread writer : writers) {
                while (true) {
                    try {
                        writer.join();
                        break;
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            if (failure != null) {
                throw failure;
            }
        }
    }

    private Written writeGraph(Path dir) throws IOException {
        PublishedEdges edges = new PublishedEdges(graph, key, idHash, this::compareRows);
        int m = edges.size();
        if (files.writesXml(m)) {
            edges.gather();
        }
        // straight from the order when nothing else needs the edges in it: gathering them first
        // (cycle by cycle, a random read and write per edge) cost a quarter of a 100 M-edge publication
        CsvOutput.writeIntPairs(dir.resolve(EDGES), "source", "target", m, i -> pseudonym[edges.source(i)],
                i -> pseudonym[edges.target(i)]);
        if (!files.writesXml(m)) {
            return new Written();
        }
        int[] us = edges.us;
        int[] vs = edges.vs;
        List<String> names = new ArrayList<>();
        List<Integer> valueColumns = new ArrayList<>();
        for (int c = 0; c < columns.length; c++) {
            if (columns[c] != idColumn) {
                names.add(published.attribute(c).name());
                valueColumns.add(c);
            }
        }
        // GraphML lists nodes in pseudonym order, like table.csv: from here the ends are pseudonyms − 1
        for (int i = 0; i < m; i++) {
            us[i] = pseudonym[us[i]] - 1;
            vs[i] = pseudonym[vs[i]] - 1;
        }
        GraphMlWriter.Nodes nodes = new GraphMlWriter.Nodes() {
            @Override
            public int count() {
                return rowOfPseudonym.length - 1;
            }

            @Override
            public String id(int node) {
                return String.valueOf(node + 1);
            }

            @Override
            public String value(int node, int attribute) {
                return Publication.this.value(rowOfPseudonym[node + 1], valueColumns.get(attribute));
            }
        };
        Written written = new Written().inBackground(GRAPHML, () -> GraphMlWriter.write(dir.resolve(GRAPHML), names,
                nodes, us, vs));
        return files.gexf() ? written.inBackground(GEXF, () -> GexfWriter.write(dir.resolve(GEXF), names, nodes, us,
                vs)) : written;
    }

    /** A write that may fail with an IOException. */
    private interface IoTask {
        void run() throws IOException;
    }

    /**
     * Writes the secret mapping: for each pseudonym, the original identifier of its person.
     *
     * @param originalId the original id of each row's person
     */
    public void writeMapping(Path dir, String[] originalId) throws IOException {
        MappingFile.write(dir.resolve(MappingFile.NAME), rowOfPseudonym.length - 1, p -> originalId[rowOfPseudonym[p]]);
    }
}
