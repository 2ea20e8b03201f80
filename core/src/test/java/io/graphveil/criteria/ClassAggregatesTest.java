package io.graphveil.criteria;

import io.graphveil.anonymize.cluster.RandomTables;
import io.graphveil.group.Partition;
import io.graphveil.model.AttributeRole;
import io.graphveil.model.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Criteria judge per-class aggregates, and those aggregates roll up: the aggregates of a coarser
 * grouping computed from a finer one's equal the ones computed from the rows, and so does every
 * criterion's judgement, on seeded random tables — with persons contained in one class (the
 * exact roll-up) and straddling two (recounted).
 */
class ClassAggregatesTest {

    private static List<PrivacyCriterion> criteria(int[] personOf, SplittableRandom random) {
        // shadow patterns 0..3 (or none) and holder flags drawn at random, for the tallies
        int[] pattern = new int[personOf.length];
        boolean[] holder = new boolean[personOf.length];
        for (int r = 0; r < pattern.length; r++) {
            pattern[r] = random.nextInt(5) - 1;
            holder[r] = random.nextInt(3) == 0;
        }
        return List.of(new KAnonymity(3), new DistinctPersonsKAnonymity(3, personOf), new DistinctLDiversity(2),
                new PSensitivity(3), new EntropyLDiversity(1.8), new TCloseness(0.3),
                new AlphaDeassociation(0.4), new AlphaDeassociation(0.4, personOf),
                new ShadowHolderShare(0.4, pattern, holder));
    }

    /** Person ids: pairs of rows that share a person; {@code straddle} lets a pair cross classes. */
    private static int[] persons(Table t, Partition fine, boolean straddle, SplittableRandom random) {
        int[] personOf = new int[t.rowCount()];
        int next = 0;
        for (int c = 0; c < fine.classCount(); c++) {
            int[] rows = fine.rows(c);
            for (int i = 0; i < rows.length; i++) {
                // two consecutive rows of a class are one person (a split person's two copies)
                personOf[rows[i]] = i % 2 == 1 && random.nextBoolean() ? personOf[rows[i - 1]] : next++;
            }
        }
        if (straddle && t.rowCount() > 1) {
            personOf[t.rowCount() - 1] = personOf[0];
        }
        return personOf;
    }

    private static Partition byQuasiIdentifiers(Table t) {
        int[] qi = t.schema().indexesOf(AttributeRole.QUASI_IDENTIFIER);
        int[][] keys = new int[qi.length][];
        for (int j = 0; j < qi.length; j++) {
            keys[j] = new int[t.rowCount()];
            for (int r = 0; r < t.rowCount(); r++) {
                keys[j][r] = t.code(r, qi[j]);
            }
        }
        return Partition.byKeys(keys, t.rowCount());
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void rollUpEqualsRecomputation(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Table t = RandomTables.table(300 + random.nextInt(300), 0.1, seed);
        Partition fine = byQuasiIdentifiers(t);
        for (boolean straddle : new boolean[]{false, true}) {
            int[] personOf = persons(t, fine, straddle, random);
            PrivacyModel model = new PrivacyModel(criteria(personOf, random));
            ClassAggregates base = model.aggregate(t, fine);
            assertEquals(!straddle, base.personsRollUpExactly());
            // merge the classes at random into a few coarser ones, every target used
            int count = 1 + random.nextInt(Math.max(1, fine.classCount() / 4));
            int[] map = new int[fine.classCount()];
            for (int c = 0; c < map.length; c++) {
                map[c] = c < count ? c : random.nextInt(count);
            }
            ClassAggregates rolled = base.rollUp(map, count);
            ClassAggregates direct = model.aggregate(t, fine.merged(map, count));
            for (int c = 0; c < count; c++) {
                assertEquals(direct.size(c), rolled.size(c));
                assertEquals(direct.persons(c), rolled.persons(c), "persons of class " + c);
                assertEquals(direct.distinctSensitive(c), rolled.distinctSensitive(c));
                assertArrayEquals(direct.sensitiveHistogram(c), rolled.sensitiveHistogram(c));
                assertArrayEquals(direct.tallies().dense(c, 8), rolled.tallies().dense(c, 8), "tallies of " + c);
            }
            for (PrivacyCriterion criterion : model.criteria()) {
                assertArrayEquals(criterion.judge(direct), criterion.judge(rolled), criterion.describe());
            }
        }
    }

    /**
     * Aggregates another engine computed ({@link ClassAggregates#ofCounts}, entries in any order, a
     * pair repeated) are judged, rolled up and judged as suppressed together as the ones computed
     * from the rows, by the criteria built from counts.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13, 14})
    void countsFromAnotherEngineJudgeAlike(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Table t = RandomTables.table(300 + random.nextInt(300), 0.1, seed);
        Partition fine = byQuasiIdentifiers(t);
        int[] personOf = persons(t, fine, false, random);
        int[] pattern = new int[t.rowCount()];
        boolean[] holder = new boolean[t.rowCount()];
        for (int r = 0; r < pattern.length; r++) {
            pattern[r] = random.nextInt(5) - 1;
            holder[r] = random.nextInt(3) == 0;
        }
        int[] carriers = new int[4];
        int[] holders = new int[4];
        for (int r = 0; r < pattern.length; r++) {
            if (pattern[r] >= 0) {
                carriers[pattern[r]]++;
                holders[pattern[r]] += holder[r] ? 1 : 0;
            }
        }
        PrivacyModel rows = PrivacyModel.of(new KAnonymity(3), new DistinctPersonsKAnonymity(3, personOf),
                new AlphaDeassociation(0.4), new AlphaDeassociation(0.4, personOf),
                new ShadowHolderShare(0.4, pattern, holder));
        PrivacyModel counted = PrivacyModel.of(new KAnonymity(3), DistinctPersonsKAnonymity.overCountedPersons(3),
                new AlphaDeassociation(0.4), AlphaDeassociation.overCountedPersons(0.4),
                new ShadowHolderShare(0.4, carriers, holders));

        int classes = fine.classCount();
        int[] sizes = new int[classes];
        int[] persons = DistinctPerClass.count(fine, r -> personOf[r], t.rowCount());
        for (int c = 0; c < classes; c++) {
            sizes[c] = fine.size(c);
        }
        ClassAggregates.Builder builder = ClassAggregates.ofCounts(sizes).persons(persons, true);
        for (int a : t.schema().indexesOf(AttributeRole.PRIVACY)) {
            var column = t.column(a);
            String[] dictionary = new String[column.dictionarySize()];
            for (int code = 0; code < dictionary.length; code++) {
                dictionary[code] = column.decode(code);
            }
            // one entry per row, from the last row up: repeated pairs in no order, as a group-by may give them
            int n = t.rowCount();
            int[] cls = new int[n];
            int[] code = new int[n];
            int[] count = new int[n];
            for (int r = 0; r < n; r++) {
                cls[r] = fine.classOf(n - 1 - r);
                code[r] = column.code(n - 1 - r);
                count[r] = 1;
            }
            builder.privateValues(t.schema().attribute(a).name(), dictionary,
                    column.codesWhere(t.schema().attribute(a)::isPrivateValue), cls, code, count);
        }
        int n = t.rowCount();
        int[] cls = new int[n];
        int[] category = new int[n];
        int[] ones = new int[n];
        int k = 0;
        for (int r = 0; r < n; r++) {
            int value = ShadowHolderShare.category(pattern[r], holder[r]);
            if (value >= 0) {
                cls[k] = fine.classOf(r);
                category[k] = value;
                ones[k++] = 1;
            }
        }
        ClassAggregates fromCounts = builder.tallies(java.util.Arrays.copyOf(cls, k),
                java.util.Arrays.copyOf(category, k), java.util.Arrays.copyOf(ones, k), 8).build();
        ClassAggregates fromRows = rows.aggregate(t, fine);

        int count = 1 + random.nextInt(Math.max(1, classes / 4));
        int[] map = new int[classes];
        for (int c = 0; c < map.length; c++) {
            map[c] = c < count ? c : random.nextInt(count);
        }
        for (ClassAggregates[] pair : List.of(new ClassAggregates[]{fromRows, fromCounts},
                new ClassAggregates[]{fromRows.rollUp(map, count), fromCounts.rollUp(map, count)})) {
            for (int i = 0; i < rows.criteria().size(); i++) {
                assertArrayEquals(rows.criteria().get(i).judge(pair[0]), counted.criteria().get(i).judge(pair[1]),
                        rows.criteria().get(i).describe());
            }
            PrivacyModel.Verdict a = rows.judge(pair[0]);
            PrivacyModel.Verdict b = counted.judge(pair[1]);
            assertEquals(a.violatingRecords(), b.violatingRecords());
            assertEquals(rows.suppressedGroupFailure(pair[0], a), counted.suppressedGroupFailure(pair[1], b));
        }
        assertTrue(rows.judge(fromRows).violatingClasses() > 0, "some class fails, so the suppressed group is judged");
        assertThrows(UnsupportedOperationException.class, () -> fromCounts.classes().member(0));
        assertThrows(IllegalArgumentException.class, () -> counted.aggregate(t, fine),
                "criteria built from counts cannot aggregate rows");
        ClassAggregates straddling = ClassAggregates.ofCounts(sizes).persons(persons, false).build();
        assertThrows(UnsupportedOperationException.class, () -> straddling.rollUp(map, count));
    }

    @Test
    void aggregatesNotDeclaredAreNotComputed() {
        Table t = RandomTables.table(50, 0, 9);
        ClassAggregates counts = ClassAggregates.of(t, Partition.of(new int[t.rowCount()], 1), Needs.COUNT);
        assertEquals(50, counts.size(0));
        assertThrows(IllegalStateException.class, () -> counts.persons(0));
        assertThrows(IllegalStateException.class, () -> counts.sensitiveHistogram(0));
        assertThrows(IllegalStateException.class, () -> counts.meanWeight(0));
    }

    @Test
    void aModelDeclaresTheUnionOfItsCriteriaNeeds() {
        Table t = RandomTables.table(40, 0, 3);
        int[] personOf = new int[t.rowCount()];
        for (int r = 0; r < personOf.length; r++) {
            personOf[r] = r / 2;
        }
        Needs needs = PrivacyModel.of(new KAnonymity(2), new AlphaDeassociation(0.5, personOf)).needs(t);
        assertTrue(needs.rollsUp());
        ClassAggregates one = ClassAggregates.of(t, Partition.of(new int[t.rowCount()], 1), needs);
        assertEquals(20, one.persons(0));
        assertFalse(PrivacyModel.of(new KAnonymity(2)).needs(t).and(Needs.ROWS).rollsUp());
        int[] other = personOf.clone();
        other[0] = 99;
        assertThrows(IllegalArgumentException.class, () -> Needs.persons(personOf).and(Needs.persons(other)));
    }

    /**
     * A class's mean weight does not depend on the rows' order, nor on whether the rows or a
     * group-by's entries ({@code Builder.weights}) gave the counts: 400 rows of seven weights in
     * five classes, the rows permuted, the same bits each time. Adding the weights row by row (the
     * search's sum before stop 35) gives other bits for some permutation, which is what this guards.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void meanWeightIsTheSameWhateverTheRowsOrder(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] values = {0.1, 0.2, 0.3, 0.7, 1 / 3.0, 0.45, 0.05};
        int n = 400;
        double[] weight = new double[n];
        int[] classOf = new int[n];
        for (int r = 0; r < n; r++) {
            weight[r] = values[random.nextInt(values.length)];
            classOf[r] = random.nextInt(5);
        }
        Table table = RandomTables.table(n, 0, random.nextLong());
        double[] expected = means(table, weight, classOf);
        boolean rowOrderDiffers = false;
        for (int round = 0; round < 20; round++) {
            int[] order = java.util.stream.IntStream.range(0, n).toArray();
            for (int i = n - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
            double[] w = new double[n];
            int[] c = new int[n];
            for (int r = 0; r < n; r++) {
                w[r] = weight[order[r]];
                c[r] = classOf[order[r]];
            }
            assertArrayEquals(expected, means(table, w, c), "round " + round);
            for (int k = 0; k < 5; k++) {
                rowOrderDiffers |= rowByRow(weight, classOf, k) != rowByRow(w, c, k);
            }
        }
        assertTrue(rowOrderDiffers, "the row-by-row sums never differed: the test could not fail");
        // the entries a group-by returns, in any order: a (class, weight) pair with its rows
        double[] keys = java.util.Arrays.stream(weight).sorted().distinct().toArray();
        int[][] count = new int[5][keys.length];
        for (int r = 0; r < n; r++) {
            count[classOf[r]][java.util.Arrays.binarySearch(keys, weight[r])]++;
        }
        java.util.List<int[]> entries = new java.util.ArrayList<>();
        for (int k = 0; k < 5; k++) {
            for (int v = keys.length - 1; v >= 0; v--) {
                entries.add(new int[]{k, v, count[k][v]});
            }
        }
        int[] sizes = new int[5];
        for (int k : classOf) {
            sizes[k]++;
        }
        ClassAggregates built = ClassAggregates.ofCounts(sizes).weights(
                entries.stream().mapToInt(e -> e[0]).toArray(), entries.stream().mapToDouble(e -> keys[e[1]]).toArray(),
                entries.stream().mapToInt(e -> e[2]).toArray()).build();
        for (int k = 0; k < 5; k++) {
            assertEquals(expected[k], built.meanWeight(k), 0.0, "class " + k);
        }
    }

    private static double[] means(Table table, double[] weight, int[] classOf) {
        ClassAggregates a = ClassAggregates.of(table, Partition.of(classOf, 5), Needs.sensitivity(weight));
        double[] out = new double[5];
        for (int k = 0; k < 5; k++) {
            out[k] = a.meanWeight(k);
        }
        return out;
    }

    private static double rowByRow(double[] weight, int[] classOf, int k) {
        double sum = 0;
        int n = 0;
        for (int r = 0; r < weight.length; r++) {
            if (classOf[r] == k) {
                sum += weight[r];
                n++;
            }
        }
        return sum / n;
    }
}
