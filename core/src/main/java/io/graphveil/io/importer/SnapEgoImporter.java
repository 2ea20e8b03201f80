package io.graphveil.io.importer;

import io.graphveil.BadInputException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.HierarchySpec;
import io.graphveil.io.Dataset;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeSocialNetwork;
import io.graphveil.model.AttributeType;
import io.graphveil.model.DataFormat;
import io.graphveil.model.EdgeListBuilder;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.model.Values;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Imports SNAP ego-Facebook (McAuley and Leskovec 2012) from its per-ego files. The graph is the
 * union of every {@code EGO.edges} and of an edge from each ego to every node of its
 * {@code EGO.feat} — exactly {@code facebook_combined.txt} (4,039 nodes, 88,234 edges). Each
 * feature group becomes one column ({@code education;school;id → education_school}) holding the
 * anonymized feature id; the name groups are never imported. When a node has several features of
 * one group in a file, the lowest feature id is kept; when ego files disagree, the first ego (in
 * ascending ego id) that gives a value wins. Both are counted.
 */
public final class SnapEgoImporter {
    /** Groups that would name people: never imported. */
    static final Set<String> NAME_GROUPS = Set.of("name", "first_name", "middle_name", "last_name");
    static final Set<String> QUASI_IDENTIFIERS = Set.of("gender", "locale", "birthday", "hometown", "location");
    static final Set<String> PRIVACY = Set.of("political", "religion", "work_employer");
    private static final String MARKER = ";anonymized feature ";

    private SnapEgoImporter() {
    }

    public static ImportResult run(Path dir) {
        List<Long> egos = egos(dir);
        // node id → column → feature id; columns discovered in order of first appearance
        Map<Long, Map<String, Integer>> values = new TreeMap<>();
        Map<String, Integer> columnOrder = new LinkedHashMap<>();
        EdgeListBuilder edges = new EdgeListBuilder();
        Map<Long, Integer> index = new HashMap<>();
        List<Path> inputs = new ArrayList<>();
        long[] multi = {0};
        long[] conflicts = {0};
        List<long[]> rawEdges = new ArrayList<>();
        for (long ego : egos) {
            Path featnames = dir.resolve(ego + ".featnames");
            Path feat = dir.resolve(ego + ".feat");
            Path egofeat = dir.resolve(ego + ".egofeat");
            Path edgeFile = dir.resolve(ego + ".edges");
            inputs.addAll(List.of(featnames, feat, egofeat, edgeFile));
            Feature[] features = readFeatnames(featnames, columnOrder);
            Map<Long, Map<String, Integer>> local = new LinkedHashMap<>();
            readFeatures(egofeat, features, false, ego, local, multi);
            Set<Long> alters = readFeatures(feat, features, true, ego, local, multi);
            for (long alter : alters) {
                rawEdges.add(new long[]{ego, alter});
            }
            readEdges(edgeFile, rawEdges);
            for (Map.Entry<Long, Map<String, Integer>> e : local.entrySet()) {
                Map<String, Integer> known = values.computeIfAbsent(e.getKey(), k -> new HashMap<>());
                for (Map.Entry<String, Integer> v : e.getValue().entrySet()) {
                    Integer before = known.putIfAbsent(v.getKey(), v.getValue());
                    if (before != null && !before.equals(v.getValue())) {
                        conflicts[0]++;
                    }
                }
            }
        }
        for (long[] e : rawEdges) {
            values.computeIfAbsent(e[0], k -> new HashMap<>());
            values.computeIfAbsent(e[1], k -> new HashMap<>());
        }
        for (Long id : values.keySet()) {
            index.put(id, index.size());
        }
        for (long[] e : rawEdges) {
            edges.add(index.get(e[0]), index.get(e[1]));
        }
        List<String> columns = new ArrayList<>(new TreeSet<>(columnOrder.keySet()));
        Schema schema = schema(columns);
        Table.Builder rows = Table.builder(schema, values.size());
        Map<String, Set<String>> domains = new LinkedHashMap<>();
        for (Map.Entry<Long, Map<String, Integer>> node : values.entrySet()) {
            String[] row = new String[columns.size() + 1];
            row[0] = String.valueOf(node.getKey());
            for (int c = 0; c < columns.size(); c++) {
                Integer f = node.getValue().get(columns.get(c));
                row[c + 1] = f == null ? Values.MISSING : String.valueOf(f);
                if (f != null) {
                    domains.computeIfAbsent(columns.get(c), k -> new TreeSet<>(SnapEgoImporter::byNumber))
                            .add(row[c + 1]);
                }
            }
            rows.add(row);
        }
        Table table = rows.build();
        EdgeListBuilder.Result built = edges.build(table.rowCount());
        Hierarchies hierarchies = Hierarchies.empty();
        List<Attribute> withPrivate = new ArrayList<>();
        for (Attribute a : schema.attributes()) {
            Set<String> domain = domains.getOrDefault(a.name(), Set.of());
            if (a.hierarchy().isPresent()) {
                hierarchies = hierarchies.with(a.name(), Hierarchy.flat(domain));
            }
            withPrivate.add(a.role() == AttributeRole.PRIVACY ? a.toBuilder().privateValues(domain).build() : a);
        }
        table = table.withSchema(schema.withAttributes(withPrivate));
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put("egos", (long) egos.size());
        counts.put("nodes", (long) table.rowCount());
        counts.put("edges", built.graph().edgeCount());
        ImportResult.putDropped(counts, built);
        counts.put("nodes_with_several_features_in_a_group", multi[0]);
        counts.put("conflicting_values_across_egos", conflicts[0]);
        AttributeSocialNetwork network = AttributeSocialNetwork.of(table, built.graph());
        return new ImportResult(Dataset.ofGraph(network, hierarchies), inputs, counts);
    }

    private static int byNumber(String a, String b) {
        return Long.compare(Long.parseLong(a), Long.parseLong(b));
    }

    /** Column name of a feature group: {@code work;employer;id → work_employer}. */
    static String columnName(String group) {
        String g = group.endsWith(";id") ? group.substring(0, group.length() - 3) : group;
        return g.replace(';', '_');
    }

    private static Schema schema(List<String> columns) {
        List<Attribute> attributes = new ArrayList<>();
        attributes.add(Attribute.builder("node_id", AttributeRole.IDENTIFIER)
                .description("SNAP node id; never published").build());
        for (String c : columns) {
            AttributeRole role = QUASI_IDENTIFIERS.contains(c) ? AttributeRole.QUASI_IDENTIFIER
                    : PRIVACY.contains(c) ? AttributeRole.PRIVACY : AttributeRole.NON_PRIVACY;
            Attribute.Builder b = Attribute.builder(c, role).type(AttributeType.NOMINAL);
            if (role != AttributeRole.NON_PRIVACY) {
                b.hierarchy(new HierarchySpec.FromFile("hierarchies/" + c + ".csv"));
            }
            if (role == AttributeRole.PRIVACY) {
                b.description("anonymized feature id; every value is private by default: narrow 'private' to "
                        + "the values you must protect");
            } else {
                b.description("anonymized feature id of the ego-Facebook group");
            }
            attributes.add(b.build());
        }
        return Schema.of("ego-facebook", "SNAP ego-Facebook: one column per feature group (lowest feature id "
                        + "when several are set), name groups dropped", List.of(), attributes, DataFormat.CSV, ',',
                null);
    }

    private static List<Long> egos(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw BadInputException.at(dir, 0, "ego-Facebook folder not found");
        }
        List<Long> egos = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, "*.edges")) {
            for (Path p : s) {
                String name = p.getFileName().toString();
                String id = name.substring(0, name.length() - ".edges".length());
                if (id.chars().allMatch(Character::isDigit) && !id.isEmpty()) {
                    egos.add(Long.parseLong(id));
                }
            }
        } catch (IOException e) {
            throw BadInputException.at(dir, 0, "cannot list: " + e.getMessage());
        }
        if (egos.isEmpty()) {
            throw BadInputException.at(dir, 0, "no EGO.edges files: not an ego-Facebook folder");
        }
        egos.sort(Long::compare);
        return egos;
    }

    /** A feature dimension: its column (null for a name group) and its anonymized feature id. */
    private record Feature(String column, int id) {
    }

    private static Feature[] readFeatnames(Path file, Map<String, Integer> columnOrder) {
        List<Feature> features = new ArrayList<>();
        forEachLine(file, (number, line) -> {
            int space = line.indexOf(' ');
            int marker = line.lastIndexOf(MARKER);
            if (space < 0 || marker < space) {
                throw BadInputException.at(file, number, "expected 'N group;anonymized feature ID', found '"
                        + line + "'");
            }
            int local = parseInt(file, number, line.substring(0, space));
            if (local != features.size()) {
                throw BadInputException.at(file, number, "feature " + local + " out of order (expected "
                        + features.size() + ")");
            }
            String group = line.substring(space + 1, marker);
            int id = parseInt(file, number, line.substring(marker + MARKER.length()));
            String column = NAME_GROUPS.contains(group) ? null : columnName(group);
            if (column != null) {
                columnOrder.putIfAbsent(column, columnOrder.size());
            }
            features.add(new Feature(column, id));
        });
        return features.toArray(new Feature[0]);
    }

    /**
     * Reads a {@code .feat} (node id then bits) or {@code .egofeat} (bits of the ego) file into
     * {@code out}; returns the node ids read.
     */
    private static Set<Long> readFeatures(Path file, Feature[] features, boolean withId, long ego,
                                          Map<Long, Map<String, Integer>> out, long[] multi) {
        Set<Long> nodes = new LinkedHashSet<>();
        forEachLine(file, (number, line) -> {
            String[] f = line.trim().split(" +");
            int offset = withId ? 1 : 0;
            if (f.length != features.length + offset) {
                throw BadInputException.at(file, number, "expected " + (features.length + offset) + " fields, found "
                        + f.length);
            }
            long node = withId ? parseLong(file, number, f[0]) : ego;
            nodes.add(node);
            Map<String, Integer> row = out.computeIfAbsent(node, k -> new HashMap<>());
            Map<String, Integer> bitsPerColumn = new HashMap<>();
            for (int i = 0; i < features.length; i++) {
                String bit = f[i + offset];
                if (bit.equals("1")) {
                    Feature feature = features[i];
                    if (feature.column() == null) {
                        continue;
                    }
                    Integer before = row.get(feature.column());
                    if (before == null || feature.id() < before) {
                        row.put(feature.column(), feature.id());
                    }
                    bitsPerColumn.merge(feature.column(), 1, Integer::sum);
                } else if (!bit.equals("0")) {
                    throw BadInputException.at(file, number, "feature value '" + bit + "' is not 0 or 1");
                }
            }
            multi[0] += bitsPerColumn.values().stream().filter(c -> c > 1).count();
        });
        return nodes;
    }

    private static void readEdges(Path file, List<long[]> edges) {
        forEachLine(file, (number, line) -> {
            String[] f = line.trim().split("\\s+");
            if (f.length != 2) {
                throw BadInputException.at(file, number, "expected two node ids, found '" + line + "'");
            }
            edges.add(new long[]{parseLong(file, number, f[0]), parseLong(file, number, f[1])});
        });
    }

    private interface LineAction {
        void accept(long number, String line);
    }

    private static void forEachLine(Path file, LineAction action) {
        try (BufferedReader r = io.graphveil.io.CsvLines.utf8(file)) {
            String line;
            long number = 0;
            while ((line = r.readLine()) != null) {
                number++;
                if (!line.isBlank()) {
                    action.accept(number, line);
                }
            }
        } catch (java.nio.file.NoSuchFileException e) {
            throw BadInputException.at(file, 0, "file not found");
        } catch (IOException e) {
            throw io.graphveil.io.CsvLines.explain(file, e);
        }
    }

    private static int parseInt(Path file, long line, String s) {
        try {
            return Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            throw BadInputException.at(file, line, "'" + s + "' is not a whole number");
        }
    }

    private static long parseLong(Path file, long line, String s) {
        try {
            return Long.parseLong(s.trim());
        } catch (NumberFormatException e) {
            throw BadInputException.at(file, line, "'" + s + "' is not a node id");
        }
    }
}
