package io.graphveil.attack;

import io.graphveil.Networks;
import io.graphveil.model.IndexedGraph;
import io.graphveil.model.Schema;
import io.graphveil.model.Table;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DisclosureTest {
    static final Schema SCHEMA = Networks.schema("""
            {"attributes": [
              {"name": "id", "role": "IDENTIFIER"},
              {"name": "q", "role": "QUASI_IDENTIFIER"},
              {"name": "job", "role": "PRIVACY", "private": ["judge", "nurse"]}
            ]}""");

    /**
     * Property test: on random publications (rows of a few classes, random degrees, some persons with
     * two rows in one class or in two), the evaluation from degree groups equals the row-by-row one
     * for every degree attacker, degree and set of classes, whether the groups are built from the
     * rows or from aggregates as another engine hands them over (the Spark engine's group-bys).
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void degreeGroupsAgreeWithRows(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int persons = 40 + random.nextInt(40);
        List<String[]> rows = new ArrayList<>();
        List<Integer> personOf = new ArrayList<>();
        String[] jobs = {"judge", "nurse", "cook", "clerk", "*"};
        for (int p = 0; p < persons; p++) {
            String q = "Q" + random.nextInt(3);
            String job = jobs[random.nextInt(jobs.length)];
            rows.add(new String[]{"r" + rows.size(), q, job});
            personOf.add(p);
            if (random.nextInt(3) == 0) {
                rows.add(new String[]{"r" + rows.size(), random.nextInt(4) == 0 ? "Q" + random.nextInt(3) : q,
                        random.nextBoolean() ? "*" : job});
                personOf.add(p);
            }
        }
        int n = rows.size();
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < 3 * n; i++) {
            int a = random.nextInt(n);
            int b = random.nextInt(n);
            if (a != b) {
                edges.add(new int[]{a, b});
            }
        }
        var published = Networks.of(SCHEMA, rows.toArray(new String[0][]), edges.toArray(new int[0][]));
        Table table = published.table();
        IndexedGraph graph = published.structure();
        int[] person = personOf.stream().mapToInt(Integer::intValue).toArray();
        Rows r = new Rows(table, graph, person);
        int[][] held = new int[persons][];
        for (int p = 0; p < persons; p++) {
            held[p] = random.nextInt(3) == 0 ? new int[]{random.nextInt(2), 2} : new int[0];
        }
        Tells tells = Tells.of(r, held, 3, 0.3);
        ClassGroups groups = new ClassGroups(r, tells, 3);
        Disclosure d = new Disclosure(r, null, tells, groups, held, new String[]{"a", "b", "holder status"},
                new int[persons], graph, 0.3, seed, null, 100);
        for (Attacker attacker : List.of(Attacker.QI, Attacker.DEGREE_EXACT,
                Attacker.DEGREE_TOLERANT, Attacker.COPY_PAIR)) {
            // the aggregates built from the rows, and as another engine hands them over (the
            // builder), judged over every set of classes a person can be covered by
            DegreeGroups built = fromAggregates(r, tells, 3);
            for (int subset = 1; subset < 1 << r.classCount(); subset++) {
                int mask = subset;
                int[] classes = java.util.stream.IntStream.range(0, r.classCount()).filter(c -> (mask & 1 << c) != 0)
                        .toArray();
                for (int degree = 0; degree < 14; degree++) {
                    DegreeGroups.Candidates rowByRow = d.evaluateRows(attacker, classes, degree, null);
                    assertEquals(rowByRow, groups.aggregates.evaluate(attacker, classes, degree),
                            attacker + " classes " + java.util.Arrays.toString(classes) + " degree " + degree);
                    assertEquals(rowByRow, built.evaluate(attacker, classes, degree),
                            attacker + " classes " + java.util.Arrays.toString(classes) + " degree " + degree);
                }
            }
        }
    }

    /** {@code rows}' degree groups, revealed items and two-row persons counted as a group-by would count them. */
    private static DegreeGroups fromAggregates(Rows rows, Tells tells, int items) {
        java.util.Map<List<Integer>, Integer> groups = new java.util.TreeMap<>(DisclosureTest::compare);
        java.util.Map<List<Integer>, Integer> revealing = new java.util.TreeMap<>(DisclosureTest::compare);
        java.util.Map<List<Integer>, Integer> pairs = new java.util.TreeMap<>(DisclosureTest::compare);
        for (int x = 0; x < rows.rowCount(); x++) {
            groups.merge(List.of(rows.classOf[x], rows.degree[x]), 1, Integer::sum);
            for (int item : tells.reveals(x)) {
                revealing.merge(List.of(rows.classOf[x], rows.degree[x], item), 1, Integer::sum);
            }
            int y = rows.partner[x];
            if (y > x) {
                List<Integer> key = new ArrayList<>(List.of(rows.classOf[x], rows.degree[x], rows.classOf[y],
                        rows.degree[y]));
                for (int item : tells.reveals(x)) {
                    if (java.util.Arrays.binarySearch(tells.reveals(y), item) >= 0) {
                        key.add(item);
                    }
                }
                pairs.merge(key, 1, Integer::sum);
            }
        }
        DegreeGroups.Builder b = DegreeGroups.builder(rows.classCount(), items);
        groups.forEach((k, n) -> b.group(k.get(0), k.get(1), n));
        revealing.forEach((k, n) -> b.revealing(k.get(0), k.get(1), k.get(2), n));
        pairs.forEach((k, n) -> b.pair(k.get(0), k.get(1), k.get(2), k.get(3),
                k.subList(4, k.size()).stream().mapToInt(Integer::intValue).toArray(), n));
        return b.build();
    }

    private static int compare(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = Integer.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
