package io.graphveil.pipeline;

import io.graphveil.BadInputException;
import io.graphveil.BadParameterException;
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
import java.util.List;

/**
 * The data owner's private-value policy as a run applies it: the schema's private-value sets, or
 * {@code ⌈r·|dom(A)|⌉} values per PRIVACY attribute chosen with the seed (SPEC 0, the private-ratio
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

    /** Every private value must be in its attribute's domain (a typo would protect nothing): exit code 2. */
    public static void checkPrivateValuesInDomain(Dataset dataset) {
        Schema schema = dataset.schema();
        for (int a : schema.indexesOf(AttributeRole.PRIVACY)) {
            List<String> domain = domain(dataset, a);
            Hierarchy h = dataset.hierarchies().get(schema.attribute(a).name()).orElse(null);
            for (String v : schema.attribute(a).privateValues()) {
                if (!domain.contains(v) && (h == null || !h.contains(v))) {
                    throw new BadParameterException("attribute '" + schema.attribute(a).name() + "': private value '"
                            + v + "' is not in its domain");
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
