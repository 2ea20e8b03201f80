package io.graphveil.pipeline;

import io.graphveil.BadInputException;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.io.Dataset;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Column;
import io.graphveil.model.PrivateValueSets;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The data owner's private-value policy as a run applies it: the schema's private-value sets, or
 * {@code ⌈r·|dom(A)|⌉} values per PRIVACY attribute chosen with the seed (ALGORITHMS.md §0, the private-ratio
 * experiments), and the checks that the sets make sense for the data.
 */
public final class Policy {
    private Policy() {
    }

    /**
     * The domain of attribute {@code a}: the leaves of its hierarchy (in the hierarchy's order) or,
     * without one, the values the data holds (in order of first appearance).
     */
    public static List<String> domain(Dataset dataset, int a) {
        String name = dataset.schema().attribute(a).name();
        Hierarchy h = dataset.hierarchies().get(name).orElse(null);
        return h != null ? h.leafLabelsInInputOrder() : Hierarchies.distinct(dataset.table().column(a));
    }

    /** The dataset with each PRIVACY attribute's private set replaced by {@code ⌈ratio·|dom|⌉} seeded values. */
    public static Dataset withPrivateRatio(Dataset dataset, double ratio, long seed) {
        Schema schema = dataset.schema();
        List<Attribute> attributes = new ArrayList<>(schema.attributes());
        for (int a : schema.indexesOf(AttributeRole.PRIVACY)) {
            long attributeSeed = seed ^ (0x9E3779B97F4A7C15L * (a + 1));
            List<String> chosen = PrivateValueSets.choose(domain(dataset, a), ratio, attributeSeed);
            attributes.set(a, schema.attribute(a).toBuilder().privateValues(chosen).build());
        }
        return dataset.withTable(dataset.table().withSchema(schema.withAttributes(attributes)));
    }

    /**
     * The policy steps of a run, in order: the {@code --sensitive} choice ({@link SchemaEdits#checkSensitiveChoice},
     * with {@code graph} and {@code alpha} as there, then {@link SchemaEdits#withSensitive}), the private ratio
     * ({@link #withPrivateRatio}), {@link #checkPrivateValuesInDomain}, and {@link #closeUpward}.
     *
     * @param sensitive    the attribute to make SENSITIVE, or null to keep the schema's
     * @param privateRatio the share of each PRIVACY domain to declare private, or null to keep the schema's sets
     * @return the dataset with its private-value sets closed upward, and the labels that closing added
     */
    public static Closed apply(Dataset dataset, String sensitive, boolean graph, boolean alpha, Double privateRatio,
                               long seed) {
        if (sensitive != null) {
            SchemaEdits.checkSensitiveChoice(dataset.schema(), sensitive, graph, alpha);
            dataset = SchemaEdits.withSensitive(dataset, sensitive);
        }
        if (privateRatio != null) {
            dataset = withPrivateRatio(dataset, privateRatio, seed);
        }
        checkPrivateValuesInDomain(dataset);
        return closeUpward(dataset);
    }

    /** A dataset whose private-value sets are closed upward, and the labels each attribute gained. */
    public record Closed(Dataset dataset, Map<String, List<String>> added) {
        /** Records the labels added under {@code private_labels_added} of the owner's {@code policy}. */
        public void describeInto(io.graphveil.io.RunReport report) {
            var node = report.owner("policy").putObject("private_labels_added");
            added.forEach((name, labels) -> labels.forEach(node.withArray(name)::add));
        }
    }

    /**
     * Closes each PRIVACY attribute's private-value set upward: every hierarchy node (but the root)
     * whose leaves are all private joins the set, in hierarchy order (by level, then depth-first).
     * Publishing such a label discloses a private value as surely as the value itself — with
     * MovieLens codes 6 and 11 private, {@code professional} says "doctor or lawyer" — so the
     * generalizations, the splitter and α must treat it as private; after this step they do with no
     * change of their own (they read the set). Attributes without a hierarchy are left as they are.
     */
    public static Closed closeUpward(Dataset dataset) {
        Map<String, List<String>> added = new LinkedHashMap<>();
        Schema closed = closedUpward(dataset.schema(), dataset.hierarchies(), added);
        return new Closed(added.isEmpty() ? dataset : dataset.withTable(dataset.table().withSchema(closed)), added);
    }

    /**
     * {@link #closeUpward} of a schema alone, for an engine that holds no table (Spark): the schema
     * with its private-value sets closed, the labels each attribute gained put in {@code added}.
     */
    public static Schema closedUpward(Schema schema, Hierarchies hierarchies, Map<String, List<String>> added) {
        List<Attribute> attributes = new ArrayList<>(schema.attributes());
        boolean changed = false;
        for (int a : schema.indexesOf(AttributeRole.PRIVACY)) {
            Attribute attribute = schema.attribute(a);
            Hierarchy h = hierarchies.get(attribute.name()).orElse(null);
            if (h == null || attribute.privateValues().isEmpty()) {
                continue;
            }
            Set<String> closed = new LinkedHashSet<>(attribute.privateValues());
            List<String> gained = new ArrayList<>();
            for (int level = 1; level < h.height(); level++) {
                for (int position = 0; position < h.leafCount(); ) {
                    int node = h.ancestor(h.leafAt(position), level);
                    position = h.firstLeaf(node) + h.leafCount(node);
                    if (h.level(node) == level && !io.graphveil.model.Values.isMissing(h.label(node))
                            && allLeavesPrivate(h, node, attribute) && closed.add(h.label(node))) {
                        gained.add(h.label(node));
                    }
                }
            }
            if (!gained.isEmpty()) {
                attributes.set(a, attribute.toBuilder().privateValues(closed).build());
                added.put(attribute.name(), gained);
                changed = true;
            }
        }
        return changed ? schema.withAttributes(attributes) : schema;
    }

    private static boolean allLeavesPrivate(Hierarchy h, int node, Attribute attribute) {
        for (int leaf : h.leaves(node)) {
            if (!attribute.isPrivateValue(h.label(leaf))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Every private value must be in its attribute's domain — a leaf or label of its hierarchy, or a
     * value of the data when it has none — since a typo would protect nothing: bad input (exit code
     * 3) naming the schema file and line.
     */
    public static void checkPrivateValuesInDomain(Dataset dataset) {
        checkPrivateValuesInDomain(dataset.schema(), dataset.hierarchies(), a -> domain(dataset, a));
    }

    /**
     * {@link #checkPrivateValuesInDomain(Dataset)} with the data's distinct values of attribute
     * {@code a} asked of {@code domain} (only for a PRIVACY attribute without a hierarchy).
     */
    public static void checkPrivateValuesInDomain(Schema schema, Hierarchies hierarchies,
                                                  java.util.function.IntFunction<List<String>> domainOf) {
        for (int a : schema.indexesOf(AttributeRole.PRIVACY)) {
            String name = schema.attribute(a).name();
            Hierarchy h = hierarchies.get(name).orElse(null);
            java.util.Set<String> domain = h != null ? null : new java.util.HashSet<>(domainOf.apply(a));
            for (String v : schema.attribute(a).privateValues()) {
                if (h != null ? !h.contains(v) : !domain.contains(v)) {
                    java.nio.file.Path file = schema.source() != null ? schema.source()
                            : java.nio.file.Path.of("schema.json");
                    throw BadInputException.at(file, io.graphveil.io.SchemaJson.lineOf(file, name, v), "attribute '"
                            + name + "': private value '" + v + "' is not in its domain (" + (h != null
                            ? "the values of its hierarchy" : "the values of the data") + ")");
                }
            }
        }
    }

    /** Datafly may have to generalize a PRIVACY attribute: without a hierarchy it cannot (exit code 3). */
    public static void requirePrivacyHierarchies(Dataset dataset) {
        Schema schema = dataset.schema();
        for (int a : schema.indexesOf(AttributeRole.PRIVACY)) {
            String name = schema.attribute(a).name();
            if (dataset.hierarchies().get(name).isEmpty()) {
                throw new BadInputException("attribute '" + name + "' is PRIVACY but its schema gives no hierarchy: "
                        + "one is needed to generalize private values (add \"hierarchy\" to schema.json)");
            }
        }
    }

    /** Rows holding at least one private value. */
    public static int holders(Table table) {
        int n = 0;
        for (boolean h : holderRows(table)) {
            n += h ? 1 : 0;
        }
        return n;
    }

    /** Whether each row holds at least one private value of its schema's policy. */
    public static boolean[] holderRows(Table table) {
        Schema schema = table.schema();
        int[] privacy = schema.indexesOf(AttributeRole.PRIVACY);
        boolean[] out = new boolean[table.rowCount()];
        for (int r = 0; r < out.length; r++) {
            for (int a : privacy) {
                Column c = table.column(a);
                if (schema.attribute(a).isPrivateValue(c.value(r))) {
                    out[r] = true;
                    break;
                }
            }
        }
        return out;
    }
}
