package io.graphveil.anonymize.cluster;

import io.graphveil.Networks;
import io.graphveil.anonymize.AnonymizationResult;
import io.graphveil.hierarchy.Hierarchies;
import io.graphveil.hierarchy.Hierarchy;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.verify.Claim;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.VerificationReport;
import io.graphveil.verify.Verifier;
import io.graphveil.model.AttributeRole;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Seeded random tables with every attribute type and missing values, and the verifier's view of an output. */
public final class RandomTables {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "age", "role": "QUASI_IDENTIFIER", "type": "CONTINUOUS", "hierarchy": {"intervals": [10, 20]}},
              {"name": "sex", "role": "QUASI_IDENTIFIER", "type": "NOMINAL"},
              {"name": "edu", "role": "QUASI_IDENTIFIER", "type": "NOMINAL"},
              {"name": "size", "role": "QUASI_IDENTIFIER", "type": "ORDINAL", "order": ["S", "M", "L", "XL"]},
              {"name": "job", "role": "PRIVACY", "private": ["lawyer"]},
              {"name": "disease", "role": "SENSITIVE"}
            ]}""");
    static final String[] EDU = {"none", "school", "college", "bachelor", "master", "phd"};
    static final String[] SIZE = {"S", "M", "L", "XL"};
    static final String[] JOB = {"lawyer", "clerk", "judge", "nurse"};
    static final String[] DISEASE = {"flu", "cold", "hiv", "cancer", "asthma", "gout"};

    private RandomTables() {
    }

    public static Table table(int n, double missing, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(new String[]{
                    String.valueOf(i),
                    maybe(random, missing, String.valueOf(18 + random.nextInt(60))),
                    maybe(random, missing, random.nextBoolean() ? "F" : "M"),
                    maybe(random, missing, EDU[random.nextInt(EDU.length)]),
                    maybe(random, missing, SIZE[random.nextInt(SIZE.length)]),
                    JOB[random.nextInt(JOB.length)],
                    DISEASE[random.nextInt(DISEASE.length)]});
        }
        return Table.ofRows(SCHEMA, rows);
    }

    private static String maybe(SplittableRandom random, double missing, String value) {
        return random.nextDouble() < missing ? "*" : value;
    }

    public static Hierarchies hierarchies(Table table) {
        Hierarchy.Builder edu = new Hierarchy.Builder(null);
        edu.add(new String[]{"none", "basic", "*"}, 0);
        edu.add(new String[]{"school", "basic", "*"}, 0);
        edu.add(new String[]{"college", "higher", "*"}, 0);
        edu.add(new String[]{"bachelor", "higher", "*"}, 0);
        edu.add(new String[]{"master", "graduate", "*"}, 0);
        edu.add(new String[]{"phd", "graduate", "*"}, 0);
        Hierarchy.Builder size = new Hierarchy.Builder(null);
        size.add(new String[]{"S", "small", "*"}, 0);
        size.add(new String[]{"M", "small", "*"}, 0);
        size.add(new String[]{"L", "large", "*"}, 0);
        size.add(new String[]{"XL", "large", "*"}, 0);
        return Hierarchies.empty().with("edu", edu.build()).with("size", size.build()).completeFor(table);
    }

    /** The output as the verifier reads it: plain strings, identifiers kept as the pseudonym column. */
    public static VerificationReport verify(AnonymizationResult result, Claim claim) {
        return Verifier.verify(PublishedTable.of(result.table()), claim, null);
    }

    /** Rows of one class publish identical strings, rows of two classes different ones. */
    public static void assertSameGrouping(AnonymizationResult r) {
        int[] qi = r.table().schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        Map<List<String>, Integer> classOfKey = new HashMap<>();
        for (int row = 0; row < r.table().rowCount(); row++) {
            if (r.isSuppressed(row)) {
                continue;
            }
            List<String> key = new ArrayList<>();
            for (int q : qi) {
                key.add(r.table().value(row, q));
            }
            Integer known = classOfKey.putIfAbsent(key, r.classes().classOf(row));
            assertTrue(known == null || known == r.classes().classOf(row), "one key, one class");
        }
        assertEquals(classOfKey.size(), r.classes().classCount());
    }

}
