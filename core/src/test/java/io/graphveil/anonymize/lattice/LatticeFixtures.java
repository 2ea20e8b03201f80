package io.graphveil.anonymize.lattice;

import io.graphveil.Networks;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.generate.SyntheticDisease;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.io.Dataset;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.VerificationReport;
import io.graphveil.verify.Verifier;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded random tables for the lattice tests: four quasi-identifiers with small hierarchies (a
 * lattice of 4·3·2·3 = 72 nodes; one hierarchy has a padded row, so a label stands at two levels),
 * a PRIVACY job, a SENSITIVE disease with levels, and a requirement column.
 */
final class LatticeFixtures {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [
              {"name": "a", "role": "QUASI_IDENTIFIER"},
              {"name": "b", "role": "QUASI_IDENTIFIER"},
              {"name": "c", "role": "QUASI_IDENTIFIER"},
              {"name": "d", "role": "QUASI_IDENTIFIER"},
              {"name": "job", "role": "PRIVACY", "private": ["lawyer"]},
              {"name": "disease", "role": "SENSITIVE", "levels": {"flu": 1, "cold": 1, "asthma": 2, "diabetes": 2,
               "hiv": 3}, "requirement": "need"},
              {"name": "need", "role": "NON_PRIVACY"}
            ]}""");
    static final String[] DISEASES = {"flu", "cold", "asthma", "diabetes", "hiv", "acne"};
    static final double[] DISEASE_WEIGHTS = {0.35, 0.25, 0.15, 0.12, 0.05, 0.08};

    private LatticeFixtures() {
    }

    static Hierarchies hierarchies() {
        Hierarchy.Builder a = new Hierarchy.Builder(null);
        for (int v = 0; v < 8; v++) {
            a.add(new String[]{String.valueOf(v), "p" + v / 2, "q" + v / 4, "*"}, v + 1);
        }
        Hierarchy.Builder b = new Hierarchy.Builder(null);
        for (int v = 0; v < 4; v++) {
            b.add(new String[]{"x" + v, "y" + v / 2, "*"}, v + 1);
        }
        Hierarchy.Builder d = new Hierarchy.Builder(null);
        for (int v = 0; v < 4; v++) {
            d.add(new String[]{"d" + v, "e" + v / 3, "*"}, v + 1);
        }
        d.add(new String[]{"d4", "d4", "*"}, 5); // a padded ragged row: 'd4' at levels 0 and 1
        Hierarchy.Builder disease = new Hierarchy.Builder(null);
        for (String[] row : new String[][]{{"flu", "respiratory", "*"}, {"cold", "respiratory", "*"},
                {"asthma", "respiratory", "*"}, {"diabetes", "chronic", "*"}, {"hiv", "chronic", "*"},
                {"acne", "skin", "*"}}) {
            disease.add(row, 1);
        }
        return Hierarchies.empty().with("a", a.build()).with("b", b.build())
                .with("c", Hierarchy.flat(List.of("c0", "c1", "c2"))).with("d", d.build())
                .with("job", Hierarchy.flat(List.of("lawyer", "clerk", "nurse", "cook")))
                .with("disease", disease.build());
    }

    /** {@code rows} seeded rows; with {@code missing}, about 5 % of quasi-identifier values are {@code *}. */
    static Dataset table(long seed, int rows, boolean missing) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String[]> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            String[] row = {
                    String.valueOf(skewed(random, 8)), "x" + skewed(random, 4), "c" + random.nextInt(3),
                    "d" + skewed(random, 5), new String[]{"lawyer", "clerk", "nurse", "cook"}[random.nextInt(4)],
                    DISEASES[SyntheticDisease.draw(random, DISEASE_WEIGHTS)], String.valueOf(SyntheticDisease.draw(random, new double[]{0.6, 0.3, 0.1}))};
            if (missing) {
                for (int q = 0; q < 4; q++) {
                    if (random.nextDouble() < 0.05) {
                        row[q] = "*";
                    }
                }
            }
            if (random.nextDouble() < 0.03) {
                row[6] = "*";
            }
            out.add(row);
        }
        return Dataset.ofTable(Table.ofRows(SCHEMA, out), hierarchies());
    }

    /** 0..n−1, lower values likelier. */
    private static int skewed(SplittableRandom random, int n) {
        return Math.min(n - 1, (int) Math.floor(-Math.log(1 - random.nextDouble()) * n / 3));
    }

    /** The verifier's verdict on a result, read as strings. */
    static VerificationReport verify(AnonymizationResult result, Claim claim) {
        List<String[]> rows = new ArrayList<>();
        for (int r = 0; r < result.table().rowCount(); r++) {
            rows.add(result.table().row(r));
        }
        return Verifier.verify(PublishedTable.of(result.table().schema(), rows), claim, null);
    }
}
