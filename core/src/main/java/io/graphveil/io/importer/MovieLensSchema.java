package io.graphveil.io.importer;

import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.HierarchySpec;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeType;
import io.graphveil.model.DataFormat;
import io.graphveil.model.Schema;

import java.util.Collection;
import java.util.List;

/**
 * The default schema of MovieLens users and of the generator's MovieLens-like networks
 * (ALGORITHMS.md §0): {@code user_id} IDENTIFIER; {@code gender}, ordinal {@code age} bucket and semantic
 * {@code zip} as quasi-identifiers; {@code occupation} (codes 0–20) as the PRIVACY attribute.
 * The gender, age and occupation hierarchies are the project's own groupings.
 */
public final class MovieLensSchema {
    /** MovieLens 1M age buckets: 1 (&lt;18), 18, 25, 35, 45, 50, 56 (56+). */
    public static final List<String> AGE_ORDER = List.of("1", "18", "25", "35", "45", "50", "56");
    /** Default private occupations: 6 doctor/health care, 11 lawyer, 19 unemployed (ALGORITHMS.md §8's example). */
    public static final List<String> DEFAULT_PRIVATE = List.of("6", "11", "19");
    /** Occupation labels by code (MovieLens README). */
    public static final List<String> OCCUPATIONS = List.of("other", "academic/educator", "artist", "clerical/admin",
            "college/grad student", "customer service", "doctor/health care", "executive/managerial", "farmer",
            "homemaker", "K-12 student", "lawyer", "programmer", "retired", "sales/marketing", "scientist",
            "self-employed", "technician/engineer", "tradesman/craftsman", "unemployed", "writer");

    private static final String[][] GENDER = {{"F", "*"}, {"M", "*"}};
    private static final String[][] AGE = {
            {"1", "under-25", "under-45", "*"},
            {"18", "under-25", "under-45", "*"},
            {"25", "25-44", "under-45", "*"},
            {"35", "25-44", "under-45", "*"},
            {"45", "45-plus", "45-plus", "*"},
            {"50", "45-plus", "45-plus", "*"},
            {"56", "45-plus", "45-plus", "*"}};
    /** Occupations by sector, then working or not. */
    private static final String[][] OCCUPATION = {
            {"0", "not-working-or-other", "not-working", "*"},
            {"1", "education-science", "working", "*"},
            {"2", "arts-media", "working", "*"},
            {"3", "office-service", "working", "*"},
            {"4", "student", "not-working", "*"},
            {"5", "office-service", "working", "*"},
            {"6", "professional", "working", "*"},
            {"7", "business", "working", "*"},
            {"8", "manual", "working", "*"},
            {"9", "not-working-or-other", "not-working", "*"},
            {"10", "student", "not-working", "*"},
            {"11", "professional", "working", "*"},
            {"12", "technical", "working", "*"},
            {"13", "not-working-or-other", "not-working", "*"},
            {"14", "business", "working", "*"},
            {"15", "education-science", "working", "*"},
            {"16", "business", "working", "*"},
            {"17", "technical", "working", "*"},
            {"18", "manual", "working", "*"},
            {"19", "not-working-or-other", "not-working", "*"},
            {"20", "arts-media", "working", "*"}};

    private MovieLensSchema() {
    }

    public static Schema schema(String name, Collection<String> privateOccupations) {
        List<Attribute> attributes = List.of(
                Attribute.builder("user_id", AttributeRole.IDENTIFIER)
                        .description("MovieLens UserID; never published").build(),
                Attribute.builder("gender", AttributeRole.QUASI_IDENTIFIER).type(AttributeType.NOMINAL)
                        .hierarchy(new HierarchySpec.FromFile("hierarchies/gender.csv"))
                        .description("F or M").build(),
                Attribute.builder("age", AttributeRole.QUASI_IDENTIFIER).type(AttributeType.ORDINAL)
                        .order(AGE_ORDER).hierarchy(new HierarchySpec.FromFile("hierarchies/age.csv"))
                        .description("MovieLens age bucket: 1 (under 18), 18, 25, 35, 45, 50, 56 (56+)").build(),
                Attribute.builder("occupation", AttributeRole.PRIVACY).type(AttributeType.NOMINAL).nullable(true)
                        .privateValues(privateOccupations)
                        .hierarchy(new HierarchySpec.FromFile("hierarchies/occupation.csv"))
                        .description("MovieLens occupation code 0-20; 'private' lists the codes whose holders are "
                                + "protected (default 6 doctor/health care, 11 lawyer, 19 unemployed): edit it")
                        .build(),
                Attribute.builder("zip", AttributeRole.QUASI_IDENTIFIER).type(AttributeType.SEMANTIC)
                        .hierarchy(new HierarchySpec.Mask(5))
                        .description("zip code as text, generalized by prefix (ZIP+4 and malformed codes kept)")
                        .build());
        return Schema.of(name, "MovieLens-style users: edit roles, private values and hierarchies as needed",
                List.of(), attributes, DataFormat.CSV, ',', null);
    }

    /** The gender, age and occupation hierarchies (zip's mask is built from the data). */
    public static Hierarchies hierarchies() {
        return Hierarchies.empty().with("gender", build(GENDER)).with("age", build(AGE))
                .with("occupation", build(OCCUPATION));
    }

    private static Hierarchy build(String[][] rows) {
        Hierarchy.Builder b = new Hierarchy.Builder(null);
        for (String[] row : rows) {
            b.add(row, 0);
        }
        return b.build();
    }
}
