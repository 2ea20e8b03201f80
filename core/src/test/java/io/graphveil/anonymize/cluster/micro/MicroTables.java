package io.graphveil.anonymize.cluster.micro;

import io.graphveil.Networks;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.anonymize.catalog.Anonymizers;
import io.graphveil.anonymize.SuppressionBudget;
import io.graphveil.criteria.KAnonymity;
import io.graphveil.criteria.PSensitivity;
import io.graphveil.criteria.PrivacyModel;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Seeded random tables with one quasi-identifier of every type (a SEMANTIC 4-digit code among them). */
final class MicroTables {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "age", "role": "QUASI_IDENTIFIER", "type": "CONTINUOUS"},
              {"name": "sex", "role": "QUASI_IDENTIFIER", "type": "NOMINAL"},
              {"name": "size", "role": "QUASI_IDENTIFIER", "type": "ORDINAL", "order": ["S", "M", "L", "XL"],
               "gaps": [1, 3, 2]},
              {"name": "zip", "role": "QUASI_IDENTIFIER", "type": "SEMANTIC", "hierarchy": {"mask": {"digits": 4}}},
              {"name": "job", "role": "NON_PRIVACY"},
              {"name": "disease", "role": "SENSITIVE"}
            ]}""");
    static final String[] SIZE = {"S", "M", "L", "XL"};
    static final String[] DISEASE = {"flu", "cold", "hiv", "cancer", "asthma", "gout", "acne", "angina"};

    private MicroTables() {
    }

    /** {@code n} rows, a share {@code missing} of quasi-identifier cells (and sensitive cells) {@code *}. */
    static Table table(int n, double missing, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String zip = (1 + random.nextInt(3)) + "" + random.nextInt(4) + random.nextInt(10) + random.nextInt(10);
            rows.add(new String[]{
                    String.valueOf(i),
                    maybe(random, missing, String.valueOf(18 + random.nextInt(60))),
                    maybe(random, missing, random.nextBoolean() ? "F" : "M"),
                    maybe(random, missing, SIZE[random.nextInt(SIZE.length)]),
                    maybe(random, missing, zip),
                    "job" + random.nextInt(5),
                    maybe(random, missing / 2, DISEASE[random.nextInt(DISEASE.length)])});
        }
        return Table.ofRows(SCHEMA, rows);
    }

    private static String maybe(SplittableRandom random, double missing, String value) {
        return random.nextDouble() < missing ? "*" : value;
    }

    static Hierarchies hierarchies(Table table) {
        return Hierarchies.empty().completeFor(table);
    }

    static PrivacyModel model(int k, int p) {
        return PrivacyModel.of(new KAnonymity(k), new PSensitivity(p));
    }

    static AnonymizationResult run(String algorithm, Table t, int k, int p, long seed) {
        return Anonymizers.byName(algorithm, Anonymizers.Settings.defaults()).anonymize(t, hierarchies(t),
                model(k, p), SuppressionBudget.none(), seed);
    }
}
