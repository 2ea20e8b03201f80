package io.graphveil.generate;

import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.io.Dataset;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeType;
import io.graphveil.model.Column;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The seeded synthetic sensitive attribute of the (w,l,k) experiment (ALGORITHMS.md §4; UCI Adult has no
 * disease): ten diseases with skewed frequencies and sensitivity levels 1–3, under a two-level
 * hierarchy (disease → category → {@code *}), and each record's personal requirement level
 * {@code 0..2} on that hierarchy (0 none, 1 the category, 2 the root), drawn after the disease:
 *
 * <pre>
 * disease       level  share  category
 * flu             1    40 %   respiratory
 * common-cold     1    18 %   respiratory
 * gastritis       1    12 %   digestive
 * migraine        1    10 %   neurological
 * asthma          2     7 %   respiratory
 * diabetes        2     5 %   metabolic
 * depression      2     3 %   mental
 * hepatitis-b     3   2.5 %   infectious
 * cancer          3   1.5 %   oncological
 * hiv             3     1 %   infectious
 *
 * requirement 0 / 1 / 2:  level-1 disease 75 / 20 / 5 %,  level 2  55 / 30 / 15 %,  level 3  35 / 35 / 30 %
 * </pre>
 * Both are drawn independently of the other attributes, one row after another, from
 * {@code SplittableRandom(seed)}. {@link #addTo(Dataset, long, double[])} draws the requirement
 * independently of the disease instead (the paper's "random per record").
 */
public final class SyntheticDisease {
    /** One disease: its sensitivity level, its share of the records and its category. */
    public record Disease(String name, int level, double share, String category) {
    }

    public static final List<Disease> DISEASES = List.of(
            new Disease("flu", 1, 0.40, "respiratory"),
            new Disease("common-cold", 1, 0.18, "respiratory"),
            new Disease("gastritis", 1, 0.12, "digestive"),
            new Disease("migraine", 1, 0.10, "neurological"),
            new Disease("asthma", 2, 0.07, "respiratory"),
            new Disease("diabetes", 2, 0.05, "metabolic"),
            new Disease("depression", 2, 0.03, "mental"),
            new Disease("hepatitis-b", 3, 0.025, "infectious"),
            new Disease("cancer", 3, 0.015, "oncological"),
            new Disease("hiv", 3, 0.01, "infectious"));

    /** The diseases' shares, in {@link #DISEASES} order (the weights of each row's draw). */
    private static final double[] SHARES = DISEASES.stream().mapToDouble(Disease::share).toArray();

    /** {@code REQUIREMENT[level − 1][ipl]}: the chance of requirement level {@code ipl} given the disease's level. */
    static final double[][] REQUIREMENT = {{0.75, 0.20, 0.05}, {0.55, 0.30, 0.15}, {0.35, 0.35, 0.30}};

    /** The column names. */
    public static final String DISEASE = "disease";
    public static final String REQUIREMENT_COLUMN = "privacy_need";

    private SyntheticDisease() {
    }

    /** disease → category → {@code *}: height 2, the requirement levels' scale. */
    public static Hierarchy hierarchy() {
        Hierarchy.Builder b = new Hierarchy.Builder(null);
        for (Disease d : DISEASES) {
            b.add(new String[]{d.name(), d.category(), "*"}, 0);
        }
        return b.build();
    }

    /**
     * {@code dataset} with two more columns: {@code disease}, its one SENSITIVE attribute (with
     * levels, its hierarchy, and {@code privacy_need} as its requirement column; a former SENSITIVE
     * attribute becomes NON_PRIVACY), and {@code privacy_need}, NON_PRIVACY.
     */
    public static Dataset addTo(Dataset dataset, long seed) {
        return addTo(dataset, seed, null);
    }

    /**
     * {@link #addTo(Dataset, long)} with each record's requirement level drawn with
     * {@code requirementShares} ({@code [ipl]}, summing to 1) whatever its disease; null draws it by the
     * disease's level as the class comment's table says.
     */
    public static Dataset addTo(Dataset dataset, long seed, double[] requirementShares) {
        Table table = dataset.table();
        int n = table.rowCount();
        SplittableRandom random = new SplittableRandom(seed);
        String[] disease = new String[n];
        String[] need = new String[n];
        for (int r = 0; r < n; r++) {
            Disease d = DISEASES.get(draw(random, SHARES));
            disease[r] = d.name();
            need[r] = String.valueOf(draw(random, requirementShares != null ? requirementShares
                    : REQUIREMENT[d.level() - 1]));
        }
        Map<String, Integer> levels = new LinkedHashMap<>();
        DISEASES.forEach(d -> levels.put(d.name(), d.level()));
        List<Attribute> attributes = new ArrayList<>();
        List<Column> columns = new ArrayList<>();
        for (int a = 0; a < table.columnCount(); a++) {
            Attribute attribute = table.schema().attribute(a);
            attributes.add(attribute.role() == AttributeRole.SENSITIVE ? attribute.withRole(AttributeRole.NON_PRIVACY)
                    : attribute);
            columns.add(table.column(a));
        }
        attributes.add(Attribute.builder(DISEASE, AttributeRole.SENSITIVE).type(AttributeType.NOMINAL).levels(levels)
                .requirement(REQUIREMENT_COLUMN).description("synthetic (seeded), see SyntheticDisease").build());
        columns.add(Column.of(disease));
        attributes.add(Attribute.builder(REQUIREMENT_COLUMN, AttributeRole.NON_PRIVACY).type(AttributeType.ORDINAL)
                .description("personal requirement level 0..2 on the disease hierarchy (synthetic)").build());
        columns.add(Column.of(need));
        Table out = Table.of(table.schema().withAttributes(attributes), columns);
        return Dataset.ofTable(out, dataset.hierarchies().with(DISEASE, hierarchy()));
    }

    /** Index {@code i} with probability {@code weights[i]} (weights summing to 1). */
    public static int draw(SplittableRandom random, double[] weights) {
        return WeightedIndex.of(random.nextDouble(), weights);
    }
}
