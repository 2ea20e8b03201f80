package io.graphveil.criteria;

import io.graphveil.BadParameterException;
import io.graphveil.group.Partition;
import io.graphveil.model.Attribute;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.AttributeType;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import io.graphveil.verify.ClassCheck;
import io.graphveil.verify.EntropyLCheck;
import io.graphveil.verify.PublishedTable;
import io.graphveil.verify.TClosenessCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Entropy l-diversity and t-closeness: hand-computed values, the verifier's independent checks
 * agreeing with the criteria class by class on seeded random tables, and monotonicity (a merged
 * class of two passing classes passes), which searches rely on.
 */
class DistributionCriteriaTest {
    private static Table table(AttributeType type, String... values) {
        Attribute qi = Attribute.builder("q", AttributeRole.QUASI_IDENTIFIER).build();
        Attribute.Builder s = Attribute.builder("s", AttributeRole.SENSITIVE).type(type);
        if (type == AttributeType.ORDINAL) {
            s.order(List.of("1", "2", "3", "4", "5"));
        }
        Schema schema = Schema.of("t", List.of(qi, s.build()));
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            rows.add(new String[]{String.valueOf(i), values[i]});
        }
        return Table.ofRows(schema, rows);
    }

    @Test
    void entropyHandComputed() {
        Table t = table(AttributeType.NOMINAL, "a", "a", "b", "b", "a", "a", "a", "b");
        Partition p = Partition.of(new int[]{0, 0, 0, 0, 1, 1, 1, 1}, 2);
        // class 0: a,a,b,b -> ln 2; class 1: a,a,a,b -> 0.5623
        assertArrayEquals(new boolean[]{true, false}, new EntropyLDiversity(2).check(t, p));
        assertArrayEquals(new boolean[]{true, true}, new EntropyLDiversity(1.7).check(t, p));
        assertThrows(BadParameterException.class, () -> new EntropyLDiversity(1));
    }

    @Test
    void earthMoversDistanceHandComputed() {
        Table nominal = table(AttributeType.NOMINAL, "a", "a", "b", "b");
        Partition p = Partition.of(new int[]{0, 0, 1, 1}, 2);
        // each class (1,0) against (1/2,1/2): half the mass moves, EMD 0.5
        assertArrayEquals(new boolean[]{true, true}, new TCloseness(0.5).check(nominal, p));
        assertArrayEquals(new boolean[]{false, false}, new TCloseness(0.4).check(nominal, p));
        Table ordinal = table(AttributeType.ORDINAL, "1", "2", "3");
        Partition single = Partition.of(new int[]{0, 1, 1}, 2);
        // class {1} against (1/3,1/3,1/3): running differences 2/3, 1/3, 0 over m-1 = 2 -> 0.5
        assertEquals(0.5, TCloseness.distance(new int[]{0, 1, 0, 0}, new int[]{0, 1, 1, 1}, new int[]{0, 0, 1, 2}),
                1e-12);
        assertArrayEquals(new boolean[]{true, true}, new TCloseness(0.5).check(ordinal, single));
        assertArrayEquals(new boolean[]{false, true}, new TCloseness(0.49).check(ordinal, single));
    }

    /** Random tables and partitions: criterion and verifier agree on every class. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void theVerifierAgreesWithTheCriteria(long seed) {
        Random random = new Random(seed);
        AttributeType type = seed % 3 == 0 ? AttributeType.NOMINAL : seed % 3 == 1 ? AttributeType.ORDINAL
                : AttributeType.CONTINUOUS;
        int n = 20 + random.nextInt(60);
        String[] values = new String[n];
        for (int i = 0; i < n; i++) {
            values[i] = String.valueOf(1 + random.nextInt(2 + random.nextInt(4)));
        }
        Table t = table(type, values);
        int classes = 1 + random.nextInt(6);
        int[] classOf = new int[n];
        for (int i = 0; i < n; i++) {
            classOf[i] = i < classes ? i : random.nextInt(classes);
        }
        Partition p = Partition.of(classOf, classes);
        double l = 1.1 + random.nextDouble() * 2;
        double tt = 0.05 + random.nextDouble() * 0.5;
        Map<String, Integer> reference = new TreeMap<>();
        for (String v : values) {
            reference.merge(v, 1, Integer::sum);
        }
        PublishedTable published = PublishedTable.of(t);
        check(new EntropyLDiversity(l).check(t, p), new EntropyLCheck(l), published, p);
        check(new TCloseness(tt).check(t, p), new TClosenessCheck(tt, reference), published, p);
        check(new TCloseness(tt).check(t, p), new TClosenessCheck(tt, null), published, p);

        // suppression blanks some rows' values after the search: measured against the values the
        // search started from, criterion and verifier still agree (the table's own distribution moved)
        boolean[] blanked = new boolean[n];
        for (int i = 0; i < n; i++) {
            blanked[i] = random.nextInt(4) == 0;
        }
        Table suppressed = io.graphveil.anonymize.GeneralizedTable.blankRows(t, blanked,
                role -> role == AttributeRole.SENSITIVE);
        check(new TCloseness(tt, reference).check(suppressed, p), new TClosenessCheck(tt, reference),
                PublishedTable.of(suppressed), p);
    }

    /**
     * A class measured against the original distribution, not the one left after suppression: the
     * original is half {@code a}, half {@code b}; suppressing two {@code b} rows leaves three
     * {@code a} to one {@code b}, from which the all-{@code a} class is 0.25, though it is 0.5 from
     * the original.
     */
    @Test
    void theReferenceStaysTheOriginalAfterSuppression() {
        Table original = table(AttributeType.NOMINAL, "a", "a", "a", "b", "b", "b");
        Table published = io.graphveil.anonymize.GeneralizedTable.blankRows(original,
                new boolean[]{false, false, false, false, true, true}, role -> role == AttributeRole.SENSITIVE);
        Partition p = Partition.of(new int[]{0, 0, 1, 1, -1, -1}, 2);
        assertArrayEquals(new boolean[]{true, true}, new TCloseness(0.4).check(published, p));
        Map<String, Integer> reference = Map.of("a", 3, "b", 3);
        assertArrayEquals(new boolean[]{false, true}, new TCloseness(0.4, reference).check(published, p));
        assertArrayEquals(new boolean[]{false, true}, new TCloseness(0.4, reference).check(original, p));
        // a value no row of the judged table holds any more (its column rebuilt from the rows left)
        // still counts in the reference, along the attribute's order where it has one
        Table rebuilt = table(AttributeType.NOMINAL, "a", "a", "a", "*", "*", "*");
        assertArrayEquals(new boolean[]{false, false}, new TCloseness(0.4, reference).check(rebuilt, p));
        assertArrayEquals(new boolean[]{true, true}, new TCloseness(0.5, reference).check(rebuilt, p));
        Table ordered = table(AttributeType.ORDINAL, "1", "1", "3", "3", "*", "*");
        Map<String, Integer> wide = Map.of("1", 2, "3", 2, "5", 2);
        // class 0 holds 1 only: cumulative differences 2/3 and 1/3 over the three values, so 0.5
        assertArrayEquals(new boolean[]{false, true}, new TCloseness(0.49, wide).check(ordered, p));
        assertArrayEquals(new boolean[]{true, true}, new TCloseness(0.5, wide).check(ordered, p));
    }

    private static void check(boolean[] criterion, ClassCheck verifier, PublishedTable table, Partition p) {
        for (int c = 0; c < p.classCount(); c++) {
            List<Integer> rows = new ArrayList<>();
            for (int r : p.rows(c)) {
                rows.add(r);
            }
            assertEquals(criterion[c], verifier.check(table, rows, "class " + c, false).isEmpty(),
                    verifier.describe() + " on class " + c);
        }
    }

    /** Two passing classes merged pass: the pruning searches (Flash, Incognito) may rely on it. */
    @ParameterizedTest
    @ValueSource(longs = {21, 22, 23, 24, 25, 26, 27, 28})
    void mergingPassingClassesKeepsThemPassing(long seed) {
        Random random = new Random(seed);
        int n = 40;
        String[] values = new String[n];
        for (int i = 0; i < n; i++) {
            values[i] = String.valueOf(1 + random.nextInt(5));
        }
        Table t = table(seed % 2 == 0 ? AttributeType.NOMINAL : AttributeType.ORDINAL, values);
        int[] classOf = new int[n];
        for (int i = 0; i < n; i++) {
            classOf[i] = random.nextInt(8);
        }
        Partition fine = Partition.of(classOf, 8);
        for (PrivacyCriterion c : List.of(new EntropyLDiversity(1.5), new TCloseness(0.3))) {
            assertTrue(c.isMonotone());
            boolean[] ok = c.check(t, fine);
            for (int a = 0; a < 8; a++) {
                for (int b = a + 1; b < 8; b++) {
                    if (!ok[a] || !ok[b]) {
                        continue;
                    }
                    int[] merged = new int[n];
                    for (int i = 0; i < n; i++) {
                        merged[i] = classOf[i] == a || classOf[i] == b ? 0 : 1;
                    }
                    assertTrue(c.check(t, Partition.of(merged, 2))[0], c.describe() + " classes " + a + "+" + b);
                }
            }
        }
        assertFalse(new TCloseness(1).check(t, fine).length == 0);
    }
}
